#!/usr/bin/env python3
"""What a team's typography tokens mean, read independently of higtype.

    intended.py FILE...            # token files, composed in order
    intended.py --tsv ROWS.tsv --files DIR [--repo owner/name]

Reads each file in its own format (DTCG 2025.10, Tokens Studio legacy and W3C
mode incl. single-file multi-set exports, Style Dictionary legacy, Figma
Variables with com.figma scopes, the Figma "Design Tokens" plugin, JSON5),
resolves aliases (with Tokens Studio math and Style Dictionary's `.value`
suffix), finds every typography role and prints, as JSON, the values the
source means at its default size:

    {"roles": {"path.of.role": {"fontSize": px, "lineHeight": px|null,
               "fontWeight": n|null, "fontFamily": str|null, "how": ...}}}

Roles are composite typography tokens; where a file has none, groups whose
children are separate font-size / line-height / weight / family tokens
("sibling groups"); where there are none either, parallel scales keyed by
the same step (font-size.md + line-height.md). Units: px; rem and em at 16 px
(em only for sizes); % of the size; a unitless line height below 4 is a
multiple of the size, 4 or more is px (as Tokens Studio and Figma mean it).
Python 3 stdlib only; it shares no code with higtype.
"""

import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tokenio  # noqa: E402

REM = 16.0

WEIGHTS = {
    "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400,
    "regular": 400, "book": 400, "demi": 600, "semi": 600, "roman": 400, "medium": 500, "semibold": 600, "demibold": 600,
    "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900, "extrablack": 950,
    "ultrablack": 950,
}

SIZE_T = {"fontsize", "fontsizes", "font-size", "font_size"}
LH_T = {"lineheight", "lineheights", "line-height", "line_height"}
WT_T = {"fontweight", "fontweights", "font-weight", "font_weight"}
FAM_T = {"fontfamily", "fontfamilies", "font-family", "font_family"}
FIGMA_SCOPE = {"FONT_SIZE": "size", "LINE_HEIGHT": "lineHeight", "FONT_WEIGHT": "weight", "FONT_FAMILY": "family",
               "FONT_STYLE": "weight"}


def norm(s):
    return re.sub(r"[^a-z0-9]", "", str(s).lower())


BARE = {"size", "weight", "family", "font"}
TEXT_WORDS = {"font", "fonts", "text", "type", "typography", "typescale", "heading", "headings", "body", "display",
              "label", "caption", "title", "paragraph"}


def field_of_name(name):
    n = norm(name)
    if n in ("fontsize", "size", "fontsizes", "textsize"):
        return "size"
    if n in ("lineheight", "lineheights", "leading", "lh"):
        return "lineHeight"
    if n in ("fontweight", "weight", "fontweights"):
        return "weight"
    if n in ("fontfamily", "family", "fontfamilies", "typeface", "font"):
        return "family"
    return None


def field_of_type(t):
    if not isinstance(t, str):
        return None
    n = t.lower()
    if n in SIZE_T:
        return "size"
    if n in LH_T:
        return "lineHeight"
    if n in WT_T:
        return "weight"
    if n in FAM_T:
        return "family"
    return None


class Tokens:
    def __init__(self, files):
        self.tok = {}  # path -> (token dict, type)
        for f in files:
            doc = tokenio.load_file(f)
            for p, (t, ty) in tokenio.file_tokens(doc, f).items():
                self.tok[p] = (t, ty)
                if p.endswith(".$root"):
                    self.tok[p[: -len(".$root")]] = (t, ty)

    # ------------------------------------------------------------ resolve
    def raw(self, path, depth=0):
        if depth > 40 or path not in self.tok:
            return None
        return self.resolve(tokenio.token_value(self.tok[path][0]), depth + 1)

    def resolve(self, v, depth=0):
        if isinstance(v, dict):
            if "$ref" in v and len(v) == 1:
                ref = v["$ref"].lstrip("#/").replace("/", ".")
                ref = re.sub(r"\.\$value$", "", ref)
                return self.raw(ref, depth)
            return {k: self.resolve(x, depth) for k, x in v.items()}
        if isinstance(v, list):
            return [self.resolve(x, depth) for x in v]
        if not isinstance(v, str):
            return v
        m = re.fullmatch(r"\s*\$([A-Za-z0-9_-][A-Za-z0-9_.-]*)\s*", v)
        if m and m.group(1) in self.tok:  # Tokens Studio's older alias form, $fontSize.7
            return self.raw(m.group(1), depth)
        m = re.fullmatch(r"\s*\{\s*([^{}]+?)\s*\}\s*", v)
        if m:
            p = m.group(1)
            if p.endswith(".value"):
                p = p[:-6]
            return self.raw(p, depth)
        if "{" in v:
            # Tokens Studio math / string templates
            def sub(mm):
                p = mm.group(1).strip()
                if p.endswith(".value"):
                    p = p[:-6]
                r = self.raw(p, depth)
                if isinstance(r, dict) and "value" in r and "unit" in r:
                    r = "%s%s" % (r["value"], r["unit"])
                return str(r) if r is not None else "\0"
            s = re.sub(r"\{([^{}]+)\}", sub, v)
            if "\0" in s:
                return None
            return math(s)
        return math(v) if re.search(r"[*/+]|calc\(|round|floor|ceil|\d\s+-\s*\d", v) else v


