import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import HigTypeKit

/// `higtype.json` (`BuildConfig`): what it reads, each mistake at its line and column, and the
/// docs' table of keys against the reader's.
@Suite struct BuildConfigTests {
    /// Reads `text` as `folder/higtype.json`, where the files in `existing` exist, in a project
    /// tree of the folder and `/shared` (as `--allow-path /shared` would widen it).
    static func read(_ text: String, folder: String = "app", existing: Set<String> = []) -> (
        BuildConfig?, [String]
    ) {
        let (config, diagnostics) = BuildConfig.read(
            .init(path: PathText.join(folder, "higtype.json"), bytes: Array(text.utf8)),
            tree: ProjectTree(roots: [folder.isEmpty ? "." : folder, "/shared"], onDisk: false),
            exists: { existing.contains($0) })
        return (
            config,
            diagnostics.map {
                "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.severity): \($0.message) [\($0.id)]"
            }
        )
    }

    @Test func readsEveryKeyWithPathsFromTheConfigsFolder() throws {
        let (config, diagnostics) = Self.read(
            """
            {
              "$schema": "https://example.com/higtype.schema.json",
              "manifests": ["Tokens/brand.tokens.json", "/shared/app.tokens.json"],
              "platforms": ["iOS", "watchos"],
              "namespace": "AppTypography",
              "out": "Generated",
              "formats": ["swift", "css", "swift"]
            }
            """, existing: ["app/Tokens/brand.tokens.json", "/shared/app.tokens.json"])
        #expect(diagnostics == [])
        let read = try #require(config)
        #expect(read.manifests == ["app/Tokens/brand.tokens.json", "/shared/app.tokens.json"])
        #expect(read.inputs == read.manifests)
        #expect(read.platforms == [.ios, .watchos])
        #expect(read.namespace == "AppTypography")
        #expect(read.out == "app/Generated")
        #expect(read.formats == [.swift, .css])
    }

