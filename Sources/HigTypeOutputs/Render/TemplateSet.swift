import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The templates a build renders with: the embedded defaults, each replaceable by a file of the
/// same name in `--templates DIR`. Every template in the set is also a partial, named by its file
/// name without `.mustache`.
public struct TemplateSet: Sendable {
    public struct Entry: Sendable {
        public var template: MustacheTemplate
        /// The file it came from, or nil for an embedded default.
        public var file: String?
    }

    public var entries: [String: Entry] = [:]
    public var diagnostics: [Diagnostic] = []

    /// The largest template file read, in bytes, checked before it is read.
    public static let maxTemplateBytes = 16 << 20

    /// The defaults, overridden by `folder`'s `*.mustache` files when a folder is given. A file
    /// there is read only when it resolves inside the folder (or a folder in `allowed`) after its
    /// symlinks are followed: a template symlinked to a file elsewhere would copy that file into
    /// the outputs, so it is refused, unread.
    public static func load(overridesIn folder: String?, allowing allowed: [String] = []) -> TemplateSet {
        var set = TemplateSet()
        for (name, _) in EmbeddedTemplates.files {
            // Parsed when higtype was built, so a run never parses its own templates.
            if let template = EmbeddedTemplates.parsed(name) {
                set.entries[name] = Entry(template: template, file: nil)
            }
        }
        guard let folder else { return set }
        guard let names = FileSystem.names(in: folder)?.filter({ $0.hasSuffix(".mustache") }).sorted() else {
            set.diagnostics.append(
                .error(.ioError, "cannot read templates folder '\(folder)': \(folderFailure(folder))"))
            return set
        }
        let tree = ProjectTree(roots: [folder] + allowed)
        for name in names {
            let path = PathText.join(folder, name)
            let target: String
            switch tree.place(path) {
            case .outside(let place):
                set.diagnostics.append(
                    .error(
                        .outsideProject,
                        "template '\(path)' leads to '\(place)', outside the templates folder '\(folder)'; a template "
                            + "must be a file inside the folder (--allow-path DIR adds a folder)"))
                continue
            case .inside(let place):
                target = place
            }
            let bytes: [UInt8]
            switch InputFile.read(target, limit: maxTemplateBytes, followSymlinks: false) {
            case .success(let read): bytes = read
            case .failure(let failure):
                set.diagnostics.append(.error(.ioError, "cannot read template '\(path)': \(failure.reason)"))
                continue
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                set.diagnostics.append(
                    .error(
                        .templateSyntax, "template is not valid UTF-8",
                        at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            set.add(name: name, source: text, file: path)
        }
        return set
    }

    /// Why `folder` could not be listed, in a few words.
    private static func folderFailure(_ folder: String) -> String {
        switch FileKind.of(folder) {
        case nil: "no such folder"
        case .folder: "permission denied"
        case .file: "it is a file, not a folder"
        }
    }

    private mutating func add(name: String, source: String, file: String?) {
        do {
            entries[name] = Entry(
                template: try MustacheTemplate(source: source, name: file ?? "<built-in>/" + name), file: file)
        } catch {
            diagnostics.append(error)
        }
    }

    /// Every template as a partial, by name without the extension.
    public var partials: [String: MustacheTemplate] {
        Dictionary(
            uniqueKeysWithValues: entries.map { (String($0.key.dropLast(".mustache".count)), $0.value.template) })
    }

    /// Whether the template `name` renders compiled to code: a built-in one that `--templates`
    /// does not replace (CompiledTemplates). Any other renders with the Mustache engine.
    func rendersCompiled(_ name: String) -> Bool {
        (entries[name].map { $0.file == nil } ?? false) && CompiledTemplates.digests[name] != nil
    }

    /// The custom template files in use, for the depfile.
    public var files: [String] { entries.values.compactMap(\.file).sorted() }
}
