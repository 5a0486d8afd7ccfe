import Foundation
import HigTypeTestSupport

/// The hostile corpus: inputs that are broken, huge, deep, recursive or badly encoded. Each must
/// make `higtype build` fail cleanly (see `HostileInputTests`).
extension HostileCase {
    static let all: [HostileCase] =
        truncated + encoding + sizes + numbers + aliases + extends + amplification + templates + names + fuzzFindings

    /// The example manifest cut short at several offsets, from the first byte to the last.
    static let truncated: [HostileCase] =
        [0, 1, 2, 17, 100, 1000, 1500, 2999].map { keep in
            HostileCase.manifest("truncated at byte \(keep)", id: "json-syntax") {
                Array(example.prefix(keep))
            }
        } + [
            HostileCase.manifest("truncated one byte short", id: "json-syntax") { Array(example.dropLast(2)) }
        ]

    static let encoding: [HostileCase] = [
        .manifest("invalid UTF-8 in a string", id: "json-encoding", message: "invalid UTF-8") {
            Array(typography(#""textStyle": "body", "fontFamily": "New"#).utf8) + [0xFF, 0xFE]
                + Array(#"York" "#.utf8) + Array(" } } }".utf8)
        },
        .manifest("invalid UTF-8 between values", id: "json-encoding", at: (1, 2)) { [UInt8(ascii: "{"), 0xC0, 0x80] },
        .manifest("UTF-8 byte order mark", id: "json-encoding", message: "byte order mark") {
            [0xEF, 0xBB, 0xBF] + example
        },
        .manifest("UTF-16 LE with byte order mark", id: "json-encoding", message: "UTF-16") {
            [0xFF, 0xFE] + Array(exampleText.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        },
        .manifest("UTF-16 BE with byte order mark", id: "json-encoding", message: "UTF-16") {
            [0xFE, 0xFF] + Array(exampleText.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        },
        .manifest("UTF-16 LE without byte order mark", id: "json-encoding", message: "UTF-16") {
            Array(exampleText.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        },
    ]

    /// Huge strings, deep nesting and a 10 MB file. Where a huge value is valid, an error follows
    /// it, and its exact position proves the positions past the huge value are still right.
    static let sizes: [HostileCase] = [
        .manifest("1 MB description, then an error", id: "unknown-style", pointsAt: #""bodyy""#) {
            Array(
                tokens(
                    #""t": { "$type": "typography", "$description": "\#(String(repeating: "d", count: 1 << 20))","#
                        + "\n" + #"  "$value": {"#
                        + "\n" + #"    "textStyle": "bodyy" } }"#
                ).utf8)
        },
        .manifest("1 MB token name, then an error", id: "unknown-style", pointsAt: #""bodyy""#) {
            Array(
                tokens(
                    #""\#(String(repeating: "n", count: 1 << 20))": { "$type": "typography","#
                        + "\n" + #"  "$value": { "textStyle": "bodyy" } }"#
                ).utf8)
        },
        .manifest("1 MB family name, then an error", id: "unknown-style", pointsAt: #""bodyy""#) {
            Array(
                typography(
                    #""fontFamily": "\#(String(repeating: "f", count: 1 << 20))","# + "\n"
                        + #"    "textStyle": "bodyy""#
                ).utf8)
        },
        .manifest("1 MB string as a bare key", id: "json-syntax", message: "unquoted key") {
            Array(("{ " + String(repeating: "k", count: 1 << 20) + ": 1 }").utf8)
        },
        .manifest("100,000 nested arrays", id: "json-depth", at: (1, 257)) {
            Array(repeating: UInt8(ascii: "["), count: 100_000) + Array(repeating: UInt8(ascii: "]"), count: 100_000)
        },
        .manifest("100,000 nested objects", id: "json-depth", at: (1, 1281)) {
            Array(String(repeating: #"{"a":"#, count: 100_000).utf8) + [UInt8(ascii: "1")]
                + Array(repeating: UInt8(ascii: "}"), count: 100_000)
        },
        .manifest("100,000 unclosed arrays", id: "json-depth", at: (1, 257)) {
            Array(repeating: UInt8(ascii: "["), count: 100_000)
        },
        .manifest("10 MB manifest with an error on its last line", id: "unknown-style", pointsAt: #""bodyy""#) {
            // 10,000 groups with a 1 KB description each, then a token whose text style is misspelled.
            let filler = String(repeating: "x", count: 1_000)
            var text = #"{ "$extensions": { "dev.higtype": { "platforms": ["ios"] } },"# + "\n"
            for i in 0..<10_000 { text += #"  "f\#(i)": { "$description": "\#(filler)" },"# + "\n" }
            text += #"  "t": { "$type": "typography", "$value": { "textStyle": "bodyy" } } }"# + "\n"
            return Array(text.utf8)
        },
        .manifest("65 MB file over the size limit", id: "json-size") {
            Array(repeating: UInt8(ascii: " "), count: (64 << 20) + 1)
        },
    ]

    /// Non-finite and non-positive sizes and line heights.
    static let numbers: [HostileCase] = [
        .manifest("NaN font size", id: "json-syntax", message: "'NaN' is not allowed") {
            Array(typography(#""textStyle": "body", "fontSize": { "value": NaN, "unit": "px" }"#).utf8)
        },
        .manifest("Infinity font size", id: "json-syntax", message: "must be finite") {
            Array(typography(#""textStyle": "body", "fontSize": { "value": Infinity, "unit": "px" }"#).utf8)
        },
        .manifest("-Infinity line height", id: "json-syntax", message: "must be finite") {
            Array(typography(#""textStyle": "body", "lineHeight": -Infinity"#).utf8)
        },
        .manifest("1e999 font size", id: "token-value", message: "out of range") {
            Array(typography(#""textStyle": "body", "fontSize": { "value": 1e999, "unit": "px" }"#).utf8)
        },
        .manifest("-1e999 font size", id: "token-value", message: "out of range") {
            Array(typography(#""textStyle": "body", "fontSize": { "value": -1e999, "unit": "px" }"#).utf8)
        },
        .manifest("1e999 line height", id: "token-value", message: "finite") {
            Array(typography(#""textStyle": "body", "lineHeight": 1e999"#).utf8)
        },
        .manifest("1e300 font size", id: "token-value", message: "out of range") {
            Array(typography(#""textStyle": "body", "fontSize": { "value": 1e300, "unit": "px" }"#).utf8)
        },
        .manifest("1e306 rem font size", id: "token-value", message: "out of range") {
            Array(typography(#""textStyle": "body", "fontSize": { "value": 1e306, "unit": "rem" }"#).utf8)
        },
        .manifest("negative font size", id: "token-value", message: "fontSize must be greater than 0") {
            Array(typography(#""textStyle": "body", "fontSize": { "value": -17, "unit": "px" }"#).utf8)
        },
        .manifest("zero font size", id: "token-value", message: "fontSize must be greater than 0") {
            Array(typography(#""textStyle": "body", "fontSize": { "value": 0, "unit": "rem" }"#).utf8)
        },
        .manifest("negative zero font size", id: "token-value", message: "fontSize must be greater than 0") {
            Array(typography(#""textStyle": "body", "fontSize": { "value": -0.0, "unit": "px" }"#).utf8)
        },
        .manifest("negative font size through an alias", id: "token-value", message: "fontSize must be greater than 0")
        {
            Array(
                tokens(
                    #""size": { "$type": "dimension", "$value": { "value": -4, "unit": "px" } }, "#
                        + #""t": { "$type": "typography", "$value": { "textStyle": "body", "fontSize": "{size}" } }"#
                ).utf8)
        },
        .manifest("negative line height", id: "token-value", message: "lineHeight must be greater than 0") {
            Array(typography(#""textStyle": "body", "lineHeight": -1.2"#).utf8)
        },
        .manifest("zero line height", id: "token-value", message: "lineHeight must be greater than 0") {
            Array(typography(#""textStyle": "body", "lineHeight": 0"#).utf8)
        },
        .manifest(
            "font size that rounds to 0 pt, with the minimum-size rule off", id: "token-value",
            message: "would be 0 pt at xSmall on iOS: the outputs write sizes to 1/100 pt",
            pointsAt: #"{ "value": 0.001"#
        ) {
            Array(
                (#"{ "$extensions": { "dev.higtype": { "platforms": ["ios"], "rules": { "minimum-size": "off" } } }, "#
                    + #""t": { "$type": "typography", "$value": { "textStyle": "body", "fontSize": { "value": 0.001, "unit": "px" } } } }"#)
                    .utf8)
        },
        .manifest(
            "font size that rounds to 0 pt at the smallest category only", id: "token-value",
            message: "would be 0 pt at xSmall on iOS", pointsAt: #"{ "value": 0.006"#
        ) {
            Array(
                (#"{ "$extensions": { "dev.higtype": { "platforms": ["ios"], "rules": { "minimum-size": "off" } } }, "#
                    + #""t": { "$type": "typography", "$value": { "textStyle": "body", "fontSize": { "value": 0.006, "unit": "px" } } } }"#)
                    .utf8)
        },
        .manifest(
            "line height that rounds to a leading of 0 pt", id: "token-value", message: "would have a leading of 0 pt",
            pointsAt: "0.0001"
        ) {
            Array(typography(#""textStyle": "body", "lineHeight": 0.0001"#).utf8)
        },
        .manifest("zero font size with the minimum-size rule off", id: "token-value", message: "greater than 0") {
            Array(
                (#"{ "$extensions": { "dev.higtype": { "platforms": ["ios"], "rules": { "minimum-size": "off" } } }, "#
                    + #""t": { "$type": "typography", "$value": { "textStyle": "body", "fontSize": { "value": 0, "unit": "px" } } } }"#)
                    .utf8)
        },
    ]

    /// Long chains and cycles of every length.
    static let aliases: [HostileCase] = aliasChains + aliasCycles + aliasOthers

    static let aliasChains: [HostileCase] = [
        .manifest("10,000-token alias chain ending at a missing token", id: "alias-missing", message: "{nowhere}") {
            Array(tokens(aliasChain("a", count: 10_000, last: "nowhere")).utf8)
        },
        .manifest("10,000-token alias chain into a cycle", id: "alias-cycle", message: "leads into a cycle") {
            Array(
                tokens(aliasChain("a", count: 10_000, last: "c0") + ",\n" + aliasChain("c", count: 2, last: "c0")).utf8)
        },
    ]

    static let aliasCycles: [HostileCase] = [1, 2, 3, 10, 1000, 10_000].map { (length: Int) -> HostileCase in
        HostileCase.manifest("alias cycle of \(length)", id: "alias-cycle", message: "alias cycle: {c0} → ") {
            Array(tokens(aliasChain("c", count: length, last: "c0")).utf8)
        }
    }

    static let aliasOthers: [HostileCase] = [
        .manifest("$ref cycle between two tokens", id: "alias-cycle") {
            Array(
                tokens(
                    ##""a": { "$type": "fontFamily", "$ref": "#/b/$value" }, "b": { "$type": "fontFamily", "$ref": "#/a/$value" }"##
                ).utf8)
        },
        .manifest("typography field aliasing its own token", id: "alias-cycle") {
            Array(typography(#""textStyle": "body", "fontFamily": "{t}""#).utf8)
        },
    ]

    static let extends: [HostileCase] = [
        .manifest("2,000 groups each extending the next", id: "extends-depth") {
            let groups = (0..<2_000).map { #""g\#($0)": { "$extends": "{g\#($0 + 1)}" }"# }.joined(separator: ",\n")
            return Array(tokens(groups + #", "g2000": { "$type": "fontFamily", "f": { "$value": "SF Pro" } }"#).utf8)
        },
        .manifest("40 groups each extending the next twice", id: "extends-size") {
            let groups = (0..<40).map {
                #""g\#($0)": { "a": { "$extends": "{g\#($0 + 1)}" }, "b": { "$extends": "{g\#($0 + 1)}" } }"#
            }
            return Array(
                tokens(
                    groups.joined(separator: ",\n")
                        + #", "g40": { "$type": "fontFamily", "f": { "$value": "SF Pro" } }"#
                ).utf8)
        },
        .manifest("300 groups each nesting one that extends the next", id: "extends-depth") {
            let groups = (0..<300).map { #""g\#($0)": { "inner": { "$extends": "{g\#($0 + 1)}" } }"# }
            return Array(
                tokens(
                    groups.joined(separator: ",\n")
                        + #", "g300": { "$type": "fontFamily", "f": { "$value": "SF Pro" } }"#
                ).utf8)
        },
    ]

    /// Amplification: a manifest whose outputs would be far larger than itself (issue 24, item 9).
    static let amplification: [HostileCase] = [
        .manifest(
            "1 MB: 1,000 groups each extending a group of 1,000 described tokens", id: "extends-size",
            message: "(16 times the 2002 the manifest writes)"
        ) {
            let description = String(repeating: "d", count: 500)
            let base = (0..<1_000).map {
                #""t\#($0)": { "$description": "\#(description)", "$value": { "textStyle": "body" } }"#
            }
            let groups = (0..<1_000).map { #""g\#($0)": { "$extends": "{b}" }"# }
            return Array(
                tokens(
                    #""b": { "$type": "typography", "# + base.joined(separator: ",\n") + " },\n"
                        + groups.joined(separator: ",\n")
                )
                .utf8)
        },
        .manifest(
            "5,000 copies of a token with a 60 KB description", id: "output-limit",
            // Each output would pass the bound on one output (issue 36) before the run's.
            message: "would be larger than 268435456 bytes, the most one output may take"
        ) {
            let description = String(repeating: "d", count: 60_000)
            let groups = (0..<5_000).map { #""g\#($0)": { "$extends": "{b}" }"# }
            return Array(
                tokens(
                    #""b": { "$type": "typography", "t": { "$description": "\#(description)", "$value": { "textStyle": "body" } } },"#
                        + "\n" + groups.joined(separator: ",\n")
                ).utf8)
        },
    ]

    static let templates: [HostileCase] = [
        .templates(
            "template including itself", id: "template-render", message: "nest more than",
            [
                "typography.css.mustache": "{{> typography.css}}\n"
            ]),
        .templates(
            "templates including each other", id: "template-render", message: "nest more than",
            [
                "typography.css.mustache": "{{> a}}\n", "a.mustache": "a{{> b}}\n", "b.mustache": "b{{> a}}\n",
            ]),
        .templates(
            "partial including itself inside a section", id: "template-render",
            [
                "typography.css.mustache": "{{#tokens}}{{> loop}}{{/tokens}}\n",
                "loop.mustache": "{{name}}{{#tokens}}{{> loop}}{{/tokens}}",
            ]),
        .templates(
            "60 sections nested over the tokens", id: "template-render", message: "steps",
            [
                "typography.css.mustache": String(repeating: "{{#tokens}}", count: 60) + "{{name}}"
                    + String(repeating: "{{/tokens}}", count: 60) + "\n"
            ]),
        .templates(
            "65 sections nested in the source", id: "template-syntax", message: "nest more than 64",
            [
                "typography.css.mustache": String(repeating: "{{#a}}", count: 65)
                    + String(repeating: "{{/a}}", count: 65)
            ]),
        .templates(
            "unclosed section", id: "template-syntax",
            [
                "typography.css.mustache": "{{#tokens}}{{name}}\n"
            ]),
        HostileCase(
            name: "template that is not UTF-8",
            files: {
                [
                    "hostile.tokens.json": example,
                    "hostile-templates/typography.css.mustache": [0x7B, 0x7B, 0xC3, 0x28, 0x7D, 0x7D],
                ]
            },
            arguments: ["--templates", "hostile-templates"], id: "template-syntax", message: "UTF-8"),
    ]

    /// Names that would meet in an output, or break out of a name check by code point (issue 24, items 16, 17).
    static let names: [HostileCase] = [
        .manifest(
            "two tokens with one CSS name", id: "css-name-collision", message: "as token 't.headlineXL' does",
            pointsAt: #""headline-xl""#
        ) {
            Array(
                tokens(
                    #""t": { "$type": "typography", "headlineXL": { "$value": { "textStyle": "title1" } },"#
                        + #" "headline-xl": { "$value": { "textStyle": "body" } } }"#
                ).utf8)
        },
        .manifest(
            "a '.' hidden behind a combining mark in a name", id: "token-name", message: "cannot contain '.'",
            pointsAt: #""a.́b""#
        ) {
            Array(
                tokens(
                    #""t": { "$type": "typography", "a.́b": { "$value": { "textStyle": "body" } },"#
                        + #" "a": { "́b": { "$value": { "textStyle": "title1" } } } }"#
                ).utf8)
        },
    ]

    /// Inputs the fuzzers found, committed under corpus/fuzz-*.
    static let fuzzFindings: [HostileCase] = [
        .corpus("fuzz-ref-self-pointer.tokens.json", id: "alias-cycle")
    ]

    static func corpus(_ file: String, id: String, arguments: [String] = []) -> HostileCase {
        HostileCase(
            name: "corpus/" + file,
            files: {
                let path = PackageRoot.file("Tests/HigTypeEndToEndTests/Hostile/corpus/" + file)
                return ["hostile.tokens.json": FileManager.default.contents(atPath: path).map(Array.init) ?? []]
            },
            arguments: arguments, id: id)
    }

}
