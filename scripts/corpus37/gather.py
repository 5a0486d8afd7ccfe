#!/usr/bin/env python3
"""Extracts the issue-37 corpus from fetched mirrors and splits it.

    gather.py repos.txt [--out /work/corpus37] [--batch 2|3|4] [--only owner/name ...]

repos.txt: one repository a line, tab-separated:
    owner/name  FORMAT  ROOT  [SEED SEED ...]
ROOT is the folder of the token files inside the repository ('.' for the top);
SEEDs are the typography files (relative to the repository); without them every
file under ROOT that holds a typography token is a seed. The files the seeds
alias into (found by token path among the JSON/JSON5 files under ROOT) are
added until nothing is missing. Lines starting with '#' are skipped.

The mirror is /work/.mirror/owner+name/repo (from the search tool's fetch);
files are copied at HEAD with `git show` to OUT/files/owner__name/<path>.
Split: sha256("higtype-2026:" + owner/name), first byte even = develop, odd =
measure. OUT/develop.tsv and OUT/measure.tsv are rewritten from all lines.

--batch 2: a second, independent batch (repos2.txt): its state is OUT/rows2.json
and it writes OUT/develop2.tsv and OUT/measure2.tsv (same split, same files/
folder); develop.tsv, measure.tsv and rows.json are left alone. A repository
listed in batch 1's repos.txt (commented-out lines included), or of an
organisation batch 1 lists, is refused.

--batch 3: a third batch (repos3.txt): state OUT/rows3.json, outputs
OUT/develop3.tsv and OUT/measure3.tsv. A repository batch 1 or batch 2 names
(repos.txt, repos2.txt, commented-out lines included), or of an organisation
either names, is refused.

--batch 4: a fourth batch (repos4.txt): state OUT/rows4.json, outputs
OUT/develop4.tsv and OUT/measure4.tsv. A repository batches 1-3 name
(repos.txt, repos2.txt, repos3.txt, commented-out lines included) or that any
earlier develop*/measure* tsv under OUT lists, or of an organisation any of
them names, is refused.
"""

import hashlib
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tokenio  # noqa: E402

HELD_OUT = {
    x.lower()
    for x in """hashicorp/design-system openedx/paragon nl-design-system/utrecht more-retail/most-design-system
dnd-mapp/design-tokens Workday/canvas-tokens cds-snc/gcds-tokens blackbaud/skyux-design-tokens yunojuno/figma-tokens
wikimedia/design-codex Vonage/vivid-design-tokens-properties telekom/design-tokens open-formulieren/design-tokens
brave/leo openkfw/design-tokens ilikescience/little-league unpunnyfuns/swatchbook-example mrginglymus/dtcg-playground
daopk/ropav element-hq/compound-design-tokens Kong/design-tokens dgtlntv/design-tokens-reference
saltpay/lemonade-design-system kadena-community/design-system Legal-and-General/canopy-design-tokens
qld-gov-au/qgds-tokens pinterest/gestalt Amsterdam/design-system equinor/design-system
rei/rei-cedar-token-pipeline-spike""".split()
}

TYPO_TYPES = {
    "typography", "fontsize", "fontsizes", "lineheight", "lineheights", "fontweight", "fontweights",
    "fontfamily", "fontfamilies", "font-size", "line-height", "font-weight", "font-family",
}
TYPO_KEY = re.compile(r"font.?size|line.?height|font.?weight|typography|text.?style|font.?family", re.I)


HELD_OUT_OWNERS = {r.split("/")[0] for r in HELD_OUT}


def earlier_repos(batch):
    """Every repository the batches before `batch` name, kept or commented out."""
    names = set()
    for b in range(1, batch):
        listing = "repos.txt" if b == 1 else "repos%d.txt" % b
        for line in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), listing)):
            m = re.match(r"\s*#?\s*(?:[^\t]*:\s*)?([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)\t", line)
            if m and m.group(1) != "owner/name":
                names.add(m.group(1).lower())
            elif line.startswith("#") and "\t" not in line:
                # the lists of repositories fetched for that batch and not taken
                for w in line[1:].split():
                    if re.fullmatch(r"[A-Za-z0-9_-][A-Za-z0-9_.-]*/[A-Za-z0-9_.-]+", w) and not re.search(
                        r"\.json5?$|^(owner/name|YAML/TS|scripts/)", w
                    ):
                        names.add(w.lower())
    return names


