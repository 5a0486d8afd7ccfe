#!/usr/bin/env bash
# Cold wall time of compiling the example manifest, against `higtype --version` as the floor
# of starting the process at all. Every build run gets a fresh --out folder, so every run writes.
# "Cold" means a new process per run (nothing stays loaded between runs); the file cache is warm.
# Then "did you mean" at scale: a lint of 10,000 tokens of which 2,000 refer to missing tokens,
# against a clean lint of the same manifest, and the ratio of the two.
# Then alias chains of 4,000 to 100,000 links (scripts/alias-chain-manifest.py).
# Usage: scripts/bench.sh [RUNS]   (make bench); BENCH_LOOP=1 times with a shell loop even if
# hyperfine is installed.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-30}
bin=.build/release/higtype
manifest=tokens/example.tokens.json
make --no-print-directory build >/dev/null

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
build_cmd="$bin build $manifest --out $tmp/out --quiet"
floor_cmd="$bin --version"

use_hyperfine() { [ "${BENCH_LOOP:-0}" != 1 ] && command -v hyperfine >/dev/null; }
if [ "${BENCH_LOOP:-0}" != 1 ] && ! command -v hyperfine >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing hyperfine…" >&2
    apt-get install -y hyperfine >/dev/null 2>&1 || echo "could not install hyperfine; timing with a loop" >&2
fi

# Writes "mean_ms min_ms" for each command, one line each, to $tmp/results.
if use_hyperfine; then
    tool="hyperfine $(hyperfine --version | cut -d' ' -f2), $runs runs, 3 warm-up"
    hyperfine -N --style basic --warmup 3 --runs "$runs" --prepare "rm -rf $tmp/out" \
        --export-csv "$tmp/results.csv" "$build_cmd" "$floor_cmd" >&2
    # CSV columns: command,mean,stddev,median,user,system,min,max (seconds).
    awk -F, 'NR > 1 { printf "%.2f %.2f\n", $2 * 1000, $7 * 1000 }' "$tmp/results.csv" >"$tmp/results"
else
    tool="date +%s%N loop, $runs runs, 3 warm-up"
    time_runs() { # command, then prints "mean_ms min_ms"
        local total=0 min= t0 t1 ns i
        for ((i = -3; i < runs; i++)); do
            rm -rf "$tmp/out"
            t0=$(date +%s%N)
            $1 >/dev/null
            t1=$(date +%s%N)
            ((i < 0)) && continue
            ns=$((t1 - t0))
            total=$((total + ns))
            if [ -z "$min" ] || ((ns < min)); then min=$ns; fi
        done
        awk -v t="$total" -v n="$runs" -v m="$min" 'BEGIN { printf "%.2f %.2f\n", t / n / 1e6, m / 1e6 }'
    }
    { time_runs "$build_cmd"; time_runs "$floor_cmd"; } >"$tmp/results"
fi

read -r build_mean build_min < <(sed -n 1p "$tmp/results")
read -r floor_mean floor_min < <(sed -n 2p "$tmp/results")
echo "higtype cold start ($tool)"
printf '%-34s %10s %10s\n' "command" "mean ms" "min ms"
printf '%-34s %10s %10s\n' "build $manifest" "$build_mean" "$build_min"
printf '%-34s %10s %10s\n' "--version (process floor)" "$floor_mean" "$floor_min"
awk -v b="$build_mean" -v f="$floor_mean" -v bm="$build_min" -v fm="$floor_min" \
    'BEGIN { printf "build / --version: %.2fx mean, %.2fx min; compile and write cost %.2f ms over the floor (mean)\n", b / f, bm / fm, b - f }'

# "Did you mean" at scale: every missing reference is compared with every token name.
lint_runs=5
python3 scripts/synthetic-manifest.py 10000 "$tmp/clean.tokens.json"
python3 scripts/synthetic-manifest.py 10000 "$tmp/missing.tokens.json" --missing 2000
clean_cmd="$bin lint $tmp/clean.tokens.json"
missing_cmd="$bin lint $tmp/missing.tokens.json"
if use_hyperfine; then
    # The lint with missing references exits 1 (its errors); -i times it all the same.
    hyperfine -N -i --style basic --warmup 1 --runs "$lint_runs" \
        --export-csv "$tmp/lint.csv" "$clean_cmd" "$missing_cmd" >&2
    awk -F, 'NR > 1 { printf "%.2f %.2f\n", $2 * 1000, $7 * 1000 }' "$tmp/lint.csv" >"$tmp/lint"
