import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeOutputs

/// `--swift-namespace` refuses exactly names that break the generated Swift (issue 24, item 20):
/// the example's `Typography.swift`, with its namespace renamed, is type-checked on Linux and, with
/// the framework stand-ins, as iOS (SwiftUI, UIKit) and macOS (SwiftUI, AppKit) see it. Every
/// refused name fails to compile on at least one of them; every accepted name in the sample,
/// names the file also holds among them (`Token`, `SizeCategory`, `all`, `content` …), compiles on all.
@Suite(
    .serialized, .enabled(if: SwiftCompiler.input.shouldRun, SwiftCompiler.input.skipComment), .tags(.compile), .slow)
struct NamespaceCompileTests {
    /// Every name `SwiftNames.namespaceProblem` refuses besides identifiers' syntax: the clashes,
    /// and a few keywords.
    static let refused = SwiftNames.namespaceClashes.keys.sorted() + ["class", "Self", "Any", "self", "init", "_"]

    static let accepted = [
        "Typography", "AppTypography", "Token", "SizeCategory", "TextStyle", "Metrics", "Weight", "Key", "Foundation",
        "SwiftUI", "UIKit", "AppKit", "all", "tokens", "content", "current", "_Private", "Fonts2",
    ]

    /// The example's generated Swift, and stand-ins built once per simulated platform.
    final class Workspace: @unchecked Sendable {
        let generated: String
        let stubs: [String: TemporaryFolder]
        let swiftc: String

        init() throws {
            swiftc = try SwiftCompiler.input.require()
            let folder = TemporaryFolder()
            generated = try SwiftCompileTests.generate(
                manifestPath: PackageRoot.file("tokens/example.tokens.json"), namespace: "Typography", into: folder)
            var stubs: [String: TemporaryFolder] = [:]
            for platform in [SimulatedPlatform.iOS, .macOS] {
                let stubFolder = TemporaryFolder()
                try AdapterPlatformTests.buildStandIns(for: platform, deployment: nil, swiftc: swiftc, in: stubFolder)
                stubs[platform.os] = stubFolder
            }
            self.stubs = stubs
        }

        /// The generated file with its namespace named `name` (the word `Typography` alone, not
        /// inside `TypographyModifier`).
        func renamed(_ name: String) throws -> String {
            let regex = try NSRegularExpression(pattern: "(?<![A-Za-z0-9_])Typography(?![A-Za-z0-9_])")
            return regex.stringByReplacingMatches(
                in: generated, range: NSRange(generated.startIndex..., in: generated),
                withTemplate: NSRegularExpression.escapedTemplate(for: name))
        }

        /// The platforms on which the file, with namespace `name`, does not type-check.
        func failures(_ name: String, stopAtFirst: Bool) throws -> [String] {
            let source = try renamed(name)
            var failed: [String] = []
            for platform in [SimulatedPlatform.iOS, .macOS, nil] as [SimulatedPlatform?] {
                let folder = TemporaryFolder()
                folder.write("T.swift", platform?.rewrite(source) ?? source)
                var arguments = [
                    "-swift-version", "6", "-parse-as-library", "-typecheck", "-module-name", "App", "T.swift",
                ]
                if let platform { arguments += ["-I", stubs[platform.os]!.file("stubs")] }
                let result = try ToolProcess.run(swiftc, arguments, in: folder.path, timeout: 300)
                if result.status != 0 {
                    failed.append(platform?.os ?? "Linux")
                    if stopAtFirst { break }
                }
            }
            return failed
        }
    }

    static let workspace = Result { try Workspace() }

    @Test(arguments: refused)
    func aRefusedNameBreaksTheGeneratedSwift(_ name: String) throws {
        #expect(SwiftNames.namespaceProblem(name) != nil)
        let failed = try Self.workspace.get().failures(name, stopAtFirst: true)
        #expect(!failed.isEmpty, "'\(name)' is refused, but the generated Swift compiles with it everywhere")
    }

    @Test(arguments: accepted)
    func anAcceptedNameCompilesEverywhere(_ name: String) throws {
        #expect(SwiftNames.namespaceProblem(name) == nil)
        let failed = try Self.workspace.get().failures(name, stopAtFirst: false)
        #expect(failed.isEmpty, "'\(name)' is accepted, but the generated Swift does not compile on \(failed)")
    }

    @Test func theCommandLineRefusesWithTheReason() {
        let result = HigTypeTool.run(["build", "tokens/example.tokens.json", "--swift-namespace", "String"])
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: --swift-namespace 'String' cannot name the generated enum: the generated file uses "
                    + "the standard library's 'String', which a namespace of that name would hide\n"))
        let member = HigTypeTool.run(["build", "tokens/example.tokens.json", "--swift-namespace", "metrics"])
        #expect(
            member.stderr.hasPrefix(
                "higtype: error: --swift-namespace 'metrics' cannot name the generated enum: the generated file "
                    + "declares a member named 'metrics', which would hide the namespace where both are used\n"))
    }
}