def earlier_tsv_repos(out, batch):
    """Every repository an earlier batch's develop*/measure* tsv under OUT lists."""
    names = set()
    for b in range(1, batch):
        suffix = "" if b == 1 else str(b)
        for h in ("develop", "measure"):
            tsv = os.path.join(out, h + suffix + ".tsv")
            if not os.path.exists(tsv):
                continue
            for line in open(tsv):
                repo = line.split("\t")[0]
                if "/" in repo and repo != "repo":
                    names.add(repo.lower())
    return names


def half(repo):
    return "develop" if hashlib.sha256(("higtype-2026:" + repo).encode()).digest()[0] % 2 == 0 else "measure"


def git(gitdir, *args):
    return subprocess.run(["git", "--git-dir=" + gitdir] + list(args), capture_output=True, check=True).stdout


def licence(gitdir):
    names = git(gitdir, "ls-tree", "--name-only", "HEAD").decode().splitlines()
    for n in names:
        if re.match(r"(licen[cs]e|copying|unlicense)", n, re.I):
            t = git(gitdir, "show", "HEAD:" + n).decode("utf-8", "replace")
            head = t[:3000]
            for pat, name in [
                (r"MIT License|Permission is hereby granted, free of charge", "MIT"),
                (r"Apache License,?\s+Version 2\.0", "Apache-2.0"),
                (r"Mozilla Public License,? (v\. |Version )?2\.0", "MPL-2.0"),
                (r"European Union Public Licen[cs]e", "EUPL"),
                (r"CC0|Creative Commons Zero|No Copyright", "CC0-1.0"),
                (r"Attribution 4\.0 International", "CC-BY-4.0"),
                (r"Redistribution and use in source and binary forms", "BSD"),
                (r"ISC License|Permission to use, copy, modify, and/or distribute", "ISC"),
                (r"GNU GENERAL PUBLIC LICENSE", "GPL"),
                (r"GNU LESSER GENERAL PUBLIC", "LGPL"),
                (r"This is free and unencumbered software", "Unlicense"),
                (r"All rights reserved", "proprietary"),
            ]:
                if re.search(pat, head, re.I):
                    return name
            return "other(%s)" % n
    if "package.json" in names:
        try:
            pj = json.loads(git(gitdir, "show", "HEAD:package.json"))
            if isinstance(pj.get("license"), str):
                return pj["license"] + "(package.json)"
        except Exception:
            pass
    return "none"


def is_typo_file(doc):
    for path, tok, ty in tokenio.walk(doc):
        if isinstance(ty, str) and ty.lower() in TYPO_TYPES:
            return True
        if TYPO_KEY.search(".".join(path)):
            return True
    if tokenio.multiset(doc):
        return any(is_typo_file(v) for k, v in doc.items() if isinstance(v, dict) and not k.startswith("$"))
    return False


def detect_format(docs):
    """A best guess, the human label in repos.txt wins."""
    text = json.dumps(docs)[:2_000_000]
    multi = any(tokenio.multiset(d) for d in docs.values())
    if "com.figma" in text:
        return "figma-variables"
    if "org.lukasoppermann.figmaDesignTokens" in text:
        return "figma-plugin"
    dollar = '"$value"' in text
    ts_types = re.search(r'"\$?type": "(fontSizes|fontWeights|fontFamilies|lineHeights|letterSpacing|sizing|spacing|borderRadius|borderWidth|boxShadow|textCase|textDecoration|paragraphSpacing|paragraphIndent|text|other|composition|asset)"', text)
    if dollar:
        base = "tokens-studio-w3c" if ts_types else "dtcg"
    else:
        base = "tokens-studio-legacy" if ts_types else "style-dictionary"
    return base + ("+multiset" if multi else "")


