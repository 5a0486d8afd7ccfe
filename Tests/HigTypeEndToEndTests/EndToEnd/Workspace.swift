import Foundation
import HigTypeTestSupport
import Testing

/// A temporary project folder holding a copy of the example manifest at
/// `tokens/example.tokens.json`, where the real binary runs with relative paths, as a user's
/// build would, so every path it prints is stable.
struct Workspace {
    static let manifest = "tokens/example.tokens.json"
    static let outputs = ["out/typography.css", "out/Typography.swift", "out/typography.json"]

    let folder = TemporaryFolder()

    init() throws {
        let example = try #require(FileManager.default.contents(atPath: PackageRoot.file(Self.manifest)))
        folder.write(Self.manifest, String(decoding: example, as: UTF8.self))
    }

    var manifestText: String { folder.read(Self.manifest) ?? "" }

    /// Replaces the first occurrence of `old` in the manifest, which must be there.
    func editManifest(replacing old: String, with new: String) throws {
        let text = manifestText
        let range = try #require(text.range(of: old), "the example manifest no longer contains \(old)")
        folder.write(Self.manifest, text.replacingCharacters(in: range, with: new))
    }

    /// Runs the debug binary in this folder, with `input` as its standard input.
    func higtype(input: String? = nil, _ arguments: String...) throws -> ProcessResult {
        let result = try ToolProcess.higtype(arguments, in: folder.path, input: input)
        #expect(!result.timedOut, "higtype \(arguments.joined(separator: " ")) timed out")
        return result
    }

    /// Runs the debug binary in this folder without root's privileges (`Unprivileged`): as root,
    /// the folder is handed to `nobody` and the binary runs as `nobody`.
    func higtypeUnprivileged(_ arguments: String...) throws -> ProcessResult {
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        Unprivileged.hand(folder.path)
        let (executable, command) = try Unprivileged.command(binary, arguments)
        let result = try ToolProcess.run(executable, command, in: folder.path)
        #expect(!result.timedOut, "higtype \(arguments.joined(separator: " ")) timed out")
        return result
    }

    /// Builds into `out/` and requires success.
    func build() throws {
        let result = try higtype("build", Self.manifest, "--out", "out", "--quiet")
        try #require(result.status == 0, "build failed: \(result.stderr)")
    }

    func age(_ names: [String]) { names.forEach(folder.age) }
    func mtimes(_ names: [String]) -> [Date?] { names.map(folder.modificationDate) }
    func contents(_ names: [String]) -> [String?] { names.map(folder.read) }

    /// 1-based line and column of the first occurrence of `needle` in `text` (ASCII text).
    static func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column =
            before.count
            - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return (line, column)
    }
}
