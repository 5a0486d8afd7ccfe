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
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: the outputs would be larger than 536870912 bytes (the floor for inputs of "),
            "\(result.stderr.prefix(500))")
        #expect(result.stderr.contains("[output-limit]"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("page.html")))
    }
}
