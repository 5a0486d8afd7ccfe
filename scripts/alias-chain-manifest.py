#!/usr/bin/env python3
"""Writes a manifest whose tokens form one alias chain, for the alias-chain benchmark.

KIND typography: t0 -> t1 -> ... -> tN, typography tokens, the last in the DTCG form (a complete
$value, its text style under $extensions), so every link takes its value and its style down the chain.
KIND dimension: N dimension links, the last 17 px, and one typography token whose fontSize is t0.
KIND flat: N + 1 typography tokens with no alias at all, the same count as the typography chain,
to tell the chain's cost from the tokens' own.
Usage: alias-chain-manifest.py N OUTPUT.json typography|dimension|flat
"""
import json
import sys

count, path, kind = int(sys.argv[1]), sys.argv[2], sys.argv[3]
body = {
    "fontFamily": "SF Pro", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400,
    "letterSpacing": {"value": -0.43, "unit": "px"}, "lineHeight": 1.294,
}
style = {"dev.higtype": {"textStyle": "body"}}
if kind == "flat":
    chain = {"$type": "typography"}
    for i in range(count + 1):
        chain["t%d" % i] = {"$value": body, "$extensions": style}
    manifest = {"chain": chain}
elif kind in ("typography", "dimension"):
    chain = {"$type": kind}
    for i in range(count):
        chain["t%d" % i] = {"$value": "{chain.t%d}" % (i + 1)}
    if kind == "typography":
        chain["t%d" % count] = {"$value": body, "$extensions": style}
        manifest = {"chain": chain}
    else:
        chain["t%d" % count] = {"$value": {"value": 17, "unit": "px"}}
        manifest = {"chain": chain, "type": {"$type": "typography", "body": {
            "$value": {"textStyle": "body", "fontSize": "{chain.t0}"}}}}
else:
    sys.exit("alias-chain-manifest.py: KIND is typography, dimension or flat")
with open(path, "w") as out:
    json.dump(manifest, out, indent=1)
    out.write("\n")
