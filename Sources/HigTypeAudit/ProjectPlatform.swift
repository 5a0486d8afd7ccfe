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
/// Dynamic Type. Likewise an app that builds for watchOS alone is read against watchOS's table, and
/// one for tvOS alone against tvOS's. Only "one platform alone" is decided; anything else (iOS,
/// several platforms, no project, a setting written elsewhere such as an `.xcconfig`) leaves the
/// audit's default, iOS.
///
/// Read: each `*.xcodeproj/project.pbxproj` in the folder (its `SDKROOT` settings), or, when the
/// folder holds none, one level below, leaving out the projects of dependencies (`Pods/`,
/// `Carthage/`, `vendor/` …), which say nothing of where the app runs; then the folder's
/// `Package.swift` (the platforms its `platforms:` list names). Files are read as committed input:
/// bounded in size, never through a symlink.
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
        if roots.count == 1, let root = roots.first, let platform = sdkPlatforms[root] {
            return Finding(platform: platform, evidence: "\(named.joined(separator: ", ")) sets SDKROOT = \(root) only")
        }
        guard roots.isEmpty else { return nil }
        let manifest = PathText.join(folder, "Package.swift")
        guard case .success(let bytes) = InputFile.read(manifest, limit: 1 << 20, followSymlinks: false) else {
            return nil
        }
        let listed = packagePlatforms(in: String(decoding: bytes, as: UTF8.self))
        guard listed.count == 1, let name = listed.first, let platform = packagePlatformNames[name] else { return nil }
        return Finding(platform: platform, evidence: "\(manifest) lists only .\(name) in its platforms")
    }

    /// The SDKs that name one platform with a table of its own.
    static let sdkPlatforms: [String: Platform] = ["macosx": .macos, "watchos": .watchos, "appletvos": .tvos]
    static let packagePlatformNames: [String: Platform] = ["macOS": .macos, "watchOS": .watchos, "tvOS": .tvos]

    /// Folders whose projects are a dependency's, not the app's.
    static let dependencyFolders: Set<String> = [
        "pods", "carthage", "vendor", "vendors", "thirdparty", "third-party", "third_party", "external", "externals",
        "submodules", "dependencies", "libraries",
    ]

    /// Each `*.xcodeproj/project.pbxproj` in `folder`, or, when it holds none, one level below
    /// outside dependency folders; in sorted order.
    static func projectFiles(in folder: String) -> [String] {
        var top: [String] = []
        var below: [String] = []
        let children = (FileSystem.names(in: folder) ?? []).sorted()
        for child in children where !child.hasPrefix(".") {
            let path = PathText.join(folder, child)
            guard isFolder(path) else { continue }
            if child.hasSuffix(".xcodeproj") {
                top.append(PathText.join(path, "project.pbxproj"))
            } else if !dependencyFolders.contains(child.lowercased()) {
                let inner = (FileSystem.names(in: path) ?? []).sorted()
                below += inner.filter { $0.hasSuffix(".xcodeproj") && isFolder(PathText.join(path, $0)) }.map {
                    PathText.join(PathText.join(path, $0), "project.pbxproj")
                }
            }
        }
        return top.isEmpty ? below : top
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
