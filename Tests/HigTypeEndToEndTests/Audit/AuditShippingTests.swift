import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeKit

/// What an audit leaves out as code that does not ship, decided from the project's own files
/// (test targets, tools, build output, `.gitignore`) and from each file's text (tests,
/// generated code, previews, `#if DEBUG`); the summary line that counts it; and `--include`
/// and the config's `audit.include`, which bring it back.
@Suite("audit: code that does not ship") struct AuditShippingTests {
    static let fixed = "import SwiftUI\nlet title = Font.system(size: 17)\n"

    private func audit(_ arguments: String...) -> ToolOutput {
        HigTypeTool.run(["audit"] + arguments)
    }

    /// A package with an app target, a test target, a command-line tool that imports no UI
    /// framework, one that does, build output and an ignored folder.
    private func package() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write(
            "Package.swift",
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "App"),
                    .executableTarget(name: "Tool", dependencies: ["App"]),
                    .executableTarget(name: "Viewer", path: "Apps/Viewer"),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                    .testTarget(name: "Snapshots", path: "Checks/Snapshots"),
                ]
            )

            """)
        folder.write("Sources/App/Title.swift", Self.fixed)
        folder.write("Sources/Tool/main.swift", "import Foundation\nlet f = NSFont.systemFont(ofSize: 13)\n")
        folder.write("Sources/Tool/Render.swift", "let g = UIFont.systemFont(ofSize: 12)\n")
        folder.write("Apps/Viewer/Viewer.swift", Self.fixed)
        folder.write("Tests/AppTests/Helper.swift", Self.fixed)
        folder.write("Checks/Snapshots/Shot.swift", Self.fixed)
        folder.write("web/dist/site.css", "p { font-size: 13px }\n")
        folder.write("web/build/site.css", "p { font-size: 13px }\n")
        folder.write("web/assets/built/screen.css", "p { font-size: 13px }\n")
        folder.write("web/assets/src/screen.css", "p { font-size: 13px }\n")
        folder.write("Logs/x.swift", Self.fixed)
        folder.write(".gitignore", "# output\n/web/assets/built/\nLogs/\n!Logs/keep.swift\n*.log\n")
        return folder
    }

    /// Package.swift is audited (4 files, 12 of its 17 lines), as any Swift file.
    @Test func leavesOutWhatDoesNotShipAndCountsIt() {
        let folder = package()
        let output = audit(folder.path)
        #expect(output.status == 1)
        let reported = output.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            String($0.prefix { $0 != ":" }).replacingOccurrences(of: folder.path + "/", with: "")
        }
        #expect(reported == ["Apps/Viewer/Viewer.swift", "Sources/App/Title.swift", "web/assets/src/screen.css"])
        #expect(
            output.stderr.hasSuffix(
                """
                higtype: audited 4 files (17 lines): 3 errors, 0 warnings, 0 waived
                higtype: not audited, as code that does not ship: 2 test files, 4 build-output files, 2 files of command-line tools; --include tests,build,tools audits them
                higtype: by kind: 3 fixed-size; by nearest style: 2 Body, 1 Footnote

                """))
    }

    /// Git drops a `.gitignore` line's trailing spaces, not its leading ones: ` Views/` names a
    /// folder " Views", so the app's own `Views` is audited.
    @Test func aLeadingSpaceInAGitignoreLineIsPartOfTheName() {
        let folder = TemporaryFolder()
        folder.write("Views/Row.swift", Self.fixed)
        folder.write("Logs/x.swift", Self.fixed)
        folder.write(".gitignore", " Views/\nLogs/   \n")
        let output = audit(folder.path)
        let reported = output.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            String($0.prefix { $0 != ":" }).replacingOccurrences(of: folder.path + "/", with: "")
        }
        #expect(reported == ["Views/Row.swift"])
    }

    @Test func includeBringsKindsBack() {
        let folder = package()
        let tests = audit(folder.path, "--include", "tests")
        #expect(tests.stderr.contains("higtype: audited 6 files (21 lines): 5 errors, 0 warnings, 0 waived\n"))
        #expect(tests.stderr.contains("Tests/AppTests/Helper.swift:2:13: error:"))
        let all = audit(folder.path, "--include", "build,tools", "--include", "tests")
        #expect(all.stderr.contains("higtype: audited 12 files"))
        #expect(!all.stderr.contains("not audited"))
        #expect(audit(folder.path, "--include", "all").stderr.contains("higtype: audited 12 files"))
        let bad = audit(folder.path, "--include", "test")
        #expect(bad.status == 2)
        #expect(
            bad.stderr.hasPrefix(
                "higtype: error: unknown kind 'test' for --include; it takes tests, previews, debug, generated, build, tools, all (did you mean 'tests'?)"
            ))
    }

    @Test func configIncludes() {
        let folder = package()
        folder.write("higtype.json", #"{"audit": {"include": ["tools"]}}"#)
        let output = audit(folder.path)
        #expect(output.stderr.contains("Sources/Tool/main.swift:2:9: warning:"))
        #expect(output.stderr.contains("2 test files, 4 build-output files; --include tests,build audits them"))
        folder.write("higtype.json", #"{"audit": {"include": ["tool"]}}"#)
        let bad = audit(folder.path)
        #expect(bad.status == 1)
        #expect(
            bad.stderr.contains(
                "higtype.json:1:24: error: an include is one of tests, previews, debug, generated, build, tools [config-file]"
            ))
    }

    @Test func xcodeTestAndToolTargets() {
        let folder = TemporaryFolder()
        folder.write(
            "App/App.xcodeproj/project.pbxproj",
            """
            		A1 /* App */ = {
            			isa = PBXNativeTarget;
            			name = App;
            			productType = "com.apple.product-type.application";
            		};
            		A2 /* AppUITests */ = {
            			isa = PBXNativeTarget;
            			name = AppUITests;
            			productType = "com.apple.product-type.bundle.ui-testing";
            		};
            		A3 /* gen */ = {
            			isa = PBXNativeTarget;
            			name = gen;
            			productType = "com.apple.product-type.tool";
            		};

            """)
        folder.write("App/App/Title.swift", Self.fixed)
        folder.write("App/AppUITests/Flow.swift", Self.fixed)
        folder.write("App/gen/main.swift", "import Foundation\nlet f = UIFont.systemFont(ofSize: 13)\n")
        let output = audit(folder.path)
        #expect(
            output.stderr.contains(
                "higtype: not audited, as code that does not ship: 1 test file, 1 file of command-line tools; --include tests,tools audits them\n"
            ))
        #expect(output.stderr.contains("higtype: audited 1 file (2 lines): 1 error, 0 warnings, 0 waived\n"))
    }

    @Test func fileTextDecidesTestsGeneratedPreviewsAndDebug() {
        let folder = TemporaryFolder()
        folder.write("T.swift", "import XCTest\n" + Self.fixed)
        folder.write(
            "G.swift", "// Generated using Sourcery 2.1 — https://github.com/krzysztofzablocki/Sourcery\n" + Self.fixed)
        folder.write(
            "V.swift",
            Self.fixed
                + "#Preview { Text(\"a\").font(.system(size: 12)) }\n#if DEBUG\nlet d = Font.system(size: 11)\n#endif\n"
        )
        let output = audit(folder.path)
        #expect(
            output.stderr.contains(
                "higtype: not audited, as code that does not ship: 1 test file, 1 finding in previews, 1 finding in debug code, 1 generated file; --include tests,previews,debug,generated audits them\n"
            ))
        #expect(output.stderr.contains("higtype: audited 1 file (6 lines): 1 error, 0 warnings, 0 waived\n"))
    }
}