else
    time_lint() { # command, then prints "mean_ms min_ms"
        local total=0 min= t0 t1 ns i
        for ((i = -1; i < lint_runs; i++)); do
            t0=$(date +%s%N)
            $1 >/dev/null 2>&1 || true
            t1=$(date +%s%N)
            ((i < 0)) && continue
            ns=$((t1 - t0))
            total=$((total + ns))
            if [ -z "$min" ] || ((ns < min)); then min=$ns; fi
        done
        awk -v t="$total" -v n="$lint_runs" -v m="$min" 'BEGIN { printf "%.2f %.2f\n", t / n / 1e6, m / 1e6 }'
    }
    { time_lint "$clean_cmd"; time_lint "$missing_cmd"; } >"$tmp/lint"
fi
read -r clean_mean clean_min < <(sed -n 1p "$tmp/lint")
read -r missing_mean missing_min < <(sed -n 2p "$tmp/lint")
reported=$("$bin" lint "$tmp/missing.tokens.json" 2>&1 | grep -c '\[alias-missing\]' || true)
echo
echo "did you mean at scale ($lint_runs runs, 1 warm-up)"
printf '%-34s %10s %10s\n' "command" "mean ms" "min ms"
printf '%-34s %10s %10s\n' "lint 10,000 tokens, clean" "$clean_mean" "$clean_min"
printf '%-34s %10s %10s\n' "lint 10,000 tokens, 2,000 missing" "$missing_mean" "$missing_min"
awk -v m="$missing_mean" -v c="$clean_mean" -v mm="$missing_min" -v cm="$clean_min" -v r="$reported" \
    'BEGIN { printf "missing / clean: %.2fx mean, %.2fx min (%d missing references reported)\n", m / c, mm / cm, r }'

# Alias chains (issue 22, issue 24 item 11): a lint of one chain of N typography tokens, each an
# alias of the next, against a lint of N tokens with no alias (the tokens' own cost), and of a
# chain of N dimension tokens under one font size. Linear means chain / flat stays near 1 at every
# N; a walk per token to the end of the chain took 6 s at 4,000 links and minutes at 20,000.
best_of() { # runs, command…; prints the best wall time in ms
    local n=$1 best= t0 t1 ms i
    shift
    for ((i = 0; i < n; i++)); do
        t0=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        t1=$(date +%s%N)
        ms=$(((t1 - t0) / 1000000))
        if [ -z "$best" ] || ((ms < best)); then best=$ms; fi
    done
    echo "$best"
}
echo
echo "alias chains (lint, best of 3; 1 run at 100,000)"
printf '%-10s %16s %16s %16s %14s\n' "links" "typography ms" "no aliases ms" "dimension ms" "chain / flat"
for n in 4000 20000 100000; do
    for kind in typography flat dimension; do
        python3 scripts/alias-chain-manifest.py "$n" "$tmp/chain-$kind.tokens.json" "$kind"
    done
    chain_runs=$((n >= 100000 ? 1 : 3))
    chain_ms=$(best_of "$chain_runs" "$bin" lint "$tmp/chain-typography.tokens.json")
    flat_ms=$(best_of "$chain_runs" "$bin" lint "$tmp/chain-flat.tokens.json")
    dimension_ms=$(best_of "$chain_runs" "$bin" lint "$tmp/chain-dimension.tokens.json")
    printf '%-10s %16s %16s %16s %14s\n' "$n" "$chain_ms" "$flat_ms" "$dimension_ms" \
        "$(awk -v a="$chain_ms" -v b="$flat_ms" 'BEGIN { printf "%.2fx", a / b }')"
done

