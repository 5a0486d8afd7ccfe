import HigTypeCore
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The oldest system versions a project deploys to, read from its project files, so that a
/// fix-it never names an API its code cannot call: `NSFont.preferredFont(forTextStyle:)` needs
/// macOS 11, SwiftUI's `.title2` needs iOS 14. A fix-it that needs more than the project's
/// target is left out, and a note says what it needs and how to guard it (the finding stays).
///
/// Read: `MACOSX_DEPLOYMENT_TARGET` and `IPHONEOS_DEPLOYMENT_TARGET` in each
/// `*.xcodeproj/project.pbxproj` in the folder or one level below (the lowest of each), and the
/// `platforms:` list of the folder's `Package.swift` (`.macOS(.v10_13)`, `.iOS("13.0")`).
public struct DeploymentTarget: Equatable, Sendable {
    /// A version as major and minor, compared in that order.
    public struct Version: Comparable, Sendable, CustomStringConvertible {
        public var major: Int
        public var minor: Int
        public init(_ major: Int, _ minor: Int = 0) {
            self.major = major
            self.minor = minor
        }
        public static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
        public var description: String { "\(major).\(minor)" }

        /// "10.13", "13", "v10_13": nil for anything else.
        init?(_ text: Substring) {
            let digits = text.drop { $0 == "v" }
            let parts = digits.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
            guard let first = parts.first, let major = first, (1...99).contains(major) else { return nil }
            self.init(major, parts.count > 1 ? (parts[1] ?? 0) : 0)
        }
    }

    /// The oldest version per platform, and what says so ("… sets MACOSX_DEPLOYMENT_TARGET = 10.13").
    public var versions: [Platform: (version: Version, evidence: String)] = [:]

    public init() {}

    public static func == (a: DeploymentTarget, b: DeploymentTarget) -> Bool {
        a.versions.mapValues(\.version) == b.versions.mapValues(\.version)
    }

    public static func detect(in folder: String) -> DeploymentTarget {
        var target = DeploymentTarget()
        for project in ProjectPlatform.projectFiles(in: folder) {
            guard
                case .success(let bytes) = InputFile.read(
                    project, limit: ProjectPlatform.maxProjectBytes, followSymlinks: false)
            else { continue }
            target.read(projectFile: String(decoding: bytes, as: UTF8.self), path: project)
        }
        let manifest = PathText.join(folder, "Package.swift")
        if case .success(let bytes) = InputFile.read(manifest, limit: 1 << 20, followSymlinks: false) {
            target.read(manifest: String(decoding: bytes, as: UTF8.self), path: manifest)
        }
        return target
    }

    /// The lowest `MACOSX_DEPLOYMENT_TARGET` and `IPHONEOS_DEPLOYMENT_TARGET` that a target of a
    /// project file builds with: a target's own setting, else the project's (which a target's
    /// overrides, so a project-level 10.15 under targets that all say 12.0 is 12.0). Test targets
    /// (`TEST_HOST`, `TEST_TARGET_NAME`, `BUNDLE_LOADER`) do not ship and are not read. A file
    /// whose configuration lists cannot be read gives the lowest value it names.
    public mutating func read(projectFile text: String, path: String) {
        let settings = [("MACOSX_DEPLOYMENT_TARGET", Platform.macos), ("IPHONEOS_DEPLOYMENT_TARGET", .ios)]
        let objects = Self.objects(in: text)
        var configurations: [String: Substring] = [:]
        var projectList: [String] = []
        var targetLists: [[String]] = []
        for (id, comment, body) in objects {
            if body.contains("isa = XCBuildConfiguration;") { configurations[id] = body }
            guard body.contains("isa = XCConfigurationList;") else { continue }
            let ids = Self.listedIDs(in: body)
            if comment.contains("PBXProject") {
                projectList = ids
            } else if comment.contains("PBXNativeTarget") {
                targetLists.append(ids)
            }
        }
        for (setting, platform) in settings {
            let values = { (ids: [String]) -> [Version] in
                ids.compactMap { configurations[$0] }.compactMap { Self.value(of: setting, in: $0) }
            }
            var found: [Version] = []
            if !targetLists.isEmpty {
                let project = values(projectList)
                for list in targetLists {
                    let isTest = list.compactMap { configurations[$0] }.contains { body in
                        ["TEST_HOST", "TEST_TARGET_NAME", "BUNDLE_LOADER"].contains { body.contains($0 + " = ") }
                    }
                    if isTest { continue }
                    let own = values(list)
                    found += own.isEmpty ? project : own
                }
            } else {
                var rest = text[...]
                while let range = rest.firstRange(of: setting + " = ") {
                    rest = rest[range.upperBound...]
                    if let version = Self.value(of: setting, in: text[range.lowerBound...]) { found.append(version) }
                }
            }
            if let lowest = found.min() { lower(platform, to: lowest, "\(path) sets \(setting) = \(lowest)") }
        }
    }

