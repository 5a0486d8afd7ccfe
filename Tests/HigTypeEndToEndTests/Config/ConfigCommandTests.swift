import Foundation
import HigTypeTestSupport
import Testing

/// `--config FILE` and `--platforms` on `build`, `lint` and `audit`, run as the binary in a
/// project folder: what the SwiftPM plugin runs, and what a Makefile or CI can run to build
/// exactly the same thing.
@Suite struct ConfigCommandTests {
    /// A project with `app/tokens/app.tokens.json` for iOS, with a Subheadline token (a style
    /// watchOS lacks), and `app/higtype.json` naming it.
    struct Project {
        let folder = TemporaryFolder()

        init(
            config: String = #"{ "manifests": ["tokens/app.tokens.json"], "namespace": "AppType", "out": "Generated" }"#
        ) {
            folder.write(
                "app/tokens/app.tokens.json",
                """
                {
                  "$extensions": { "dev.higtype": { "platforms": ["ios"] } },
                  "type": {
                    "$type": "typography",
                    "body": { "$value": { "textStyle": "body" } },
                    "byline": { "$value": { "textStyle": "subheadline" } }
                  }
                }
                """)
            folder.write("app/higtype.json", config)
        }

        func higtype(_ arguments: String...) throws -> ProcessResult {
            let result = try ToolProcess.higtype(arguments, in: folder.path)
            #expect(!result.timedOut)
            return result
        }
    }

