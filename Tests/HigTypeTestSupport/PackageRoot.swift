import Foundation

/// Paths inside the package, found from this source file so they hold whatever the cwd is.
public enum PackageRoot {
    /// The folder holding Package.swift.
    public static let path: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // HigTypeTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .standardizedFileURL.path

    public static func file(_ relative: String) -> String { path + "/" + relative }

    /// The shared data beside the package (conformance suites, HIG scrapes): `../shared`, or
    /// the folder HIGTYPE_SHARED names (point it at a missing folder to see those tests skip or fail).
    public static let shared: String = URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["HIGTYPE_SHARED"] ?? file("../shared")
    ).standardizedFileURL.path

    /// True when the process runs in the package root, as `swift test` does, so a relative
    /// manifest path such as `tokens/example.tokens.json` reads the package's file.
    public static var isCurrentDirectory: Bool {
        canonical(FileManager.default.currentDirectoryPath) == canonical(path)
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
