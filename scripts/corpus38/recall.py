#!/usr/bin/env python3
"""Pick, with a seed, files with font code across one half of the app corpus,
and print each with the audit's findings in it, for a reader who reads the
file in full and counts the fixed text sizes the audit missed.

  python3 scripts/corpus38/recall.py --half develop --binary /work/corpus/bin/higtype-baseline \\
          [--n 15] [--seed higtype-38-recall-develop] [--max-lines 1000] [--runs DIR] [--reuse] [--out SHEET.md]

A file has font code when a line matches FONT_API (Swift: UIFont, NSFont,
Font.system/.custom, .font(, fontDescriptor, systemFont, preferredFont,
UIFontMetrics, @ScaledMetric; storyboards and XIBs: <fontDescription; CSS,
SCSS, LESS: font-size or font:). Candidates leave out vendored folders (Pods,
Carthage, node_modules, .build, DerivedData, vendor) and test code (a path
segment naming Tests/UITests/Mocks, or a Swift file importing XCTest or
Testing), since neither ships; and files over --max-lines (so each can be
read in full; the bias is stated in the sheet). The apps are put in a seeded
order and files are taken one per app in turn, each app's candidates shuffled
with the same seed.
"""
import argparse, os, random, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import HALVES, read_half, audit, source_lines

EXTS = (".swift", ".css", ".scss", ".less", ".storyboard", ".xib")
FONT_API = re.compile(
    r"UIFont\b|NSFont\b|\bFont\.(system|custom)|\.font\(|\bfont:\s*\.|fontDescriptor|systemFont|"
    r"preferredFont|UIFontMetrics|@ScaledMetric|<fontDescription|font-size\s*:|(^|[\s;{])font\s*:")
VENDORED = {"Pods", "Carthage", "node_modules", ".build", "DerivedData", "vendor", ".git"}
TESTISH = re.compile(r"(^|/)[^/]*(Tests?|UITests|Mocks?|Fakes?)(/|$)")
TEST_IMPORT = re.compile(r"^\s*(@testable\s+)?import\s+(XCTest|Testing)\b", re.M)

def candidates(app, max_lines):
    out = []
    root = app["path"]
    for d, dirs, files in os.walk(root):
        dirs[:] = sorted(x for x in dirs if x not in VENDORED and not x.startswith("."))
        for name in sorted(files):
            if not name.endswith(EXTS):
                continue
            rel = os.path.relpath(os.path.join(d, name), root)
            if TESTISH.search(rel):
                continue
            lines = source_lines(app, rel)
            if not lines or len(lines) > max_lines:
                continue
            text = "\n".join(lines)
            if name.endswith(".swift") and TEST_IMPORT.search(text):
                continue
            if any(len(l) > 2000 for l in lines):  # minified output
                continue
            hits = [i + 1 for i, l in enumerate(lines) if FONT_API.search(l)]
            if hits:
                out.append((rel, len(lines), hits))
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--half", required=True, choices=HALVES)
    ap.add_argument("--tsv")
    ap.add_argument("--binary", required=True)
    ap.add_argument("--n", type=int, default=15)
    ap.add_argument("--seed")
    ap.add_argument("--max-lines", type=int, default=1000)
    ap.add_argument("--runs")
    ap.add_argument("--reuse", action="store_true")
    ap.add_argument("--out")
    a = ap.parse_args()
    tsv = a.tsv or f"/work/corpus38/{a.half}.tsv"
    seed = a.seed or f"higtype-38-recall-{a.half}"
    runs = a.runs or f"/work/corpus38/runs-{a.half}"
    apps = read_half(tsv)
    rng = random.Random(seed)
    cands = {app["repo"]: candidates(app, a.max_lines) for app in apps}
    order = [app["repo"] for app in apps if cands[app["repo"]]]
    rng.shuffle(order)
    for r in order:
        rng.shuffle(cands[r])
    picks = []
    while len(picks) < a.n and any(cands[r] for r in order):
        for r in order:
            if cands[r] and len(picks) < a.n:
                picks.append((r, *cands[r].pop()))
    app_of = {app["repo"]: app for app in apps}
    findings = {}
    for r in {p[0] for p in picks}:
        for f in audit(app_of[r], a.binary, runs, a.reuse):
            findings.setdefault((r, f["file"]), []).append(f)
    out = open(a.out, "w") if a.out else sys.stdout
    w = out.write
    w(f"# Recall sheet: {a.half} half, {len(picks)} files with font code\n\n")
    w(f"binary `{a.binary}`, seed `{seed}`, files of at most {a.max_lines} lines, "
      f"candidates per app: " + ", ".join(f"{r} {len(cands[r]) + sum(1 for p in picks if p[0] == r)}" for r in sorted(cands)) + "\n\n")
    w("Read each file in full. Count the fixed, non-scaling text sizes in shipping code (the "
      "same test as a **right** finding, without the fix-it part); found = those the audit flags.\n\n")
    w("| # | app | file | lines | fixed sizes (reader) | found | missed | note |\n|---|---|---|---|---|---|---|---|\n")
    for i, (r, rel, n, hits) in enumerate(picks, 1):
        w(f"| {i} | {r} | {rel} | {n} |  | {len(findings.get((r, rel), []))} flagged |  |  |\n")
    w("\n")
    for i, (r, rel, n, hits) in enumerate(picks, 1):
        w(f"## {i}. {r} — {rel} ({n} lines)\n\n")
        w(f"full path: `{os.path.join(app_of[r]['path'], rel)}`\n\n")
        w(f"font-API lines: {', '.join(map(str, hits))}\n\n")
        fs = sorted(findings.get((r, rel), []), key=lambda f: (f["line"], f["column"]))
        if not fs:
            w("audit findings: none\n\n")
        for f in fs:
            w(f"- {f['line']}:{f['column']} {f['severity']} [{f['id']}] {f['message']}\n")
        w("\n")
    if a.out:
        out.close()
        print(f"wrote {a.out}", file=sys.stderr)

if __name__ == "__main__":
    main()