    @Test func buildTakesManifestsNamespaceOutAndFormatsFromTheConfig() throws {
        let project = Project(
            config: #"""
                { "manifests": ["tokens/app.tokens.json"], "platforms": ["ios", "macos"], "namespace": "AppType",
                  "out": "Generated", "formats": ["swift", "css"] }
                """#)
        let result = try project.higtype("build", "--config", "app/higtype.json", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(
            project.folder.listing().filter { $0.hasPrefix("app/Generated/") } == [
                "app/Generated/Typography.swift", "app/Generated/typography.css",
            ])
        let swift = try #require(project.folder.read("app/Generated/Typography.swift"))
        #expect(swift.contains("public enum AppType {"))
        // `platforms` replaced the manifest's iOS: the Swift is for iOS and macOS.
        #expect(
            swift.contains(
                "    public enum Platform: String, CaseIterable, Sendable {\n        case ios\n        case macos\n\n"))
    }

    @Test func theCommandLineTakesPrecedenceOverTheConfig() throws {
        let project = Project()
        project.folder.write(
            "other.tokens.json", #"{ "title": { "$type": "typography", "$value": { "textStyle": "title1" } } }"#)
        let result = try project.higtype(
            "build", "other.tokens.json", "--config", "app/higtype.json", "--out", "out", "--swift-namespace", "Other",
            "--format", "swift", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        let swift = try #require(project.folder.read("out/Typography.swift"))
        #expect(swift.contains("public enum Other {"))
        #expect(swift.contains("static let title ="))
        #expect(!swift.contains("typeBody"))
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("app/Generated")))
    }

    /// A mistake in the config fails the command like one in a manifest: at its line and column,
    /// with the line quoted, and nothing written.
    @Test func aBadConfigFailsAtItsPositionAndWritesNothing() throws {
        let project = Project(
            config: "{\n  \"manifests\": [\"tokens/app.tokens.json\"],\n  \"namespace\": \"App Type\"\n}\n")
        let result = try project.higtype("build", "--config", "app/higtype.json")
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                app/higtype.json:3:16: error: the namespace must be a Swift identifier, e.g. "AppTypography", not 'App Type' [config-file]
                      "namespace": "App Type"
                                   ^
                higtype: build failed: 1 error, 0 warnings in 'app/higtype.json'

                """)
        #expect(project.folder.listing().allSatisfy { !$0.hasPrefix("app/Generated") })
        let lint = try project.higtype("lint", "--config", "app/higtype.json", "--diagnostics-format", "json")
        #expect(lint.status == 1)
        #expect(lint.stdout.contains(#""id": "config-file""#), "\(lint.stdout)")
        let missing = try project.higtype("lint", "--config", "app/nothing.json")
        #expect(missing.status == 1)
        #expect(
            missing.stderr.hasPrefix("higtype: error: cannot read config 'app/nothing.json': no such file [io-error]"))
    }

    @Test func aConfigWithoutManifestsNeedsThemOnTheCommandLine() throws {
        let project = Project(config: #"{ "namespace": "AppType" }"#)
        let result = try project.higtype("build", "--config", "app/higtype.json")
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: 'build' needs at least one manifest file, or a config that names 'manifests' or a 'resolver'"
            ))
    }

    /// `--platforms` replaces the manifest's targets: for watchOS, Subheadline is an error.
    @Test func platformsReplaceTheManifestsTargets() throws {
        let project = Project()
        #expect(try project.higtype("lint", "--config", "app/higtype.json").status == 0)
        let watch = try project.higtype("lint", "--config", "app/higtype.json", "--platforms", "watchos", "--quiet")
        #expect(watch.status == 1)
        #expect(
            watch.stderr.hasPrefix(
                "app/tokens/app.tokens.json:6:42: error: text style 'subheadline' does not exist on watchOS; it exists on iOS, macOS [platform-style]"
            ), "\(watch.stderr)")
        let unknown = try project.higtype("lint", "app/tokens/app.tokens.json", "--platforms", "ios,andriod")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("higtype: error: unknown platform 'andriod'; platforms are ios, ipados"))
    }

    /// A resolver document takes its contexts from the config, `--context` overriding one, and
    /// `platforms` narrows it too (a resolver composes only its own sources, so there is no other way).
    @Test func aResolverTakesContextsAndPlatformsFromTheConfig() throws {
        let project = Project(
            config: #"{ "resolver": "app.resolver.json", "contexts": { "size": "big" }, "platforms": ["macos"] }"#)
        project.folder.write(
            "app/app.resolver.json",
            """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "tokens/app.tokens.json" }] } },
              "modifiers": {
                "size": {
                  "contexts": { "regular": [], "big": [{ "$ref": "big.tokens.json" }] },
                  "default": "regular"
                }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" }]
            }
            """)
        project.folder.write(
            "app/big.tokens.json", #"{ "type": { "body": { "$value": { "textStyle": "title1" } } } }"#)
        let big = try project.higtype("build", "--config", "app/higtype.json", "--out", "big", "--format", "json")
        #expect(big.status == 0, "\(big.stderr)")
        #expect(big.stderr.contains("higtype: 2 tokens (size=big), 1 file ("), "\(big.stderr)")
        let json = try #require(project.folder.read("big/typography.json"))
        #expect(json.contains(#""textStyle": "title1""#))
        // `platforms` replaced the resolver's tokens' iOS with macOS.
        #expect(json.contains(#""macos""#) && !json.contains(#""ios""#), "\(json)")
        let regular = try project.higtype(
            "build", "--config", "app/higtype.json", "--context", "size=regular", "--out", "regular", "--format", "json"
        )
        #expect(regular.status == 0, "\(regular.stderr)")
        #expect(regular.stderr.contains("(size=regular)"), "\(regular.stderr)")
    }

    /// `audit --config` names tokens as the build that config describes generates them: by its
    /// manifests and in its namespace.
    @Test func auditNamesTokensInTheConfigsNamespace() throws {
        let project = Project()
        project.folder.write("Sources/Row.swift", "let font = Font.system(size: 17)\n")
        let result = try project.higtype("audit", "Sources", "--config", "app/higtype.json")
        #expect(result.status == 1)
        #expect(result.stderr.contains("token 'type.body' has these values [fixed-size]"), "\(result.stderr)")
        #expect(result.stderr.contains(".typography(AppType.typeBody)"), "\(result.stderr)")
    }
}