MATH_FUNCS = {
    # Tokens Studio evaluates with expr-eval: JavaScript rounding (half up), roundTo(x, decimals)
    "round": lambda x: float(int(x + 0.5) if x >= 0 else -int(-x + 0.5)),
    "roundTo": lambda x, n=0: float(int(x * 10 ** n + 0.5)) / 10 ** n,
    "floor": lambda x: float(int(x // 1)),
    "ceil": lambda x: float(-int(-x // 1)),
    "abs": abs, "min": min, "max": max, "sqrt": lambda x: x ** 0.5,
}


def math(s):
    """Evaluates Tokens Studio arithmetic when every operand is in one unit."""
    t = s.strip()
    if t.startswith("calc(") and t.endswith(")"):
        t = t[5:-1]
    units = set(re.findall(r"\d(px|rem|em|%)", t))
    if len(units) > 1:
        return s
    expr = re.sub(r"(\d)(px|rem|em|%)", r"\1", t)
    if not re.fullmatch(r"(?:[\d\s.+\-*/(),]|round|roundTo|floor|ceil|abs|min|max|sqrt)+", expr):
        return s
    if not re.search(r"[-+*/(]", expr):
        return s
    try:
        val = eval(expr, {"__builtins__": {}}, dict(MATH_FUNCS))  # digits, operators and the functions above only
    except Exception:
        return s
    if not isinstance(val, (int, float)):
        return s
    val = round(float(val), 6)
    return "%s%s" % (val, units.pop()) if units else val


# ------------------------------------------------------------------- units


def dim_px(v, base=None, kind="size"):
    """A size or length in px, or None."""
    if isinstance(v, bool) or v is None:
        return None
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, dict) and "value" in v and "unit" in v:
        return dim_px("%s%s" % (v["value"], v["unit"]), base, kind)
    if isinstance(v, str):
        m = re.fullmatch(r"\s*(-?\d*\.?\d+)\s*(px|pt|rem|em|%)?\s*", v)
        if not m:
            return None
        n, u = float(m.group(1)), m.group(2)
        if u in (None, "px", "pt"):
            return n
        if u == "rem":
            return n * REM
        if u == "em":
            # a size in em is relative to a parent the file does not know: no value
            return n * base if base else None
        if u == "%":
            return n / 100.0 * base if base else None
    return None


def line_height_px(v, size):
    if isinstance(v, dict) and "value" in v and "unit" in v:
        return dim_px(v, size)
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return float(v) * size if v < 4 and size else float(v)
    if isinstance(v, str):
        s = v.strip()
        if s.lower() in ("normal", "auto", ""):
            return None
        # "1.4 rem": a space before the unit, which no format reads as a length; 1.4rem and the
        # multiple 1.4 are both plausible, so the source means no exact line height.
        if re.fullmatch(r"-?\d*\.?\d+\s+(px|rem|em|%)", s):
            return None
        m = re.fullmatch(r"(-?\d*\.?\d+)", s)
        if m:
            return line_height_px(float(s), size)
        if s.endswith("%"):
            return dim_px(s, size)
        if s.endswith("em") and not s.endswith("rem"):
            return float(s[:-2]) * size if size else None
        return dim_px(s, size)
    return None


def weight_num(v):
    if isinstance(v, bool) or v is None:
        return None
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str):
        s = v.strip()
        if re.fullmatch(r"\d+(\.\d+)?", s):
            return float(s)
        n = norm(re.sub(r"(?i)\s*italic|\s*oblique", "", s))
        if n in WEIGHTS:
            return float(WEIGHTS[n])
        if n == "":
            return 400.0  # "Italic" alone
    return None


def family_str(v):
    if isinstance(v, list):
        return family_str(v[0]) if v else None
    if isinstance(v, str):
        return v.split(",")[0].strip().strip("'\"")
    return None


# ------------------------------------------------------------------- roles


def composite_fields(v):
    if not isinstance(v, dict):
        return None
    out = {}
    for k, x in v.items():
        f = field_of_name(k)
        if f:
            out[f] = x
    return out if "size" in out else None


def values(fields, how):
    size = dim_px(fields.get("size"))
    if size is None:
        return None
    return {
        "fontSize": round(size, 4),
        "lineHeight": None if fields.get("lineHeight") is None
        else (lambda x: None if x is None else round(x, 4))(line_height_px(fields.get("lineHeight"), size)),
        "fontWeight": weight_num(fields.get("weight")),
        "fontFamily": family_str(fields.get("family")),
        "how": how,
    }


def token_field(path, tok, ty):
    f = field_of_type(ty)
    ext = tok.get("$extensions") or tok.get("extensions") or {}
    scopes = None
    if isinstance(ext, dict):
        scopes = ext.get("com.figma.scopes")
        if scopes is None and isinstance(ext.get("com.figma"), dict):
            scopes = ext["com.figma"].get("scopes")
    if isinstance(scopes, list):
        for s in scopes:
            if s in FIGMA_SCOPE:
                return FIGMA_SCOPE[s]
    if f:
        return f
    return field_of_name(path.split(".")[-1])


def roles(T):
    out = {}
    # 1. composites
    for p, (tok, ty) in T.tok.items():
        if p.endswith(".$root"):
            continue
        if isinstance(ty, str) and ty.lower() == "composition":
            # Tokens Studio's composition token sets a layer's properties (fill, sizing, and
            # perhaps a font size for an icon glyph): it names no text style, so it is no role.
            continue
        v = T.raw(p)
        if (isinstance(ty, str) and ty.lower() in ("typography", "custom-fonts", "custom-font", "font")) or (
            isinstance(v, dict) and composite_fields(v)
        ):
            cf = composite_fields(v)
            if cf:
                r = values(cf, "composite")
                if r:
                    out[p] = r
    if out:
        return out
    # 2. sibling groups: a group holding one size token and one or more other fields;
    #    a group with two tokens of one field is a scale, not a role
    groups = {}
    for p, (tok, ty) in T.tok.items():
        f = token_field(p, tok, ty)
        if not f:
            continue
        g = p.rpartition(".")[0]
        groups.setdefault(g, []).append((f, p))
    for g, items in groups.items():
        fields = [f for f, _ in items]
        if "size" in fields and len(set(fields)) >= 2 and len(set(fields)) == len(fields):
            r = values({f: T.raw(p) for f, p in items}, "siblings")
            if r:
                out[g] = r
    if out:
        return out
    # 3. parallel scales: font-size.X with line-height.X (or weight.X)
    scales = {}
    bare_from = {}  # (step, field) whose value came from a bare name
    for p, (tok, ty) in T.tok.items():
        parts = p.split(".")
        if len(parts) < 2:
            continue
        # the scale is named by the nearest segment above the step that names a field; a bare
        # "size" or "weight" only in a path about text (a root "Size" scale is spacing), and a
        # name that says its field ("Font size") wins over a bare one
        for i in range(len(parts) - 2, -1, -1):
            sf = field_of_name(parts[i])
            if sf:
                bare = norm(parts[i]) in BARE
                if bare and not any(norm(x) in TEXT_WORDS or "font" in norm(x) for x in parts):
                    break
                step = ".".join(parts[i + 1:])
                fields = scales.setdefault(step, {})
                if sf not in fields or (bare_from.get((step, sf)) and not bare):
                    fields[sf] = T.raw(p)
                    bare_from[(step, sf)] = bare
                break
    for step, fields in scales.items():
        if "size" in fields and "lineHeight" in fields:
            r = values(fields, "parallel")
            if r:
                out["scale:" + step] = r
    return out


def main():
    a = sys.argv[1:]
    if "--tsv" in a:
        tsv = a[a.index("--tsv") + 1]
        base = a[a.index("--files") + 1]
        only = a[a.index("--repo") + 1] if "--repo" in a else None
        res = {}
        for line in open(tsv):
            cols = line.rstrip("\n").split("\t")
            if cols[0] == "repo" or (only and cols[0] != only):
                continue
            d = os.path.join(base, cols[0].replace("/", "__"))
            try:
                res[cols[0]] = {"roles": roles(Tokens([os.path.join(d, p) for p in cols[5].split()]))}
            except Exception as e:  # a file it cannot read is a finding, not a crash
                res[cols[0]] = {"error": "%s: %s" % (type(e).__name__, e), "roles": {}}
        json.dump(res, sys.stdout, indent=1, sort_keys=True)
    else:
        json.dump({"roles": roles(Tokens(a))}, sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main()