def gather(line, out):
    parts = line.rstrip("\n").split("\t")
    repo, fmt, root = parts[0], parts[1], parts[2]
    seeds = parts[3].split() if len(parts) > 3 and parts[3].strip() else []
    if repo.lower() in HELD_OUT:
        raise SystemExit("held-out repository in the list: " + repo)
    if repo.split("/")[0].lower() in HELD_OUT_OWNERS:
        raise SystemExit("an organisation the issue keeps for independent measurement: " + repo)
    owner, name = repo.split("/")
    gitdir = "/work/.mirror/%s+%s/repo" % (owner, name)
    commit = git(gitdir, "rev-parse", "HEAD").decode().strip()
    lst = git(gitdir, "ls-tree", "-r", "-l", "HEAD", "--", root).decode().splitlines()
    cands = []
    for row in lst:
        meta, path = row.split("\t", 1)
        size = meta.split()[3]
        if not re.search(r"\.json5?$", path) or not size.isdigit() or int(size) > 1_500_000:
            continue
        if re.search(r"(^|/)(node_modules|dist|build|test|tests|__tests__|\.github)/|package(-lock)?\.json$|tsconfig|"
                     r"\$themes\.json$|\$metadata\.json$|schema\.json$|/\.|manifest\.json$", path):
            continue
        if " " in path and path not in seeds:
            continue  # the tsv separates paths by spaces; such copies ("x 2.json") are Finder duplicates
        cands.append(path)
    docs = {}
    for p in cands:
        try:
            docs[p] = tokenio.load_text(git(gitdir, "show", "HEAD:" + p).decode("utf-8-sig"), p)
        except Exception:
            continue
    # Tokens Studio themes: keep the sets the first theme of each group turns on
    themes_path = "$themes.json" if root == "." else os.path.join(root, "$themes.json")
    try:
        themes = json.loads(git(gitdir, "show", "HEAD:" + themes_path))
    except Exception:
        themes = None
    if isinstance(themes, list) and themes:
        groups = {}
        for th in themes:
            groups.setdefault(th.get("group", ""), th)
        allowed, mentioned = set(), set()
        for th in themes:
            for sname, status in (th.get("selectedTokenSets") or {}).items():
                if status in ("enabled", "source"):
                    mentioned.add(os.path.normpath(os.path.join(root, sname + ".json")))
        for th in groups.values():
            for sname, status in (th.get("selectedTokenSets") or {}).items():
                if status in ("enabled", "source"):
                    allowed.add(os.path.normpath(os.path.join(root, sname + ".json")))
        # sets another theme turns on instead (dark for light, mobile for desktop) are left out;
        # sets no theme names stay
        if allowed & set(docs):
            docs = {p: d for p, d in docs.items() if p in allowed or p not in mentioned}
    index = {}
    for p, d in docs.items():
        for tp in tokenio.file_tokens(d, p):
            index.setdefault(tp, []).append(p)
    chosen = list(seeds) if seeds else [p for p, d in docs.items() if is_typo_file(d) and not re.search(r"(^|/)components?/", p, re.I)]
    for s in chosen:
        if s not in docs:
            raise SystemExit("%s: seed %s is not a readable token file under %s" % (repo, s, root))
    # closure over aliases
    done = set()
    todo = list(chosen)
    missing = set()
    while todo:
        p = todo.pop()
        if p in done:
            continue
        done.add(p)
        defined = tokenio.file_tokens(docs[p], p)
        for tp, (tok, ty) in defined.items():
            for a in tokenio.aliases_in(tokenio.token_value(tok)):
                if any(a in tokenio.file_tokens(docs[q], q) for q in [p]):
                    continue
                where = index.get(a)
                if not where:
                    missing.add(a)
                    continue
                if not any(w in done or w in todo for w in where):
                    todo.append(where[0])
                    if where[0] not in chosen:
                        chosen.append(where[0])
    # order: the Tokens Studio set order when there is one, else dependencies first
    order = None
    for mp in [os.path.join(root, "$metadata.json") if root != "." else "$metadata.json"]:
        try:
            md = json.loads(git(gitdir, "show", "HEAD:" + mp))
            order = [os.path.normpath(os.path.join(root, s + ".json")) for s in md.get("tokenSetOrder", [])]
        except Exception:
            pass
    if order:
        chosen.sort(key=lambda p: order.index(p) if p in order else len(order))
    else:
        deps = [p for p in chosen if p not in (seeds or [])]
        chosen = sorted(set(chosen) - set(deps) - set(seeds or []), key=str) if not seeds else []
        chosen = sorted(deps) + list(seeds or []) + chosen
        seen = set()
        chosen = [p for p in chosen if not (p in seen or seen.add(p))]
    dest = os.path.join(out, "files", "%s__%s" % (owner, name))
    extras = []
    for p in chosen + extras:
        f = os.path.join(dest, p)
        os.makedirs(os.path.dirname(f), exist_ok=True)
        with open(f, "wb") as fh:
            fh.write(git(gitdir, "show", "HEAD:" + p))
    # keep the Tokens Studio theme files beside them, not in the list
    for extra in ("$themes.json", "$metadata.json"):
        ep = extra if root == "." else os.path.join(root, extra)
        try:
            b = git(gitdir, "show", "HEAD:" + ep)
            os.makedirs(os.path.dirname(os.path.join(dest, ep)) or dest, exist_ok=True)
            with open(os.path.join(dest, ep), "wb") as fh:
                fh.write(b)
        except subprocess.CalledProcessError:
            pass
    if fmt == "auto":
        fmt = detect_format({p: docs[p] for p in chosen})
        if any(p.endswith(".json5") for p in chosen):
            fmt += "+json5"
    return {
        "repo": repo, "gitdir": gitdir, "commit": commit, "format": fmt, "licence": licence(gitdir).replace(" ", "-"),
        "paths": chosen, "missing": sorted(missing)[:8], "half": half(repo),
    }


