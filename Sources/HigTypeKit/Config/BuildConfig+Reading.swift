import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension BuildConfig {
    /// A config file read and checked: the config when it has no error, and the file's bytes, so
    /// that a printer can quote the lines its diagnostics point at.
    public struct Loaded: Sendable {
        public var config: BuildConfig?
        public var source: Compiler.SourceFile?
        public var diagnostics: [Diagnostic]
    }

    /// Reads and checks the config at `path`. Files it names must exist, and every path it names
    /// (token files, resolver, `out`) must lead inside the project tree: the repository holding
    /// the config, widened by `allowing` (`--allow-path`). A committed config is input like a
    /// manifest, and must not make a build read or write outside the checkout.
    ///
    /// The file itself is read through `FileDoor`: a regular file of at most `maxBytes`, and never
    /// through a symlink that leads out of the tree. One the user named (`--config`) may lie
    /// outside the tree as written; one a command `found` by itself (the audit's and the language
    /// server's `higtype.json`) must lead inside it.
    public static func read(path: String, allowing allowed: [String] = [], found: Bool = false) -> Loaded {
        let tree = ProjectTree.enclosing(path, allowing: allowed)
        let bytes: [UInt8]
        switch FileDoor.read(path, limit: maxBytes, tree: tree, origin: found ? .committed : .typed) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return Loaded(
                config: nil, source: nil,
                diagnostics: [
                    .error(
                        failure == .outsideProject ? .outsideProject : .ioError,
                        "cannot read config '\(path)': \(failure.reason)")
                ])
        }
        let source = Compiler.SourceFile(path: path, bytes: bytes)
        let (config, diagnostics) = read(source, tree: tree) { FileKind.of($0) == .file }
        return Loaded(config: config, source: source, diagnostics: diagnostics)
    }

    /// The largest config read: a real one is a few hundred bytes. The SwiftPM plugins read
    /// `higtype.json` with the same bound (`Plugins/Shared/TokenTarget.swift`).
    public static let maxBytes = 1 << 20

    /// Checks a config already in memory; `exists` says whether a path it names is a file (the
    /// fuzz target passes one that never touches the disk), and `tree` where its paths may lead
    /// (by default the config's folder, compared as written). Every problem is an error at the
    /// key or value it is about; the config is returned only when there is none.
    public static func read(
        _ source: Compiler.SourceFile, tree: ProjectTree? = nil, exists: @escaping (String) -> Bool
    ) -> (BuildConfig?, [Diagnostic]) {
        let parsed = JSONParser.parse(source.bytes, file: source.path)
        let folder = PathText.folder(of: source.path)
        let tree = tree ?? .memory(root: folder.isEmpty ? "." : folder)
        var reader = Reader(config: BuildConfig(path: source.path), tree: tree, exists: exists)
        reader.diagnostics = parsed.diagnostics
        guard let root = parsed.root else { return (nil, reader.diagnostics) }
        reader.read(root)
        return reader.diagnostics.contains { $0.severity == .error }
            ? (nil, reader.diagnostics) : (reader.config, reader.diagnostics)
    }
}

/// One pass over a config's JSON, key by key.
private struct Reader {
    var config: BuildConfig
    let tree: ProjectTree
    let exists: (String) -> Bool
    var diagnostics: [Diagnostic] = []

    /// The folder paths in the file are relative to.
    var folder: String { PathText.folder(of: config.path) }

    mutating func read(_ root: JSONNode) {
        guard case .object(let object) = root.value else {
            fail(
                "a higtype config is a JSON object, e.g. {\"manifests\": [\"app.tokens.json\"]}, not \(article(root.value))",
                at: root.location)
            return
        }
        for member in object.members {
            switch member.key {
            case "$schema": if case .string = member.value.value {} else { expected("a string", member) }
            case "manifests": config.manifests = files(member)
            case "resolver": config.resolver = file(member)
            case "contexts": contexts(member)
            case "platforms": platforms(member)
            case "namespace": namespace(member)
            case "out": config.out = outputFolder(member)
            case "formats": formats(member)
            case "audit": config.audit = AuditConfig.read(member, folder: folder, diagnostics: &diagnostics)
            default:
                fail(
                    "unknown key '\(member.key)'"
                        + suggestion(for: member.key, in: BuildConfig.keys, listing: "a config has"),
                    at: member.keyLocation)
            }
        }
        if let manifests = object.member("manifests"), let resolver = object.member("resolver") {
            let later = manifests.keyLocation < resolver.keyLocation ? resolver : manifests
            fail(
                "a config names manifests or a resolver, not both: a resolver document names its own token files",
                at: later.keyLocation)
        }
        if let contexts = object.member("contexts"), object.member("manifests") != nil, object.member("resolver") == nil
        {
            fail(
                "'contexts' choose a resolver document's contexts, and this config names manifests; name a 'resolver' instead",
                at: contexts.keyLocation)
        }
    }

    // MARK: keys

    mutating func files(_ member: JSONObject.Member) -> [String]? {
        guard case .array(let items) = member.value.value, !items.isEmpty else {
            expected("a non-empty array of token file paths, e.g. [\"app.tokens.json\"]", member)
            return nil
        }
        var paths: [String] = []
        for item in items {
            guard let path = existingFile(item, what: "token file") else { continue }
            paths.append(path)
        }
        return paths.count == items.count ? paths : nil
    }

    mutating func file(_ member: JSONObject.Member) -> String? {
        existingFile(member.value, what: "resolver document")
    }

