import Foundation
import HigTypeTestSupport
import Testing

/// A depfile is Make syntax, and the names in it come from the command line and from committed
/// documents (a resolver names its token files), so a name must never become syntax. Each name
/// that GNU Make can express is written so that the real `make` reads back exactly that file;
/// any other is refused before anything is written.
@Suite struct DepfileInjectionTests {
    /// Names Make can express, each a manifest on the command line; `export` comes first, where a
    /// directive's name would start a target-specific variable.
    static let expressible = [
        "export", "my tokens.json", "a#b.json", "a$b.json", "a$(shell touch PWNED).json", "a:b.json", "a|b.json",
        "a*b.json", "a?b.json", "a[b].json", "tab\there.json", "back\\slash.json", "back\\ space.json",
        "~tilde.json", "define", "x (copy).json", "(paren).json", "ünïcödé.json", "a!b@c^d{e}f,g+h'i\"j&k`l<m>n.json",
        "./-dash.json", ".hidden.json", "endef", "x\\#y.json",
    ]

    /// Names Make cannot express, and why.
    static let refused: [(name: String, why: String)] = [
        ("new\nline.json", "it holds a control character (U+A)"),
        ("cr\r.json", "it holds a control character (U+D)"),
        ("semi;touch PWNED", "Make reads ';' in a file name as syntax and has no escape for it"),
        ("SHELL=evil.sh", "Make reads '=' in a file name as syntax and has no escape for it"),
        ("per%cent.json", "Make reads '%' in a file name as syntax and has no escape for it"),
        ("trailing\\", "Make reads a backslash at the end of a name as syntax"),
        ("lib(member)", "Make reads 'name(member)' as a member of an archive"),
        (".IGNORE", "Make reads '.IGNORE' as a special target"),
        (".SECONDEXPANSION", "Make reads '.SECONDEXPANSION' as a special target"),
    ]

    /// A make started by `make test` would otherwise inherit its jobserver and flags.
    static func make(_ ws: Workspace, _ makePath: String, _ binary: String) throws -> ProcessResult {
        var environment = ProcessInfo.processInfo.environment
        for name in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES"] { environment[name] = nil }
        return try ToolProcess.run(makePath, ["HIGTYPE=\(binary)"], in: ws.folder.path, environment: environment)
    }

    /// make runs higtype once; then it has nothing to do, so it read every name back as an
    /// existing file; touching any one manifest makes it run again.
    @Test(.enabled(if: DepfileEndToEndTests.make.shouldRun, DepfileEndToEndTests.make.skipComment))
    func makeReadsEveryExpressibleNameBackAsItself() throws {
        let makePath = try DepfileEndToEndTests.make.require()
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let ws = try Workspace()
        for name in Self.expressible { ws.folder.write(name, ws.manifestText) }
        // The manifests reach the recipe through a file, one per line, never through Make's syntax.
        ws.folder.write("manifests.txt", Self.expressible.joined(separator: "\n") + "\n")
        ws.folder.write(
            "Makefile",
            """
            out/.stamp:
            \t@tr '\\n' '\\0' < manifests.txt | xargs -0 sh -c '"$$0" build "$$@" --out out --depfile out/t.d --depfile-target out/.stamp --quiet' "$(HIGTYPE)"
            \t@touch out/.stamp
            \t@echo built

            -include out/t.d

            """)
        let first = try Self.make(ws, makePath, binary)
        try #require(first.status == 0 && first.stdout == "built\n", "\(first.stdout)\(first.stderr)")
        let second = try Self.make(ws, makePath, binary)
        #expect(second.stdout == "make: 'out/.stamp' is up to date.\n", "\(second.stdout)\(second.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ws.folder.file("PWNED")))
        for name in Self.expressible {
            // Only this manifest is newer than the stamp.
            ws.age(Self.expressible + ["out/.stamp"])
            ws.folder.write(name, ws.manifestText)
            let touched = try Self.make(ws, makePath, binary)
            #expect(
                touched.stdout == "built\n", "touching '\(name)' did not rebuild: \(touched.stdout)\(touched.stderr)")
            let settled = try Self.make(ws, makePath, binary)
            #expect(settled.stdout == "make: 'out/.stamp' is up to date.\n", "\(name): \(settled.stdout)")
        }
        #expect(!FileManager.default.fileExists(atPath: ws.folder.file("PWNED")))
    }

    @Test(arguments: refused)
    func aNameMakeCannotExpressIsRefusedBeforeAnythingIsWritten(name: String, why: String) throws {
        let ws = try Workspace()
        ws.folder.write(name, ws.manifestText)
        let result = try ws.higtype("build", name, "--out", "out", "--depfile", "out/t.d")
        #expect(result.status == 1)
        let shown = name.replacingOccurrences(of: "\n", with: "\\u{A}").replacingOccurrences(of: "\r", with: "\\u{D}")
        #expect(
            result.stderr
                == "higtype: error: cannot name '\(shown)' in the depfile: \(why); rename the file, or build without "
                + "--depfile [depfile-name]\nhigtype: build failed: 1 error, 0 warnings; nothing was written\n",
            "\(result.stderr)")
        #expect(!ws.folder.listing().contains("out"), "a folder was created")
    }

    /// The review's injection: a resolver document, a committed file, names a token file whose name
    /// holds a newline and a recipe line. Written raw, the depfile gave the stamp that recipe,
    /// which the second make ran. Now the build is refused and neither make runs it.
    @Test(.enabled(if: DepfileEndToEndTests.make.shouldRun, DepfileEndToEndTests.make.skipComment))
    func aNameWithANewlineCannotInjectARule() throws {
        let makePath = try DepfileEndToEndTests.make.require()
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let ws = try Workspace()
        let evil = "evil\n\ttouch PWNED\n.tokens.json"
        ws.folder.write(
            "tokens/" + evil,
            #"{ "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } } }"#)
        ws.folder.write(
            "tokens/app.resolver.json",
            #"""
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "evil\n\ttouch PWNED\n.tokens.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }] }
            """#)
        ws.folder.write(
            "Makefile",
            """
            out/.stamp: tokens/app.resolver.json
            \t$(HIGTYPE) build tokens/app.resolver.json --out out --depfile out/t.d --depfile-target out/.stamp --quiet
            \t@touch out/.stamp

            -include out/t.d

            """)
        for _ in 0..<2 {
            let make = try Self.make(ws, makePath, binary)
            #expect(make.status != 0)
            #expect(make.stderr.contains("[depfile-name]"), "\(make.stderr)")
            ws.age(["tokens/app.resolver.json"])
        }
        #expect(!FileManager.default.fileExists(atPath: ws.folder.file("PWNED")), "the injected recipe ran")
        #expect(!FileManager.default.fileExists(atPath: ws.folder.file("out/t.d")))
    }
}