    @Test func pathsLeadingOutOfTheProjectTreeAreErrorsAtTheirValues() {
        let (config, diagnostics) = Self.read(
            """
            {
              "manifests": ["../other/app.tokens.json", "/etc/passwd"],
              "out": "Generated/../../elsewhere"
            }
            """, existing: ["other/app.tokens.json", "/etc/passwd"])
        #expect(config == nil)
        #expect(
            diagnostics == [
                "2:17 error: token file '../other/app.tokens.json' leads outside the project tree 'app' (it resolves to 'other/app.tokens.json'); a config may only name paths inside it, symlinks followed [outside-project]",
                "2:45 error: token file '/etc/passwd' leads outside the project tree 'app'; a config may only name paths inside it, symlinks followed [outside-project]",
                "3:10 error: output folder 'Generated/../../elsewhere' leads outside the project tree 'app' (it resolves to 'elsewhere'); a config may only name paths inside it, symlinks followed [outside-project]",
            ])
    }

    @Test func readsAResolverWithItsContexts() throws {
        let (config, diagnostics) = Self.read(
            #"{ "resolver": "app.resolver.json", "contexts": { "theme": "dark", "size": "large" } }"#, folder: "",
            existing: ["app.resolver.json"])
        #expect(diagnostics == [])
        let read = try #require(config)
        #expect(read.inputs == ["app.resolver.json"])
        #expect(
            read.contexts.choices == [
                .init(modifier: "theme", context: "dark"), .init(modifier: "size", context: "large"),
            ])
    }

    /// Each mistake is an error at the key or value it is about, and a config with any gives no config.
    @Test func reportsEachMistakeAtItsPosition() {
        let (config, diagnostics) = Self.read(
            """
            {
              "manifests": ["Tokens/app.tokens.json", 3, "missing.tokens.json"],
              "platforms": ["ios", "andriod", "ios", true],
              "namespace": "App Type",
              "formatz": ["swift"],
              "formats": ["swift", "csss"],
              "contexts": { "theme": "" },
              "out": ""
            }
            """, existing: ["app/Tokens/app.tokens.json"])
        #expect(config == nil)
        #expect(
            diagnostics == [
                "2:43 error: a token file is a path (relative to this file's folder), not a number [config-file]",
                "2:46 error: no token file 'missing.tokens.json' (paths are relative to the config's folder, 'app') [config-file]",
                "3:24 error: unknown platform 'andriod'; platforms are ios, ipados, macos, tvos, visionos, watchos [config-file]",
                "3:35 error: 'ios' is named twice [config-file]",
                "3:42 error: a platform is a name such as \"ios\", not a boolean [config-file]",
                "4:16 error: the namespace must be a Swift identifier, e.g. \"AppTypography\", not 'App Type' [config-file]",
                "5:3 error: unknown key 'formatz'; did you mean 'formats'? [config-file]",
                "6:24 error: unknown output format 'csss'; did you mean 'css'? [config-file]",
                "7:26 error: 'theme' must be a context name, not an empty string [config-file]",
                "8:10 error: 'out' must be a non-empty string, not an empty string [config-file]",
                "7:3 error: 'contexts' choose a resolver document's contexts, and this config names manifests; name a 'resolver' instead [config-file]",
            ])
    }

    /// A committed config's exclude patterns are bounded (issue 36): every file an audit walks is
    /// matched against each, so a 200 KB pattern cost 0.2 s per file. Past the bounds: an error at
    /// the pattern, and the patterns within them are kept.
    @Test func excludePatternsAreBoundedInLengthAndCount() {
        let long = String(repeating: "*a", count: 600)
        let (config, diagnostics) = Self.read(#"{ "audit": { "exclude": ["**/Tests/**", "\#(long)"] } }"#)
        #expect(config == nil)
        #expect(
            diagnostics == [
                "1:41 error: an exclude pattern is at most 1024 bytes; this one has 1200 [config-file]"
            ])
        let many = (0...256).map { "\"p\($0)/**\"" }.joined(separator: ", ")
        let (_, countDiagnostics) = Self.read("{ \"audit\": {\n\"exclude\": [\(many)] } }")
        let column = 13 + (0..<256).map { "\"p\($0)/**\", ".count }.reduce(0, +)
        #expect(
            countDiagnostics == [
                "2:\(column) error: 'exclude' holds at most 256 patterns; this one has 257 [config-file]"
            ])
        let (kept, none) = Self.read(#"{ "audit": { "exclude": ["\#(String(repeating: "a", count: 1024))"] } }"#)
        #expect(none.isEmpty)
        #expect(kept?.audit?.exclude.first?.utf8.count == 1024)
    }

    @Test func reportsAConfigThatIsNotAnObjectOrNamesBothInputs() {
        #expect(
            Self.read("[]").1 == [
                "1:1 error: a higtype config is a JSON object, e.g. {\"manifests\": [\"app.tokens.json\"]}, not an empty array [config-file]"
            ])
        #expect(
            Self.read(
                #"{ "resolver": "a.resolver.json", "manifests": ["a.tokens.json"] }"#,
                existing: ["app/a.resolver.json", "app/a.tokens.json"]
            ).1 == [
                "1:34 error: a config names manifests or a resolver, not both: a resolver document names its own token files [config-file]"
            ])
        #expect(
            Self.read(#"{ "manifests": [] }"#).1 == [
                "1:16 error: 'manifests' must be a non-empty array of token file paths, e.g. [\"app.tokens.json\"], not an empty array [config-file]"
            ])
        #expect(Self.read(#"{ "out": "x", "out": "y" }"#).1.first?.hasSuffix("[duplicate-key]") == true)
        #expect(Self.read("{ \"out\": ").1.first?.hasSuffix("[json-syntax]") == true)
        #expect(
            Self.read(#"{ "unknown": 1 }"#).1 == [
                "1:3 error: unknown key 'unknown'; a config has manifests, resolver, contexts, platforms, namespace, out, formats, audit [config-file]"
            ])
    }

    /// docs/integration.md lists exactly the keys the reader takes, and its example reads clean.
    @Test func integrationGuideDocumentsTheKeys() throws {
        let guide = try String(contentsOfFile: PackageRoot.file("docs/integration.md"), encoding: .utf8)
        let section = try #require(
            guide.components(separatedBy: "### `higtype.json`").last?.components(separatedBy: "\n### ").first)
        let documented = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap {
            $0.dropFirst(3).split(separator: "`").first.map(String.init)
        }
        #expect(documented == BuildConfig.keys)
        let example = try #require(
            section.components(separatedBy: "<!-- begin higtype.json -->\n```json\n").last?.components(
                separatedBy: "```\n<!-- end higtype.json -->"
            ).first)
        let (config, diagnostics) = Self.read(
            example, folder: "", existing: ["Tokens/brand.tokens.json", "Tokens/app.tokens.json"])
        #expect(diagnostics == [])
        #expect(config != nil)
    }
}
