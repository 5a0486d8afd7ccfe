#!/usr/bin/env python3
"""Writes a synthetic higtype manifest of N typography tokens for benchmarks.

Tokens cycle through the text styles every target platform has, three families reached
through aliases (one of them a two-step chain), and an aliased weight on every fourth token.
The manifest targets iOS, iPadOS, watchOS, macOS and tvOS (visionOS has no published sizes).
With --missing M, M tokens spread evenly through the file take their family from a palette file
that is not there ("{palette.font.f17}", a different name each): the lint then reports M
missing references, each with a "did you mean" search over every token name.
Usage: synthetic-manifest.py N OUTPUT.json [--missing M]
"""
import json
import sys

count, path = int(sys.argv[1]), sys.argv[2]
missing = int(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[3] == "--missing" else 0
if not 0 <= missing <= count:
    sys.exit("synthetic-manifest.py: --missing must be between 0 and N")
styles = ["title1", "title2", "title3", "headline", "body", "caption1", "caption2"]
families = ["{font.system}", "{font.serif}", "{font.display}"]
manifest = {
    "$extensions": {"dev.higtype": {
        "platforms": ["ios", "ipados", "watchos", "macos", "tvos"],
        "rules": {"typeface-count": ["warning", {"max": 4}]},
    }},
    "font": {
        "$type": "fontFamily",
        "system": {"$value": "SF Pro"},
        "serif": {"$value": ["New York", "Georgia", "serif"]},
        "rounded": {"$value": "SF Pro Rounded"},
        "display": {"$value": "{font.rounded}"},
    },
    "weight": {"$type": "fontWeight", "strong": {"$value": "bold"}, "emphasis": {"$value": "{weight.strong}"}},
    "type": {"$type": "typography"},
}
for i in range(count):
    value = {"textStyle": styles[i % len(styles)], "fontFamily": families[i % len(families)]}
    if i % 4 == 0:
        value["fontWeight"] = "{weight.emphasis}"
    if missing and i * missing // count != (i + 1) * missing // count:
        value["fontFamily"] = "{palette.font.f%d}" % i
    group = manifest["type"].setdefault("g%d" % (i // 100), {})
    group["t%d" % i] = {"$value": value, "$description": "Synthetic token %d" % i}
with open(path, "w") as out:
    json.dump(manifest, out, indent=1)
    out.write("\n")
