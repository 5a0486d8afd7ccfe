#!/usr/bin/env bash
# The bounds of docs/robustness.md, measured: each hostile input of the security review's "bounded
# time and memory" cases (issue 24, items 9-14) run once through the release binary, with its
# wall time, peak memory and the bytes it wrote, and the bound the run must stay within.
# Prints a Markdown table. Usage: scripts/bench-bounds.sh   (make bench runs it)
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$PWD/.build/release/higtype
make --no-print-directory build >/dev/null
[ -x /usr/bin/time ] || { echo "bench-bounds: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
git init -q .   # the project tree: a repository

python3 - <<'EOF'
import json
platforms = {"$extensions": {"dev.higtype": {"platforms": ["ios", "macos"]}}}
# Item 9: 1,000 groups each extending a group of 1,000 tokens with 500-byte descriptions (1 MB).
base = {f"t{i}": {"$description": "d" * 500, "$value": {"textStyle": "body"}} for i in range(1000)}
doc = dict(platforms, b=dict({"$type": "typography"}, **base))
doc.update({f"g{i}": {"$extends": "{b}"} for i in range(1000)})
json.dump(doc, open("extends.tokens.json", "w"))
# Item 9: 5,000 groups extending one token with a 60 KB description (the preview's amplification).
doc = dict(platforms, b={"$type": "typography", "t": {"$description": "d" * 60000, "$value": {"textStyle": "body"}}})
doc.update({f"g{i}": {"$extends": "{b}"} for i in range(5000)})
json.dump(doc, open("description.tokens.json", "w"))
# Item 12: a font stack of 30,000 families.
json.dump({"$extensions": {"dev.higtype": {"platforms": ["ios"]}}, "type": {"$type": "typography", "body": {
    "$value": {"textStyle": "body", "fontFamily": [f"Family {i}" for i in range(30000)]}}}},
    open("stack.tokens.json", "w"))
# Item 13: two 1,000-token files alternating 100 times in one set; 200,000 contexts of one modifier.
for name in "ab":
    json.dump({"$extensions": {"dev.higtype": {"platforms": ["ios"]}}, "type": {"$type": "typography", **{
        f"t{i}": {"$value": {"textStyle": "body"}} for i in range(1000)}}}, open(f"{name}.tokens.json", "w"))
json.dump({"version": "2025.10", "sets": {"s": {"sources": [{"$ref": f"{n}.tokens.json"} for _ in range(100) for n in "ab"]}},
           "resolutionOrder": [{"$ref": "#/sets/s"}]}, open("repeat.resolver.json", "w"))
json.dump({"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.tokens.json"}]}},
           "modifiers": {"m": {"contexts": {f"c{i}": [] for i in range(200000)}, "default": "c0"}},
           "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/m"}]}, open("contexts.resolver.json", "w"))
# Item 14: a 44 MB array of 0s (22 million values).
with open("values.tokens.json", "w") as f:
    f.write("[" + ",".join(["0"] * 22_000_000) + "]")
EOF
# Item 10: a 4 GiB (sparse) token file named by a resolver document, and redirected to standard input.
truncate -s 4G huge.tokens.json
echo '{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "huge.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}' >huge.resolver.json

size() { du -sb "$1" 2>/dev/null | cut -f1 || echo 0; }
human() { awk -v b="$1" 'BEGIN { if (b >= 1048576) printf "%.1f MB", b / 1048576; else if (b >= 1024) printf "%.0f KB", b / 1024; else printf "%d B", b }'; }

echo "| case (issue 24) | input | exit | wall time | peak memory | written | bound |"
echo "|---|---:|---:|---:|---:|---:|---|"
row() { # label, input file, bound, command…
    local label=$1 input=$2 bound=$3
    shift 3
    rm -rf out page.html
    local start=$EPOCHREALTIME status=0
    /usr/bin/time -f "%M" -o time.txt "$@" >/dev/null 2>stderr.txt || status=$?
    local end=$EPOCHREALTIME
    local written=$(($(size out) + $(size page.html)))
    awk -v l="$label" -v i="$(human "$(stat -c %s "$input")")" -v s="$status" -v a="$start" -v b="$end" \
        -v kb="$(tail -1 time.txt)" -v w="$(human "$written")" -v bd="$bound" \
        'BEGIN { printf "| %s | %s | %s | %.2f s | %d MB | %s | %s |\n", l, i, s, b - a, kb / 1024, w, bd }'
}
row '9: $extends, 1,000 groups × 1,000 tokens (build)' extends.tokens.json \
    'extends-size: copies ≤ 16 × what the manifest writes' "$bin" build extends.tokens.json --out out
row '9: $extends of a 60 KB description × 5,000 (preview)' description.tokens.json \
    'output-limit: outputs ≤ 512 × input, at least 512 MiB' "$bin" preview description.tokens.json --out page.html
row '10: a 4 GiB token file named by a resolver' huge.tokens.json \
    'json-size: refused by size, unread (64 MiB a file)' "$bin" lint huge.resolver.json
row '10: a 4 GiB file on standard input' huge.tokens.json \
    'json-size: refused by size, unread' sh -c "'$bin' lint - < huge.tokens.json"
row '12: a font stack of 30,000 families (build)' stack.tokens.json 'linear; builds' \
    "$bin" build stack.tokens.json --out out --quiet
row '12: the same (preview)' stack.tokens.json 'linear; previews' "$bin" preview stack.tokens.json --out page.html --quiet
row '13: 2 files alternating 100 times in a set' repeat.resolver.json \
    'resolver-limit: merges ≤ 16 × the distinct sources' "$bin" lint repeat.resolver.json
row '13: 200,000 contexts of one modifier (lint)' contexts.resolver.json 'linear' "$bin" lint contexts.resolver.json
row '14: a 44 MB file of 22 million values' values.tokens.json \
    'json-size: ≤ 4,000,000 values a run' "$bin" lint values.tokens.json
