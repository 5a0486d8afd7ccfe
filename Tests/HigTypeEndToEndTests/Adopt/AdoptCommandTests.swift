import Foundation
import HigTypeTestSupport
import Testing

/// `higtype adopt` run as a user runs it, the real binary in a project folder: the lookalike of a
/// public design system's two typography files and the one patch its em size needs
/// (`HigTypeCompilerTests/Adopt/Fixtures/lookalike`), then `build` with the adapter.
@Suite struct AdoptGoldenTests {
    static let lookalike = PackageRoot.file("Tests/HigTypeCompilerTests/Adopt/Fixtures/lookalike")
    static let sources = ["typography.tokens.json", "base.tokens.json", "patch.tokens.json"]

    /// A project folder with the lookalike's files in `brand/`.
    static func project() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        for name in sources {
            let text = try #require(FileManager.default.contents(atPath: lookalike + "/" + name))
            folder.write("brand/" + name, String(decoding: text, as: UTF8.self))
        }
        return folder
    }

    static func run(_ folder: TemporaryFolder, _ arguments: [String]) throws -> ProcessResult {
        let result = try ToolProcess.higtype(arguments, in: folder.path)
        #expect(!result.timedOut)
        return result
    }

    /// Adopts the three files into `tokens/adapter.tokens.json` and requires success.
    static func adopt(_ folder: TemporaryFolder, _ extra: [String] = []) throws -> ProcessResult {
        let result = try run(
            folder, ["adopt"] + sources.map { "brand/" + $0 } + ["--out", "tokens/adapter.tokens.json"] + extra)
        try #require(result.status == 0, "adopt failed: \(result.stderr)")
        return result
    }

    @Test func theAdapterAndTheReportMatchTheirGoldens() throws {
        let folder = try Self.project()
        let result = try Self.adopt(folder, ["--report", "md", "--quiet"])
        #expect(!result.stderr.contains("error:"), "\(result.stderr)")
        let golden = PackageRoot.file("Tests/HigTypeEndToEndTests/Golden/adopt")
        try GoldenTests.compare(
            "adapter.tokens.json", try #require(folder.read("tokens/adapter.tokens.json")), in: golden)
        try GoldenTests.compare("report.md", result.stdout, in: golden)
    }

    /// Without the patch, the em size is left out with a warning and the adapter is written for
    /// the 25 tokens adopt can adopt; build, with the adapter, leaves the token out and exits 0.
    @Test func withoutThePatchAdoptLeavesOutTheEmSizeAndAdoptsTheRest() throws {
        let folder = try Self.project()
        let result = try Self.run(
            folder, ["adopt", "brand/typography.tokens.json", "brand/base.tokens.json", "--out", "adapter.tokens.json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "brand/typography.tokens.json:535:19: warning: 'text.codeSpan.style' has a fontSize of 0.9285em"))
        #expect(result.stderr.contains("[adopt-unconvertible]"))
        #expect(!result.stderr.contains("error:"))
        #expect(
            result.stderr.contains("2 left out and skipped by build (see the warnings); adapter.tokens.json written"))
        let adapter = try #require(folder.read("adapter.tokens.json"))
        #expect(adapter.contains("\"skip\": {"))
        #expect(adapter.contains("\"text.codeSpan.size\": \"adopt-unconvertible: "))
        let build = try Self.run(
            folder,
            ["build", "brand/typography.tokens.json", "brand/base.tokens.json", "adapter.tokens.json", "--out", "out"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(!build.stderr.contains("error:"))
        let css = try #require(folder.read("out/typography.css"))
        #expect(!css.contains("code-span"), "the token left out is not generated")
        #expect(css.contains("text-code-block-style"))
    }

    /// The ten px-sized tokens, built with the adapter: each keeps its own size at Large and scales
    /// above it at AX5 on its style's curve (the HIG's AX5 size × own size / the style's Large
    /// size, to 1/100 px), and keeps the system font stack in the CSS.
    @Test func theSourcesWithTheAdapterBuildAndScale() throws {
        let folder = try Self.project()
        let adopted = try Self.adopt(folder)
        #expect(
            adopted.stderr.hasSuffix(
                "higtype: adopted 24 tokens (11 named a text style, 13 with values written as DTCG); tokens/adapter.tokens.json written\n"
                    + "higtype: build it after the sources: higtype build brand/typography.tokens.json brand/base.tokens.json "
                    + "brand/patch.tokens.json tokens/adapter.tokens.json\n"))
        let build = try Self.run(
            folder, ["build"] + Self.sources.map { "brand/" + $0 } + ["tokens/adapter.tokens.json", "--out", "out"])
        #expect(build.status == 0, "\(build.stderr)")
        let css = try #require(folder.read("out/typography.css"))
        let large = Self.properties(css, ":root {")
        let ax5 = Self.properties(css, ":root[data-dynamic-type=\"accessibility5\"] {")
        let tokens: [(String, Double, Double, Double)] = [
            // token, own size, the style's size at Large and at AX5 (Large Title 34/60, Title 3 20/55,
            // Callout 16/51, Caption 1 12/43, Footnote 13/44; 14 px copy takes Footnote's curve, where
            // Subheadline's would put it below the 13 px code at xSmall)
            ("text-hero-style", 40, 34, 60), ("text-heading-style-large", 32, 34, 60),
            ("text-heading-style-medium", 20, 20, 55), ("text-heading-style-small", 16, 16, 51),
            ("text-lead-style", 20, 20, 55), ("text-copy-style-large", 16, 16, 51),
            ("text-copy-style-medium", 14, 13, 44), ("text-copy-style-small", 12, 12, 43),
            ("text-note-style", 12, 12, 43), ("text-code-block-style", 13, 13, 44),
        ]
        for (token, own, styleLarge, styleAX5) in tokens {
            let scaled = (styleAX5 * own / styleLarge * 100).rounded() / 100
            #expect(large["--\(token)-font-size"] == "\(Self.number(own))px", "\(token) at Large")
            #expect(ax5["--\(token)-font-size"] == "\(Self.number(scaled))px", "\(token) at AX5")
            #expect(scaled > own)
        }
        #expect(
            large["--text-copy-style-medium-font-family"]
                == #"-apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", "Helvetica", "Arial", sans-serif, "Apple Color Emoji", "Segoe UI Emoji""#
        )
        #expect(large["--text-code-block-style-font-family"]?.hasPrefix("ui-monospace, ") == true)
    }

    @Test func adoptOverTheSourcesAndTheAdapterFindsNothingLeft() throws {
        let folder = try Self.project()
        _ = try Self.adopt(folder)
        let again = try Self.run(
            folder,
            ["adopt"] + Self.sources.map { "brand/" + $0 } + [
                "tokens/adapter.tokens.json", "--out", "tokens/next.json",
            ])
        #expect(again.status == 0)
        #expect(
            again.stderr.hasSuffix(
                "higtype: nothing left to adopt (tokens/adapter.tokens.json is an adapter adopt wrote): every typography "
                    + "token names a text style; nothing was written\n"))
        #expect(folder.read("tokens/next.json") == nil)
    }

    /// A design system for watchOS and tvOS: adopt names only styles both have (tvOS has no Large
    /// Title), so its adapter builds; it once named Large Title and failed its own check.
    @Test func aWatchOSAndTVOSSystemAdoptsAndBuilds() throws {
        let folder = TemporaryFolder()
        func token(_ size: Int, _ weight: Int, _ lineHeight: Double) -> String {
            #"{"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": \#(size), "unit": "px"}, "fontWeight": \#(weight), "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": \#(lineHeight)}}"#
        }
        folder.write(
            "ds.tokens.json",
            #"{"$extensions": {"dev.higtype": {"platforms": ["watchOS", "tvOS"]}}, "type": {"display": \#(token(50, 700, 1.2)), "note": \#(token(31, 400, 1.3))}}"#
                + "\n")
        let adopted = try Self.run(folder, ["adopt", "ds.tokens.json", "--out", "adapter.tokens.json"])
        #expect(adopted.status == 0, "\(adopted.stderr)")
        #expect(
            adopted.stderr
                == "higtype: adopted 2 tokens (2 named a text style, 0 with values written as DTCG); "
                + "adapter.tokens.json written\nhigtype: build it after the sources: higtype build ds.tokens.json "
                + "adapter.tokens.json\n")
        let adapter = try #require(folder.read("adapter.tokens.json"))
        #expect(adapter.contains(#""textStyle": "title1""#) && !adapter.contains("largeTitle"))
        #expect(adapter.contains("nearest Title 1 (34 pt Regular, 36.5 pt leading), as Large Title is not on tvOS;"))
        let built = try Self.run(
            folder, ["build", "ds.tokens.json", "adapter.tokens.json", "--out", "Generated", "--quiet"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(!built.stderr.contains("error:"))
    }

    @Test func aSecondRunLeavesTheAdapterUntouched() throws {
        let folder = try Self.project()
        _ = try Self.adopt(folder)
        folder.age("tokens/adapter.tokens.json")
        let before = folder.modificationDate("tokens/adapter.tokens.json")
        let again = try Self.adopt(folder)
        #expect(again.stderr.contains("tokens/adapter.tokens.json is unchanged"))
        #expect(folder.modificationDate("tokens/adapter.tokens.json") == before)
    }

    @Test func theAdapterIsNeverWrittenOverASourceOrAnotherFile() throws {
        let folder = try Self.project()
        let over = try Self.run(
            folder, ["adopt"] + Self.sources.map { "brand/" + $0 } + ["--out", "brand/./base.tokens.json"])
        #expect(over.status == 1)
        #expect(over.stderr.contains("[adopt-output]"))
        #expect(folder.read("brand/base.tokens.json").map { $0.contains("dev.higtype.adopt") } == false)

        folder.write("tokens/colors.tokens.json", "{}\n")
        let other = try Self.run(
            folder, ["adopt"] + Self.sources.map { "brand/" + $0 } + ["--out", "tokens/colors.tokens.json"])
        #expect(other.status == 1)
        #expect(
            other.stderr.contains(
                "'tokens/colors.tokens.json' exists and is not an adapter written by higtype adopt; adopt does not write over it"
            ))
        #expect(folder.read("tokens/colors.tokens.json") == "{}\n")
    }

    @Test func usageErrors() throws {
        let folder = try Self.project()
        let noOut = try Self.run(folder, ["adopt", "brand/typography.tokens.json"])
        #expect(noOut.status == 2)
        #expect(noOut.stderr.hasPrefix("higtype: error: 'adopt' needs --out ADAPTER.tokens.json"))
        let report = try Self.run(
            folder, ["adopt", "brand/typography.tokens.json", "--out", "a.json", "--report", "html"])
        #expect(report.status == 2)
        #expect(report.stderr.hasPrefix("higtype: error: --report takes 'md' (Markdown) or 'json', not 'html'"))
        let both = try Self.run(
            folder,
            [
                "adopt", "brand/typography.tokens.json", "--out", "a.json", "--report", "md", "--diagnostics-format",
                "json",
            ])
        #expect(both.status == 2)
    }

    @Test func aResolverDocumentGetsAnAdapterAndTheSetThatAddsIt() throws {
        let folder = TemporaryFolder()
        folder.write(
            "tokens/base.tokens.json",
            """
            { "type": { "$type": "typography",
              "body": { "$value": { "fontFamily": "Avenir Next", "fontSize": "{size.body}", "fontWeight": 400,
                "lineHeight": 1.5 } } },
              "size": { "$type": "dimension", "body": { "$value": "16px" } } }
            """)
        folder.write("tokens/large.tokens.json", #"{ "size": { "body": { "$value": "19px" } } }"#)
        let document = """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": { "size": { "contexts": { "regular": [], "large": [{ "$ref": "large.tokens.json" }] },
                "default": "regular" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" }REST] }
            """
        folder.write("tokens/app.resolver.json", document.replacingOccurrences(of: "REST", with: ""))
        let adopted = try Self.run(
            folder,
            ["adopt", "tokens/app.resolver.json", "--context", "size=large", "--out", "tokens/adapter.tokens.json"])
        try #require(adopted.status == 0, "\(adopted.stderr)")
        let entry = #"{ "type": "set", "name": "higtype-adopt", "sources": [{ "$ref": "adapter.tokens.json" }] }"#
        #expect(
            adopted.stderr
                == "higtype: adopted 2 tokens (1 named a text style, 1 with values written as DTCG); "
                + "tokens/adapter.tokens.json written\n"
                + "higtype: add it to tokens/app.resolver.json as a set at the end of resolutionOrder:\n  \(entry)\n")
        folder.write("tokens/app.resolver.json", document.replacingOccurrences(of: "REST", with: ", " + entry))
        let build = try Self.run(
            folder, ["build", "tokens/app.resolver.json", "--context", "size=large", "--out", "out"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            Self.properties(try #require(folder.read("out/typography.css")), ":root {")["--type-body-font-size"]
                == "19px")
        let again = try Self.run(
            folder, ["adopt", "tokens/app.resolver.json", "--context", "size=large", "--out", "tokens/next.json"])
        #expect(again.status == 0)
        #expect(again.stderr.contains("nothing left to adopt"))
    }

    @Test func helpAndManual() throws {
        let folder = TemporaryFolder()
        let help = try Self.run(folder, ["adopt", "--help"])
        #expect(help.status == 0)
        for option in ["--out ADAPTER.tokens.json", "--report md", "--context NAME=VALUE", "--all-contexts"] {
            #expect(help.stdout.contains(option), "adopt --help names \(option)")
        }
        let manual = try Self.run(folder, ["docs", "adopt"])
        let page = try #require(FileManager.default.contents(atPath: PackageRoot.file("docs/adopt.md")))
        #expect(manual.stdout == String(decoding: page, as: UTF8.self))
    }

    /// The custom properties of the CSS block that starts with `selector`, by name.
    static func properties(_ css: String, _ selector: String) -> [String: String] {
        guard let open = css.range(of: selector + "\n"),
            let close = css.range(of: "\n}", range: open.upperBound..<css.endIndex)
        else { return [:] }
        var properties: [String: String] = [:]
        for line in css[open.upperBound..<close.lowerBound].split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), line.hasSuffix(";") else { continue }
            properties[line[..<colon].trimmingCharacters(in: .whitespaces)] =
                line[line.index(after: colon)...].dropLast().trimmingCharacters(in: .whitespaces)
        }
        return properties
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
