import Foundation
import HigTypeTestSupport
import Testing

/// higtype never reads outside the project tree because a document says so. A resolver
/// document in a repository names, by absolute path, by `..` and through symlinks (to the file,
/// and to a folder on the way), a "secret" beside the repository: a passwd-like file that is not
/// JSON (whose first line a `json-syntax` error would quote) and a JSON file (which would build
/// into the outputs). Every reference is an `outside-project` error naming the reference, and
/// the secret's text appears nowhere: not on stdout or stderr, in text or JSON diagnostics, for
/// build, lint and preview, and nothing is written. A symlinked template is refused the same way.
@Suite struct ProjectTreeTests {
    static let secretText = "root:x:0:0:SECRET-7F3A-PASSWD"
    static let secretJSON = #"{ "leak": { "$type": "fontFamily", "$value": "SECRET-7F3A-JSON" } }"#
    static let secretMarker = "SECRET-7F3A"

    static let base = """
        { "$extensions": { "dev.higtype": { "platforms": ["ios"] } },
          "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } } }
        """

    /// `root/secret/{passwd,key.tokens.json}` and `root/repo` (a repository: it has `.git`) with
    /// `tokens/base.tokens.json`, a symlink `tokens/link.json` to the passwd file and a symlinked
    /// folder `tokens/elsewhere` to the secret folder.
    final class Layout {
        let root = TemporaryFolder()
        var repo: String { root.file("repo") }
        var secret: String { root.file("secret") }

        init() throws {
            root.write("secret/passwd", ProjectTreeTests.secretText + "\n")
            root.write("secret/key.tokens.json", ProjectTreeTests.secretJSON)
            root.write("repo/.git/HEAD", "ref: refs/heads/main\n")
            root.write("repo/tokens/base.tokens.json", ProjectTreeTests.base)
            let links = FileManager.default
            try links.createSymbolicLink(
                atPath: root.file("repo/tokens/link.json"), withDestinationPath: "../../secret/passwd")
            try links.createSymbolicLink(atPath: root.file("repo/tokens/elsewhere"), withDestinationPath: secret)
        }

        /// Writes `repo/tokens/app.resolver.json` whose one set lists `base.tokens.json`, then `reference`.
        func resolver(referring reference: String) {
            root.write(
                "repo/tokens/app.resolver.json",
                """
                {
                  "version": "2025.10",
                  "sets": { "all": { "sources": [{ "$ref": "base.tokens.json" }, { "$ref": "\(reference)" }] } },
                  "resolutionOrder": [{ "$ref": "#/sets/all" }]
                }
                """)
        }

        func higtype(_ arguments: [String]) throws -> ProcessResult {
            let result = try ToolProcess.higtype(arguments, in: repo, timeout: 60)
            #expect(!result.timedOut)
            return result
        }
    }

    /// Every way out of the tree a reference can take.
    static let escapes: [String] = [
        "SECRET/passwd", "SECRET/key.tokens.json",  // absolute (SECRET is replaced by the real path)
        "../../secret/passwd", "../../secret/key.tokens.json",  // `..`
        "link.json",  // a symlink to the file
        "elsewhere/key.tokens.json",  // through a symlinked folder
        "../../secret/missing.json",  // outside and missing: refused alike, so nothing tells whether it exists
    ]

