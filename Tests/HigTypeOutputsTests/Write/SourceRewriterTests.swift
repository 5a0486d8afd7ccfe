import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import HigTypeOutputs

/// Writing fixed sources in place: atomically, all or none, keeping permissions and links, and
/// never over a file that changed since it was read.
@Suite struct SourceRewriterTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func rewritesInPlaceKeepingPermissionsAndLeavesNoTemporaryFile() throws {
        let folder = TemporaryFolder()
        folder.write("a.json", "{\"w\": \"semibold\"}\n")
        chmod(folder.file("a.json"), 0o640)
        let outcome = SourceRewriter.write([
            .init(
                path: folder.file("a.json"), original: Self.bytes("{\"w\": \"semibold\"}\n"),
                fixed: Self.bytes("{\"w\": \"semi-bold\"}\n"))
        ])
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.written == [folder.file("a.json")])
        #expect(folder.read("a.json") == "{\"w\": \"semi-bold\"}\n")
        let mode = try #require(
            try FileManager.default.attributesOfItem(atPath: folder.file("a.json"))[.posixPermissions] as? Int)
        #expect(mode == 0o640)
        #expect(folder.listing() == ["a.json"], "no temporary file, backup or journal is left")
    }

    @Test func aFileThatChangedSinceItWasReadIsLeftAloneWithAnError() {
        let folder = TemporaryFolder()
        folder.write("a.json", "{\"w\": \"bold\"}\n")  // an editor saved it after higtype read it
        folder.write("b.json", "[1,]\n")
        let outcome = SourceRewriter.write([
            .init(
                path: folder.file("a.json"), original: Self.bytes("{\"w\": \"semibold\"}\n"),
                fixed: Self.bytes("{\"w\": \"semi-bold\"}\n")),
            .init(path: folder.file("b.json"), original: Self.bytes("[1,]\n"), fixed: Self.bytes("[1]\n")),
        ])
        #expect(folder.read("a.json") == "{\"w\": \"bold\"}\n")
        #expect(folder.read("b.json") == "[1]\n", "the other file is still fixed")
        #expect(outcome.written == [folder.file("b.json")])
        #expect(outcome.diagnostics.map(\.id) == [.sourceChanged])
        #expect(
            outcome.diagnostics.first?.message
                == "'\(folder.file("a.json"))' changed since higtype read it, so its fixes were not written; run the command again"
        )
        #expect(folder.listing() == ["a.json", "b.json"])
    }

    /// A fix is never written through a symlink (issue 36): a committed link could lead anywhere.
    /// The link and the file it names are left as they were, and the other files are fixed.
    @Test func aLinkIsNeverWrittenThrough() throws {
        let folder = TemporaryFolder()
        folder.write(".git/HEAD", "ref: refs/heads/main\n")
        folder.write("real/a.json", "[1,]")
        folder.write("b.json", "[2,]")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.json"), withDestinationPath: "real/a.json")
        let outcome = SourceRewriter.write([
            .init(path: folder.file("link.json"), original: Self.bytes("[1,]"), fixed: Self.bytes("[1]")),
            .init(path: folder.file("b.json"), original: Self.bytes("[2,]"), fixed: Self.bytes("[2]")),
        ])
        #expect(
            outcome.diagnostics.map(\.message) == [
                "'\(folder.file("link.json"))' is a symbolic link, and higtype writes no fix through a link; its "
                    + "fixes were not written: fix the file it leads to by its own path"
            ])
        #expect(outcome.written == [folder.file("b.json")])
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.json")) == "real/a.json")
        #expect(folder.read("real/a.json") == "[1,]")
        #expect(folder.read("b.json") == "[2]")
    }

    @Test func aFileThatDoesNotChangeIsNotTouched() {
        let folder = TemporaryFolder()
        folder.write("a.json", "[1]")
        folder.age("a.json")
        let before = folder.modificationDate("a.json")
        let outcome = SourceRewriter.write([
            .init(path: folder.file("a.json"), original: Self.bytes("[1]"), fixed: Self.bytes("[1]"))
        ])
        #expect(outcome.written.isEmpty)
        #expect(folder.modificationDate("a.json") == before)
    }
}
