#!/usr/bin/env python3
"""Lookalike checks for intended.py, one per format it reads (stdlib unittest).

    python3 scripts/corpus37/test_intended.py
"""

import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import intended  # noqa: E402


def roles_of(*files):
    d = tempfile.mkdtemp()
    paths = []
    for i, (name, text) in enumerate(files):
        p = os.path.join(d, name)
        with open(p, "w") as f:
            f.write(text if isinstance(text, str) else json.dumps(text))
        paths.append(p)
    return intended.roles(intended.Tokens(paths))


def v(r):
    return (r["fontSize"], r["lineHeight"], r["fontWeight"], r["fontFamily"])


class IntendedTests(unittest.TestCase):
    def test_dtcg_composite_with_dimension_objects(self):
        r = roles_of(("a.tokens.json", {
            "base": {"size": {"$type": "dimension", "$value": {"value": 1.125, "unit": "rem"}}},
            "type": {"lead": {"$type": "typography", "$value": {
                "fontFamily": ["Atkinson Hyperlegible", "sans-serif"], "fontSize": "{base.size}",
                "fontWeight": 500, "lineHeight": 1.5, "letterSpacing": {"value": 0, "unit": "px"}}}}}))
        self.assertEqual(v(r["type.lead"]), (18.0, 27.0, 500.0, "Atkinson Hyperlegible"))

    def test_a_bare_size_scale_outside_text_is_no_font_size(self):
        # a root "Size" scale of spacing steps shares its step names with the font sizes
        r = roles_of(("global.json", {
            "Size": {"200": {"value": 20, "type": "number"}},
            "Typography": {"Font size": {"200": {"value": 12, "type": "number"}},
                           "Line height": {"200": {"value": 16, "type": "number"}}}}))
        self.assertEqual(v(r["scale:200"]), (12.0, 16.0, None, None))

    def test_tokens_studio_dollar_aliases(self):
        r = roles_of(("tokens.json", {"global": {
            "fontSize": {"7": {"value": "48", "type": "fontSizes"}},
            "lineHeights": {"0": {"value": "56", "type": "lineHeights"}},
            "Display": {"value": {"fontSize": "$fontSize.7", "lineHeight": "$lineHeights.0"}, "type": "typography"}},
            "$metadata": {"tokenSetOrder": ["global"]}}))
        self.assertEqual(v(r["Display"]), (48.0, 56.0, None, None))

    def test_tokens_studio_legacy_math_and_style_names(self):
        r = roles_of(("set.json", {
            "scale": {"value": "14", "type": "fontSizes"},
            "sizes": {"h2": {"value": "{scale} * 1.5", "type": "fontSizes"}},
            "lh": {"value": "125%", "type": "lineHeights"},
            "w": {"value": "Semi Bold Italic", "type": "fontWeights"},
            "heading": {"h2": {"type": "typography", "value": {
                "fontFamily": "Fraunces", "fontWeight": "{w}", "fontSize": "{sizes.h2}", "lineHeight": "{lh}"}}}}))
        self.assertEqual(v(r["heading.h2"]), (21.0, 26.25, 600.0, "Fraunces"))

    def test_tokens_studio_round_to(self):
        r = roles_of(("set.json", {
            "fs": {"value": "24", "type": "fontSizes"},
            "t": {"type": "typography", "value": {"fontSize": "{fs}", "lineHeight": "roundTo(({fs} * 1.2) / 2, 0) * 2",
                                                  "fontWeight": "Bold", "fontFamily": "Inter"}}}))
        self.assertEqual(v(r["t"]), (24.0, 28.0, 700.0, "Inter"))

    def test_tokens_studio_single_file_multiset(self):
        r = roles_of(("tokens.json", {
            "core": {"fs": {"md": {"value": "17", "type": "fontSizes"}}, "lh": {"md": {"value": "22", "type": "lineHeights"}}},
            "semantic": {"body": {"type": "typography", "value": {"fontSize": "{fs.md}", "lineHeight": "{lh.md}",
                                                                   "fontWeight": "Regular", "fontFamily": "Mulish"}}},
            "$themes": [], "$metadata": {"tokenSetOrder": ["core", "semantic"]}}))
        self.assertEqual(v(r["body"]), (17.0, 22.0, 400.0, "Mulish"))

    def test_style_dictionary_siblings_with_value_suffix(self):
        r = roles_of(("sd.json", {"font": {
            "base": {"value": "16px"},
            "caption": {"font-size": {"value": "{font.base.value}"}, "line-height": {"value": "{ font.lh.value }"},
                        "font-weight": {"value": "bold"}},
            "lh": {"value": "20px"}}}))
        self.assertEqual(v(r["font.caption"]), (16.0, 20.0, 700.0, None))

    def test_figma_variables_parallel_scales_by_scope(self):
        fig = lambda val, scope: {"$type": "number", "$value": val,  # noqa: E731
                                  "$extensions": {"com.figma.scopes": [scope], "com.figma": {"scopes": [scope]}}}
        r = roles_of(("vars.json", {
            "font-size": {"body": {"m": fig(15, "FONT_SIZE")}},
            "line-height": {"body": {"m": fig(22, "LINE_HEIGHT")}},
            "font-weight": {"body": {"m": fig(450, "FONT_WEIGHT")}}}))
        self.assertEqual(v(r["scale:body.m"]), (15.0, 22.0, 450.0, None))

    def test_siblings_by_figma_scope_and_scales_are_not_roles(self):
        sc = lambda val, scope: {"$type": "number", "$value": val, "$extensions": {"com.figma.scopes": [scope]}}  # noqa: E731
        r = roles_of(("vars.json", {
            "title": {"a": sc(28, "FONT_SIZE"), "b": sc(34, "LINE_HEIGHT")},
            "sizes": {"s": sc(12, "FONT_SIZE"), "m": sc(14, "FONT_SIZE"), "lh": sc(20, "LINE_HEIGHT")}}))
        self.assertEqual(list(r), ["title"])
        self.assertEqual(v(r["title"]), (28.0, 34.0, None, None))

    def test_figma_plugin_export(self):
        r = roles_of(("design-tokens.tokens.json", {"font": {"label": {
            "type": "custom-fontStyle", "value": {"fontSize": 13, "fontFamily": "Nunito", "fontWeight": 600,
                                                  "lineHeight": 18, "letterSpacing": 0.2}}}}))
        self.assertEqual(v(r["font.label"]), (13.0, 18.0, 600.0, "Nunito"))

    def test_json5(self):
        r = roles_of(("t.json5", """{
          // comments, single quotes, unquoted keys, trailing commas
          text: { small: { $type: 'typography', $value: {
            fontFamily: 'Source Serif 4', fontSize: '0.875rem', fontWeight: 400, lineHeight: 1.4, }, }, },
        }"""))
        self.assertEqual(v(r["text.small"]), (14.0, 19.6, 400.0, "Source Serif 4"))

    def test_em_size_has_no_value(self):
        r = roles_of(("a.json", {"code": {"$type": "typography", "$value": {"fontSize": "0.9em", "fontFamily": "x"}}}))
        self.assertEqual(r, {})

    def test_unitless_line_height_four_or_more_is_px(self):
        r = roles_of(("a.json", {"t": {"type": "typography", "value": {"fontSize": "34", "lineHeight": "41"}}}))
        self.assertEqual(r["t"]["lineHeight"], 41.0)

    def test_tokens_studio_sets_without_metadata(self):
        # a multi-set export whose $themes and $metadata were left out: the aliases name no set
        r = roles_of(("tokens.json", {
            "core": {
                "size": {"s": {"value": "14", "type": "fontSizes"}, "m": {"value": "18", "type": "fontSizes"}},
                "lh": {"0": {"value": "24", "type": "lineHeights"}, "1": {"value": "20", "type": "lineHeights"}},
                "Text": {"Lead": {"type": "typography", "value": {
                    "fontSize": "$size.m", "lineHeight": "{lh.0}", "fontWeight": "Bold"}}}},
            "brand": {"size": {"m": {"value": "17", "type": "fontSizes"}}}}))
        # the later set replaces size.m; the composite pairs the size with line height 0, not 1
        self.assertEqual(sorted(r), ["Text.Lead"])
        self.assertEqual(v(r["Text.Lead"]), (17.0, 24.0, 700.0, None))

    def test_top_level_groups_whose_aliases_name_them_are_no_sets(self):
        r = roles_of(("tokens.json", {
            "core": {"size": {"m": {"value": "18", "type": "fontSizes"}}},
            "text": {"lead": {"type": "typography", "value": {"fontSize": "{core.size.m}", "lineHeight": "1.5"}}}}))
        self.assertEqual(v(r["text.lead"]), (18.0, 27.0, None, None))

    def test_a_composition_token_is_no_role(self):
        # Tokens Studio's composition sets a layer's properties; a font size for an icon names no text style
        r = roles_of(("tokens.json", {
            "body": {"type": "typography", "value": {"fontSize": "16", "lineHeight": "21"}},
            "icon": {"type": "composition", "value": {"fill": "#fff", "typography": "{body}", "fontSizes": "26px"}}}))
        self.assertEqual(sorted(r), ["body"])


if __name__ == "__main__":
    unittest.main()
