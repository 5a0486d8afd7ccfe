#!/usr/bin/env bash
# Scale benchmark: cold `higtype build` of synthetic manifests of 100 … 100,000 tokens across
# iOS, iPadOS, watchOS, macOS and tvOS (all outputs, all categories): wall time and peak memory
# with /usr/bin/time, and a no-op rebuild that must write nothing. Prints a Markdown table.
# Usage: scripts/bench-scale.sh [SIZES…]   (make bench runs it; default 100 1000 10000 100000)
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=("${@:-100 1000 10000 100000}")
read -r -a sizes <<<"${sizes[*]}"
bin=.build/release/higtype
make --no-print-directory build >/dev/null
if [ ! -x /usr/bin/time ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing /usr/bin/time…" >&2
    apt-get install -y time >/dev/null 2>&1
fi
[ -x /usr/bin/time ] || { echo "bench-scale: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Runs a command under /usr/bin/time; prints "seconds kilobytes".
measure() { /usr/bin/time -f "%e %M" -o "$tmp/time" "$@" >/dev/null 2>"$tmp/stderr"; cat "$tmp/time"; }

echo "| tokens | manifest | outputs | cold build | peak memory | no-op rebuild | files written by no-op |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for n in "${sizes[@]}"; do
    manifest="$tmp/m$n.tokens.json"
    python3 scripts/synthetic-manifest.py "$n" "$manifest"
    runs=$((n >= 100000 ? 1 : 3))
    best_s= best_kb=
    for ((i = 0; i < runs; i++)); do
        rm -rf "$tmp/out"
        read -r s kb < <(measure "$bin" build "$manifest" --out "$tmp/out" --quiet)
        if [ -z "$best_s" ] || awk -v a="$s" -v b="$best_s" 'BEGIN { exit !(a < b) }'; then best_s=$s best_kb=$kb; fi
    done
    before=$(find "$tmp/out" -type f -printf '%p %s %T@\n' | sort | md5sum)
    read -r noop_s _ < <(measure "$bin" build "$manifest" --out "$tmp/out")
    after=$(find "$tmp/out" -type f -printf '%p %s %T@\n' | sort | md5sum)
    written=$(grep -o '([0-9]* written' "$tmp/stderr" | tr -dc 0-9)
    [ "$before" = "$after" ] || written="$written (files changed!)"
    printf '| %s | %s | %s | %s s | %s MB | %s s | %s |\n' "$n" \
        "$(du -h "$manifest" | cut -f1)" "$(du -sh "$tmp/out" | cut -f1)" "$best_s" \
        "$(awk -v k="$best_kb" 'BEGIN { printf "%.0f", k / 1024 }')" "$noop_s" "${written:-?}"
done
