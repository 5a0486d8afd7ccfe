#!/usr/bin/env python3
"""Count, over every finding of a half's kept audit runs (sample.py --runs),
the failure patterns found by judging the develop half, by heuristics (upper or
lower bounds, not verdicts; judge the sample for the real numbers):

  python3 scripts/corpus38/patterns.py [--half develop] [--runs DIR] [--examples 5]

- ib-overridden: a fixed fontDescription in a XIB/storyboard on an outlet whose
  own class (Foo.xib -> Foo.swift, a storyboard scene's customClass) sets its
  font, attributedText, adjustsFontForContentSizeCategory or calls an
  apply...Style()/apply...Font helper on it: the IB size is a placeholder
  (a lower bound: helpers elsewhere are not followed).
- weight-lost: the message's size and weight differ in weight from the
  suggested style's, and the fix-it is a bare style (no weight, no UIFontMetrics).
- design-lost: the fixed call says monospaced/rounded/serif/italic/a factor,
  and the fix-it does not.
- watch-on-ios: a file under a path naming Watch/watchOS judged on the iOS table.
- custom-size: SwiftUI Font.custom(_:size:) without relativeTo: (which scales
  with Body in SwiftUI) called fixed.
- not-a-literal: the size is an expression; the most common ones are listed
  (parameters of helpers, geometry, constants).
- geometry: the size expression mentions geometry/size.width/height/proxy/side.
"""
import argparse, collections, glob, json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import HALVES, read_half

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--half", default="develop", choices=HALVES)
    ap.add_argument("--runs")
    ap.add_argument("--examples", type=int, default=5)
    a = ap.parse_args()
    runs = a.runs or f"/work/corpus38/runs-{a.half}"
    apps = {x["repo"].replace("/", "__"): x for x in read_half(f"/work/corpus38/{a.half}.tsv")}
    count = collections.Counter(); ex = collections.defaultdict(list); exprs = collections.Counter()
    total = 0
    for f in sorted(glob.glob(os.path.join(runs, "*.json"))):
        slug = os.path.basename(f)[:-5]
        if slug not in apps:
            continue
        root = apps[slug]["path"]
        swift = {}
        for dp, dn, fn in os.walk(root):
            for n in fn:
                if n.endswith((".swift", ".m")):
                    swift.setdefault(n.rsplit(".", 1)[0], []).append(os.path.join(dp, n))
        cache = {}
        def lines_of(p):
            if p not in cache:
                cache[p] = open(os.path.join(root, p), errors="replace").read().split("\n")
            return cache[p]
        for d in json.load(open(f)):
            total += 1
            m, fx = d["message"], d.get("fixIt")
            r = fx["replacement"] if fx else ""
            lines = lines_of(d["file"])
            where = f"{slug} {os.path.normpath(d['file'])}:{d['line']}"
            def hit(k):
                count[k] += 1
                if len(ex[k]) < a.examples:
                    ex[k].append(where)
            if d["file"].endswith((".xib", ".storyboard")) and d["id"] == "fixed-size":
                eid = None
                for i in range(d["line"] - 1, -1, -1):
                    mm = re.match(r'\s*<(label|button|textField|textView)\b.*?\bid="([^"]+)"', lines[i])
                    if mm:
                        eid = mm.group(2); break
                text = "\n".join(lines)
                outs = re.findall(r'<outlet property="([^"]+)" destination="%s"' % re.escape(eid or "#"), text)
                files = []
                if outs and d["file"].endswith(".xib"):
                    files = swift.get(os.path.basename(d["file"])[:-4], [])
                elif outs:
                    for i in range(d["line"] - 1, -1, -1):
                        mm = re.search(r'customClass="([^"]+)"', lines[i])
                        if mm and re.match(r'\s*<(viewController|tableViewController|collectionViewController|tableViewCell|collectionViewCell)\b', lines[i]):
                            files = swift.get(mm.group(1), []); break
                if files:
                    n = re.escape(outs[0])
                    pat = re.compile(r"\b%s\s*[?!]?\s*\.(font\s*=|attributedText\s*=|titleLabel\s*\??\.font\s*=|setAttributedTitle|adjustsFontForContentSizeCategory|apply\w*Style\(|apply\w*Font)" % n)
                    if any(pat.search(open(p, errors="replace").read()) for p in files):
                        hit("ib-overridden")
            w1 = re.search(r"size [\d.]+ pt ([A-Z]\w+)", m); w2 = re.search(r"\([\d.]+ pt (\w+)(?: at Large)?\)", m)
            if w1 and w2 and w1.group(1) != w2.group(1) and fx and not re.search(r"weight|Metrics|scaledFont", r):
                hit("weight-lost")
            if fx:
                seg = "\n".join(lines[fx["start"]["line"] - 1:fx["end"]["line"]])
                if re.search(r"design: \.(monospaced|rounded|serif)|\.monospaced|monospacedSystemFont|italic|withDesign|traitItalic", seg) \
                        and not re.search(r"monospaced|italic|rounded|serif|Metrics|scaledFont|Design", r):
                    hit("design-lost")
            if re.search(r"watch", d["file"], re.I) and " on iOS" in m:
                hit("watch-on-ios")
            if d["file"].endswith(".swift"):
                line = lines[d["line"] - 1]
                if re.search(r"\.custom\([^)]*size:", line) and "relativeTo" not in line and "fixedSize" not in line:
                    hit("custom-size")
            e = re.search(r"size '([^']+)' is fixed", m)
            if e:
                hit("not-a-literal"); exprs[e.group(1)] += 1
                if re.search(r"geometry|proxy|\bside\b|size\.(width|height)|bounds|frame", e.group(1)):
                    hit("geometry")
    print(f"{total} findings in {runs}")
    for k, v in count.most_common():
        print(f"{v:5} {k}")
        for x in ex[k]:
            print(f"        {x}")
    print("not-a-literal expressions:", ", ".join(f"{k} ×{v}" for k, v in exprs.most_common(15)))

if __name__ == "__main__":
    main()
