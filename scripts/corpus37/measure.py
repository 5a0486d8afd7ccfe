#!/usr/bin/env python3
"""Measures higtype's way in on the issue-37 corpus.

    HIGTYPE=/path/to/higtype measure.py ROWS.tsv [--files /work/corpus37/files]
        [--work /tmp/corpus37-run] [--report-format json|md] [--json RESULT.json] [--only owner/name ...]

For each repository in ROWS.tsv (develop.tsv or measure.tsv), as a new user
would: copy its files to a scratch folder, run
    $HIGTYPE adopt FILES --out adapter.tokens.json --report json
    $HIGTYPE build FILES [adapter.tokens.json] --out OUT --format json --platforms ios
(the adapter only when adopt wrote one), and compare build's values at iOS
Large with what intended.py reads from the sources: font size, line height
(when the source gives one) and weight (likewise), tolerance 0.01. A role is
matched to a built token when their names are equal, or one ends with the
other, after lower-casing and dropping punctuation.

Columns: adopt exit, build exit, roles intended, roles built and matched,
roles equal. 'builds' = build exit 0 (adopt included, no hand edits);
'values' = builds, and every intended role is built with equal values.
A repository whose sources define no typography role (only scales whose steps
do not pair up) has nothing to compare: it is listed as 'no-roles' and left out
of the 'values' count, but counts for 'builds'.

adopt conforms by default (issue 37: a size below the platform's minimum is
raised, a light weight becomes Regular) and lists each change in its JSON
report. A role whose only differences are such listed changes (a raised size
with its line height kept as the same multiple) is 'conformed': it is counted
apart, and 'values+conformed' counts it with the equal ones. With
--report-format md (a binary without the JSON report) nothing is conformed.
Python 3 stdlib only.
"""

import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import intended  # noqa: E402

TOL = 0.01
REPORT = "json"


def key(s):
    return re.sub(r"[^a-z0-9.]", "", s.lower().replace("/", "."))


def find_built(role, built):
    """The built tokens that may stand for an intended role, best first."""
    if role in built:  # the same name: no folding (folded, "-1h" and "1h" are one key)
        return [role]
    r = key(role.split(":", 1)[1] if role.startswith("scale:") else role)
    names = {}
    for n in built:  # a folded key two names share stands for neither
        names[key(n)] = None if key(n) in names else n
    if names.get(r):
        return [names[r]]
    names = {k: n for k, n in names.items() if n}
    out = [n for k, n in names.items() if k.endswith("." + r) or r.endswith("." + k)]
    if not out:  # adopt may name a composed role below its group (font.body1.typography)
        out = [n for k, n in names.items() if k.startswith(r + ".")]
    if not out and role.startswith("scale:"):
        rr = r.replace(".", "")
        out = [n for k, n in names.items() if k.replace(".", "").endswith(rr)]
    return out


def differences(want, got):
    bad = []
    for f in ("fontSize", "lineHeight", "fontWeight"):
        if want.get(f) is None:
            continue
        if not isinstance(got.get(f), (int, float)) or abs(got[f] - want[f]) > TOL:
            bad.append("%s %s!=%s" % (f, got.get(f), want[f]))
    return bad


def conformed_fields(report_text):
    """Token name -> the fields adopt's JSON report says it changed to pass the HIG."""
    try:
        report = json.loads(report_text)
    except ValueError:
        return {}
    out = {}
    for t in report.get("tokens", []) if isinstance(report, dict) else []:
        fields = {c.split(" ", 1)[0] for c in t.get("conformed") or []}
        if fields:
            out[t.get("name")] = fields
    return out