# `higtype audit` over 100,000 lines of Swift (generated here: 1,000 files of 100 lines in 10
# folders, SwiftUI views with comments, strings and interpolations, every 20th line a fixed size).
audit_runs=10
python3 - "$tmp/app" <<'PY'
import os, sys
root = sys.argv[1]
for f in range(1000):
    folder = os.path.join(root, "Feature%d" % (f % 10))
    os.makedirs(folder, exist_ok=True)
    lines = ["import SwiftUI", "", "/// Row %d: a view /* with a nested */ comment" % f, "struct Row%d: View {" % f,
             "    let title: String", "    var body: some View {", "        VStack(alignment: .leading) {"]
    k = 0
    while len(lines) < 97:
        k += 1
        if k % 20 == 0:
            lines.append('            Text(title).font(.system(size: %d, weight: .semibold))' % (12 + (k // 20 + f) % 20))
        elif k % 3 == 0:
            lines.append('            Text("\\(title) \\(k) — .system(size: 12)").font(.body) // .system(size: 13)')
        elif k % 3 == 1:
            lines.append('            Text(#"raw "\\(not interpolated)" %d"#).font(.headline)' % k)
        else:
            lines.append('            Label("Item %d", systemImage: "star").padding(.horizontal, %d)' % (k, k % 8))
    lines += ["        }", "    }", "}"]
    with open(os.path.join(folder, "Row%d.swift" % f), "w") as out:
        out.write("\n".join(lines) + "\n")
PY
audit_cmd="$bin audit $tmp/app --quiet"
if use_hyperfine; then
    hyperfine -N -i --style basic --warmup 1 --runs "$audit_runs" --export-csv "$tmp/audit.csv" "$audit_cmd" >&2
    awk -F, 'NR > 1 { printf "%.2f %.2f\n", $2 * 1000, $7 * 1000 }' "$tmp/audit.csv" >"$tmp/audit"
else
    total=0 min=
    for ((i = -1; i < audit_runs; i++)); do
        t0=$(date +%s%N)
        $audit_cmd >/dev/null 2>&1 || true
        t1=$(date +%s%N)
        ((i < 0)) && continue
        ns=$((t1 - t0))
        total=$((total + ns))
        if [ -z "$min" ] || ((ns < min)); then min=$ns; fi
    done
    awk -v t="$total" -v n="$audit_runs" -v m="$min" 'BEGIN { printf "%.2f %.2f\n", t / n / 1e6, m / 1e6 }' >"$tmp/audit"
fi
read -r audit_mean audit_min <"$tmp/audit"
summary=$("$bin" audit "$tmp/app" 2>&1 >/dev/null | tail -1 || true)
echo
echo "audit ($audit_runs runs, 1 warm-up)"
printf '%-34s %10s %10s\n' "command" "mean ms" "min ms"
printf '%-34s %10s %10s\n' "audit 100,000 lines of Swift" "$audit_mean" "$audit_min"
echo "$summary"

# One long line (issue 23): about 10 MB of minified CSS on one line (a fixed size in every rule,
# about 160,000 findings) and about 10 MB of Swift on one line (one Font.system(size:weight:) per
# statement), each audited once: wall time and peak memory from /usr/bin/time, against the
# input's size. Linear means the time grows with the bytes, not with bytes × findings.
python3 scripts/long-line-sources.py "$tmp/long"
echo
echo "audit one long line (1 run each, /usr/bin/time)"
printf '%-34s %10s %10s %12s %10s\n' "file" "MB" "findings" "peak MB" "wall s"
for file in min.css long.swift; do
    /usr/bin/time -f "%e %M" -o "$tmp/long.time" "$bin" audit "$tmp/long/$file" \
        --diagnostics-format json >"$tmp/long.json" 2>/dev/null || true
    # A run with findings exits 1, and time writes that on a line of its own first.
    read -r wall peak_kb < <(tail -1 "$tmp/long.time")
    findings=$(grep -c '"id": "fixed-size"' "$tmp/long.json" || true)
    bytes=$(wc -c <"$tmp/long/$file")
    printf '%-34s %10s %10s %12s %10s\n' "$file" "$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1e6 }')" \
        "$findings" "$(awk -v k="$peak_kb" 'BEGIN { printf "%.0f", k / 1024 }')" "$wall"
done
