#!/usr/bin/env bash
# Linear everywhere (issue 27): alias chains, font stacks, resolver sources and modifier contexts
# each measured at two sizes, n and 10 n, through `higtype lint` of the release binary (every stage
# but rendering), best of 3 wall times and the peak memory from /usr/bin/time. Prints a Markdown
# table with the ratio of the two times: linear growth is about 10 ×, quadratic about 100 ×.
# Usage: scripts/bench-linear.sh   (make bench runs it)
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$PWD/.build/release/higtype
make --no-print-directory build >/dev/null
[ -x /usr/bin/time ] || { echo "bench-linear: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
git init -q .   # the project tree: a repository

python3 - <<'PY'
import json, os
ios = {"$extensions": {"dev.higtype": {"platforms": ["ios"]}}}
def chain(n):
    # n typography tokens, each an alias of the next; the last names a text style.
    group = {"$type": "typography"}
    for i in range(n - 1):
        group[f"t{i}"] = {"$value": "{type.t%d}" % (i + 1)}
    group[f"t{n - 1}"] = {"$value": {"textStyle": "body"}}
    json.dump(dict(ios, type=group), open(f"chain-{n}.tokens.json", "w"))
def stack(n):
    json.dump(dict(ios, type={"$type": "typography", "body": {
        "$value": {"textStyle": "body", "fontFamily": [f"Family {i}" for i in range(n)]}}}),
        open(f"stack-{n}.tokens.json", "w"))
def sources(n, shared):
    # A set of n distinct files of 10 tokens each: each its own group, or all in one group.
    name = f"{'shared' if shared else 'sources'}-{n}"
    os.makedirs(name, exist_ok=True)
    for f in range(n):
        group = {"$type": "typography", **{f"f{f}t{i}": {"$value": {"textStyle": "body"}} for i in range(10)}}
        json.dump(dict(ios, **{"type" if shared else f"g{f}": group}), open(f"{name}/f{f}.tokens.json", "w"))
    json.dump({"version": "2025.10", "sets": {"s": {"sources": [{"$ref": f"{name}/f{f}.tokens.json"} for f in range(n)]}},
               "resolutionOrder": [{"$ref": "#/sets/s"}]}, open(f"{name}.resolver.json", "w"))
def contexts(n):
    json.dump(dict(ios, type={"$type": "typography", "body": {"$value": {"textStyle": "body"}}}), open("base.tokens.json", "w"))
    json.dump({"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "base.tokens.json"}]}},
               "modifiers": {"m": {"contexts": {f"c{i}": [] for i in range(n)}, "default": "c0"}},
               "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/m"}]}, open(f"contexts-{n}.resolver.json", "w"))
for n in (5000, 50000): chain(n)
for n in (3000, 30000): stack(n)
for n in (300, 3000): sources(n, False); sources(n, True)
for n in (20000, 200000): contexts(n)
PY

# best of 3: "seconds peak-KB status"
measure() {
    local best="" kb=0 status=0
    for _ in 1 2 3; do
        local start=$EPOCHREALTIME
        status=0
        /usr/bin/time -f "%M" -o time.txt "$bin" lint "$1" >/dev/null 2>&1 || status=$?
        local end=$EPOCHREALTIME
        local wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
        if [ -z "$best" ] || awk -v w="$wall" -v b="$best" 'BEGIN { exit !(w < b) }'; then best=$wall; fi
        kb=$(tail -1 time.txt)
    done
    echo "$best $kb $status"
}

echo "| input (higtype lint) | n | time at n | time at 10 n | ratio | peak memory at 10 n | exit |"
echo "|---|---:|---:|---:|---:|---:|---:|"
row() { # label, n, file at n, file at 10 n
    read -r small _ _ < <(measure "$3")
    read -r large kb status < <(measure "$4")
    awk -v l="$1" -v n="$2" -v a="$small" -v b="$large" -v kb="$kb" -v s="$status" \
        'BEGIN { printf "| %s | %s | %.3f s | %.3f s | %.1f × | %d MB | %s |\n", l, n, a, b, b / a, kb / 1024, s }'
}
row "an alias chain of n typography tokens" 5,000 chain-5000.tokens.json chain-50000.tokens.json
row "a font stack of n families" 3,000 stack-3000.tokens.json stack-30000.tokens.json
row "a resolver set of n files, 10 tokens each, each its own group" 300 sources-300.resolver.json sources-3000.resolver.json
row "a resolver set of n files, 10 tokens each, all in one group" 300 shared-300.resolver.json shared-3000.resolver.json
row "a modifier of n contexts" 20,000 contexts-20000.resolver.json contexts-200000.resolver.json