def only_conformed(want, got, fields):
    """Whether every difference between want and got is a change adopt listed for the token."""
    for f in ("fontSize", "lineHeight", "fontWeight"):
        if want.get(f) is None or (isinstance(got.get(f), (int, float)) and abs(got[f] - want[f]) <= TOL):
            continue
        if f == "lineHeight" and "fontSize" in fields and want.get("fontSize") and got.get("fontSize"):
            # a raised size keeps the line height's multiple of it
            if abs(got[f] / got["fontSize"] - want[f] / want["fontSize"]) <= 0.005:
                continue
        if f not in fields:
            return False
    return True


def whole_alias(tokens, role):
    """The token a role's whole value aliases ({a.b}), or None: the role's value is that token's,
    so a conform change adopt lists for that token is the role's change too."""
    entry = tokens.tok.get(role) if tokens else None
    if not entry:
        return None
    m = re.fullmatch(r"\s*\{\s*([^{}]+?)\s*\}\s*", str(intended.tokenio.token_value(entry[0])))
    return m.group(1) if m else None


def rule_ids(text):
    out = []
    for line in text.splitlines():
        if ": error:" in line:
            m = re.search(r"\[([A-Za-z0-9_.-]+)\]\s*$", line)
            out.append(m.group(1) if m else "error(no id)")
    return out


def run(cmd, cwd, timeout=300):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timeout"


def measure(row, files, work, hig):
    repo, paths = row[0], row[5].split()
    src = os.path.join(files, repo.replace("/", "__"))
    d = os.path.join(work, repo.replace("/", "__"))
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(src, d)
    res = {"repo": repo, "format": row[3]}
    a_code, a_out, a_err = run([hig, "adopt"] + paths + ["--out", "adapter.tokens.json", "--report", REPORT], d)
    res["adopt"] = a_code
    res["adopt_errors"] = rule_ids(a_err)
    adapter = os.path.exists(os.path.join(d, "adapter.tokens.json"))
    b_code, b_out, b_err = run(
        [hig, "build"] + paths + (["adapter.tokens.json"] if adapter else [])
        + ["--out", "OUT", "--format", "json", "--platforms", "ios"], d)
    res["build"] = b_code
    res["build_errors"] = rule_ids(b_err)
    with open(os.path.join(d, "adopt.log"), "w") as f:
        f.write(a_out + "\n---stderr---\n" + a_err)
    with open(os.path.join(d, "build.log"), "w") as f:
        f.write(b_out + "\n---stderr---\n" + b_err)
    built = {}
    out = os.path.join(d, "OUT", "typography.json")
    if b_code == 0 and os.path.exists(out):
        for name, t in json.load(open(out)).get("tokens", {}).items():
            v = ((t.get("platforms") or {}).get("ios") or {}).get("large")
            if v:
                built[name] = v
    res["built_tokens"] = len(built)
    tokens = None
    try:
        tokens = intended.Tokens([os.path.join(src, p) for p in paths])
        roles = intended.roles(tokens)
    except Exception as e:
        roles = {}
        res["intended_error"] = "%s: %s" % (type(e).__name__, e)
    res["roles"] = len(roles)
    conformed_by = conformed_fields(a_out) if REPORT == "json" else {}
    matched = equal = conformed = 0
    diffs = []
    for role, want in sorted(roles.items()):
        cands = find_built(role, built)
        if not cands:
            continue
        matched += 1
        # a scale step or a suffix can name several tokens: equal when one of them is
        bads = [differences(want, built[n]) for n in cands]
        if any(not b for b in bads):
            equal += 1
        elif any(only_conformed(want, built[n], conformed_by.get(n, set()) | conformed_by.get(
                whole_alias(tokens, role) or "", set())) for n in cands):
            conformed += 1
        else:
            diffs.append("%s (%s): %s" % (role, cands[0], ", ".join(bads[0])))
    res["matched"], res["equal"], res["conformed"], res["diffs"] = matched, equal, conformed, diffs[:5]
    res["builds"] = b_code == 0
    # no role in the sources: nothing to compare, counted apart (None)
    res["values"] = None if not roles else (b_code == 0 and equal == len(roles))
    res["values_conformed"] = None if not roles else (b_code == 0 and equal + conformed == len(roles))
    return res


