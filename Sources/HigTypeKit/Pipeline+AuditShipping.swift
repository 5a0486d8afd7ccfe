import HigTypeAudit
import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an audit leaves out before reading a file, from the project files of each folder given
/// (`ShippingProject`): test targets, build output, and command-line tools that import no UI
/// framework. What a file's own text says (tests, generated code, previews, `#if DEBUG`) is the
/// auditor's to decide (`SwiftShipping`, `CSSShipping`).
extension Pipeline {
    struct Unshipped {
        /// The files to read.
        var kept: [String] = []
        /// Files in an executable target, by the target: left out after reading unless one
        /// of the target's files imports a UI framework.
        var tools: [String: [String]] = [:]
    }

    static func leaveOutUnshipped(
        _ files: [String], paths: [String], include: Set<AuditSkip>, summary: inout AuditSummary
    ) -> Unshipped {
        var unshipped = Unshipped()
        let folders = paths.filter { FileKind.of($0) == .folder }
        let projects = folders.map { ShippingProject.read($0) }
        for file in files {
            guard let index = folders.firstIndex(where: { file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
                unshipped.kept.append(file)
                continue
            }
            let folder = folders[index]
            let relative = String(file.dropFirst(folder.hasSuffix("/") ? folder.count : folder.count + 1))
            switch projects[index].kind(of: relative) {
            case .some(.tools) where !include.contains(.tools) && file.hasSuffix(".swift"):
                let target = folder + "/" + (projects[index].toolTarget(of: relative) ?? "")
                unshipped.tools[target, default: []].append(file)
                unshipped.kept.append(file)
            case .some(let kind) where kind != .tools && !include.contains(kind):
                summary.addSkipped(kind, files: 1)
            default:
                unshipped.kept.append(file)
            }
        }
        return unshipped
    }

    /// The tool targets none of whose files imports a UI framework: their files, to leave out.
    static func unshippedTools(_ tools: [String: [String]], sources: [Compiler.SourceFile]) -> Set<String> {
        var left: Set<String> = []
        let byPath = Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        for (_, files) in tools
        where !files.contains(where: { byPath[$0].map(SwiftShipping.importsUIFramework) ?? true }) {
            left.formUnion(files)
        }
        return left
    }
}
