import Foundation
import HigTypeCore
import HigTypeTestSupport
import Testing

/// Reading an input: its size is checked on the open file before a byte is read, and only
/// regular files are read.
@Suite struct InputFileTests {
    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        // A sparse 4 GiB file: reading it would take seconds and gigabytes; refusing it, neither.
        let folder = TemporaryFolder()
        let path = folder.file("huge.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 4 << 30)
        try handle.close()
        let started = ContinuousClock.now
        let result = InputFile.read(path, limit: 64 << 20)
        #expect(result == .failure(.tooLarge(size: 4 << 30, limit: 64 << 20)))
        #expect(ContinuousClock.now - started < .milliseconds(100))
        #expect(
            InputFile.Failure.tooLarge(size: 4 << 30, limit: 64 << 20).reason
                == "it is 4294967296 bytes, more than the limit of 67108864 bytes")
    }

    @Test func aFileAtTheLimitIsRead() {
        let folder = TemporaryFolder()
        folder.write("a.json", "12345")
        #expect(InputFile.read(folder.file("a.json"), limit: 5) == .success(Array("12345".utf8)))
        #expect(InputFile.read(folder.file("a.json"), limit: 4) == .failure(.tooLarge(size: 5, limit: 4)))
    }

    @Test func whatIsNotARegularFileIsNamed() throws {
        let folder = TemporaryFolder()
        #expect(mkfifo(folder.file("fifo"), 0o600) == 0)
        // Opening a FIFO must not wait for a writer.
        #expect(InputFile.read(folder.file("fifo"), limit: 10) == .failure(.notRegularFile("a FIFO (named pipe)")))
        #expect(InputFile.read("/dev/null", limit: 10) == .failure(.notRegularFile("a character device")))
        #expect(InputFile.read(folder.path, limit: 10) == .failure(.folder))
        #expect(InputFile.read(folder.file("none"), limit: 10) == .failure(.missing))
        #expect(
            InputFile.Failure.notRegularFile("a FIFO (named pipe)").reason
                == "it is a FIFO (named pipe), not a regular file")
    }

    @Test func aSymlinkIsRefusedWhenLinksAreNotFollowed() throws {
        let folder = TemporaryFolder()
        folder.write("a.json", "{}")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.json"), withDestinationPath: "a.json")
        #expect(InputFile.read(folder.file("link.json"), limit: 10) == .success(Array("{}".utf8)))
        #expect(
            InputFile.read(folder.file("link.json"), limit: 10, followSymlinks: false)
                == .failure(.system("it is a symlink, or a loop of them")))
    }
}
