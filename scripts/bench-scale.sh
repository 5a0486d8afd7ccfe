#!/usr/bin/env bash
# Scale benchmark: cold `higtype build` of synthetic manifests of 100 … 100,000 tokens across
# iOS, iPadOS, watchOS, macOS and tvOS (all outputs, all categories): wall time and peak memory
# with /usr/bin/time, against `cp -r` of the same outputs (the floor for writing them at all), and
# a no-op rebuild that must write nothing. Prints a Markdown table, then 100k against 10k.
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

# Runs a command under /usr/bin/time; prints "seconds kilobytes", the wall time to the millisecond.
measure() {
    local start=$EPOCHREALTIME
    /usr/bin/time -f "%M" -o "$tmp/time" "$@" >/dev/null 2>"$tmp/stderr"
    local end=$EPOCHREALTIME
    awk -v a="$start" -v b="$end" -v kb="$(tail -1 "$tmp/time")" 'BEGIN { printf "%.3f %s\n", b - a, kb }'
}

echo "| tokens | manifest | outputs | cold build | cp -r of the outputs | build / cp -r | peak memory | no-op rebuild | no-op / cold | files written by no-op |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
declare -A cold
for n in "${sizes[@]}"; do
    manifest="$tmp/m$n.tokens.json"
    python3 scripts/synthetic-manifest.py "$n" "$manifest"
    runs=$((n >= 100000 ? 1 : 3))
    best_s= best_kb=
    for ((i = 0; i < runs; i++)); do
        rm -rf "$tmp/out"
        read -r s kb < <(measure "$bin" build "$manifest" --out "$tmp/out" --quiet --max-output-bytes 4G)
        if [ -z "$best_s" ] || awk -v a="$s" -v b="$best_s" 'BEGIN { exit !(a < b) }'; then best_s=$s best_kb=$kb; fi
    done
    before=$(find "$tmp/out" -type f -printf '%p %s %T@\n' | sort | md5sum)
    read -r noop_s _ < <(measure "$bin" build "$manifest" --out "$tmp/out" --max-output-bytes 4G)
    after=$(find "$tmp/out" -type f -printf '%p %s %T@\n' | sort | md5sum)
    written=$(grep -o '([0-9]* written' "$tmp/stderr" | tr -dc 0-9)
    [ "$before" = "$after" ] || written="$written (files changed!)"
    # The floor for writing these outputs at all: copying the same folder, best of three.
    best_cp=
    for ((i = 0; i < 3; i++)); do
        rm -rf "$tmp/copy"
        read -r s _ < <(measure cp -r "$tmp/out" "$tmp/copy")
        if [ -z "$best_cp" ] || awk -v a="$s" -v b="$best_cp" 'BEGIN { exit !(a < b) }'; then best_cp=$s; fi
    done
    rm -rf "$tmp/copy"
    cold[$n]=$best_s
    ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1fx", a / b; else printf "n/a" }'; }
    printf '| %s | %s | %s | %s s | %s s | %s | %s MiB | %s s | %s | %s |\n' "$n" \
        "$(du -h "$manifest" | cut -f1)" "$(du -sh "$tmp/out" | cut -f1)" "$best_s" "$best_cp" \
        "$(ratio "$best_s" "$best_cp")" "$(awk -v k="$best_kb" 'BEGIN { printf "%.0f", k / 1024 }')" \
        "$noop_s" "$(ratio "$noop_s" "$best_s")" "${written:-?}"
done
if [ -n "${cold[10000]:-}" ] && [ -n "${cold[100000]:-}" ]; then
    awk -v a="${cold[100000]}" -v b="${cold[10000]}" \
        'BEGIN { printf "\n100,000 tokens / 10,000 tokens, cold build: %.1fx (linear would be 10x)\n", a / b }'
fi
# The static binary as built, and as `make install` installs it (stripped).
strip -o "$tmp/stripped" "$bin"
awk -v a="$(stat -c %s "$bin")" -v b="$(stat -c %s "$tmp/stripped")" \
    'BEGIN { printf "static binary: %.1f MB as built, %.1f MB installed (stripped)\n", a / 1e6, b / 1e6 }'
