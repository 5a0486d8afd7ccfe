import Foundation
import HigTypeTestSupport
import Testing

/// Examples/PluginConsumer, a package that depends on higtype and applies HigTypePlugin, built in
/// a copy with `swift build` as an app's package is, then run; its output is checked against the
/// HIG's tables. Then, in the same build folder: an edit of the manifest rebuilds with the new
/// values; a build with nothing changed does not run higtype; a bad manifest fails the build with
/// higtype's diagnostic at its line and column; and the command plugins lint, audit and generate.
///
/// One test, in order, because every step reuses the first build: compiling higtype for the
/// consumer is most of the cost (docs/integration.md gives the figures). The no-op step comes
/// before the command plugins, since `swift package` relinks the plugin's copy of higtype and
/// the next build then rightly runs it again.
@Suite(
    .serialized, .enabled(if: ConsumerWorkspace.swift.shouldRun, ConsumerWorkspace.swift.skipComment),
    .tags(.compile), .slow)
struct PluginConsumerTests {
    /// The line higtype prints when it runs (its build summary), and the one SwiftPM prints for
    /// the plugin's command: both appear only when the command runs.
    static let higtypeRan = "higtype: 3 tokens, 1 file ("
    static let commandRan = "higtype: compiling app.tokens.json of PluginConsumer into Typography.swift"

    /// What the consumer prints for Tokens/app.tokens.json as committed, built for iOS and watchOS
    /// by higtype.json. iOS Body at Large is 17/22, tracking -0.43, and at AX3 40/48 (+0.37);
    /// Subheadline 15/20 (-0.23) and 36/43 (+0.37); watchOS Body at its default Large is 16/18.5
    /// (0), AX3 23/25.5 (-0.13); Footnote 1 13/15.5 (+0.20) and 18/20.5 (-0.14). Subheadline is
    /// for iOS (and macOS, which this target does not build for), Footnote 1 for watchOS.
    static let committed = [
        "platforms: ios watchos",
        "ios type.body large 17.0/22.0 w400 t-0.43",
        "ios type.body accessibility3 40.0/48.0 w400 t0.37",
        "ios type.byline large 15.0/20.0 w400 t-0.23",
        "ios type.byline accessibility3 36.0/43.0 w400 t0.37",
        "watchos type.body large 16.0/18.5 w400 t0.0",
        "watchos type.body accessibility3 23.0/25.5 w400 t-0.13",
        "watchos type.complication large 13.0/15.5 w400 t0.2",
        "watchos type.complication accessibility3 18.0/20.5 w400 t-0.14",
    ]

    static let manifest = "Sources/PluginConsumer/Tokens/app.tokens.json"

