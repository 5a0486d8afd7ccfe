"""Shared helpers for the issue-37 corpus scripts (Python 3 stdlib only).

Reading JSON and JSON5 token files, walking their tokens in any of the
formats teams keep, and finding alias references. Independent of higtype.
"""

import json
import re

# ---------------------------------------------------------------- JSON5


class _J5:
    def __init__(self, text):
        self.s = text
        self.i = 0

    def err(self, msg):
        raise ValueError("json5: %s at offset %d" % (msg, self.i))

    def ws(self):
        s = self.s
        n = len(s)
        while self.i < n:
            c = s[self.i]
            if c in " \t\r\n\ufeff\u00a0\u2028\u2029":
                self.i += 1
            elif s.startswith("//", self.i):
                j = s.find("\n", self.i)
                self.i = n if j < 0 else j + 1
            elif s.startswith("/*", self.i):
                j = s.find("*/", self.i + 2)
                if j < 0:
                    self.err("unterminated comment")
                self.i = j + 2
            else:
                break

    def value(self):
        self.ws()
        if self.i >= len(self.s):
            self.err("unexpected end")
        c = self.s[self.i]
        if c == "{":
            return self.obj()
        if c == "[":
            return self.arr()
        if c in "\"'":
            return self.string()
        return self.literal()

    def obj(self):
        self.i += 1
        out = {}
        while True:
            self.ws()
            if self.s[self.i] == "}":
                self.i += 1
                return out
            if self.s[self.i] in "\"'":
                k = self.string()
            else:
                m = re.compile(r"[A-Za-z_$][A-Za-z0-9_$-]*").match(self.s, self.i)
                if not m:
                    self.err("bad key")
                k = m.group(0)
                self.i = m.end()
            self.ws()
            if self.s[self.i] != ":":
                self.err("expected ':'")
            self.i += 1
            out[k] = self.value()
            self.ws()
            if self.s[self.i] == ",":
                self.i += 1
            elif self.s[self.i] != "}":
                self.err("expected ',' or '}'")

    def arr(self):
        self.i += 1
        out = []
        while True:
            self.ws()
            if self.s[self.i] == "]":
                self.i += 1
                return out
            out.append(self.value())
            self.ws()
            if self.s[self.i] == ",":
                self.i += 1
            elif self.s[self.i] != "]":
                self.err("expected ',' or ']'")

    def string(self):
        q = self.s[self.i]
        self.i += 1
        buf = []
        while True:
            c = self.s[self.i]
            if c == q:
                self.i += 1
                return "".join(buf)
            if c == "\\":
                self.i += 1
                e = self.s[self.i]
                if e == "\n":
                    pass
                elif e == "u":
                    buf.append(chr(int(self.s[self.i + 1 : self.i + 5], 16)))
                    self.i += 4
                else:
                    buf.append({"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f"}.get(e, e))
                self.i += 1
            else:
                buf.append(c)
                self.i += 1

    def literal(self):
        m = re.compile(r"[^,\]\}\s/]+").match(self.s, self.i)
        if not m:
            self.err("bad literal")
        t = m.group(0)
        self.i = m.end()
        if t == "true":
            return True
        if t == "false":
            return False
        if t == "null":
            return None
        try:
            if t.lower().startswith(("0x", "+0x", "-0x")):
                return int(t, 16)
            v = float(t)
            return int(v) if re.fullmatch(r"[+-]?\d+", t) else v
        except ValueError:
            self.err("bad literal %r" % t)


def load_text(text, name=""):
    """JSON first; JSON5 when the name says so or strict JSON fails."""
    if not name.endswith(".json5"):
        try:
            return json.loads(text)
        except ValueError:
            pass
    p = _J5(text)
    v = p.value()
    p.ws()
    return v


def load_file(path):
    with open(path, encoding="utf-8-sig") as f:
        return load_text(f.read(), path)


# ---------------------------------------------------------------- tokens


def is_token(node):
    if not isinstance(node, dict):
        return False
    if "$value" in node:
        return True
    if "value" in node and not isinstance(node.get("value"), dict) or (
        "value" in node and isinstance(node.get("value"), dict) and ("type" in node or "$type" in node)
    ):
        return True
    return False


def token_value(node):
    return node["$value"] if "$value" in node else node.get("value")


def token_type(node):
    return node.get("$type", node.get("type"))


def walk(doc, prefix=(), inherited_type=None):
    """Yields (path tuple, token dict, effective type)."""
    if not isinstance(doc, dict):
        return
    gtype = doc.get("$type", inherited_type) if not is_token(doc) else inherited_type
    for k, v in doc.items():
        if not isinstance(v, dict):
            continue
        if k.startswith("$") and k not in ("$root",):
            continue
        if k in ("extensions", "attributes"):
            continue
        if is_token(v):
            yield prefix + (k,), v, token_type(v) or gtype
        else:
            yield from walk(v, prefix + (k,), gtype)


ALIAS_RE = re.compile(r"\{\s*([^{}]+?)\s*\}")


def aliases_in(value):
    out = []
    if isinstance(value, str):
        for m in ALIAS_RE.finditer(value):
            p = m.group(1)
            if p.endswith(".value"):
                p = p[: -len(".value")]
            out.append(p)
    elif isinstance(value, dict):
        for v in value.values():
            out += aliases_in(v)
    elif isinstance(value, list):
        for v in value:
            out += aliases_in(v)
    return out


OLD_ALIAS_RE = re.compile(r"^\s*\$([A-Za-z0-9_-][A-Za-z0-9_.-]*)\s*$")


def _alias_paths(value):
    """Alias paths in a value: {a.b} anywhere in a string, and Tokens Studio's older $a.b form."""
    out = aliases_in(value)
    if isinstance(value, str):
        m = OLD_ALIAS_RE.match(value)
        if m:
            out.append(m.group(1))
    elif isinstance(value, dict):
        for v in value.values():
            if isinstance(v, str) and OLD_ALIAS_RE.match(v):
                out.append(OLD_ALIAS_RE.match(v).group(1))
    return out


def multiset(doc, name=""):
    """True when a file is a Tokens Studio single-file multi-set export.

    With $themes or $metadata it says so. Without them (a team may leave both out) the aliases
    tell: Tokens Studio aliases never name their set, so in a multi-set file whose top-level
    members are all groups (the sets), more aliases name a token once the set names are dropped
    than with them kept."""
    if not isinstance(doc, dict):
        return False
    if "$metadata" in doc or "$themes" in doc:
        return True
    sets = {k: v for k, v in doc.items() if not k.startswith("$")}
    if len(sets) < 1 or any(not isinstance(v, dict) or is_token(v) for v in sets.values()):
        return False
    kept, dropped, refs = set(), set(), []
    for setname, sub in sets.items():
        for p, t, _ in walk(sub):
            kept.add(".".join((setname,) + p))
            dropped.add(".".join(p))
            refs += _alias_paths(token_value(t))
    with_sets = sum(r in kept for r in refs)
    without = sum(r in dropped for r in refs)
    return without > with_sets


def file_tokens(doc, name=""):
    """(path-string -> token) for a file; for a multi-set file the set name is
    dropped from paths (Tokens Studio aliases never name their set)."""
    out = {}
    if multiset(doc, name):
        for setname, sub in doc.items():
            if setname.startswith("$") or not isinstance(sub, dict):
                continue
            for p, t, ty in walk(sub):
                out[".".join(p)] = (t, ty)
    else:
        for p, t, ty in walk(doc):
            out[".".join(p)] = (t, ty)
    return out