def main():
    a = sys.argv[1:]
    opt = lambda name, dflt: a[a.index(name) + 1] if name in a else dflt  # noqa: E731
    hig = opt("--higtype", os.environ.get("HIGTYPE"))
    if not hig:
        raise SystemExit("set HIGTYPE=/path/to/higtype or pass --higtype")
    files = opt("--files", "/work/corpus37/files")
    work = opt("--work", "/tmp/corpus37-run")
    only = set(a[a.index("--only") + 1:]) if "--only" in a else set()
    global REPORT
    REPORT = opt("--report-format", REPORT)
    os.makedirs(work, exist_ok=True)
    results = []
    for line in open(a[0]):
        row = line.rstrip("\n").split("\t")
        if row[0] == "repo" or (only and row[0] not in only):
            continue
        try:
            r = measure(row, files, work, hig)
        except Exception as e:  # a broken row is reported, the run goes on
            r = {"repo": row[0], "format": row[3] if len(row) > 3 else "?", "adopt": -1, "build": -1,
                 "adopt_errors": ["measure-crash"], "build_errors": ["measure-crash"], "roles": 0, "matched": 0,
                 "equal": 0, "builds": False, "values": False, "diffs": ["%s: %s" % (type(e).__name__, e)]}
        results.append(r)
        why = ""
        if not r["builds"]:
            errs = r["build_errors"] or r["adopt_errors"]
            why = "errors: " + " ".join("%s×%d" % (k, errs.count(k)) for k in sorted(set(errs))[:4])
        elif r["roles"] == 0:
            why = "no-roles"
        elif not r["values"]:
            why = "values: %d/%d equal, %d conformed, %d built" % (
                r["equal"], r["roles"], r.get("conformed", 0), r["built_tokens"])
        print("%-42s %-30s adopt=%d build=%d roles=%3d matched=%3d equal=%3d  %s" % (
            r["repo"], r["format"][:30], r["adopt"], r["build"], r["roles"], r["matched"], r["equal"], why),
            flush=True)
    n = len(results)
    nb = sum(r["builds"] for r in results)
    withroles = [r for r in results if r["values"] is not None]
    nv = sum(bool(r["values"]) for r in withroles)
    nvc = sum(bool(r.get("values_conformed")) for r in withroles)
    roles_all = sum(r["roles"] for r in withroles)
    roles_eq = sum(r["equal"] for r in withroles)
    roles_conf = sum(r.get("conformed", 0) for r in withroles)
    na = sum(r["adopt"] == 0 for r in results)
    print("TOTAL %d repos: adopt exit 0: %d; build exit 0 after adopt (zero hand edits): %d of %d (%.0f%%); "
          "values at Large equal to intended: %d of %d with roles (%.0f%%); no roles in source: %d" % (
              n, na, nb, n, 100.0 * nb / max(n, 1), nv, len(withroles), 100.0 * nv / max(len(withroles), 1),
              n - len(withroles)))
    print("values at Large equal or changed only as adopt's report lists (conform): %d of %d (%.0f%%); "
          "roles: %d equal + %d conformed of %d (%.0f%%)" % (
              nvc, len(withroles), 100.0 * nvc / max(len(withroles), 1), roles_eq, roles_conf, roles_all,
              100.0 * (roles_eq + roles_conf) / max(roles_all, 1)))
    reasons = {}
    for r in results:
        if not r["builds"]:
            for k in set(r["build_errors"] or r["adopt_errors"] or ["(no error line)"]):
                reasons[k] = reasons.get(k, 0) + 1
    if reasons:
        print("repos blocked, by error rule: " + ", ".join("%s %d" % kv for kv in sorted(reasons.items(), key=lambda x: -x[1])))
    if "--json" in a:
        json.dump(results, open(opt("--json", None), "w"), indent=1)


if __name__ == "__main__":
    main()