    @Test(.timeLimit(.minutes(40)))
    func consumerBuildsRunsAndRebuildsOnlyWhenTokensChange() async throws {
        let workspace = try ConsumerWorkspace(swift: try ConsumerWorkspace.swift.require())
        #expect(workspace.leftOverBuildFolders().isEmpty, "the copy holds build folders")
        var costs: [String] = []
        defer { print("PluginConsumerTests costs: " + costs.joined(separator: ", ")) }

        // 1. A first build compiles higtype, runs it through the plugin, and compiles its output in.
        let first = try await workspace.build()
        costs.append("first build \(Int(first.seconds)) s")
        try #require(first.status == 0, "the consumer did not build:\n\(first.output)")
        #expect(first.output.contains(Self.commandRan), "\(first.output)")
        #expect(first.output.contains(Self.higtypeRan), "\(first.output)")
        #expect(!first.output.contains("unhandled"), "SwiftPM warned about the token files:\n\(first.output)")
        #expect(try workspace.runConsumer() == Self.committed)

        // 2. An edit of the manifest runs higtype again; the consumer prints the new values:
        // Body becomes Title 3, iOS 20/25 (-0.45) at Large and 43/51 (+0.38) at AX3, watchOS
        // 19/21.5 (-0.22) and 26/28.5 (-0.28).
        let original = try workspace.read(Self.manifest)
        try workspace.write(Self.manifest, original.replacingOccurrences(of: #""body" }"#, with: #""title3" }"#))
        let edited = try await workspace.build()
        costs.append("rebuild after an edit \(Int(edited.seconds)) s")
        try #require(edited.status == 0, "the edited consumer did not build:\n\(edited.output)")
        #expect(edited.output.contains(Self.higtypeRan), "\(edited.output)")
        var expected = Self.committed
        expected[1] = "ios type.body large 20.0/25.0 w400 t-0.45"
        expected[2] = "ios type.body accessibility3 43.0/51.0 w400 t0.38"
        expected[5] = "watchos type.body large 19.0/21.5 w400 t-0.22"
        expected[6] = "watchos type.body accessibility3 26.0/28.5 w400 t-0.28"
        #expect(try workspace.runConsumer() == expected)

        // 3. A build with nothing changed does not run higtype: neither line, and the generated
        // file keeps its mtime.
        let generated = try workspace.generatedFile()
        let stamp = ConsumerWorkspace.modificationDate(generated)
        let noOp = try await workspace.build()
        costs.append("no-op build \(String(format: "%.1f", noOp.seconds)) s")
        #expect(noOp.status == 0, "\(noOp.output)")
        #expect(!noOp.output.contains(Self.commandRan), "a build with nothing changed ran higtype:\n\(noOp.output)")
        #expect(!noOp.output.contains("higtype: "), "a build with nothing changed ran higtype:\n\(noOp.output)")
        #expect(ConsumerWorkspace.modificationDate(generated) == stamp)

        // 4. A bad manifest fails the build with higtype's diagnostic at the token, by an absolute
        // path; the last good output stays.
        let before = try String(contentsOfFile: generated, encoding: .utf8)
        try workspace.write(Self.manifest, original.replacingOccurrences(of: #""body" }"#, with: #""bodyy" }"#))
        let bad = try await workspace.build()
        #expect(bad.status != 0, "a bad manifest built:\n\(bad.output)")
        let manifestPath = workspace.consumer + "/" + Self.manifest
        #expect(
            bad.output.contains(
                "\(manifestPath):6:40: error: unknown text style 'bodyy'; did you mean 'body'? [unknown-style]"),
            "\(bad.output)")
        #expect(try String(contentsOfFile: generated, encoding: .utf8) == before)

        // 5. swift package higtype-lint reports the same diagnostic and fails; on the fixed
        // manifest it passes.
        let lintBad = try await workspace.package("higtype-lint")
        costs.append("higtype-lint \(Int(lintBad.seconds)) s")
        #expect(lintBad.status != 0, "\(lintBad.output)")
        #expect(lintBad.output.contains("\(manifestPath):6:40: error: unknown text style 'bodyy'"), "\(lintBad.output)")
        #expect(lintBad.output.contains("higtype lint failed for target 'PluginConsumer'"), "\(lintBad.output)")
        try workspace.write(Self.manifest, original)
        let lintGood = try await workspace.package("higtype-lint", ["--strict"])
        #expect(lintGood.status == 0, "\(lintGood.output)")

        // 6. swift package higtype-audit: the consumer's own code passes; a file with a fixed size
        // fails, at the size, naming the token that has those values.
        let clean = try await workspace.package("higtype-audit")
        costs.append("higtype-audit \(Int(clean.seconds)) s")
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("higtype: audited 1 file"), "\(clean.output)")
        try workspace.write(
            "Sources/PluginConsumer/Badge.swift",
            """
            #if canImport(SwiftUI)
                import SwiftUI

                struct Badge: View {
                    var body: some View { Text("New").font(.system(size: 17)) }
                }
            #endif

            """)
        let finding = try await workspace.package("higtype-audit")
        #expect(finding.status != 0, "\(finding.output)")
        let badge = workspace.target + "/Badge.swift"
        #expect(
            finding.output.contains(
                "\(badge):5:42: error: fixed font size 17 pt Regular does not follow Dynamic Type (the reader's text "
                    + "size); 17 pt Regular is exactly Body at Large on iOS; token 'type.body' has these values [fixed-size]"
            ),
            "\(finding.output)")
        // The fix-it names the constant in the namespace higtype.json gives.
        #expect(finding.output.contains("with .typography(AppTypography.typeBody)"), "\(finding.output)")
        #expect(finding.output.contains("higtype audit failed for target 'PluginConsumer'"), "\(finding.output)")
        try FileManager.default.removeItem(atPath: badge)

        // 7. swift package higtype-generate on a target that applies HigTypePlugin refuses to write
        // (or check) a second Typography.swift into it, saying which to keep, and writes nothing.
        let refusal =
            "target 'PluginConsumer' applies HigTypePlugin, which generates its Typography.swift at every build, "
            + "so higtype-generate will not write a second one into it (Generated/Typography.swift)"
        for arguments in [[], ["--check"]] {
            let refused = try await workspace.package(
                "higtype-generate", arguments, options: ["--allow-writing-to-package-directory"])
            costs.append("higtype-generate \(arguments.joined()) \(Int(refused.seconds)) s")
            #expect(refused.status != 0, "\(refused.output)")
            #expect(refused.output.contains(refusal), "\(refused.output)")
            #expect(refused.output.contains("Keep one: the plugin"), "\(refused.output)")
            #expect(!FileManager.default.fileExists(atPath: workspace.target + "/Generated"), "\(refused.output)")
        }

        // 8. Keeping the plugin, higtype-generate writes the web side's CSS and JSON, and the
        // target still builds.
        let web = try await workspace.package(
            "higtype-generate", ["--format", "css,json"], options: ["--allow-writing-to-package-directory"])
        #expect(web.status == 0, "\(web.output)")
        let css = try workspace.read("Sources/PluginConsumer/Generated/typography.css")
        #expect(css.contains("--type-body-font-size: 17px;"), "\(css)")
        #expect(FileManager.default.fileExists(atPath: workspace.target + "/Generated/typography.json"))
        #expect(!FileManager.default.fileExists(atPath: workspace.target + "/Generated/Typography.swift"))
        let withWeb = try await workspace.build()
        #expect(withWeb.status == 0, "\(withWeb.output)")

        // 9. A Typography.swift of its own in a target that applies the plugin (a committed copy)
        // is the clash the build-tool plugin itself reports.
        let swift = try String(contentsOfFile: workspace.generatedFile(), encoding: .utf8)
        try workspace.write("Sources/PluginConsumer/Generated/Typography.swift", swift)
        let clash = try await workspace.build()
        #expect(clash.status != 0, "\(clash.output)")
        #expect(
            clash.output.contains(
                "target 'PluginConsumer' has a file named Typography.swift (Generated/Typography.swift)"),
            "\(clash.output)")
    }
}