    @Test(arguments: escapes)
    func aReferenceOutsideTheTreeIsRefusedUnread(_ escape: String) throws {
        let layout = try Layout()
        let reference = escape.replacingOccurrences(of: "SECRET", with: layout.secret)
        layout.resolver(referring: reference)
        for command in [
            ["build", "tokens/app.resolver.json", "--out", "out"],
            ["build", "tokens/app.resolver.json", "--out", "out", "--diagnostics-format", "json"],
            ["lint", "tokens/app.resolver.json"],
            ["lint", "tokens/app.resolver.json", "--diagnostics-format", "json"],
            ["preview", "tokens/app.resolver.json", "--out", "out/specimen.html"],
        ] {
            let result = try layout.higtype(command)
            let shown = "\(command.joined(separator: " ")):\n\(result.stdout)\(result.stderr)"
            #expect(result.status == 1, "\(shown)")
            #expect(!(result.stdout + result.stderr).contains(Self.secretMarker), "the secret leaked: \(shown)")
            #expect(!(result.stdout + result.stderr).contains("root:x"), "the secret leaked: \(shown)")
            if command.contains("json") {
                #expect(
                    result.stdout.contains(#""id" : "outside-project""#)
                        || result.stdout.contains(#""id": "outside-project""#), "\(shown)")
                #expect(result.stdout.contains("'\(reference)'"), "\(shown)")
            } else {
                let line = try #require(
                    result.stderr.split(separator: "\n").first { $0.hasSuffix("[outside-project]") }, "\(shown)")
                #expect(line.hasPrefix("tokens/app.resolver.json:3:76: error: "), "\(line)")
                #expect(line.contains("token file '\(reference)'"), "\(line)")
                #expect(line.contains("leads outside the project tree '"), "\(line)")
            }
            #expect(!FileManager.default.fileExists(atPath: layout.root.file("repo/out")), "something was written")
        }
    }

    @Test func theFullMessageNamesTheReferenceAndWhereItLeads() throws {
        let layout = try Layout()
        layout.resolver(referring: "link.json")
        let result = try layout.higtype(["lint", "tokens/app.resolver.json"])
        let repo = try #require(realpath(layout.repo, nil).map { String(cString: $0) })
        let secret = try #require(realpath(layout.secret, nil).map { String(cString: $0) })
        #expect(
            result.stderr.hasPrefix(
                """
                tokens/app.resolver.json:3:76: error: token file 'link.json' ('tokens/link.json') leads outside the project tree '\(repo)' (it resolves to '\(secret)/passwd'); a resolver document may only name files inside it, symlinks followed [outside-project]
                """), "\(result.stderr)")
    }