def main():
    args = sys.argv[1:]
    out = "/work/corpus37"
    only = set()
    batch = 1
    if "--batch" in args:
        i = args.index("--batch")
        batch = int(args[i + 1])
        del args[i : i + 2]
    if batch not in (1, 2, 3, 4):
        raise SystemExit("--batch is 1, 2, 3 or 4")
    suffix = "" if batch == 1 else str(batch)
    if "--out" in args:
        i = args.index("--out")
        out = args[i + 1]
        del args[i : i + 2]
    if "--only" in args:
        i = args.index("--only")
        only = set(args[i + 1 :])
        args = args[:i]
    spec = args[0]
    rows_file = os.path.join(out, "rows%s.json" % suffix)
    first = earlier_repos(batch) | earlier_tsv_repos(out, batch)
    first_owners = {r.split("/")[0] for r in first}
    rows = {}
    if os.path.exists(rows_file):
        rows = json.load(open(rows_file))
    for line in open(spec):
        if not line.strip() or line.startswith("#"):
            continue
        repo = line.split("\t")[0]
        if only and repo not in only:
            continue
        if not only and repo in rows:
            continue
        if repo.lower() in first:
            raise SystemExit("%s is in an earlier batch; batch %d takes only new repositories" % (repo, batch))
        if repo.split("/")[0].lower() in first_owners:
            raise SystemExit("%s: its organisation is in an earlier batch; batch %d takes only new ones" % (repo, batch))
        try:
            r = gather(line, out)
        except subprocess.CalledProcessError as e:
            print("%s: git failed: %s" % (repo, e.stderr.decode()[:200]), file=sys.stderr)
            continue
        if not r["paths"]:
            print("%s: no typography files, left out" % repo, file=sys.stderr)
            rows.pop(repo, None)
            continue
        if any(" " in p for p in r["paths"]):
            print("%s: a path has a space, left out (give seeds)" % repo, file=sys.stderr)
            rows.pop(repo, None)
            continue
        rows[repo] = r
        print("%-45s %-8s %-28s %-14s %d files%s" % (repo, r["half"], r["format"], r["licence"], len(r["paths"]),
              ("  unresolved: " + " ".join(r["missing"])) if r["missing"] else ""))
    if batch >= 2:
        # a line commented out (dropped) takes its repository out of the batch
        listed = {ln.split("\t")[0] for ln in open(spec) if ln.strip() and not ln.startswith("#")}
        for repo in sorted(set(rows) - listed):
            print("%s: no longer listed, left out" % repo, file=sys.stderr)
            del rows[repo]
    json.dump(rows, open(rows_file, "w"), indent=1, sort_keys=True)
    for h in ("develop", "measure"):
        tsv = os.path.join(out, h + suffix + ".tsv")
        with open(tsv + ".tmp", "w") as f:
            f.write("repo\tgitdir\tcommit\tformat\tlicence\tpaths\n")
            for repo in sorted(rows):
                r = rows[repo]
                if r["half"] == h:
                    f.write("\t".join([repo, r["gitdir"], r["commit"], r["format"], r["licence"], " ".join(r["paths"])]) + "\n")
        os.replace(tsv + ".tmp", tsv)


if __name__ == "__main__":
    main()
