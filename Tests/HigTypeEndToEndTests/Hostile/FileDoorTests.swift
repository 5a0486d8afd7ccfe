import Foundation
import HigTypeTestSupport
import Testing

/// One door to the file system (issue 36): what a pull request commits cannot make higtype read
/// through a symlink out of the repository, write through one, or write over anything but a
/// regular file, and no committed file name becomes an option. Each case failed on 1b2ca3c.
///
/// The layout: `root/secret/` beside `root/repo/` (a repository), holding a passwd-like line and
/// a token file whose family is a marker; the repository commits symlinks into it.
@Suite struct FileDoorTests {
    static let marker = "SECRET-36D0"
    static let manifest = """
        { "$extensions": { "dev.higtype": { "platforms": ["ios"] } },
          "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } } }
        """

    final class Layout {
        let root = TemporaryFolder()
        var repo: String { root.file("repo") }

        init() throws {
            root.write("secret/passwd", "root:x:0:0:\(FileDoorTests.marker)\n")
            root.write(
                "secret/key.tokens.json",
                #"{ "leak": { "$type": "fontFamily", "$value": "\#(FileDoorTests.marker)" } }"#)
            root.write("secret/style.css", "/* \(FileDoorTests.marker) */\n.a { font-size: 13px; }\n")
            root.write("repo/.git/HEAD", "ref: refs/heads/main\n")
            root.write("repo/tokens/app.tokens.json", FileDoorTests.manifest)
        }

        /// A committed symlink `name` in the repository to `target` in the secret folder.
        func link(_ name: String, to target: String) throws {
            let path = root.file("repo/" + name)
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: root.file("secret/" + target))
        }

        func higtype(_ arguments: [String]) throws -> ProcessResult {
            let result = try ToolProcess.higtype(arguments, in: repo, timeout: 60)
            #expect(!result.timedOut)
            #expect(!(result.stdout + result.stderr).contains(FileDoorTests.marker), "\(arguments): the secret leaked")
            return result
        }
    }

    static let refusal =
        "it lies in the project tree, but a symbolic link leads it outside, and higtype does not follow a "
        + "committed link out of the tree [outside-project]"

