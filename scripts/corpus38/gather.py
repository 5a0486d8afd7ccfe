#!/usr/bin/env python3
"""Split the fetched apps of candidates.tsv by a seeded hash of owner/name and
extract each one's tree (git archive of the mirror's HEAD) under OUT/apps/.

  python3 scripts/corpus38/gather.py [--out /work/corpus38] [--mirror /work/.mirror]
          [--half develop|measure|both] [--batch 1|2|3|4]

sha256("higtype-2026:" + owner/name): first byte even = develop, odd = measure.
Batch 1 reads candidates.tsv and writes OUT/develop.tsv and OUT/measure.tsv;
batch 2 (a second, fresh set of apps) reads candidates2.tsv and writes
OUT/develop2.tsv and OUT/measure2.tsv, and never touches batch 1's files;
batch 3 reads candidates3.tsv and writes OUT/develop3.tsv and OUT/measure3.tsv;
batch 4 reads candidates4.tsv and writes OUT/develop4.tsv and OUT/measure4.tsv,
and also refuses an app (or an app of an organisation) that any TSV already in
OUT lists. From batch 4 on, an app is listed only if its tree holds font code
the audit looks at (font_code(): system/custom font calls and `.font(` in
Swift/Objective-C, `<fontDescription` in storyboards/XIBs, `font-size:`/`font:`
in CSS/SCSS); one without is skipped with a note.
A batch refuses an app an earlier batch lists (commented lines included), an
app of an organisation an earlier batch lists, and the apps the issue keeps.
Each TSV: repo, gitdir, commit, kind, licence, path. Candidates whose mirror
is missing are skipped (noted in the candidates file). Apps of both batches
are extracted side by side under OUT/apps/. Nothing fetched is committed.
"""
import argparse, glob, hashlib, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))

# Kept by issue 38 for independent measurement: never fetched, read or listed here.
KEPT = {"element-hq/element-x-ios", "duckduckgo/ios", "openhab/openhab-ios", "p0deje/maccy", "tryghost/casper"}
KEPT_OWNERS = {r.split("/")[0] for r in KEPT}

def listed(name):
    """owner/name of every candidate line of a candidates file, commented ones included."""
    out = set()
    for line in open(os.path.join(HERE, name)):
        fields = line.lstrip("# ").split("\t")
        if len(fields) >= 2 and "/" in fields[0] and " " not in fields[0]:
            out.add(fields[0].strip().lower())
    return out

def listed_in_tsvs(out, batch):
    """owner/name of every row of every TSV in OUT but this batch's own two halves."""
    names = set()
    for tsv in glob.glob(os.path.join(out, "*.tsv")):
        if os.path.basename(tsv) in (f"develop{batch}.tsv", f"measure{batch}.tsv"):
            continue
        for line in open(tsv):
            repo = line.split("\t")[0]
            if "/" in repo and repo != "repo":
                names.add(repo.lower())
    return names

FONT_CODE = {
    "code": re.compile(r"UIFont\(|UIFont\.(system|preferred|boldSystem|italicSystem|monospaced)|NSFont\(|"
                       r"NSFont\.(system|boldSystem|monospaced|preferred)|Font\.system\(|\.font\(|Font\.custom\("),
    "ib": re.compile(r"<fontDescription "),
    "css": re.compile(r"font-size\s*:|font\s*:"),
}
FONT_KIND = {"swift": "code", "m": "code", "storyboard": "ib", "xib": "ib", "css": "css", "scss": "css", "sass": "css"}

def font_code(gitdir):
    """How many font-code lines the audit would look at, by kind (code, ib, css), at HEAD."""
    names = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "--name-only", "HEAD"],
                           capture_output=True, text=True).stdout.split("\n")
    hits = {"code": 0, "ib": 0, "css": 0}
    for n in names:
        kind = FONT_KIND.get(n.rsplit(".", 1)[-1].lower()) if "." in n else None
        if not kind:
            continue
        text = subprocess.run(["git", "--git-dir", gitdir, "show", "HEAD:" + n],
                              capture_output=True, text=True, errors="replace").stdout
        hits[kind] += len(FONT_CODE[kind].findall(text))
    return hits

def half_of(repo):
    b = hashlib.sha256(("higtype-2026:" + repo).encode()).digest()[0]
    return "develop" if b % 2 == 0 else "measure"