    mutating func contexts(_ member: JSONObject.Member) {
        guard case .object(let object) = member.value.value else {
            expected("an object of modifier names and contexts, e.g. {\"theme\": \"dark\"}", member)
            return
        }
        for choice in object.members {
            guard case .string(let context) = choice.value.value, !context.isEmpty else {
                expected("a context name", choice)
                continue
            }
            config.contexts.choices.append(.init(modifier: choice.key, context: context))
        }
    }

    mutating func platforms(_ member: JSONObject.Member) {
        guard case .array(let items) = member.value.value, !items.isEmpty else {
            expected("a non-empty array of platform names, e.g. [\"ios\", \"watchos\"]", member)
            return
        }
        let ids = Platform.allCases.map(\.rawValue)
        var platforms: [Platform] = []
        for item in items {
            guard case .string(let name) = item.value else {
                fail("a platform is a name such as \"ios\", not \(article(item.value))", at: item.location)
                continue
            }
            guard let platform = Platform(named: name) else {
                fail(
                    "unknown platform '\(name)'" + suggestion(for: name, in: ids, listing: "platforms are"),
                    at: item.location)
                continue
            }
            guard !platforms.contains(platform) else {
                fail("'\(name)' is named twice", at: item.location)
                continue
            }
            platforms.append(platform)
        }
        config.platforms = platforms
    }

    mutating func namespace(_ member: JSONObject.Member) {
        guard let name = string(member) else { return }
        guard SwiftNames.isPlainIdentifier(name) else {
            fail(
                "the namespace must be a Swift identifier, e.g. \"AppTypography\", not '\(name)'",
                at: member.value.location)
            return
        }
        config.namespace = name
    }

    mutating func formats(_ member: JSONObject.Member) {
        let names = OutputFormat.all.map(\.name)
        guard case .array(let items) = member.value.value, !items.isEmpty else {
            expected("a non-empty array of output formats, e.g. [\"swift\", \"css\"]", member)
            return
        }
        var formats: [OutputFormat] = []
        for item in items {
            guard case .string(let name) = item.value else {
                fail("an output format is a name such as \"swift\", not \(article(item.value))", at: item.location)
                continue
            }
            guard let format = OutputFormat(name: name) else {
                fail(
                    "unknown output format '\(name)'" + suggestion(for: name, in: names, listing: "formats are"),
                    at: item.location)
                continue
            }
            if !formats.contains(format) { formats.append(format) }
        }
        config.formats = formats
    }

    // MARK: values

    /// A non-empty string value, or an error at it.
    mutating func string(_ member: JSONObject.Member) -> String? {
        guard case .string(let text) = member.value.value, !text.isEmpty else {
            expected("a non-empty string", member)
            return nil
        }
        return text
    }

    /// A path that names an existing file, resolved against the config's folder.
    mutating func existingFile(_ node: JSONNode, what: String) -> String? {
        guard case .string(let text) = node.value, !text.isEmpty else {
            fail("a \(what) is a path (relative to this file's folder), not \(article(node.value))", at: node.location)
            return nil
        }
        let path = resolved(text)
        guard confined(path, written: text, what: what, at: node.location) else { return nil }
        guard exists(path) else {
            let relative =
                text.hasPrefix("/")
                ? "" : " (paths are relative to the config's folder, '\(folder.isEmpty ? "." : folder)')"
            fail("no \(what) '\(text)'\(relative)", at: node.location)
            return nil
        }
        return path
    }

    /// The output folder, which must lie inside the project tree: a committed config cannot make
    /// a build write over files elsewhere on the machine.
    mutating func outputFolder(_ member: JSONObject.Member) -> String? {
        guard let text = string(member) else { return nil }
        let path = resolved(text)
        return confined(path, written: text, what: "output folder", at: member.value.location) ? path : nil
    }

    /// Whether `path` leads inside the project tree; an `outside-project` error at the value when not.
    mutating func confined(_ path: String, written text: String, what: String, at location: SourceLocation) -> Bool {
        guard case .outside(let target) = tree.place(path) else { return true }
        let resolves = target == path || target.hasSuffix("/" + text) ? "" : " (it resolves to '\(target)')"
        diagnostics.append(
            .error(
                .outsideProject,
                "\(what) '\(text)' leads outside the project tree '\(tree.root)'\(resolves); a config may only name "
                    + "paths inside it, symlinks followed",
                at: location,
                notes: [
                    .init(
                        "the project tree is the repository holding the config (the nearest folder with .git), or "
                            + "its folder; --allow-path DIR adds a folder, and --out on the command line is taken as given"
                    )
                ]))
        return false
    }

    /// A path from the config's folder, as a path from the current folder.
    func resolved(_ path: String) -> String {
        path.hasPrefix("/") ? path : PathText.join(folder, path)
    }

    // MARK: reporting

    /// "; did you mean 'x'?" when a candidate is close, else the whole list: "; platforms are a, b".
    func suggestion(for word: String, in candidates: [String], listing: String) -> String {
        Suggestions.closest(to: word, in: candidates).map { Suggestions.hint($0) }
            ?? "; \(listing) \(candidates.joined(separator: ", "))"
    }

    mutating func expected(_ what: String, _ member: JSONObject.Member) {
        fail("'\(member.key)' must be \(what), not \(article(member.value.value))", at: member.value.location)
    }

    mutating func fail(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(.configFile, message, at: location))
    }

    /// "a number", "an object", "an empty string": what was written, for messages.
    func article(_ value: JSONValue) -> String {
        switch value {
        case .string(let text) where text.isEmpty: "an empty string"
        case .array(let items) where items.isEmpty: "an empty array"
        case .null: "null"
        case .object, .array: "an \(value.typeName)"
        default: "a \(value.typeName)"
        }
    }
}
