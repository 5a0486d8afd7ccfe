import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks one open document with the library the commands use: a token file with the compiler
/// `lint` runs, in its workspace's composition when a `higtype.json` names it; Swift and CSS
/// with the audit. Open documents are read from the editor's text, never from disk.
public struct Checker: Sendable {
    /// What one check found for the document.
    public struct Outcome: Sendable {
        /// The document's diagnostics, and those without a position (about the whole run).
        public var diagnostics: [Diagnostic]
        /// Every file's bytes the check read, by path, to place notes and fix-its.
        public var sources: [String: [UInt8]]
        /// The config whose composition the file was checked in, if any.
        public var config: String?
        /// The platforms the file targets, for hover tables: the config's, else the manifest's.
        public var platforms: [Platform]
        /// The paths of `sources` in the order the check read them: composition order.
        public var files: [String] = []
        /// The typography tokens as resolved, for hover and completion details.
        public var typography: [ResolvedToken] = []
        /// For an audit with the workspace's tokens: the findings again without them, whose
        /// fix-its name the text style, offered beside the token's.
        public var alternatives: [Diagnostic] = []
        /// The token index of `files`, made by the first request that needs it and kept until the
        /// next check replaces this outcome (`LanguageServer.keepIndex`).
        var index: TokenIndex?
        /// The checked text's line table, built once for its diagnostics and kept for requests.
        var lines: TextLines?
    }

    /// The workspace root: a config is looked for from the file's folder up to here, never above.
    public var root: String?

    public init(root: String?) { self.root = root }

    public func check(_ document: OpenDocument, open: [OpenDocument]) -> Outcome {
        let config = document.isFile ? findConfig(for: document.path) : nil
        switch document.kind {
        case .swift, .css:
            return audit(document, open: open, config: config)
        case .tokens, .other:
            return checkTokens(document, open: open, config: config)
        }
    }

    /// Audits Swift or CSS. With a config that composes manifests, the fix-its name the matching
    /// token, as `higtype audit` does with the manifest, and `alternatives` hold the same findings
    /// with the text style instead; a change to a file of the composition checks the file again.
    private func audit(_ document: OpenDocument, open: [OpenDocument], config: BuildConfig.Loaded?) -> Outcome {
        let platform = config?.config?.platforms?.first ?? .ios
        let language: Auditor.Language = document.kind == .swift ? .swift : .css
        var auditor = Auditor(platform: platform)
        var sources = [document.path: document.text]
        var alternatives: [Diagnostic] = []
        if let found = config?.config, let paths = found.inputs {
            let replacing = open.filter(\.isFile).map { Compiler.SourceFile(path: $0.path, bytes: $0.text) }
            var inputs = Compiler.read(paths: paths.map(DocumentURI.standardized), replacing: replacing)
            inputs.platforms = found.platforms
            let compilation = Compiler.compile(&inputs, input: found.contexts)
            sources.merge(compilation.sourceMap) { mine, _ in mine }
            if let resolved = compilation.resolved {
                auditor.tokens = TokenMatch(resolved, platform: platform, namespace: found.namespace ?? "Typography")
                alternatives =
                    Auditor(platform: platform).audit(document.text, path: document.path, language: language)
                    .diagnostics
            }
        }
        let result = auditor.audit(document.text, path: document.path, language: language)
        var outcome = Outcome(
            diagnostics: result.diagnostics, sources: sources, config: nil, platforms: [platform],
            files: [document.path])
        outcome.alternatives = alternatives
        return outcome
    }

    private func checkTokens(_ document: OpenDocument, open: [OpenDocument], config: BuildConfig.Loaded?) -> Outcome {
        let replacing = open.filter(\.isFile).map { Compiler.SourceFile(path: $0.path, bytes: $0.text) }
        if let loaded = config, let found = loaded.config, let paths = found.inputs {
            let absolute = paths.map(DocumentURI.standardized)
            var inputs = Compiler.read(paths: absolute, replacing: replacing)
            inputs.platforms = found.platforms
            let compilation = Compiler.compile(&inputs, input: found.contexts)
            if compilation.sources.contains(where: { $0.path == document.path }) {
                return outcome(compilation, document: document, config: found.path)
            }
        }
        // Another JSON file (package.json, a config) is checked only as part of a composition.
        guard document.kind == .tokens else {
            return Outcome(diagnostics: [], sources: [:], config: nil, platforms: [.ios])
        }
        let compilation: Compiler.Compilation
        if document.isFile {
            var inputs = Compiler.read(paths: [document.path], replacing: replacing)
            compilation = Compiler.compile(&inputs)
        } else {
            compilation = Compiler.compile(sources: [Compiler.SourceFile(path: document.path, bytes: document.text)])
        }
        var checked = outcome(compilation, document: document, config: nil)
        checked.diagnostics = Self.configErrors(config) + checked.diagnostics
        return checked
    }

    /// The errors of a config that cannot be used (a token file it names is gone, say), on the
    /// document's first line, each with its place in the config as a note: the file is then
    /// checked alone, and the editor should say why.
    static func configErrors(_ loaded: BuildConfig.Loaded?) -> [Diagnostic] {
        guard let loaded, loaded.config == nil else { return [] }
        return loaded.diagnostics.filter { $0.severity == .error }.map { error in
            Diagnostic(
                .error, id: error.id,
                "\(BuildConfig.fileName) cannot be used, so this file is checked alone: \(error.message)",
                notes: error.location.map { [Diagnostic.Note("the config says so here", at: $0)] } ?? [])
        }
    }

    private func outcome(_ compilation: Compiler.Compilation, document: OpenDocument, config: String?) -> Outcome {
        let mine = compilation.log.sorted.filter { $0.location == nil || $0.location?.file == document.path }
        var sources = compilation.sourceMap
        sources[document.path] = document.text
        let platforms = compilation.resolved?.platforms ?? compilation.platforms ?? [.ios]
        var files = compilation.sources.map(\.path)
        if !files.contains(document.path) { files.append(document.path) }
        return Outcome(
            diagnostics: mine, sources: sources, config: config, platforms: platforms, files: files,
            typography: compilation.resolved?.tokens ?? [])
    }

    /// The nearest `higtype.json` from the file's folder up to the workspace root (or only the
    /// file's folder when there is no root), read and checked.
    func findConfig(for path: String) -> BuildConfig.Loaded? {
        var folder = PathText.folder(of: path)
        let top = root.map(DocumentURI.standardized)
        while true {
            let candidate = folder + "/" + BuildConfig.fileName
            if FileSystem.exists(candidate) {
                return BuildConfig.read(path: candidate, found: true)
            }
            guard let top, folder != top, folder.hasPrefix(top + "/") || top == "/" else { return nil }
            let parent = PathText.folder(of: folder)
            if parent == folder { return nil }
            folder = parent
        }
    }
}
