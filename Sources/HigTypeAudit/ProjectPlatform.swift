import HigTypeCore
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The platform an app builds for, read from its project files, for an audit given no
/// `--platform` and no manifest: a Swift file that imports only SwiftUI says nothing of where it
/// runs, and in an app that builds for macOS alone it is macOS code, not code that bypasses
/// Dynamic Type. Only "macOS alone" is decided; anything else (iOS, several platforms, no
/// project, a setting written elsewhere such as an `.xcconfig`) leaves the audit's default, iOS.
///
/// Read: each `*.xcodeproj/project.pbxproj` in the folder or one level below (its `SDKROOT`
/// settings), and the folder's `Package.swift` (the platforms its `platforms:` list names).
/// Files are read as committed input: bounded in size, never through a symlink.
public enum ProjectPlatform {
    /// What was found: the platform and the file and setting that say so, for the note.
    public struct Finding: Equatable, Sendable {
        public var platform: Platform
        public var evidence: String
        /// The reason every macOS finding gives when the project decides, whatever its file
        /// imports (the note before the findings names the evidence).
        public var reason: String { "the project builds for \(platform.displayName) only" }
    }

    static let maxProjectBytes = 16 << 20

    public static func detect(in folder: String) -> Finding? {
        let projects = projectFiles(in: folder)
        var roots: Set<String> = []
        var named: [String] = []
        for project in projects {
            guard case .success(let bytes) = InputFile.read(project, limit: maxProjectBytes, followSymlinks: false)
            else { continue }
            let found = sdkRoots(in: String(decoding: bytes, as: UTF8.self))
            if !found.isEmpty { named.append(project) }
            roots.formUnion(found)
        }
        if roots == ["macosx"] {
            return Finding(platform: .macos, evidence: "\(named.joined(separator: ", ")) sets SDKROOT = macosx only")
        }
        guard roots.isEmpty else { return nil }
        let manifest = PathText.join(folder, "Package.swift")
        guard case .success(let bytes) = InputFile.read(manifest, limit: 1 << 20, followSymlinks: false),
            packagePlatforms(in: String(decoding: bytes, as: UTF8.self)) == ["macOS"]
        else { return nil }
        return Finding(platform: .macos, evidence: "\(manifest) lists only .macOS in its platforms")
    }

    /// Each `*.xcodeproj/project.pbxproj` in `folder` or one level below, in sorted order.
    static func projectFiles(in folder: String) -> [String] {
        var projects: [String] = []
        let children = (FileSystem.names(in: folder) ?? []).sorted()
        for child in children where !child.hasPrefix(".") {
            let path = PathText.join(folder, child)
            guard isFolder(path) else { continue }
            if child.hasSuffix(".xcodeproj") {
                projects.append(PathText.join(path, "project.pbxproj"))
            } else {
                let inner = (FileSystem.names(in: path) ?? []).sorted()
                projects += inner.filter { $0.hasSuffix(".xcodeproj") && isFolder(PathText.join(path, $0)) }.map {
                    PathText.join(PathText.join(path, $0), "project.pbxproj")
                }
            }
        }
        return projects
    }

    /// The values of `SDKROOT = x;` in a project file.
    public static func sdkRoots(in text: String) -> Set<String> {
        var found: Set<String> = []
        var rest = text[...]
        while let range = rest.firstRange(of: "SDKROOT = ") {
            let value = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "." }
            if !value.isEmpty { found.insert(String(value)) }
            rest = rest[range.upperBound...]
        }
        return found
    }

    /// The platforms of a package manifest's `platforms: [...]` list (`.macOS(.v13)` gives
    /// "macOS"); empty when it has none.
    public static func packagePlatforms(in text: String) -> Set<String> {
        guard let start = text.firstRange(of: "platforms:") else { return [] }
        let list = text[start.upperBound...].drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }
        var found: Set<String> = []
        // Each name follows a dot; the text before the first dot names nothing.
        for part in list.split(separator: ".", omittingEmptySubsequences: false).dropFirst() {
            let name = part.prefix { $0.isLetter }
            if ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "driverKit", "linux"].contains(name) {
                found.insert(String(name))
            }
        }
        return found
    }

    private static func isFolder(_ path: String) -> Bool {
        guard case .success(let status) = FileSystem.status(path, followingLinks: false) else { return false }
        return status.kind == .folder
    }
}
