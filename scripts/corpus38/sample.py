#!/usr/bin/env python3
"""Draw a seeded sample of the audit's findings across one half of the app
corpus and write a judging sheet (markdown) with a blank verdict column.

  python3 scripts/corpus38/sample.py --half develop --binary /work/corpus/bin/higtype-baseline \\
          [--n 40] [--seed higtype-38-develop] [--runs DIR] [--reuse] [--out SHEET.md]

The half's TSV is /work/corpus38/<half>.tsv (gather.py). The audit runs as a
new user would: `higtype audit . --diagnostics-format json` in each app's
folder, defaults only. Every diagnostic counts as a finding (errors and
warnings alike).

Sampling (--strategy per-app, the default): the apps with findings are put in
a seeded random order, each app's findings are shuffled with the same seed,
and findings are taken one per app in turn until N are drawn; so a small app
weighs as much as a large one, and every kind of app is in the sample.
--strategy uniform draws N uniformly from all findings of the half instead.
"""
import argparse, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import HALVES, read_half, audit, source_lines, context, fix_text, slug

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--half", required=True, choices=HALVES)
    ap.add_argument("--tsv")
    ap.add_argument("--binary", required=True)
    ap.add_argument("--n", type=int, default=40)
    ap.add_argument("--seed")
    ap.add_argument("--strategy", default="per-app", choices=["per-app", "uniform"])
    ap.add_argument("--runs")
    ap.add_argument("--reuse", action="store_true", help="reuse audit runs kept in --runs")
    ap.add_argument("--out")
    a = ap.parse_args()
    tsv = a.tsv or f"/work/corpus38/{a.half}.tsv"
    seed = a.seed or f"higtype-38-{a.half}"
    runs = a.runs or f"/work/corpus38/runs-{a.half}"
    apps = read_half(tsv)
    by_app = {}
    total = 0
    for app in apps:
        fs = audit(app, a.binary, runs, a.reuse)
        # order-independent of the run: sort, then shuffle with the seed
        fs.sort(key=lambda f: (f["file"] or "", f["line"] or 0, f["column"] or 0, f["id"]))
        by_app[app["repo"]] = fs
        total += len(fs)
    rng = random.Random(seed)
    if a.strategy == "uniform":
        pool = [f for app in apps for f in by_app[app["repo"]]]
        sample = rng.sample(pool, min(a.n, len(pool)))
    else:
        order = [app["repo"] for app in apps if by_app[app["repo"]]]
        rng.shuffle(order)
        queues = {}
        for r in order:
            q = list(by_app[r])
            rng.shuffle(q)
            queues[r] = q
        sample = []
        while len(sample) < a.n and any(queues.values()):
            for r in order:
                if queues[r] and len(sample) < a.n:
                    sample.append(queues[r].pop())
    app_of = {app["repo"]: app for app in apps}
    out = open(a.out, "w") if a.out else sys.stdout
    w = out.write
    w(f"# Judging sheet: {a.half} half, {len(sample)} of {total} findings\n\n")
    w(f"binary `{a.binary}`, seed `{seed}`, strategy `{a.strategy}`, {len(apps)} apps from `{tsv}`\n\n")
    w("Verdicts (see scripts/corpus38/README.md): **right** = a fixed, non-scaling text size in "
      "shipping code, flagged with a correct nearest style and a fix-it that keeps the code's traits; "
      "**wrong** = not a fixed text size, or code that does not ship, or a fix-it that loses something; "
      "**debatable** otherwise.\n\n")
    w("Findings per app: " + ", ".join(f"{r} {len(by_app[r])}" for r in sorted(by_app)) + "\n\n")
    w("| # | app | kind | file:line | id | verdict | pattern / note |\n|---|---|---|---|---|---|---|\n")
    for i, f in enumerate(sample, 1):
        w(f"| {i} | {f['app']} | {f['kind']} | {f['file']}:{f['line']} | {f['id']} |  |  |\n")
    w("\n")
    for i, f in enumerate(sample, 1):
        lines = source_lines(app_of[f["app"]], f["file"])
        w(f"## {i}. {f['app']} — {f['file']}:{f['line']}:{f['column']}\n\n")
        w(f"- {f['severity']} [{f['id']}] {f['message']}\n")
        for n in f.get("notes") or []:
            w(f"- note: {n['message']}\n")
        fx = fix_text(f, lines)
        w(f"- fix-it: {fx if fx else '(none)'}\n")
        w("- verdict: \n\n```\n" + context(lines, f["line"] or 1) + "\n```\n\n")
    if a.out:
        out.close()
        print(f"wrote {a.out}: {len(sample)} findings of {total}", file=sys.stderr)

if __name__ == "__main__":
    main()
