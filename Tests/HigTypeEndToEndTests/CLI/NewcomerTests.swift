import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI

/// What a newcomer meets first (issue 29): commands that say what they did, a failing query that
/// fails, advice that names a command the user can run, and the default CSS platform.
@Suite struct NewcomerTests {
    static let manifest = """
        { "$extensions": { "dev.higtype": { "platforms": ["ios"] } },
          "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } } }
        """

    @Test func aCleanLintSaysWhatItChecked() throws {
        let folder = TemporaryFolder()
        folder.write("app.tokens.json", Self.manifest)
        let clean = try ToolProcess.higtype(["lint", "app.tokens.json"], in: folder.path)
        #expect(clean.status == 0)
        #expect(clean.stderr == "higtype: linted 1 file, 1 token: 0 errors, 0 warnings\n")
        let quiet = try ToolProcess.higtype(["lint", "app.tokens.json", "--quiet"], in: folder.path)
        #expect(quiet.stderr == "")
        // With a warning (visionOS has no published sizes), the line counts it and lint passes.
        folder.write(
            "vision.tokens.json",
            #"{ "$extensions": { "dev.higtype": { "platforms": ["ios", "visionos"] } }, "more": { "$type": "typography", "note": { "$value": { "textStyle": "caption2" } } } }"#
        )
        let warned = try ToolProcess.higtype(["lint", "app.tokens.json", "vision.tokens.json"], in: folder.path)
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(warned.stderr.hasSuffix("higtype: linted 2 files, 2 tokens: 0 errors, 1 warning\n"), "\(warned.stderr)")
    }

    @Test func aBuildOfOneFileSaysOneFile() throws {
        let folder = TemporaryFolder()
        folder.write("app.tokens.json", Self.manifest)
        let result = try ToolProcess.higtype(
            ["build", "app.tokens.json", "--out", "out", "--format", "css"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("higtype: 1 token, 1 file (1 written, 0 unchanged) in "), "\(result.stderr)")
        let check = try ToolProcess.higtype(
            ["build", "app.tokens.json", "--out", "out", "--format", "css", "--check"], in: folder.path)
        #expect(check.stderr == "higtype: checked 1 output: all up to date\n")
    }

    @Test func templatesWriteSaysWhatItWrote() throws {
        let folder = TemporaryFolder()
        let result = try ToolProcess.higtype(["templates", "--write", "my templates"], in: folder.path)
        #expect(result.status == 0)
        let binary = try #require(ToolProcess.debugBinary)
        #expect(
            result.stderr
                == "higtype: wrote 3 templates to 'my templates'; build with them: \(binary) build MANIFEST --templates 'my templates'\n"
        )
        #expect(folder.listing().filter { $0.hasPrefix("my templates/") }.count == 3, "\(folder.listing())")
    }

    @Test func aStyleThePlatformLacksExitsOne() throws {
        let missing = try ToolProcess.higtype(["spec", "--platform", "tvos", "--style", "largeTitle"])
        #expect(missing.status == 1)
        #expect(missing.stdout == "tvOS has no Large Title text style.\n")
        let category = try ToolProcess.higtype(["spec", "--platform", "macos", "--size-category", "accessibility3"])
        #expect(category.status == 1)
        #expect(category.stdout == "macOS has no AX3 size category.\n", "\(category.stdout)")
        let found = try ToolProcess.higtype(["spec", "--platform", "ios", "--style", "body"])
        #expect(found.status == 0)
        // Without a platform, the platforms that have the style are printed.
        let some = try ToolProcess.higtype(["spec", "--style", "largeTitle"])
        #expect(some.status == 0)
    }

    @Test func initNamesTheCommandAsItWasStarted() throws {
        // On PATH, the name; by a path, the path, made absolute when the advice starts with a cd.
        #expect(ToolEnvironment(invokedAs: "higtype").command(from: "app") == "higtype")
        #expect(ToolEnvironment().command() == "higtype")
        let relative = ToolEnvironment(invokedAs: "../.build/release/higtype")
        #expect(relative.command(from: ".") == "../.build/release/higtype")
        let absolute = URL(fileURLWithPath: "../.build/release/higtype").standardizedFileURL.path
        #expect(relative.command(from: "app") == absolute)
        #expect(ToolEnvironment(invokedAs: "/opt/my tools/higtype").command() == "'/opt/my tools/higtype'")
        let folder = TemporaryFolder()
        let binary = try #require(ToolProcess.debugBinary)
        let result = try ToolProcess.higtype(["init", "app"], in: folder.path)
        #expect(result.status == 0)
        #expect(
            result.stdout.hasSuffix("next: cd app && \(binary) build tokens/app.tokens.json --out Generated\n"),
            "\(result.stdout)")
    }

    @Test func theCSSCarriesIPadOSValuesOverTheFirstTarget() throws {
        let folder = TemporaryFolder()
        folder.write(
            "app.tokens.json",
            """
            { "$extensions": { "dev.higtype": { "platforms": ["watchos", "ipados"] } },
              "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } } }
            """)
        let result = try ToolProcess.higtype(
            ["build", "app.tokens.json", "--out", "out", "--format", "css", "--quiet"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        let css = try #require(folder.read("out/typography.css"))
        // Body is 17 pt at Large on iPadOS (iOS's table), 16 pt at Large on watchOS (41 mm).
        #expect(css.contains("  --type-body-font-size: 17px;\n"), "\(css)")
    }

    @Test func theBinaryCarriesTheQuickStart() throws {
        let result = try ToolProcess.higtype(["docs", "readme"])
        #expect(result.status == 0)
        let readme = try String(contentsOfFile: PackageRoot.file("README.md"), encoding: .utf8)
        #expect(result.stdout == readme)
    }

    /// The advice a resolver without a default gives (`pass --context size=regular`) is advice
    /// `audit` can take: it reads a resolver's contexts as build does.
    @Test func auditTakesTheContextItsAdviceNames() throws {
        let folder = TemporaryFolder()
        folder.write(
            "size.resolver.json",
            """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": { "size": { "contexts": { "regular": [], "large": [{ "$ref": "large.tokens.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" }] }
            """)
        folder.write(
            "base.tokens.json",
            #"{ "$extensions": { "dev.higtype": { "platforms": ["ios"] } }, "type": { "$type": "typography", "row": { "$value": { "textStyle": "headline" } } } }"#
        )
        folder.write("large.tokens.json", #"{ "type": { "row": { "$value": { "textStyle": "title3" } } } }"#)
        folder.write("View.swift", "import SwiftUI\nlet a = Text(\"x\").font(.system(size: 20))\n")
        let asked = try ToolProcess.higtype(
            ["audit", "View.swift", "--manifest", "size.resolver.json"], in: folder.path)
        #expect(asked.status == 2)
        #expect(
            asked.stderr.hasPrefix(
                "higtype: error: modifier 'size' has no default, so its context must be chosen: pass --context size=regular"
            ), "\(asked.stderr)")
        let taken = try ToolProcess.higtype(
            ["audit", "View.swift", "--manifest", "size.resolver.json", "--context", "size=large"], in: folder.path)
        #expect(taken.status == 1)
        #expect(
            taken.stderr.hasPrefix(
                "View.swift:2:18: error: fixed font size 20 pt Regular does not follow Dynamic Type (the reader's text size); "
                    + "20 pt Regular is exactly Title 3 at Large on iOS; token 'type.row' has these values [fixed-size]\n"
            ),
            "\(taken.stderr)")
    }
}