def licence(gitdir):
    names = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "--name-only", "HEAD"],
                           capture_output=True, text=True).stdout.split("\n")
    for n in names:
        if n.lower().startswith(("licence", "license", "copying")):
            text = subprocess.run(["git", "--git-dir", gitdir, "show", "HEAD:" + n],
                                  capture_output=True, text=True, errors="replace").stdout
            t = " ".join(text.split()[:40]).lower()
            for key, name in [("mozilla public license", "MPL-2.0"),
                              ("gnu affero", "AGPL-3.0"),
                              ("lesser general public", "LGPL"),
                              ("general public license, version 2", "GPL-2.0"),
                              ("version 2, june 1991", "GPL-2.0"),
                              ("gnu general public license", "GPL-3.0"),
                              ("apache license", "Apache-2.0"),
                              ("mit license", "MIT"),
                              ("redistribution and use", "BSD"),
                              ("cc0 1.0", "CC0-1.0"),
                              ("attribution-noncommercial", "CC-BY-NC-4.0"),
                              ("educational purposes only", "source-available, educational use only")]:
                if key in t or (key == "educational purposes only" and key in text.lower()):
                    return name
            return "see " + n
    # no licence file: say what the README declares, if anything
    for n in names:
        if n.lower().startswith("readme"):
            text = subprocess.run(["git", "--git-dir", gitdir, "show", "HEAD:" + n],
                                  capture_output=True, text=True, errors="replace").stdout.lower()
            if "mit license" in text:
                return "MIT (declared in " + n + ", no licence file)"
    return "none found"

def extract(gitdir, commit, path):
    """Write the commit's regular files under path; blobs the snapshot lacks are skipped."""
    entries = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", commit],
                             capture_output=True, check=True).stdout.split(b"\0")
    files = []
    for e in entries:
        if not e:
            continue
        meta, name = e.split(b"\t", 1)
        mode, typ, oid = meta.split()
        if typ == b"blob" and mode in (b"100644", b"100755"):
            files.append((oid, name.decode("utf-8", "surrogateescape")))
    cat = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    missing = 0
    for oid, name in files:
        cat.stdin.write(oid + b"\n")
        cat.stdin.flush()
        header = cat.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            missing += 1
            continue
        data = cat.stdout.read(int(header[2]))
        cat.stdout.read(1)
        target = os.path.join(path, name)
        if os.path.commonpath([os.path.realpath(path), os.path.realpath(os.path.dirname(target))]) != os.path.realpath(path):
            continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(data)
    cat.stdin.close()
    cat.wait()
    return missing

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="/work/corpus38")
    ap.add_argument("--mirror", default="/work/.mirror")
    ap.add_argument("--half", default="both", choices=["develop", "measure", "both"])
    ap.add_argument("--batch", type=int, default=1, choices=[1, 2, 3, 4],
                    help="1: candidates.tsv -> develop.tsv/measure.tsv; N: candidatesN.tsv -> developN.tsv/measureN.tsv")
    a = ap.parse_args()
    suffix = "" if a.batch == 1 else str(a.batch)
    earlier = set()
    for b in range(1, a.batch):
        earlier |= listed("candidates.tsv" if b == 1 else f"candidates{b}.tsv")
    if a.batch >= 4:
        earlier |= listed_in_tsvs(a.out, a.batch)
    earlier_owners = {r.split("/")[0] for r in earlier}
    rows = {"develop": [], "measure": []}
    for line in open(os.path.join(HERE, f"candidates{suffix}.tsv")):
        if line.startswith("#") or not line.strip():
            continue
        repo, kind, note = line.rstrip("\n").split("\t")
        if repo.lower() in KEPT or repo.lower() in earlier:
            sys.exit(f"{repo}: kept for independent measurement or already in an earlier batch; remove it from the candidates")
        if a.batch >= 3 and repo.split("/")[0].lower() in earlier_owners | KEPT_OWNERS:
            sys.exit(f"{repo}: of an organisation an earlier batch or the kept list names; remove it from the candidates")
        gitdir = os.path.join(a.mirror, repo.replace("/", "+"), "repo")
        if os.path.isdir(os.path.join(gitdir, ".git")):
            gitdir = os.path.join(gitdir, ".git")  # some snapshots arrive as a work tree's .git
        if not os.path.isdir(gitdir):
            print(f"skip {repo}: no mirror ({note})", file=sys.stderr)
            continue
        if a.batch >= 4:
            hits = font_code(gitdir)
            if not any(hits.values()):
                print(f"skip {repo}: no font code the audit looks at", file=sys.stderr)
                continue
            print(f"{repo}: font code {hits}", file=sys.stderr)
        h = half_of(repo)
        if a.half != "both" and h != a.half:
            continue
        commit = subprocess.run(["git", "--git-dir", gitdir, "rev-parse", "HEAD"],
                                capture_output=True, text=True, check=True).stdout.strip()
        path = os.path.join(a.out, "apps", repo.replace("/", "__"))
        if not os.path.isdir(path):
            missing = extract(gitdir, commit, path)
            if missing:
                print(f"{repo}: {missing} blobs absent from the snapshot (files of 4 MiB and more), left out",
                      file=sys.stderr)
        rows[h].append((repo, gitdir, commit, kind, licence(gitdir), path))
    for h, rs in rows.items():
        if a.half != "both" and h != a.half:
            continue
        with open(os.path.join(a.out, h + suffix + ".tsv"), "w") as f:
            f.write("repo\tgitdir\tcommit\tkind\tlicence\tpath\n")
            for r in sorted(rs):
                f.write("\t".join(r) + "\n")
        kinds = {}
        for r in rs:
            kinds[r[3]] = kinds.get(r[3], 0) + 1
        print(h + suffix, len(rs), dict(sorted(kinds.items())))

if __name__ == "__main__":
    main()
