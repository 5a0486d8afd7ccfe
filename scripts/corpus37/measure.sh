#!/bin/sh
# measure.sh ROWS.tsv [HIGTYPE]  — see measure.py
set -e
here=$(dirname "$0")
[ -n "$2" ] && HIGTYPE=$2
: "${HIGTYPE:?set HIGTYPE to the higtype binary, or pass it second}"
export HIGTYPE
exec python3 "$here/measure.py" "$1" --json "${RESULT_JSON:-/tmp/corpus37-result.json}"