    @Test func dotDotIsFoldedBeforeAnySymlinkIsFollowed() throws {
        // `elsewhere/../..` would climb from the symlink's target; folded first, it names a file in the tree.
        let layout = try Layout()
        layout.resolver(referring: "elsewhere/../../secret/passwd")
        let result = try layout.higtype(["lint", "tokens/app.resolver.json"])
        #expect(result.status == 1)
        #expect(!result.stderr.contains(Self.secretMarker), "the secret leaked: \(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "tokens/app.resolver.json:3:76: error: cannot read token file 'elsewhere/../../secret/passwd' "
                    + "('secret/passwd'): no such file;"), "\(result.stderr)")
    }

    @Test func siblingsInTheRepositoryStayReachable() throws {
        // A monorepo: the resolver in packages/app refers to a shared folder two levels up.
        let layout = try Layout()
        layout.root.write(
            "repo/shared/fonts.tokens.json",
            #"{ "font": { "$type": "fontFamily", "serif": { "$value": ["New York"] } } }"#)
        layout.resolver(referring: "../shared/fonts.tokens.json")
        let result = try layout.higtype(["build", "tokens/app.resolver.json", "--out", "out", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: layout.root.file("repo/out/typography.css")))
    }

    @Test func withoutARepositoryTheTreeIsTheFirstInputsFolder() throws {
        let layout = try Layout()
        try FileManager.default.removeItem(atPath: layout.root.file("repo/.git"))
        layout.root.write(
            "repo/shared/fonts.tokens.json",
            #"{ "font": { "$type": "fontFamily", "serif": { "$value": ["New York"] } } }"#)
        layout.resolver(referring: "../shared/fonts.tokens.json")
        let result = try layout.higtype(["lint", "tokens/app.resolver.json"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("'../shared/fonts.tokens.json' ('shared/fonts.tokens.json') leads outside"),
            "\(result.stderr)")
    }

    @Test func allowPathWidensTheTree() throws {
        let layout = try Layout()
        layout.resolver(referring: "../../secret/key.tokens.json")
        let refused = try layout.higtype(["lint", "tokens/app.resolver.json", "--allow-path", "../elsewhere"])
        #expect(refused.status == 2)
        #expect(
            refused.stderr.hasPrefix("higtype: error: --allow-path takes a folder, and '../elsewhere' does not exist\n")
        )
        // The allowed folder's file is read and built: its token is in the CSS.
        layout.root.write("secret/caption.tokens.json", Self.caption)
        layout.resolver(referring: "../../secret/caption.tokens.json")
        let allowed = try layout.higtype([
            "build", "tokens/app.resolver.json", "--allow-path", "../secret", "--out", "out", "--quiet",
        ])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        let css = layout.root.read("repo/out/typography.css") ?? ""
        #expect(css.contains("--type-caption-font-size: 12px;"), "\(css)")
    }

    /// A typography token for a file outside the tree: iOS Caption 1 is 12 pt at Large.
    static let caption = #"{ "type": { "$type": "typography", "caption": { "$value": { "textStyle": "caption1" } } } }"#

    /// `--allow-path X` widens the tree by X alone: a reference outside both the tree and X is
    /// still refused, and never opened. The refused file is one the run may not read (mode 000,
    /// and as root the run is nobody's: `Unprivileged`), so had higtype tried to read it, the
    /// error would be a permission error, not `outside-project`.
    @Test(.enabled(if: Unprivileged.input.shouldRun, Unprivileged.input.skipComment))
    func allowPathLetsInItsFolderAloneAndARefusedFileIsNeverOpened() throws {
        let layout = try Layout()
        layout.root.write("allowed/caption.tokens.json", Self.caption)
        layout.root.write(
            "repo/tokens/app.resolver.json",
            """
            {
              "version": "2025.10",
              "sets": { "all": { "sources": [{ "$ref": "base.tokens.json" }, { "$ref": "../../allowed/caption.tokens.json" }, { "$ref": "../../secret/key.tokens.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/all" }]
            }
            """)
        Unprivileged.hand(layout.root.path)
        chmod(layout.root.file("secret/key.tokens.json"), 0)
        defer { chmod(layout.root.file("secret/key.tokens.json"), 0o644) }
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let (executable, arguments) = try Unprivileged.command(
            binary, ["lint", "tokens/app.resolver.json", "--allow-path", "../allowed"])
        let refused = try ToolProcess.run(executable, arguments, in: layout.repo)
        #expect(refused.status == 1, "\(refused.stderr)")
        let errors = refused.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(refused.stderr)")
        #expect(
            errors.first?.hasPrefix(
                "tokens/app.resolver.json:3:125: error: token file '../../secret/key.tokens.json' (")
                == true, "\(refused.stderr)")
        #expect(errors.first?.contains(") leads outside the project tree '") == true, "\(refused.stderr)")
        #expect(errors.first?.hasSuffix("[outside-project]") == true, "\(refused.stderr)")
        #expect(!refused.stderr.contains("ermission"), "the refused file was opened: \(refused.stderr)")
        #expect(!refused.stderr.contains(Self.secretMarker), "the secret leaked: \(refused.stderr)")
        // The control: the same run as the same user does open a file of mode 000 it is asked for
        // directly, and says so, so the refusal above is not a read that failed quietly.
        let (openExecutable, openArguments) = try Unprivileged.command(binary, ["lint", "../secret/key.tokens.json"])
        let opened = try ToolProcess.run(openExecutable, openArguments, in: layout.repo)
        #expect(opened.status == 1)
        #expect(opened.stderr.contains("ermission denied"), "\(opened.stderr)")
    }

    /// A committed `higtype.json` is a document too: its token files, resolver and `out` folder
    /// lead inside the tree, or `build --config` refuses it before reading or writing anything.
    static let configEscapes: [(json: String, what: String, column: Int)] = [
        (#"{"manifests": ["tokens/base.tokens.json"], "out": "../outside"}"#, "output folder '../outside'", 51),
        (#"{"manifests": ["tokens/base.tokens.json"], "out": "SECRET/gen"}"#, "output folder 'SECRET/gen'", 51),
        (
            #"{"manifests": ["tokens/base.tokens.json"], "out": "tokens/elsewhere/gen"}"#,
            "output folder 'tokens/elsewhere/gen'", 51
        ),
        (#"{"manifests": ["../secret/key.tokens.json"]}"#, "token file '../secret/key.tokens.json'", 16),
        (#"{"manifests": ["tokens/link.json"]}"#, "token file 'tokens/link.json'", 16),
        (#"{"resolver": "SECRET/passwd"}"#, "resolver document 'SECRET/passwd'", 14),
    ]

    @Test(arguments: configEscapes.indices)
    func aConfigNamingAPathOutsideTheTreeIsRefused(_ index: Int) throws {
        let layout = try Layout()
        let escape = Self.configEscapes[index]
        let secret = try #require(realpath(layout.secret, nil).map { String(cString: $0) })
        layout.root.write("repo/higtype.json", escape.json.replacingOccurrences(of: "SECRET", with: secret))
        let what = escape.what.replacingOccurrences(of: "SECRET", with: secret)
        for command in [["build", "--config", "higtype.json"], ["lint", "--config", "higtype.json"]] {
            let result = try layout.higtype(command)
            let shown = result.stdout + result.stderr
            #expect(result.status == 1, "\(shown)")
            #expect(!shown.contains(Self.secretMarker), "the secret leaked: \(shown)")
            #expect(
                result.stderr.hasPrefix(
                    "higtype.json:1:\(escape.column): error: \(what) leads outside the project tree '"),
                "\(shown)")
            #expect(
                result.stderr.split(separator: "\n")[0].hasSuffix("symlinks followed [outside-project]"), "\(shown)")
        }
        #expect(!FileManager.default.fileExists(atPath: layout.root.file("outside")), "something was written")
        #expect(!FileManager.default.fileExists(atPath: layout.root.file("secret/gen")), "something was written")
        #expect(!FileManager.default.fileExists(atPath: layout.root.file("repo/Generated")), "something was written")
    }

    @Test func aConfigsOutsideFolderIsWrittenWhenAllowed() throws {
        let layout = try Layout()
        layout.root.write("repo/higtype.json", #"{"manifests": ["tokens/base.tokens.json"], "out": "../outside"}"#)
        layout.root.write("outside/.keep", "")
        let allowed = try layout.higtype(["build", "--config", "higtype.json", "--allow-path", "../outside", "--quiet"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(FileManager.default.fileExists(atPath: layout.root.file("outside/typography.css")))
        #expect(!FileManager.default.fileExists(atPath: layout.root.file("repo/Generated")))
        // --out on the command line is the user's own choice, taken as given, and replaces the
        // config's `out`: the config's folder is left alone, and the given one, outside the tree, written.
        layout.root.write("repo/higtype.json", #"{"manifests": ["tokens/base.tokens.json"], "out": "Generated"}"#)
        let given = try layout.higtype(["build", "--config", "higtype.json", "--out", "../given", "--quiet"])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(FileManager.default.fileExists(atPath: layout.root.file("given/typography.css")))
        #expect(
            !FileManager.default.fileExists(atPath: layout.root.file("repo/Generated")), "the config's out was written")
        // Without --out, that config writes its own folder: the test above would have seen it.
        let own = try layout.higtype(["build", "--config", "higtype.json", "--quiet"])
        #expect(own.status == 0, "\(own.stderr)")
        #expect(FileManager.default.fileExists(atPath: layout.root.file("repo/Generated/typography.css")))
    }

    @Test func aTemplateSymlinkedOutOfTheTemplatesFolderIsRefused() throws {
        let layout = try Layout()
        let links = FileManager.default
        layout.root.write("repo/templates/a.mustache", "inside\n")
        try links.createSymbolicLink(
            atPath: layout.root.file("repo/templates/typography.css.mustache"),
            withDestinationPath: "../../secret/passwd")
        for format in ["text", "json"] {
            let result = try layout.higtype(
                [
                    "build", "tokens/base.tokens.json", "--templates", "templates", "--out", "out",
                    "--diagnostics-format", format,
                ])
            let shown = result.stdout + result.stderr
            #expect(result.status == 1, "\(shown)")
            #expect(!shown.contains(Self.secretMarker), "the secret leaked: \(shown)")
            #expect(shown.contains("template 'templates/typography.css.mustache' leads to '"), "\(shown)")
            #expect(shown.contains("outside-project"), "\(shown)")
            #expect(!FileManager.default.fileExists(atPath: layout.root.file("repo/out")), "something was written")
        }
        // A symlink to a template inside the folder is read; --allow-path lets the secret folder in.
        try links.removeItem(atPath: layout.root.file("repo/templates/typography.css.mustache"))
        try links.createSymbolicLink(
            atPath: layout.root.file("repo/templates/typography.css.mustache"), withDestinationPath: "a.mustache")
        let inside = try layout.higtype([
            "build", "tokens/base.tokens.json", "--templates", "templates", "--out", "out", "--quiet",
        ])
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(layout.root.read("repo/out/typography.css") == "inside\n")
    }
}
