import Foundation
import HigTypeTestSupport
import Testing

/// `--depfile`: its exact text, custom templates as prerequisites, and a real `make` using it.
@Suite struct DepfileEndToEndTests {
    static let customCSS = "/* custom */\n{{#tokens}}.{{{cssName}}} {}\n{{/tokens}}"

    @Test func namesOutputsAndManifest() throws {
        let ws = try Workspace()
        let result = try ws.higtype(
            "build", Workspace.manifest, "--out", "out", "--depfile", "out/typography.d", "--quiet")
        #expect(result.status == 0)
        #expect(
            ws.folder.read("out/typography.d") == """
                out/typography.css out/Typography.swift out/typography.json: tokens/example.tokens.json

                tokens/example.tokens.json:

                """)
    }

    @Test func customTemplateIsAPrerequisite() throws {
        let ws = try Workspace()
        ws.folder.write("tpl/typography.css.mustache", Self.customCSS)
        let result = try ws.higtype(
            "build", Workspace.manifest, "--out", "out", "--templates", "tpl", "--depfile", "out/typography.d",
            "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            ws.folder.read("out/typography.d") == """
                out/typography.css out/Typography.swift out/typography.json: tokens/example.tokens.json \\
                  tpl/typography.css.mustache

                tokens/example.tokens.json:

                tpl/typography.css.mustache:

                """)
        #expect(ws.folder.read("out/typography.css")?.hasPrefix("/* custom */\n.type-screen-title {}\n") == true)
    }

    /// make, which this test and MakeRecipeTests run; with CI=true a missing one fails them.
    static let make = RequiredInput.tool(
        "make", hint: "install it (apt-get install make)", tests: "make integration tests")

    /// make runs higtype once, then finds everything up to date; editing the custom template
    /// named only in the depfile makes it run again.
    @Test(.enabled(if: make.shouldRun, make.skipComment))
    func makeRebuildsOnlyWhenAPrerequisiteChanges() throws {
        let makePath = try Self.make.require()
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let ws = try Workspace()
        ws.folder.write("tpl/typography.css.mustache", Self.customCSS)
        ws.folder.write(
            "Makefile",
            """
            all: out/typography.css

            out/typography.css: tokens/example.tokens.json
            \t$(HIGTYPE) build tokens/example.tokens.json --out out --templates tpl --depfile out/typography.d --quiet

            -include out/typography.d

            """)
        // A make started by `make test` would otherwise inherit its jobserver and flags.
        var environment = ProcessInfo.processInfo.environment
        for name in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES"] { environment[name] = nil }
        let make = {
            try ToolProcess.run(makePath, ["HIGTYPE=\(binary)"], in: ws.folder.path, environment: environment)
        }

        let first = try make()
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains(binary), "the first make did not run higtype:\n\(first.stdout)")
        #expect(ws.folder.read("out/typography.d") != nil)

        let second = try make()
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == "make: Nothing to be done for 'all'.\n")

        // Only the depfile ties out/typography.css to the template. The manifest and the output are
        // aged to the same past time, so the template is the one newer prerequisite on any clock.
        ws.folder.write("tpl/typography.css.mustache", "/* edited */\n" + Self.customCSS)
        ws.age([Workspace.manifest, "out/typography.css"])
        let third = try make()
        #expect(third.status == 0, "\(third.stderr)")
        #expect(
            third.stdout.contains(binary), "editing a template named in the depfile did not rebuild:\n\(third.stdout)")
        #expect(ws.folder.read("out/typography.css")?.hasPrefix("/* edited */") == true)
    }
}
