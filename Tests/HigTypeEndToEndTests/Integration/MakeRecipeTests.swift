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

/// The Make recipe documented in docs/integration.md, run as written: the fragment is taken from
/// between its markers, so the docs cannot drift from what is tested. (The depfile's own text is
/// tested in DepfileEndToEndTests; this is about the recipe around it.)
@Suite struct MakeRecipeTests {
    /// The fenced block between `<!-- begin higtype.mk -->` and `<!-- end higtype.mk -->`.
    static func documentedFragment() throws -> String {
        let text = try String(contentsOfFile: PackageRoot.file("docs/integration.md"), encoding: .utf8)
        let begin = try #require(
            text.range(of: "<!-- begin higtype.mk -->\n```make\n"), "docs/integration.md lost its begin marker")
        let end = try #require(
            text.range(of: "```\n<!-- end higtype.mk -->", range: begin.upperBound..<text.endIndex),
            "docs/integration.md lost its end marker")
        return String(text[begin.upperBound..<end.lowerBound])
    }

    @Test func theDocumentedFragmentIsWhatInitWrites() throws {
        #expect(try Self.documentedFragment() == InitCommand.makefileFragment)
    }

    @Test func depfileTargetNamesTheStamp() throws {
        let ws = try Workspace()
        let result = try ws.higtype(
            "build", Workspace.manifest, "--out", "out", "--depfile", "out/t.d", "--depfile-target", "out/.stamp",
            "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(ws.folder.read("out/t.d") == "out/.stamp: tokens/example.tokens.json\n\ntokens/example.tokens.json:\n")
        let usage = try ws.higtype("build", Workspace.manifest, "--depfile-target", "x")
        #expect(usage.status == 2)
        #expect(
            usage.stderr.hasPrefix(
                "higtype: error: --depfile-target names the target in the depfile; give --depfile FILE too\n"))
    }

    /// make compiles once and then finds nothing to do; a touched manifest runs higtype again
    /// without touching outputs whose bytes did not change, after which make is quiet again (the
    /// point of the stamp); a custom template, known only through the depfile, also rebuilds.
    @Test(.enabled(if: DepfileEndToEndTests.make.shouldRun, DepfileEndToEndTests.make.skipComment))
    func documentedRecipeRebuildsOnlyWhenAnInputChanges() throws {
        let makePath = try DepfileEndToEndTests.make.require()
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let ws = try Workspace()
        let manifest = "tokens/app.tokens.json"
        let outputs = ["Generated/typography.css", "Generated/Typography.swift", "Generated/typography.json"]
        let stamp = "Generated/.higtype.stamp"
        ws.folder.write(manifest, ws.manifestText)
        ws.folder.write("tpl/typography.css.mustache", DepfileEndToEndTests.customCSS)
        ws.folder.write("Makefile", try Self.documentedFragment())

        // A make started by `make test` would otherwise inherit its jobserver and flags.
        var environment = ProcessInfo.processInfo.environment
        for name in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES"] { environment[name] = nil }
        let make = {
            try ToolProcess.run(
                makePath, ["HIGTYPE=\(binary)", "HIGTYPE_FLAGS=--templates tpl"], in: ws.folder.path,
                environment: environment)
        }
        let nothingToDo = "make: Nothing to be done for 'typography'.\n"

        let first = try make()
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains(binary), "the first make did not run higtype:\n\(first.stdout)")
        #expect(ws.contents(outputs).allSatisfy { $0 != nil })
        #expect(
            ws.folder.read("Generated/typography.d")
                == "\(stamp): \(manifest) \\\n  tpl/typography.css.mustache\n\n\(manifest):\n\ntpl/typography.css.mustache:\n"
        )

        let second = try make()
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == nothingToDo)

        // Touch the manifest: the stamp and outputs are aged so it is newer on any clock.
        ws.age(outputs + [stamp])
        ws.folder.write(manifest, ws.folder.read(manifest) ?? "")
        let third = try make()
        #expect(third.status == 0, "\(third.stderr)")
        #expect(third.stdout.contains(binary), "touching the manifest did not rebuild:\n\(third.stdout)")
        #expect(
            ws.mtimes(outputs) == outputs.map { _ in Date(timeIntervalSince1970: 1_000_000_000) },
            "unchanged outputs were touched")
        let fourth = try make()
        #expect(fourth.stdout == nothingToDo, "make did not settle after a rebuild that changed no output")

        // Only the depfile ties the stamp to the template.
        ws.age([manifest, stamp] + outputs)
        ws.folder.write("tpl/typography.css.mustache", "/* edited */\n" + DepfileEndToEndTests.customCSS)
        let fifth = try make()
        #expect(fifth.status == 0, "\(fifth.stderr)")
        #expect(
            fifth.stdout.contains(binary), "editing a template named in the depfile did not rebuild:\n\(fifth.stdout)")
        #expect(ws.folder.read("Generated/typography.css")?.hasPrefix("/* edited */") == true)
        #expect(try make().stdout == nothingToDo)
    }
}
