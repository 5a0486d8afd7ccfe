import Foundation
import HigTypeTestSupport
import Testing

/// Bounds on time, memory and output, through the binary (issue 24, items 9, 10 and 12): standard
/// input and manifests are refused by size before they are read, a long font stack builds and
/// previews in time proportional to it, and a preview that would be far larger than its manifest is
/// refused before it is written.
@Suite struct BoundsTests {
    /// `bytes` bytes of spaces, piped into `higtype lint -` by the shell (a pipe has no size, so
    /// the limit is met while reading).
    @Test func standardInputThroughAPipeIsReadNoFurtherThanTheLimit() throws {
        let binary = try #require(ToolProcess.debugBinary)
        let result = try ToolProcess.run(
            "/bin/sh", ["-c", "head -c \((64 << 20) + 100) /dev/zero | tr '\\0' ' ' | '\(binary)' lint -"],
            timeout: 60)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: cannot read manifest '<stdin>': it is more than the limit of 67108864 bytes "
                    + "[json-size]\n"), "\(result.stderr.prefix(500))")
    }

    /// Standard input redirected from a file is refused by the file's size, before a byte is read.
    @Test func standardInputFromAFileIsRefusedByItsSize() throws {
        let folder = TemporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder.file("huge.json"), contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: folder.file("huge.json")))
        try handle.truncate(atOffset: 4 << 30)
        try handle.close()
        let binary = try #require(ToolProcess.debugBinary)
        let started = Date()
        let result = try ToolProcess.run("/bin/sh", ["-c", "'\(binary)' lint - < huge.json"], in: folder.path)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: cannot read manifest '<stdin>': it is 4294967296 bytes, more than the limit of "
                    + "67108864 bytes [json-size]\n"), "\(result.stderr.prefix(500))")
    }

    /// A 4 GiB manifest (sparse) named on the command line: refused at once, unread.
    @Test func aHugeManifestIsRefusedUnread() throws {
        let folder = TemporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder.file("huge.tokens.json"), contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: folder.file("huge.tokens.json")))
        try handle.truncate(atOffset: 4 << 30)
        try handle.close()
        let started = Date()
        let result = try ToolProcess.higtype(["build", "huge.tokens.json", "--out", "out"], in: folder.path)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: cannot read manifest 'huge.tokens.json': it is 4294967296 bytes, more than the limit "
                    + "of 67108864 bytes [json-size]\n"), "\(result.stderr.prefix(500))")
    }

    /// A font stack of 30,000 families (a 440 KB file) builds, and previews, in time linear in it:
    /// before, each family was looked for among those before it (27 s for the build, minutes for the
    /// preview), and the Swift template ran out of steps blaming a recursion.
    @Test func aLongFontStackBuildsAndPreviewsInTime() throws {
        let folder = TemporaryFolder()
        let names = (0..<30_000).map { "\"Family \($0)\"" }.joined(separator: ", ")
        folder.write(
            "stack.tokens.json",
            #"{ "$extensions": { "dev.higtype": { "platforms": ["ios"] } }, "type": { "$type": "typography", "#
                + #""body": { "$value": { "textStyle": "body", "fontFamily": [\#(names)] } } } }"#)
        var started = Date()
        let build = try ToolProcess.higtype(["build", "stack.tokens.json", "--out", "out", "--quiet"], in: folder.path)
        let buildSeconds = Date().timeIntervalSince(started)
        #expect(build.status == 0, "\(build.stderr.prefix(1_000))")
        #expect(buildSeconds < 15, "the build took \(buildSeconds) s")
        let css = try #require(folder.read("out/typography.css"))
        #expect(css.contains("\"Family 29999\""))
        started = Date()
        let preview = try ToolProcess.higtype(
            ["preview", "stack.tokens.json", "--out", "page.html", "--quiet"], in: folder.path)
        let previewSeconds = Date().timeIntervalSince(started)
        #expect(preview.status == 0, "\(preview.stderr.prefix(1_000))")
        #expect(previewSeconds < 30, "the preview took \(previewSeconds) s")
    }

    /// 5,000 groups extending a group whose one token has a 60 KB description: the page would show
    /// 300 MB of description on each of two platforms, far past 512 times its 200 KB manifest, so
    /// it is refused before it is written, at once.
    @Test func aPreviewFarLargerThanItsManifestIsRefused() throws {
        let folder = TemporaryFolder()
        let description = String(repeating: "d", count: 60_000)
        let groups = (0..<5_000).map { #""g\#($0)": { "$extends": "{b}" }"# }.joined(separator: ",\n")
        folder.write(
            "big.tokens.json",
            #"{ "$extensions": { "dev.higtype": { "platforms": ["ios", "macos"] } }, "#
                + #""b": { "$type": "typography", "t": { "$description": "\#(description)", "#
                + #""$value": { "textStyle": "body" } } },"# + "\n" + groups + " }")
        let started = Date()
        let result = try ToolProcess.higtype(["preview", "big.tokens.json", "--out", "page.html"], in: folder.path)
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(result.status == 1)
        // The page alone would pass the bound on one output, which names the option that raises it.
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: 'page.html' would be larger than 268435456 bytes, the most one output may take; "),
            "\(result.stderr.prefix(500))")
        #expect(result.stderr.contains("raise the bound with --max-output-bytes N [output-limit]"))
        #expect(result.stderr.contains("[output-limit]"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("page.html")))
    }

    /// Each output has an absolute bound besides the run's ratio (issue 36): 256 MiB unless
    /// `--max-output-bytes` raises it, for build and preview alike. A bound lowered to 64 KiB
    /// here stands for the default: the error names the output and the option, and nothing is
    /// written; raised, the same build writes.
    @Test func eachOutputIsBoundedAndTheOptionRaisesTheBound() throws {
        let folder = TemporaryFolder()
        let tokens = (0..<300).map { #""t\#($0)": { "$value": { "textStyle": "body" } }"# }.joined(separator: ",\n")
        folder.write(
            "many.tokens.json",
            #"{ "$extensions": { "dev.higtype": { "platforms": ["ios"] } }, "type": { "$type": "typography", "#
                + tokens + " } }")
        let capped = try ToolProcess.higtype(
            ["build", "many.tokens.json", "--out", "out", "--format", "css", "--max-output-bytes", "64K"],
            in: folder.path)
        #expect(capped.status == 1)
        #expect(
            capped.stderr.hasPrefix(
                "higtype: error: 'out/typography.css' would be larger than 65536 bytes, the most one output may take; "),
            "\(capped.stderr.prefix(500))")
        #expect(capped.stderr.contains("raise the bound with --max-output-bytes N [output-limit]"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
        let raised = try ToolProcess.higtype(
            ["build", "many.tokens.json", "--out", "out", "--format", "css", "--max-output-bytes", "64M"],
            in: folder.path)
        #expect(raised.status == 0, "\(raised.stderr.prefix(500))")
        #expect(FileManager.default.fileExists(atPath: folder.file("out/typography.css")))

        let page = try ToolProcess.higtype(
            ["preview", "many.tokens.json", "--out", "page.html", "--max-output-bytes", "64K"], in: folder.path)
        #expect(page.status == 1)
        #expect(
            page.stderr.hasPrefix(
                "higtype: error: 'page.html' would be larger than 65536 bytes, the most one output may take; "),
            "\(page.stderr.prefix(500))")
        #expect(!FileManager.default.fileExists(atPath: folder.file("page.html")))

        for bad in ["0", "12T", "K", "1.5M", "٣"] {
            let refused = try ToolProcess.higtype(
                ["build", "many.tokens.json", "--max-output-bytes", bad], in: folder.path)
            #expect(refused.status == 2, "\(bad)")
            #expect(
                refused.stderr.hasPrefix(
                    "higtype: error: --max-output-bytes takes a whole number of bytes above 0, with K, M or G after it "
                        + "for KiB, MiB or GiB (e.g. 512M), not '\(bad)'"), "\(refused.stderr.prefix(300))")
        }
    }

    /// The default bound on one output: a 200 KB manifest whose `$extends` copies a 60 KB
    /// description 5,000 times is refused by `build` at once, before a byte is written.
    @Test func aBuildWhoseOutputWouldPassTheDefaultBoundIsRefusedAtOnce() throws {
        let folder = TemporaryFolder()
        let description = String(repeating: "d", count: 60_000)
        let groups = (0..<5_000).map { #""g\#($0)": { "$extends": "{b}" }"# }.joined(separator: ",\n")
        folder.write(
            "big.tokens.json",
            #"{ "$extensions": { "dev.higtype": { "platforms": ["ios"] } }, "#
                + #""b": { "$type": "typography", "t": { "$description": "\#(description)", "#
                + #""$value": { "textStyle": "body" } } },"# + "\n" + groups + " }")
        let started = Date()
        let result = try ToolProcess.higtype(["build", "big.tokens.json", "--out", "out"], in: folder.path)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: each output in 'out' would be larger than 268435456 bytes, the most one output may take; "
            ),
            "\(result.stderr.prefix(500))")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
    }
}
