import Foundation

/// A fresh folder under the system temp dir, removed when the value is released.
public final class TemporaryFolder {
    public let path: String

    public init() {
        path = NSTemporaryDirectory() + "higtype-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    public func file(_ name: String) -> String { path + "/" + name }

    public func write(_ name: String, _ text: String) {
        let target = file(name)
        try! FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! text.write(toFile: target, atomically: false, encoding: .utf8)
    }

    public func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    public func modificationDate(_ name: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file(name)))?[.modificationDate] as? Date
    }

    /// Sets a file's mtime into the past, so a rewrite would be visible even within one second.
    public func age(_ name: String) {
        try! FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: file(name))
    }

    /// Every file below the folder, relative paths, sorted. (A build keeps no state file in its
    /// output folder since issue 39: this is `allFiles()`, kept for the tests that read it.)
    public func listing() -> [String] { allFiles() }

    /// Every file below the folder, relative paths, sorted.
    public func allFiles() -> [String] {
        (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
    }
}
