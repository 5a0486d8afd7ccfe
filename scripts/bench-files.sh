#!/usr/bin/env bash
# Linear in what a committed file can make large (issue 36, section 4): `--fix --dry-run`'s diff,
# `--fix` with many fix-its, the audit's findings in SARIF and JSON (a dense Swift file, a
# one-line CSS file), and exclude patterns matched against every file of a tree. Each case runs
# at n and 10 n through the release binary: best of 3 wall times, the peak memory of each from
# /usr/bin/time, and the ratio of the times (linear about 10 ×, quadratic about 100 ×).
# Prints a Markdown table. Usage: scripts/bench-files.sh   (make bench runs it)
set -euo pipefail
cd "$(dirname "$0")/.."

# HIGTYPE_BIN=path measures another binary (an older commit's) without building this one.
bin=${HIGTYPE_BIN:-$PWD/.build/release/higtype}
[ -n "${HIGTYPE_BIN:-}" ] || make --no-print-directory build >/dev/null
[ -x /usr/bin/time ] || { echo "bench-files: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
git init -q .   # the project tree: a repository

python3 - <<'PY'
import json, os
def swift(n):
    # n fixed sizes, one a line, each with a fix-it: 32 bytes a finding.
    with open(f"fix-{n}.swift", "w") as f:
        f.write("import SwiftUI\n")
        for i in range(n):
            f.write(f"let f{i:07d} = Font.system(size: 17)\n")
def css(n):
    # One line of n declarations, each a finding.
    with open(f"line-{n}.css", "w") as f:
        f.write("".join(f".c{i:07d}{{font-size:12px}}" for i in range(n)))
def tree(n):
    # n Swift files in 10 folders, and a config with as many exclude patterns as it may hold,
    # each as long as it may be, that match none of them.
    os.makedirs(f"tree-{n}", exist_ok=True)
    for i in range(n):
        os.makedirs(f"tree-{n}/d{i % 10}", exist_ok=True)
        open(f"tree-{n}/d{i % 10}/f{i}.swift", "w").write("let x = 1\n")
    pattern = "**/" + "*a" * 508 + "b/**"
    json.dump({"audit": {"exclude": [pattern] * 256}}, open(f"tree-{n}/higtype.json", "w"))
for n in (3000, 30000): swift(n)
for n in (100000, 1000000): css(n)
for n in (200, 2000): tree(n)
PY

# best of 3: "seconds peak-KB status"; the command gets the file as its last argument
measure() {
    local best="" kb=0 status=0 file=$1
    shift
    for _ in 1 2 3; do
        cp "$file" work.tmp 2>/dev/null || true
        local start=$EPOCHREALTIME
        status=0
        /usr/bin/time -f "%M" -o time.txt "$@" >/dev/null 2>&1 || status=$?
        local end=$EPOCHREALTIME
        local wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
        if [ -z "$best" ] || awk -v w="$wall" -v b="$best" 'BEGIN { exit !(w < b) }'; then best=$wall; fi
        kb=$(tail -1 time.txt)
        cp work.tmp "$file" 2>/dev/null || true
    done
    echo "$best $kb $status"
}

echo "| input (command) | n | time at n | time at 10 n | ratio | peak memory at n | at 10 n | exit |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
row() { # label, n, file at n, file at 10 n, command words (the file is appended)
    local label=$1 n=$2 small=$3 large=$4
    shift 4
    read -r a kbA _ < <(measure "$small" "$@" "$small")
    read -r b kbB status < <(measure "$large" "$@" "$large")
    awk -v l="$label" -v n="$n" -v a="$a" -v b="$b" -v ka="$kbA" -v kb="$kbB" -v s="$status" \
        'BEGIN { printf "| %s | %s | %.3f s | %.3f s | %.1f × | %d MB | %d MB | %s |\n", l, n, a, b, b / a, ka / 1024, kb / 1024, s }'
}
row "n fixed sizes in one Swift file (audit --fix --dry-run)" 3,000 fix-3000.swift fix-30000.swift \
    "$bin" audit --quiet --fix --dry-run
row "n fixed sizes in one Swift file (audit --fix)" 3,000 fix-3000.swift fix-30000.swift "$bin" audit --quiet --fix
row "n fixed sizes in one Swift file (audit, SARIF)" 3,000 fix-3000.swift fix-30000.swift \
    "$bin" audit --diagnostics-format sarif
row "n fixed sizes in one Swift file (audit, JSON)" 3,000 fix-3000.swift fix-30000.swift \
    "$bin" audit --diagnostics-format json
row "n font sizes on one line of CSS (audit, JSON)" 100,000 line-100000.css line-1000000.css \
    "$bin" audit --diagnostics-format json
row "n files, 256 exclude patterns of 1 KB in higtype.json (audit)" 200 tree-200 tree-2000 "$bin" audit --quiet
