import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCompiler
@testable import HigTypeKit

/// `higtype audit` in-process: exit statuses, the summary line, both diagnostics formats,
/// `--manifest`, `--platform`, and which files a folder search reads.
@Suite("audit command") struct AuditCommandTests {
    static let headline = "import SwiftUI\nlet t = Text(\"x\").font(.system(size: 17, weight: .semibold))\n"

    private func audit(_ arguments: String...) -> ToolOutput {
        HigTypeTool.run(["audit"] + arguments)
    }

    @Test func findingsExitOneWithTheRuleIdAndASummary() {
        let folder = TemporaryFolder()
        folder.write("App/Title.swift", Self.headline)
        let output = audit(folder.file("App"))
        #expect(output.status == 1)
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "\(folder.file("App"))/Title.swift:2:18: error: fixed font size 17 pt Semibold does not follow Dynamic Type (the reader's text size); 17 pt Semibold is exactly Headline at Large on iOS [fixed-size]"
        )
        #expect(lines.contains("                     .font(.headline)"))
        #expect(
            lines.suffix(3) == [
                "higtype: note: display type that must stay fixed (onboarding, marketing) can be waived with a comment: higtype: allow fixed-size — <reason>",
                "higtype: audited 1 file (2 lines): 1 error, 0 warnings, 0 waived",
                "higtype: by kind: 1 fixed-size; by nearest style: 1 Headline",
            ])
    }

    @Test func cleanCodeExitsZero() {
        let folder = TemporaryFolder()
        folder.write("Body.swift", "let f = Font.body // .system(size: 17)\n")
        folder.write("site.css", "p { font-size: 1rem; } /* font-size: 12px */\n")
        let output = audit(folder.path)
        #expect(output.status == 0)
        #expect(output.stderr == "higtype: audited 2 files (2 lines): 0 errors, 0 warnings, 0 waived\n")
        #expect(audit(folder.path, "--quiet").stderr == "")
    }

    @Test func waiversAreCountedAndAReasonlessOneFails() {
        let folder = TemporaryFolder()
        folder.write(
            "Hero.swift",
            "// higtype: allow fixed-size — onboarding display type\nlet hero = Font.custom(\"Brand\", fixedSize: 48)\n"
        )
        let waived = audit(folder.file("Hero.swift"))
        #expect(waived.status == 0)
        #expect(waived.stderr == "higtype: audited 1 file (2 lines): 0 errors, 0 warnings, 1 waived\n")
        folder.write("Bare.css", "/* higtype: allow fixed-size */\nh1 { font-size: 48px }\n")
        let bare = audit(folder.file("Bare.css"))
        #expect(bare.status == 1)
        #expect(
            bare.stderr.contains(
                "Bare.css:1:4: error: a fixed-size waiver needs a reason after the marker; without one it waives nothing [waiver-reason]"
            ))
        #expect(bare.stderr.contains("Bare.css:2:6: error: fixed font size 48 pt Regular"))
    }

    @Test func usageErrorsExitTwo() {
        let folder = TemporaryFolder()
        folder.write("notes.txt", "Font.system(size: 12)")
        folder.write("a.swift", "")
        #expect(audit().status == 2)
        #expect(audit().stderr.hasPrefix("higtype: error: 'audit' needs at least one file or folder"))
        #expect(audit(folder.file("missing")).stderr.hasPrefix("higtype: error: no such file or folder"))
        #expect(audit(folder.file("missing")).status == 2)
        #expect(audit(folder.file("notes.txt")).status == 2)
        #expect(audit(folder.file("a.swift"), "--platform", "iso").status == 2)
        #expect(audit(folder.file("a.swift"), "--diagnostics-format", "xml").status == 2)
    }

    @Test func jsonDiagnostics() throws {
        let folder = TemporaryFolder()
        folder.write("T.swift", Self.headline)
        let output = audit(folder.file("T.swift"), "--diagnostics-format", "json")
        #expect(output.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        #expect(array[0]["id"] as? String == "fixed-size")
        #expect(array[0]["severity"] as? String == "error")
        #expect(array[0]["line"] as? Int == 2)
        #expect(array[0]["column"] as? Int == 18)
        #expect((array[0]["fixIt"] as? [String: Any])?["replacement"] as? String == ".font(.headline)")
        #expect(
            output.stderr
                == "higtype: audited 1 file (2 lines): 1 error, 0 warnings, 0 waived\n"
                + "higtype: by kind: 1 fixed-size; by nearest style: 1 Headline\n",
            "the summary stays on stderr; the waiver note is for text output only")
    }

    @Test func manifestNamesTheTokenWithTheseValues() {
        let folder = TemporaryFolder()
        folder.write("T.swift", Self.headline + "let u = UIFont.systemFont(ofSize: 17, weight: .semibold)\n")
        folder.write("s.css", "h2 { font-size: 17px; font-weight: 600 }\n")
        let output = audit(
            folder.file("T.swift"), folder.file("s.css"), "--manifest", PackageRoot.file("tokens/example.tokens.json"))
        #expect(output.status == 1)
        #expect(
            output.stderr.contains(
                "17 pt Semibold is exactly Headline at Large on iOS; token 'type.list.rowTitle' has these values [fixed-size]"
            ))
        #expect(output.stderr.contains("note: also with these values: 'type.button'"))
        #expect(output.stderr.contains("                     .typography(Typography.typeListRowTitle)\n"))
        #expect(output.stderr.contains("            Typography.typeListRowTitle.uiFont()\n"))
        #expect(output.stderr.contains("         font-size: var(--type-list-row-title-font-size)\n"))
    }

    @Test func brokenManifestIsReported() {
        let folder = TemporaryFolder()
        folder.write("bad.tokens.json", "{")
        folder.write("a.swift", "")
        let output = audit(folder.file("a.swift"), "--manifest", folder.file("bad.tokens.json"))
        #expect(output.status == 1)
        #expect(output.stderr.contains("[json-syntax]"))
    }

    @Test func platformChoosesTheTable() {
        let folder = TemporaryFolder()
        folder.write("w.swift", "let a = Font.system(size: 16)\n")
        #expect(
            audit(folder.file("w.swift"), "--platform", "watchos").stderr.contains(
                "16 pt Regular is exactly Body at Large on watchOS"))
        #expect(audit(folder.file("w.swift")).stderr.contains("16 pt Regular is exactly Callout at Large on iOS"))
        #expect(
            audit(folder.file("w.swift"), "--platform", "macos").stderr.contains(
                "the nearest macOS text style is Title 2 (17 pt Regular)"))
        #expect(
            audit(folder.file("w.swift"), "--platform", "visionos").stderr.contains(
                "(the HIG publishes no visionOS table, so iOS's is read)"))
    }

    @Test func folderSearchSkipsBuildProductsDependenciesAndHiddenFolders() {
        let folder = TemporaryFolder()
        let fixed = "let a = Font.system(size: 12)\n"
        for skipped in [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".hidden", "Sources/.git"] {
            folder.write("\(skipped)/Skip.swift", fixed)
        }
        folder.write("Sources/App/Kept.swift", fixed)
        folder.write("web/kept.css", "p { font-size: 12px }\n")
        folder.write("web/notes.md", "font-size: 12px")
        folder.write(".Hidden.swift", fixed)
        let output = audit(folder.path)
        #expect(output.stderr.contains("\(folder.path)/Sources/App/Kept.swift:1:9: error:"))
        #expect(output.stderr.contains("\(folder.path)/web/kept.css:1:5: error:"))
        #expect(!output.stderr.contains("Skip.swift"))
        #expect(!output.stderr.contains(".Hidden.swift"))
        #expect(
            output.stderr.hasSuffix(
                "higtype: audited 2 files (2 lines): 2 errors, 0 warnings, 0 waived\n"
                    + "higtype: by kind: 2 fixed-size; by nearest style: 2 Caption 1\n"))
    }

    /// higtype's own generated Swift and CSS scale every size, so they audit clean.
    @Test func generatedOutputsAuditClean() {
        let output = audit(PackageRoot.file("Tests/HigTypeEndToEndTests/Golden/example"))
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("audited 3 files"))
    }

    @Test func helpListsTheCommand() {
        #expect(HigTypeTool.run(["help"]).stdout.contains("audit PATH..."))
        let help = HigTypeTool.run(["help", "audit"]).stdout
        #expect(help.contains("--manifest FILE"))
        #expect(help.contains("--platform NAME"))
    }
}

/// The audit reports with the manifest rule's own id, so one waiver vocabulary and one
/// `docs/rules.md` entry cover both.
@Suite struct AuditRuleIdTests {
    @Test func sameIdAsTheManifestRule() throws {
        let result = Auditor().audit(Array("let a = Font.system(size: 17)".utf8), path: "a.swift", language: .swift)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == FixedSize().info.id)
        #expect(diagnostic.id.rawValue == "fixed-size")
    }
}
