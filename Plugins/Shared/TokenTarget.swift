import Foundation

// Shared by the four plugins through a symbolic link in each plugin's folder (`Shared`), since a
// plugin target can depend on no library. The plugins know nothing of tokens: they find files,
// and the `higtype` executable reads them, checks them and reports every problem at its position.

/// One target's token files as the plugins see them before higtype runs: the files of the target
/// (its excludes already applied by the package manager), its `higtype.json`, and what higtype
/// will read.
struct TokenTarget {
    /// The target's name, for messages.
    var name: String
    /// The target's folder; paths in messages are shown from here.
    var directory: URL
    /// Every file of the target, sources and resources alike.
    var files: [URL]

    /// The config file's name (HigTypeKit's `BuildConfig.fileName`).
    static let configName = "higtype.json"

    /// Files named `higtype.json`.
    var configs: [URL] { files.filter { $0.lastPathComponent == Self.configName }.sorted(by: Self.byPath) }
    /// DTCG token files (`*.tokens.json`), in path order: the default composition order.
    var tokenFiles: [URL] { files.filter { $0.lastPathComponent.hasSuffix(".tokens.json") }.sorted(by: Self.byPath) }
    /// DTCG resolver documents (`*.resolver.json`).
    var resolvers: [URL] { files.filter { $0.lastPathComponent.hasSuffix(".resolver.json") }.sorted(by: Self.byPath) }
    /// Every JSON file: what a resolver document may read.
    var jsonFiles: [URL] { files.filter { $0.pathExtension == "json" }.sorted(by: Self.byPath) }

    /// What higtype reads for this target, and the arguments that say so.
    struct Input {
        /// The target's `higtype.json`.
        var config: URL?
        /// The token files or the resolver document higtype is given, when the config names
        /// neither: the target's own, found by name.
        var found: [URL]
        /// Every file whose change must run higtype again: the config, the token files, and for a
        /// resolver document every JSON file of the target, since it may name any of them.
        var files: [URL]
        /// The config names `out`, where `higtype-generate` writes.
        var configNamesOut = false
        /// What is compiled, for the build's log line: a file name, or "3 token files".
        var summary: String

        /// `--config FILE`, for `build` and `lint`: the options; the files follow `--`.
        var options: [String] { config.map { ["--config", $0.path] } ?? [] }
        /// The files found, after `--`, so that no file name is ever read as an option.
        var paths: [String] { found.isEmpty ? [] : ["--"] + found.map(\.path) }
        /// The same for `audit`, which takes manifests as `--manifest FILE`.
        var auditArguments: [String] {
            (config.map { ["--config", $0.path] } ?? []) + found.flatMap { ["--manifest", $0.path] }
        }
    }

    /// A problem the plugin can see before higtype runs.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The input, or nil when the target holds no token file, resolver document or config.
    func input() throws(Problem) -> Input? {
        let configs = configs
        guard configs.count <= 1 else {
            throw Problem(
                description:
                    "target '\(name)' holds \(configs.count) files named \(Self.configName) "
                    + "(\(configs.map(relative).joined(separator: ", "))); keep one, or exclude the others in Package.swift"
            )
        }
        let config = configs.first
        let peek = config.map(ConfigPeek.init)
        let configFiles = config.map { [$0] } ?? []
        let namesOut = peek?.namesOut ?? false
        if let peek, !peek.readable {
            // higtype reports what is wrong with the file; until it is fixed, any JSON file may matter.
            return Input(
                config: config, found: [], files: Self.unique(configFiles + jsonFiles), summary: Self.configName)
        }
        if let resolver = peek?.resolver {
            return Input(
                config: config, found: [], files: Self.unique(configFiles + [resolver] + jsonFiles),
                configNamesOut: namesOut, summary: resolver.lastPathComponent)
        }
        if let manifests = peek?.manifests {
            return Input(
                config: config, found: [], files: Self.unique(configFiles + manifests), configNamesOut: namesOut,
                summary: Self.count(manifests))
        }
        // No config, or one that leaves the input to the command line: the target's own files.
        let resolvers = resolvers
        if resolvers.count > 1 {
            throw Problem(
                description:
                    "target '\(name)' holds \(resolvers.count) resolver documents "
                    + "(\(resolvers.map(relative).joined(separator: ", "))); name one as \"resolver\" in \(Self.configName)"
            )
        }
        if let resolver = resolvers.first {
            return Input(
                config: config, found: [resolver], files: Self.unique(configFiles + [resolver] + jsonFiles),
                configNamesOut: namesOut, summary: resolver.lastPathComponent)
        }
        let manifests = tokenFiles
        // With neither, higtype says that the config names no input and the target holds none.
        guard !manifests.isEmpty || config != nil else { return nil }
        return Input(
            config: config, found: manifests, files: configFiles + manifests, configNamesOut: namesOut,
            summary: manifests.isEmpty ? Self.configName : Self.count(manifests))
    }

    /// A path as shown in messages: from the target's folder when it is inside it.
    func relative(_ url: URL) -> String {
        let base = directory.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    static func byPath(_ a: URL, _ b: URL) -> Bool { a.path < b.path }

    static func unique(_ urls: [URL]) -> [URL] {
        var seen: Set<String> = []
        return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    static func count(_ manifests: [URL]) -> String {
        manifests.count == 1 ? manifests[0].lastPathComponent : "\(manifests.count) token files"
    }
}

/// The keys of a `higtype.json` that decide which files a build reads, read leniently. The
/// plugin needs them before higtype runs, to declare the build's inputs; it checks nothing,
/// since higtype reads the same file and reports each problem at its line and column.
struct ConfigPeek {
    /// The file is a JSON object whose `manifests` and `resolver`, where present, have the right kinds.
    var readable = false
    var manifests: [URL]?
    var resolver: URL?
    var namesOut = false
    /// `out`, resolved from the config's folder, when it is a string.
    var out: URL?
    /// `formats`, when it is a list of strings.
    var formats: [String]?

    /// The most of the file read, as higtype reads it (`BuildConfig.maxBytes`): a committed
    /// config that is a symlink to a device or a huge file costs no more than this.
    static let maxBytes = 1 << 20

    init(_ config: URL) {
        guard let data = Self.read(config), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return }
        let folder = config.deletingLastPathComponent()
        func resolved(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path).standardizedFileURL
        }
        if let value = object["manifests"] {
            guard let paths = value as? [String] else { return }
            manifests = paths.map(resolved)
        }
        if let value = object["resolver"] {
            guard let path = value as? String else { return }
            resolver = resolved(path)
        }
        namesOut = object["out"] != nil
        out = (object["out"] as? String).map(resolved)
        formats = object["formats"] as? [String]
        readable = true
    }

    /// The file's bytes, when it is a regular file of at most `maxBytes`; read no further than that.
    static func read(_ url: URL) -> Data? {
        guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]),
            values.isRegularFile == true, (values.fileSize ?? 0) <= maxBytes,
            let handle = try? FileHandle(forReadingFrom: url)
        else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxBytes + 1), data.count <= maxBytes else { return nil }
        return data
    }
}
