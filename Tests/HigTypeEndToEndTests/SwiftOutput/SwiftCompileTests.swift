import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

/// The generated Swift compiles, in Swift 6 mode with warnings as errors, and prints the HIG's
/// numbers when run. One manifest is the example; the other is hostile: keywords and odd
/// characters as names, quotes, backslashes, interpolations, comment closers and control
/// characters in names, descriptions and families, and three platforms at once. The SwiftUI and
/// UIKit adapters, which Linux cannot import, are checked in `AdapterPlatformTests`.
@Suite(
    .serialized, .enabled(if: SwiftCompiler.input.shouldRun, SwiftCompiler.input.skipComment), .tags(.compile), .slow)
struct SwiftCompileTests {
    /// Generates the Swift file for `manifest` (a path, or JSON text written to a file first).
    static func generate(manifestPath: String, namespace: String, into folder: TemporaryFolder) throws -> String {
        let result = HigTypeTool.run([
            "build", manifestPath, "--out", folder.path, "--format", "swift", "--swift-namespace", namespace, "--quiet",
        ])
        try #require(result.status == 0, "build failed:\n\(result.stderr)")
        return try #require(folder.read("Typography.swift"))
    }

    /// Compiles the generated file with `main` and runs it; returns its output lines.
    static func compileAndRun(_ generated: String, main: String, swiftc: String, in folder: TemporaryFolder) throws
        -> [String]
    {
        folder.write("program/Typography.swift", generated)
        folder.write("program/main.swift", main)
        let compile = try ToolProcess.run(
            swiftc,
            ["-swift-version", "6", "-warnings-as-errors", "Typography.swift", "main.swift", "-o", "program"],
            in: folder.file("program"), timeout: 300)
        try #require(compile.status == 0 && !compile.timedOut, "swiftc failed:\n\(compile.stderr)\(compile.stdout)")
        #expect(compile.stderr.isEmpty, "swiftc printed:\n\(compile.stderr)")
        let run = try ToolProcess.run(folder.file("program/program"), [], in: folder.file("program"))
        try #require(run.status == 0, "the program failed:\n\(run.stderr)")
        return run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
            !$0.isEmpty
        }
    }

    @Test func exampleCompilesAndPrintsHIGValues() throws {
        let swiftc = try SwiftCompiler.input.require()
        let folder = TemporaryFolder()
        let generated = try Self.generate(
            manifestPath: PackageRoot.file("tokens/example.tokens.json"), namespace: "Typography", into: folder)
        #expect(generated.contains("#if canImport(SwiftUI)\nimport SwiftUI\n"))
        #expect(generated.contains("#if canImport(UIKit)\nimport UIKit\n"))
        #expect(generated.contains("#if canImport(UIKit) && !os(watchOS)\n"))
        let main = """
            func show(_ m: Typography.Metrics) -> String { "\\(m.fontSize)/\\(m.lineHeight) w\\(m.fontWeight) t\\(m.letterSpacing)" }
            print(show(Typography.typeArticleBody.metrics(at: .accessibility3)))
            print(show(Typography.typeArticleBody.metrics(at: .large)))
            print(show(Typography.typeScreenTitle.metrics(at: .large)))
            print(show(Typography.typeArticleCode.defaultMetrics))
            print(Typography.all.count, Typography.SizeCategory.allCases.count, Typography.Platform.allCases.map(\\.rawValue))
            for token in [Typography.typeScreenTitle, Typography.typeArticleBody, Typography.typeArticleCode, Typography.typeListTimestamp] {
                print(token.name, token.textStyle, token.scalingStyle, token.design, token.fontFamily)
            }
            """
        let lines = try Self.compileAndRun(generated, main: main, swiftc: swiftc, in: folder)
        #expect(
            lines == [
                // Body at AX3 is 40/48 (New York tracks -0.55 at 40 pt); at Large 17/22, tracking -0.07.
                "40.0/48.0 w400 t-0.55",
                "17.0/22.0 w400 t-0.07",
                // Large Title 34/41, bold by the manifest; SF Pro at 34 pt tracks +0.40.
                "34.0/41.0 w700 t0.4",
                // Callout 16/21 in SF Mono, which has no published tracking.
                "16.0/21.0 w400 t0.0",
                "15 12 [\"ios\"]",
                // "SF Pro" written out and no family at all are the same system font.
                "type.screen.title largeTitle largeTitle default []",
                "type.article.body body body serif []",
                "type.article.code callout callout monospaced []",
                "type.list.timestamp caption1 caption1 default []",
            ])
    }

    /// Names, descriptions and families that try to break out of string literals and comments.
    static let hostileManifest = #"""
        {
          "$extensions": { "dev.higtype": { "platforms": ["ios", "watchos", "macos"] } },
          "class": { "$type": "typography", "$value": { "textStyle": "body" }, "$description": "A keyword as a name." },
          "default": { "$type": "typography", "$value": { "textStyle": "headline" }, "$description": "ends a comment */ and opens one /* and \"\"\" closes a raw string" },
          "self": { "$type": "typography", "$value": { "textStyle": "title3" } },
          "init": { "$type": "typography", "$value": { "textStyle": "title3" } },
          "2xl": { "$type": "typography", "$value": { "textStyle": "title1" } },
          "x": {
            "$type": "typography",
            "größe": { "$value": { "textStyle": "caption2" }, "$description": "non-ASCII: é ü 🎉 and a line separator \u2028 here" },
            "say \"hi\" \\ \\(boom)": {
              "$value": { "textStyle": "title2", "fontFamily": ["Fancy \"Quoted\" \\ Face \\(x)", "New York", "serif"] },
              "$description": "quote \" backslash \\ interpolation \\(1 + 1) newline\n/// fake doc\r\ncarriage\ttab \u0000 nul \u001b esc \u007f del \u202e bidi"
            },
            "tab\tname": { "$value": { "textStyle": "caption1", "fontFamily": ["Avenir Next", "cursive", "SF Pro Rounded"] } }
          }
        }
        """#

    @Test func hostileManifestCompilesAndRoundTrips() throws {
        let swiftc = try SwiftCompiler.input.require()
        let folder = TemporaryFolder()
        folder.write("hostile.tokens.json", Self.hostileManifest)
        let generated = try Self.generate(
            manifestPath: folder.file("hostile.tokens.json"), namespace: "Hostile", into: folder)
        for declaration in [
            "static let `class` =", "static let `default` =", "static let `self` =", "static let `init` =",
            "static let _2xl =",
            "static let xGröße =", "case `default`",
        ] {
            #expect(generated.contains(declaration), "missing \(declaration)")
        }
        let main = #"""
            func show(_ m: Hostile.Metrics) -> String { "\(m.fontSize)/\(m.lineHeight) w\(m.fontWeight) t\(m.letterSpacing)" }
            for token in Hostile.all { print(token.name.debugDescription, token.fontFamily, token.design) }
            print(Hostile.SizeCategory.allCases.map(\.rawValue).joined(separator: " "))
            print(Hostile.Platform.allCases.map { "\($0.rawValue):\($0.defaultCategory.rawValue)" }.joined(separator: " "))
            let body = Hostile.`class`
            // watchOS has no Medium: Medium gives Small's values.
            print(show(body.metrics(at: .medium, on: .watchos)), show(body.metrics(at: .small, on: .watchos)))
            print(show(body.metrics(at: .large, on: .watchos)))
            // macOS has one table, under `default`, whatever category is asked for.
            print(show(body.metrics(at: .default, on: .macos)), show(body.metrics(at: .accessibility5, on: .macos)))
            // `default` on a Dynamic Type platform is its default category, Large.
            print(show(body.metrics(at: .default, on: .ios)))
            print(show(Hostile.`default`.metrics(at: .large, on: .ios)), show(Hostile.`init`.metrics(at: .xSmall, on: .watchos)), Hostile.`self`.name)
            print(show(Hostile._2xl.metrics(at: .accessibility1, on: .ios)), show(Hostile.xGröße.metrics(at: .default, on: .macos)))
            """#
        let lines = try Self.compileAndRun(generated, main: main, swiftc: swiftc, in: folder)
        #expect(
            lines == [
                #""class" [] default"#,
                #""default" [] default"#,
                #""self" [] default"#,
                #""init" [] default"#,
                #""2xl" [] default"#,
                #""x.größe" [] default"#,
                #""x.say \"hi\" \\ \\(boom)" ["Fancy \"Quoted\" \\ Face \\(x)"] serif"#,
                #""x.tab\tname" ["Avenir Next"] rounded"#,
                "xSmall small medium large xLarge xxLarge xxxLarge accessibility1 accessibility2 accessibility3 accessibility4 accessibility5 default",
                "ios:large watchos:large macos:default",
                // watchOS body: Small 15/17.5 (SF Compact tracks +0.06 at 15 pt), Large 16/18.5 (0 at 16 pt).
                "15.0/17.5 w400 t0.06 15.0/17.5 w400 t0.06",
                "16.0/18.5 w400 t0.0",
                // macOS body 13/16; the macOS table tracks -0.08 at 13 pt.
                "13.0/16.0 w400 t-0.08 13.0/16.0 w400 t-0.08",
                // iOS body at Large: 17/22, SF Pro -0.43 at 17 pt.
                "17.0/22.0 w400 t-0.43",
                // iOS Headline 17/22 semibold; watchOS Title 3 at xSmall 17/19.5 (SF Compact -0.07 at 17 pt).
                "17.0/22.0 w600 t-0.43 17.0/19.5 w400 t-0.07 self",
                // iOS Title 1 at AX1 38/46 (SF Pro +0.37 at 38 pt); macOS Caption 2 10/13 medium (+0.12 at 10 pt).
                "38.0/46.0 w400 t0.37 10.0/13.0 w500 t0.12",
            ])
    }
}

/// The compiler the Swift output tests build the generated code with.
enum SwiftCompiler {
    /// `swiftc`: the one $SWIFTC names (only that one, so SWIFTC=/nonexistent shows the tests
    /// skip or fail), else the toolchain's at /opt/swift/usr/bin, else on PATH.
    static let input: RequiredInput = {
        let hint = "install a Swift toolchain, or set SWIFTC to a swiftc"
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"] {
            let found = FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
            return RequiredInput(
                name: "swiftc at $SWIFTC (\(explicit))", location: found, hint: hint, tests: "Swift compile tests")
        }
        let toolchain = "/opt/swift/usr/bin/swiftc"
        if FileManager.default.isExecutableFile(atPath: toolchain) {
            return RequiredInput(name: "swiftc", location: toolchain, hint: hint, tests: "Swift compile tests")
        }
        return RequiredInput.tool("swiftc", hint: hint, tests: "Swift compile tests")
    }()
}
