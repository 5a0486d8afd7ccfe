import Foundation
import HigTypeTestSupport

/// The modules a target's Swift files import: every line that begins with `import`, at any
/// indentation (the formatter indents imports inside `#if`), with or without attributes
/// (`@testable`, `@_exported`) and access (`public`, `package`, `internal`), and the kinds of a
/// scoped import (`import struct A.B`). Lines inside multi-line strings (between `"""`s, however
/// they are indented) are text, not imports.
enum SourceImports {
    struct Import: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var module: String
        var attributes: [String]
        var description: String { "\(file):\(line): import \(module)" }
    }

    static let modifiers: Set<String> = [
        "@testable", "@_exported", "@_implementationOnly", "@preconcurrency", "public", "package", "internal",
        "private", "fileprivate",
    ]
    static let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]

    /// The imports of one file's text.
    static func imports(in text: String, file: String) -> [Import] {
        var found: [Import] = []
        var inString = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inString.toggle() }
            let code = line.drop { $0 == " " || $0 == "\t" }
            guard !inString, let first = code.first, first == "@" || first.isLetter else { continue }
            var words = code.split(separator: " ").map(String.init)
            var attributes: [String] = []
            while let word = words.first, modifiers.contains(word) { attributes.append(words.removeFirst()) }
            guard words.first == "import", words.count >= 2 else { continue }
            words.removeFirst()
            if kinds.contains(words[0]), words.count >= 2 { words.removeFirst() }
            let module = String(words[0].prefix { $0 != "." })
            found.append(Import(file: file, line: index + 1, module: module, attributes: attributes))
        }
        return found
    }

    /// The imports of every Swift file of a target, less its excluded folders; symlinked folders
    /// (the plugins' `Shared`) are read where they are, not through the link.
    static func imports(of target: PackageGraph.Target) -> [Import] {
        let folder = PackageRoot.file(target.path)
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [Import] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            if target.exclude.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
            guard let text = try? String(contentsOfFile: folder + "/" + relative, encoding: .utf8) else { continue }
            found += imports(in: text, file: target.path + "/" + relative)
        }
        return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }
}
