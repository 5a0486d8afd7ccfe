"""Shared by sample.py and recall.py: read a half's TSV, run the audit on each
app (or reuse a run kept in --runs), and load the findings."""
import json, os, subprocess, sys

# The halves gather.py writes: batch 1 (develop, measure), batch 2, a second,
# fresh set of apps (develop2, measure2), and batch 3, a third (develop3,
# measure3); each is /work/corpus38/<half>.tsv.
HALVES = ["develop", "measure", "develop2", "measure2", "develop3", "measure3", "develop4", "measure4"]

def read_half(tsv):
    apps = []
    with open(tsv) as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            if line.strip():
                apps.append(dict(zip(header, line.rstrip("\n").split("\t"))))
    return apps

def slug(repo):
    return repo.replace("/", "__")

def audit(app, binary, runs, reuse, extra=()):
    """Run `binary audit . --diagnostics-format json` in the app's folder, so
    file names are relative to it. Returns the list of findings; keeps the JSON
    and the summary (stderr) under runs/."""
    os.makedirs(runs, exist_ok=True)
    out = os.path.join(runs, slug(app["repo"]) + ".json")
    err = os.path.join(runs, slug(app["repo"]) + ".stderr")
    if not (reuse and os.path.exists(out)):
        with open(out, "wb") as o, open(err, "wb") as e:
            p = subprocess.run([binary, "audit", ".", "--diagnostics-format", "json", *extra],
                               cwd=app["path"], stdout=o, stderr=e)
        if p.returncode not in (0, 1):
            print(f"{app['repo']}: audit exited {p.returncode}, see {err}", file=sys.stderr)
    try:
        findings = json.load(open(out))
    except ValueError:
        print(f"{app['repo']}: no JSON from the audit, see {err}", file=sys.stderr)
        return []
    for f in findings:
        f["file"] = os.path.normpath(f["file"]) if f.get("file") else f.get("file")
        f["app"] = app["repo"]
        f["kind"] = app["kind"]
    return findings

def source_lines(app, rel):
    try:
        with open(os.path.join(app["path"], rel), encoding="utf-8", errors="replace") as f:
            return f.read().split("\n")
    except OSError:
        return []

def context(lines, line, radius=5, mark=None):
    lo, hi = max(1, line - radius), min(len(lines), line + radius)
    w = len(str(hi))
    out = []
    for n in range(lo, hi + 1):
        text = lines[n - 1]
        if len(text) > 220:
            text = text[:220] + " …"
        out.append(f"{'>' if n == (mark or line) else ' '} {n:>{w}} | {text}")
    return "\n".join(out)

def fix_text(f, lines):
    """The fix-it as `before` → `after` on the lines it touches."""
    fx = f.get("fixIt")
    if not fx:
        return None
    s, e = fx["start"], fx["end"]
    if s["line"] < 1 or e["line"] > len(lines):
        return f"replace with `{fx['replacement']}`"
    if s["line"] == e["line"]:
        line = lines[s["line"] - 1]
        before = line[s["column"] - 1:e["column"] - 1]
        return f"line {s['line']}: `{before}` → `{fx['replacement']}`" + ("" if fx.get("safe") is False else " (safe)")
    first = lines[s["line"] - 1][s["column"] - 1:]
    return f"lines {s['line']}-{e['line']}: `{first} …` → `{fx['replacement']}`"
