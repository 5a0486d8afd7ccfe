import HigTypeCore

/// What a project's own files say does not ship, for the folder an audit is given: its test
/// targets, its command-line tools, its build output. Read once per folder, bounded, never
/// through a symlink:
/// - `Package.swift`: each `.testTarget(name:path:)` (folder `Tests/<name>`, or its `path:`) and
///   `.executableTarget` (folder `Sources/<name>`, or its `path:`);
/// - each `*.xcodeproj/project.pbxproj` in the folder or one level below: native targets whose
///   product is a unit-test or UI-testing bundle (test code) or a tool; a folder named as the
///   target, at any depth, holds its code;
/// - `.gitignore` at the folder's root, read simply: each line a name (`build/`, `*.log`) that
///   matches at any depth, or a path from the root (`assets/built/`); negations (`!…`) and
///   character classes are not read, so a file they would bring back stays left out;
/// - and folders named `dist` or `build`.
public struct ShippingProject: Sendable {
    /// Folders (relative to the root) of test targets and of executable targets.
    public private(set) var testFolders: [String] = []
    public private(set) var toolFolders: [String] = []
    /// Target names: a path segment so named holds the target's code.
    public private(set) var testTargetNames: Set<String> = []
    public private(set) var toolTargetNames: Set<String> = []
    /// The `.gitignore` patterns, as globs over paths relative to the root.
    public private(set) var ignored: [AuditGlob] = []

    static let maxIgnoreBytes = 64 << 10
    static let maxIgnorePatterns = 500
    static let buildFolders: Set<String> = ["dist", "build"]

    public init() {}

    /// Reads the project files of `folder`.
    public static func read(_ folder: String) -> ShippingProject {
        var project = ShippingProject()
        let manifest = PathText.join(folder, "Package.swift")
        if case .success(let bytes) = InputFile.read(manifest, limit: 1 << 20, followSymlinks: false) {
            project.readPackage(String(decoding: bytes, as: UTF8.self))
        }
        for file in ProjectPlatform.projectFiles(in: folder) {
            guard
                case .success(let bytes) = InputFile.read(
                    file, limit: ProjectPlatform.maxProjectBytes, followSymlinks: false)
            else { continue }
            project.readXcodeProject(String(decoding: bytes, as: UTF8.self))
        }
        let ignore = PathText.join(folder, ".gitignore")
        if case .success(let bytes) = InputFile.read(ignore, limit: maxIgnoreBytes, followSymlinks: false) {
            project.readGitignore(String(decoding: bytes, as: UTF8.self))
        }
        return project
    }

    /// What the file at `relative` (a path from the project's folder) is, when it does not ship;
    /// `.tools` means it is in an executable target, which ships unless no file of it imports a UI framework.
    public func kind(of relative: String) -> AuditSkip? {
        let segments = relative.split(separator: "/").map(String.init)
        let folders = segments.dropLast()
        if testFolders.contains(where: { Self.isUnder(relative, $0) })
            || folders.contains(where: testTargetNames.contains)
        {
            return .tests
        }
        if folders.contains(where: Self.buildFolders.contains) || ignored.contains(where: { $0.matches(relative) }) {
            return .build
        }
        if toolFolders.contains(where: { Self.isUnder(relative, $0) })
            || folders.contains(where: toolTargetNames.contains)
        {
            return .tools
        }
        return nil
    }

    /// The tool target a file belongs to (its folder, or its name), to decide the target as a whole.
    public func toolTarget(of relative: String) -> String? {
        if let folder = toolFolders.first(where: { Self.isUnder(relative, $0) }) { return folder }
        return relative.split(separator: "/").dropLast().map(String.init).first(where: toolTargetNames.contains)
    }

    private static func isUnder(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    mutating func readPackage(_ text: String) {
        for (call, folder) in [(".testTarget(", "Tests"), (".executableTarget(", "Sources")] {
            var rest = text[...]
            while let range = rest.firstRange(of: call) {
                // The arguments up to the first `)` that closes the call (at most 4 KB read).
                var depth = 1
                let arguments = rest[range.upperBound...].prefix(4096).prefix { character in
                    if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                    return depth > 0
                }
                rest = rest[range.upperBound...]
                guard let name = Self.stringArgument("name:", in: arguments) else { continue }
                let path = Self.stringArgument("path:", in: arguments) ?? folder + "/" + name
                let cleaned = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
                if call == ".testTarget(" { testFolders.append(cleaned) } else { toolFolders.append(cleaned) }
            }
        }
    }

    /// The string literal after `label` in `text`: `name: "AppTests"` gives AppTests.
    private static func stringArgument(_ label: String, in text: Substring) -> String? {
        guard let range = text.firstRange(of: label) else { return nil }
        let after = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard after.first == "\"" else { return nil }
        let value = after.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
        return value.isEmpty ? nil : String(value)
    }

    mutating func readXcodeProject(_ text: String) {
        var rest = text[...]
        while let range = rest.firstRange(of: "isa = PBXNativeTarget;") {
            // The target's own settings: up to the next object (`isa =`), at most 8 KB.
            let body = rest[range.upperBound...].prefix(8192)
            let end = body.firstRange(of: "isa = ")?.lowerBound ?? body.endIndex
            let settings = body[..<end]
            rest = rest[range.upperBound...]
            guard let name = Self.setting("name", in: settings), let type = Self.setting("productType", in: settings)
            else { continue }
            if type.hasSuffix("bundle.unit-test") || type.hasSuffix("bundle.ui-testing") {
                testTargetNames.insert(name)
            } else if type.hasSuffix("product-type.tool") {
                toolTargetNames.insert(name)
            }
        }
    }

    /// A pbxproj setting's value, `name = AppTests;` or `productType = "com.apple…";`, unquoted.
    private static func setting(_ key: String, in text: Substring) -> String? {
        var rest = text
        while let range = rest.firstRange(of: key + " = ") {
            let before = rest[..<range.lowerBound].last
            rest = rest[range.upperBound...]
            guard before == nil || before == "\t" || before == " " || before == "\n" else { continue }
            let value = rest.prefix { $0 != ";" && $0 != "\n" }
            let unquoted =
                value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
                ? value.dropFirst().dropLast() : value
            return unquoted.isEmpty ? nil : String(unquoted)
        }
        return nil
    }

    mutating func readGitignore(_ text: String) {
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            guard ignored.count < Self.maxIgnorePatterns else { break }
            // Git ignores trailing spaces only: a leading one is part of the name (` Packages/`
            // names a folder " Packages", not the app's own `Packages`).
            var line = String(raw.reversed().drop { $0 == " " }.reversed())
            guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix("!"), !line.contains("["), !line.contains("\\")
            else { continue }
            while line.hasSuffix("/") { line.removeLast() }
            guard !line.isEmpty, line != "*", line != "**" else { continue }
            if line.dropFirst().contains("/") || line.hasPrefix("/") {
                let anchored = line.hasPrefix("/") ? String(line.dropFirst()) : line
                ignored += [AuditGlob(anchored), AuditGlob(anchored + "/**")]
            } else {
                ignored += [AuditGlob("**/" + line), AuditGlob("**/" + line + "/**")]
            }
        }
    }
}