    /// The objects of a project file: `ID /* comment */ = { … };`, each with its body, in one pass
    /// over its lines (an object opens on a line of its own, with the comment Xcode writes, and
    /// closes at `};` on its indent; `objects = {` itself has no comment).
    static func objects(in text: String) -> [(id: String, comment: String, body: Substring)] {
        var result: [(id: String, comment: String, body: Substring)] = []
        var open: (id: String, comment: String, start: String.Index, indent: Substring)?
        var index = text.startIndex
        while index < text.endIndex {
            let lineEnd = text[index...].firstIndex(of: "\n") ?? text.endIndex
            let line = text[index..<lineEnd]
            let indent = line.prefix { $0 == "\t" || $0 == " " }
            let content = line.dropFirst(indent.count)
            if let current = open {
                if content == "};", indent == current.indent {
                    result.append((current.id, current.comment, text[current.start..<index]))
                    open = nil
                }
            } else if content.hasSuffix("= {"), content.contains("/*"), let space = content.firstIndex(of: " ") {
                let id = String(content[..<space])
                let rest = content[space...]
                let comment =
                    rest.firstRange(of: "/*").flatMap { start in
                        rest[start.upperBound...].firstRange(of: "*/").map {
                            String(rest[start.upperBound..<$0.lowerBound])
                        }
                    } ?? ""
                open = (id, comment, lineEnd, indent)
            }
            index = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
        }
        return result
    }

    /// The IDs listed in a configuration list's `buildConfigurations = ( … );`.
    static func listedIDs(in body: Substring) -> [String] {
        guard let start = body.firstRange(of: "buildConfigurations = (") else { return [] }
        let list = body[start.upperBound...].prefix { $0 != ")" }
        return list.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == "\t" || $0 == " " }
            let id = trimmed.prefix { $0 != " " && $0 != "," }
            return id.isEmpty ? nil : String(id)
        }
    }

    /// The version a configuration's body sets `setting` to.
    static func value(of setting: String, in body: Substring) -> Version? {
        guard let range = body.firstRange(of: setting + " = ") else { return nil }
        let value = body[range.upperBound...].drop { $0 == "\"" }.prefix { $0.isNumber || $0 == "." }
        return Version(value.trimmingSuffix("."))
    }

    /// The versions of a package manifest's `platforms:` list: `.macOS(.v10_13)`, `.iOS("13.0")`.
    public mutating func read(manifest text: String, path: String) {
        guard let start = text.firstRange(of: "platforms:") else { return }
        let list = text[start.upperBound...].drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }
        for (name, platform) in [(".macOS(", Platform.macos), (".iOS(", .ios)] {
            var rest = list
            while let range = rest.firstRange(of: name) {
                rest = rest[range.upperBound...]
                let value = rest.prefix { $0 != ")" }
                let trimmed = value.drop { $0 == "." || $0 == "\"" || $0 == " " }.prefix { $0 != "\"" && $0 != " " }
                if let version = Version(trimmed) {
                    lower(platform, to: version, "\(path) lists \(name.dropFirst())\(value))")
                }
            }
        }
    }

    private mutating func lower(_ platform: Platform, to version: Version, _ evidence: String) {
        if let known = versions[platform], known.version <= version { return }
        versions[platform] = (version, evidence)
    }

    /// What a replacement calls that needs a newer system than some, with the version it needs
    /// per platform: the first such API, nil when it needs nothing past iOS 13 and macOS 10.15.
    static func requirement(of replacement: String) -> (api: String, ios: Version?, macOS: Version?)? {
        if replacement.contains("NSFont.preferredFont(forTextStyle:") {
            return ("NSFont.preferredFont(forTextStyle:)", nil, Version(11))
        }
        if replacement.contains(".dynamicTypeSize(") { return (".dynamicTypeSize(_:)", Version(15), Version(12)) }
        if replacement.contains("relativeTo:") { return ("Font.custom(_:size:relativeTo:)", Version(14), Version(11)) }
        let swiftUI = replacement.hasPrefix(".font(") || replacement.hasPrefix("Font.") || replacement.hasPrefix(".")
        if swiftUI, !replacement.contains("preferredFont"), !replacement.contains("SymbolConfiguration") {
            if replacement.contains(".system(."), replacement.contains("weight:") {
                return ("Font.system(_:design:weight:)", Version(16), Version(13))
            }
            for style in ["title2", "title3", "caption2"]
            where replacement.contains(".\(style))") || replacement.contains(".\(style).")
                || replacement.contains(".\(style),") || replacement.contains(".\(style) ")
                || replacement.hasSuffix(".\(style)")
            {
                return ("SwiftUI's Font.\(style)", Version(14), Version(11))
            }
        }
        if replacement.contains("UIFontMetrics") { return ("UIFontMetrics", Version(11), nil) }
        if replacement.contains("SymbolConfiguration(textStyle:") {
            return ("SymbolConfiguration(textStyle:)", Version(13), nil)
        }
        return nil
    }

    /// The diagnostic without its fix-it when the fix-it needs a newer `platform` than the
    /// project deploys to, with a note that says what it needs and how to guard it.
    func fitted(_ diagnostic: Diagnostic, on platform: Platform) -> Diagnostic {
        guard let fixIt = diagnostic.fixIt, let needed = Self.requirement(of: fixIt.replacement),
            let required = platform == .macos ? needed.macOS : platform == .ios ? needed.ios : nil,
            let deployed = versions[platform], deployed.version < required
        else { return diagnostic }
        var fitted = diagnostic
        fitted.fixIt = nil
        let name = platform.displayName
        fitted.notes.append(
            .init(
                "no fix-it: the style's form, \(needed.api), needs \(name) \(required.major), and the project deploys "
                    + "to \(name) \(deployed.version) (\(deployed.evidence)); use it under "
                    + "`if #available(\(platform == .macos ? "macOS" : "iOS") \(required.major), *)` "
                    + "or raise the deployment target"))
        return fitted
    }
}

extension Substring {
    fileprivate func trimmingSuffix(_ character: Character) -> Substring {
        var text = self
        while text.last == character { text = text.dropLast() }
        return text
    }
}