    /// A manifest named on the command line that is a committed symlink out of the tree.
    @Test func aManifestThatLeadsOutThroughALinkIsRefused() throws {
        let layout = try Layout()
        try layout.link("tokens/key.tokens.json", to: "key.tokens.json")
        for command in [["build", "--out", "out"], ["lint"], ["preview", "--out", "out/p.html"]] {
            let result = try layout.higtype(command + ["tokens/app.tokens.json", "tokens/key.tokens.json"])
            #expect(result.status == 1, "\(command)")
            #expect(
                result.stderr.contains(
                    "higtype: error: cannot read manifest 'tokens/key.tokens.json': \(Self.refusal)"),
                "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: layout.root.file("repo/out")))
        }
        // Through a committed folder link too: the tree is the repository, not where the folder leads.
        try layout.link("shared", to: "")
        let result = try layout.higtype(["lint", "shared/key.tokens.json"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot read manifest 'shared/key.tokens.json': \(Self.refusal)"))
    }

    /// A path the user typed that lies outside the tree is the user's choice, and is read.
    @Test func aPathTypedOutsideTheTreeIsRead() throws {
        let layout = try Layout()
        let outside = layout.root.file("secret/key.tokens.json")
        let result = try ToolProcess.higtype(["lint", "tokens/app.tokens.json", outside], in: layout.repo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("outside-project"))
    }

    /// `--baseline` and `--manifest`, and the files the audit's walk reaches through a file symlink.
    @Test func theAuditReadsNothingThroughALinkOutOfTheTree() throws {
        let layout = try Layout()
        layout.root.write("repo/Sources/a.css", ".b { font-size: 15px; }\n")
        try layout.link("Sources/stolen.css", to: "style.css")
        try layout.link("baseline.json", to: "passwd")
        try layout.link("tokens/key.tokens.json", to: "key.tokens.json")

        let walked = try layout.higtype(["audit", "Sources"])
        #expect(walked.status == 1)
        #expect(walked.stderr.contains("higtype: error: cannot read 'Sources/stolen.css': \(Self.refusal)"))

        let baseline = try layout.higtype(["audit", "Sources/a.css", "--baseline", "baseline.json"])
        #expect(baseline.status == 1)
        #expect(baseline.stderr.contains("higtype: error: cannot read the baseline 'baseline.json': \(Self.refusal)"))

        let manifest = try layout.higtype(["audit", "Sources/a.css", "--manifest", "tokens/key.tokens.json"])
        #expect(manifest.status == 1)
        #expect(manifest.stderr.contains("cannot read manifest 'tokens/key.tokens.json': \(Self.refusal)"))
    }

    /// A committed `higtype.json` that is a symlink: to a file outside, or to a file with no end
    /// (`/proc/self/pagemap` ate all memory in `audit .`). The audit finds it, and refuses it.
    @Test(arguments: ["outside", "/dev/zero", "/proc/self/pagemap"])
    func aFoundConfigThatLeadsOutIsRefused(target: String) throws {
        let layout = try Layout()
        layout.root.write("repo/a.css", ".b { font-size: 15px; }\n")
        let destination = target == "outside" ? layout.root.file("secret/passwd") : target
        guard FileManager.default.fileExists(atPath: destination) else { return }
        try FileManager.default.createSymbolicLink(
            atPath: layout.root.file("repo/higtype.json"), withDestinationPath: destination)
        let result = try layout.higtype(["audit", "."])
        #expect(result.status == 1)
        #expect(result.stderr.contains("higtype: error: cannot read config './higtype.json': \(Self.refusal)"))
    }

    /// `--config` named by the user is read with a bound: a link to a file without end is refused
    /// by size, not read to exhaustion.
    @Test func aConfigHasABound() throws {
        let layout = try Layout()
        let big = String(repeating: " ", count: (1 << 20) + 1) + "{}"
        layout.root.write("repo/higtype.json", big)
        let result = try layout.higtype(["build", "--config", "higtype.json"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "higtype: error: cannot read config 'higtype.json': it is 1048579 bytes, more than the limit of "
                    + "1048576 bytes [io-error]"), "\(result.stderr)")
    }

    /// `lint --fix` and `audit --fix` never write through a committed symlink: the file outside
    /// keeps its bytes.
    @Test func aFixIsNeverWrittenThroughALink() throws {
        let layout = try Layout()
        layout.root.write("secret/victim.tokens.json", #"{ "t": { "$type": "fontWeight", "$value": "semibold" } }"#)
        try layout.link("tokens/victim.tokens.json", to: "victim.tokens.json")
        let lint = try ToolProcess.higtype(["lint", "--fix", "tokens/victim.tokens.json"], in: layout.repo)
        #expect(lint.status == 1)
        #expect(lint.stderr.contains("cannot read manifest 'tokens/victim.tokens.json'"))
        #expect(layout.root.read("secret/victim.tokens.json")?.contains("semibold") == true)

        // Inside the tree, a link to a file in the tree is not written through either.
        layout.root.write("repo/tokens/real.tokens.json", #"{ "t": { "$type": "fontWeight", "$value": "semibold" } }"#)
        try FileManager.default.createSymbolicLink(
            atPath: layout.root.file("repo/tokens/alias.tokens.json"), withDestinationPath: "real.tokens.json")
        let inside = try ToolProcess.higtype(["lint", "--fix", "tokens/alias.tokens.json"], in: layout.repo)
        #expect(inside.status == 1)
        #expect(
            inside.stderr.contains(
                "higtype: error: 'tokens/alias.tokens.json' is a symbolic link, and higtype writes no fix through a "
                    + "link; its fixes were not written: fix the file it leads to by its own path [write-failed]"),
            "\(inside.stderr)")
        #expect(layout.root.read("repo/tokens/real.tokens.json")?.contains("semibold") == true)
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(
                atPath: layout.root.file("repo/tokens/alias.tokens.json")))
                == "real.tokens.json")

        layout.root.write("secret/victim.swift", "let f = Font.system(size: 17)\n")
        try layout.link("Sources/victim.swift", to: "victim.swift")
        let audit = try ToolProcess.higtype(["audit", "--fix", "Sources"], in: layout.repo)
        #expect(audit.status == 1)
        #expect(layout.root.read("secret/victim.swift") == "let f = Font.system(size: 17)\n")
    }

    /// A fix of files in two repositories, run from the folder above them: the files outside the
    /// first one's tree are committed folder by folder, so the journal of a fix killed mid-commit
    /// is in a repository's folder, never in the common parent (before: `/` or the home folder).
    /// The next fix recovers it and finishes.
    @Test func aFixJournalNeverLandsAboveTheTree() throws {
        let root = TemporaryFolder()
        var files: [String] = []
        for (index, repo) in ["one", "two"].enumerated() {
            root.write("\(repo)/.git/HEAD", "ref: refs/heads/main\n")
            for name in ["a", "b"] {
                let token = "t\(index)\(name)"
                root.write(
                    "\(repo)/\(name).tokens.json", #"{ "\#(token)": { "$type": "fontWeight", "$value": "semibold" } }"#)
                files.append("\(repo)/\(name).tokens.json")
            }
        }
        let killed = try ToolProcess.higtype(
            ["lint", "--fix"] + files, in: root.path, adding: ["HIGTYPE_TEST_KILL_AT": "journal"])
        #expect(killed.status == SIGKILL, "\(killed.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["one", "two"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.file("one")).contains {
                $0.hasPrefix(".higtype-commit-")
            })
        let again = try ToolProcess.higtype(["lint", "--fix"] + files, in: root.path)
        #expect(again.status == 0, "\(again.stderr)")
        for file in files {
            #expect(root.read(file)?.contains("\"semi-bold\"") == true, "\(file)")
        }
        for repo in ["", "one", "two"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: repo.isEmpty ? root.path : root.file(repo))
            #expect(!names.contains { $0.hasPrefix(".higtype-") }, "\(repo): \(names)")
        }
    }

    /// A FIFO (and, as root, a character device) at an output path is an error; nothing is
    /// renamed over it. Before, `--depfile /dev/null` replaced the device with a regular file.
    @Test(arguments: ["depfile", "preview", "adopt", "baseline"])
    func aSpecialFileAtAnOutputPathIsNeverReplaced(output: String) throws {
        let layout = try Layout()
        layout.root.write("repo/a.css", ".b { font-size: 15px; }\n")
        // A token adopt can name a style for, so it goes on to write its adapter.
        layout.root.write(
            "repo/tokens/raw.tokens.json",
            #"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 600, "lineHeight": 1.3, "letterSpacing": { "value": 0, "unit": "px" } } } }"#
        )
        var specials = ["pipe"]
        #expect(mkfifo(layout.root.file("repo/pipe"), 0o644) == 0)
        if getuid() == 0, mknod(layout.root.file("repo/null"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 {
            specials.append("null")
        }
        for special in specials {
            let arguments: [String] =
                switch output {
                case "depfile": ["build", "tokens/app.tokens.json", "--out", "out", "--depfile", special]
                case "preview": ["preview", "tokens/app.tokens.json", "--out", special]
                case "adopt": ["adopt", "tokens/raw.tokens.json", "--out", special]
                default: ["audit", "a.css", "--write-baseline", special]
                }
            let result = try layout.higtype(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            let kind = special == "pipe" ? "a FIFO (named pipe)" : "a character device"
            #expect(
                result.stderr.contains(
                    "cannot write '\(special)': it is \(kind), not a regular file, and higtype writes nothing over it"),
                "\(arguments): \(result.stderr)")
            var info = stat()
            #expect(lstat(layout.root.file("repo/" + special), &info) == 0)
            #expect((info.st_mode & S_IFMT) == (special == "pipe" ? S_IFIFO : S_IFCHR), "\(special) was replaced")
        }
    }

    /// A read-only output (mode 0444) is not replaced behind the user's back, whoever runs higtype:
    /// `access` lets root past it, the permission bits do not.
    @Test func aReadOnlyOutputIsNotReplaced() throws {
        let layout = try Layout()
        let built = try layout.higtype(["build", "tokens/app.tokens.json", "--out", "out", "--format", "css"])
        #expect(built.status == 0)
        let css = layout.root.file("repo/out/typography.css")
        let old = try #require(layout.root.read("repo/out/typography.css"))
        #expect(chmod(css, 0o444) == 0)
        layout.root.write("repo/tokens/app.tokens.json", Self.manifest.replacingOccurrences(of: "body", with: "title1"))
        let result = try layout.higtype(["build", "tokens/app.tokens.json", "--out", "out", "--format", "css"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "higtype: error: cannot write 'out/typography.css': it is read-only (mode 444), so higtype does not "
                    + "replace it; make it writable (chmod u+w) if it should be written; nothing was written [write-failed]"
            ),
            "\(result.stderr)")
        #expect(layout.root.read("repo/out/typography.css") == old)
        // Unchanged, a read-only output is no problem: nothing is written.
        layout.root.write("repo/tokens/app.tokens.json", Self.manifest)
        let again = try layout.higtype(["build", "tokens/app.tokens.json", "--out", "out", "--format", "css"])
        #expect(again.status == 0, "\(again.stderr)")
    }

    /// `--` ends the options of every command, so a file named like an option is a file.
    @Test func aDoubleDashEndsTheOptions() throws {
        let layout = try Layout()
        layout.root.write("repo/--strict.tokens.json", Self.manifest)
        let lint = try layout.higtype(["lint", "--", "--strict.tokens.json"])
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stderr.contains("linted 1 file"), "\(lint.stderr)")
        layout.root.write("repo/-a.css", ".b { font-size: 15px; }\n")
        let audit = try layout.higtype(["audit", "--", "-a.css"])
        #expect(audit.status == 1)
        #expect(audit.stderr.contains("-a.css:1:6: error: fixed font size 15 pt Regular"), "\(audit.stderr)")
    }

    /// What the shipped hook runs: `higtype audit --pre-commit ARGS FILES`. A committed empty file
    /// named `--baseline=k.css` (with `k.css` a link to a file outside), or `--config=quiet.css`,
    /// is a file to audit, not an option.
    @Test func aHookNeverTakesAFileNameForAnOption() throws {
        let layout = try Layout()
        layout.root.write("repo/app.css", ".b { font-size: 15px; }\n")
        layout.root.write("repo/--baseline=k.css", "")
        try layout.link("k.css", to: "style.css")
        layout.root.write("repo/--config=quiet.css", "")
        layout.root.write("repo/quiet.css", "")
        let result = try layout.higtype([
            "audit", "--pre-commit", "--manifest", "tokens/app.tokens.json", "app.css", "--baseline=k.css",
            "--config=quiet.css",
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("app.css:1:6: error: fixed font size 15 pt Regular"), "\(result.stderr)")
        #expect(result.stderr.contains("audited 3 files"), "\(result.stderr)")
    }

    /// Usage errors print what was typed escaped: a committed file name the hook passes cannot
    /// write terminal controls (OSC 52 sets the clipboard; ESC c clears the screen).
    @Test func aUsageErrorShowsControlsEscaped() throws {
        let osc = "\u{1B}]52;c;ZWNobyBoaQ==\u{07}"
        let result = try ToolProcess.higtype(["buidl", osc])
        #expect(result.status == 2)
        let clear = try ToolProcess.higtype(["lint", "--strict=\u{1B}c"])
        #expect(clear.status == 2)
        #expect(clear.stderr == "higtype: error: option '--strict' takes no value\n")
        let unknown = try ToolProcess.higtype(["lint", "--\u{1B}[2Jx"])
        #expect(
            unknown.stderr.hasPrefix("higtype: error: unknown option '--\\u{1B}[2Jx' for 'lint'"), "\(unknown.stderr)")
        let tags = try ToolProcess.higtype(["spec", "--format", "t\u{E0041}\u{E0042}"])
        #expect(
            tags.stderr
                == "higtype: error: --format takes 'table' or 'json', not 't\\u{E0041}\\u{E0042}'\nsee 'higtype spec --help'\n",
            "\(tags.stderr)")
        for output in [result, clear, unknown, tags] {
            #expect(!output.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0.value >= 0xE0000 })
        }
    }
}
