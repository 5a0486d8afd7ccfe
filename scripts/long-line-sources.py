#!/usr/bin/env python3
"""Writes two one-line sources of about SIZE bytes (default 10 MB) into FOLDER, for the audit's
long-line bench (scripts/bench.sh): min.css, minified CSS with a font-size in px in four rules of
five and a font shorthand in the fifth (weight, size, line height, family), and long.swift, one
line of statements each with a Font.system(size:weight:) and a string that holds a lookalike.

Usage: scripts/long-line-sources.py FOLDER [SIZE]"""
import os
import sys

folder = sys.argv[1]
size = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000_000
os.makedirs(folder, exist_ok=True)

parts, total, k = [], 0, 0
while total < size:
    k += 1
    if k % 5 == 0:
        rule = '.s%d>a:hover{font:%s %dpx/1.3 "Brand",sans-serif;padding:%dpx}' % (
            k, "bold" if k % 2 else "400", 12 + k % 20, k % 9)
    else:
        rule = ".c%d{color:#%06x;margin:0 %dpx;font-size:%dpx;line-height:1.4}" % (
            k, k * 2654435761 % 0xFFFFFF, k % 16, 11 + k % 24)
    parts.append(rule)
    total += len(rule)
with open(os.path.join(folder, "min.css"), "w") as out:
    out.write("".join(parts))

parts, total, k = ["import SwiftUI; "], 0, 0
while total < size:
    k += 1
    statement = 'let f%d = Font.system(size: %d, weight: .semibold); let g%d = "\\(x) .system(size: 9)"; ' % (
        k, 11 + k % 24, k)
    parts.append(statement)
    total += len(statement)
with open(os.path.join(folder, "long.swift"), "w") as out:
    out.write("".join(parts) + "\n")
