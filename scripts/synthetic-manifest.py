#!/usr/bin/env python3
"""Writes a synthetic higtype manifest of N typography tokens for benchmarks.

Tokens cycle through the text styles every target platform has, three families reached
through aliases (one of them a two-step chain), and an aliased weight on every fourth token.
The manifest targets iOS, iPadOS, watchOS, macOS and tvOS (visionOS has no published sizes).
Usage: synthetic-manifest.py N OUTPUT.json
"""
import json
import sys

count, path = int(sys.argv[1]), sys.argv[2]
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
    group = manifest["type"].setdefault("g%d" % (i // 100), {})
    group["t%d" % i] = {"$value": value, "$description": "Synthetic token %d" % i}
with open(path, "w") as out:
    json.dump(manifest, out, indent=1)
    out.write("\n")
