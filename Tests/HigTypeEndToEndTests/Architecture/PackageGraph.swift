import Foundation
import HigTypeTestSupport

/// The targets of Package.swift as its text declares them: name, kind, dependencies, folder and
/// excluded folders. Read from the text, not `swift package dump-package`, so the check needs
/// no second SwiftPM beside the one running the tests; `PackageGraphTests` checks the reading.
struct PackageGraph {
    struct Target: Equatable {
        var name: String
        /// `target`, `executableTarget`, `testTarget` or `plugin`.
        var kind: String
        var dependencies: [String]
        /// The folder of its sources, relative to the package root.
        var path: String
        /// Folders and files under `path` that are data, not sources.
        var exclude: [String]
    }

    var targets: [Target]

    subscript(name: String) -> Target? { targets.first { $0.name == name } }

    static func read() throws -> PackageGraph {
        try PackageGraph(text: String(contentsOfFile: PackageRoot.file("Package.swift"), encoding: .utf8))
    }

    /// Every `.target(`, `.executableTarget(`, `.testTarget(` and `.plugin(` call in the
    /// `targets:` list (a product's `.plugin(` names `targets:` and is skipped).
    init(text: String) {
        let source = text
        var found: [(position: String.Index, target: Target)] = []
        for kind in ["target", "executableTarget", "testTarget", "plugin"] {
            var searchStart = source.startIndex
            while let call = source.range(of: "." + kind + "(", range: searchStart..<source.endIndex) {
                var depth = 1
                var end = call.upperBound
                while depth > 0, end < source.endIndex {
                    if source[end] == "(" { depth += 1 } else if source[end] == ")" { depth -= 1 }
                    end = source.index(after: end)
                }
                let body = String(source[call.upperBound..<end])
                searchStart = end
                guard !body.contains("targets:"), let name = Self.string(after: "name:", in: body) else { continue }
                let folder = ["testTarget": "Tests", "plugin": "Plugins"][kind] ?? "Sources"
                found.append(
                    (
                        call.lowerBound,
                        Target(
                            name: name, kind: kind, dependencies: Self.strings(in: "dependencies:", of: body),
                            path: Self.string(after: "path:", in: body) ?? folder + "/" + name,
                            exclude: Self.strings(in: "exclude:", of: body))
                    ))
            }
        }
        targets = found.sorted { $0.position < $1.position }.map(\.target)
    }

    /// The first string literal after `label`, when it directly follows it.
    private static func string(after label: String, in body: String) -> String? {
        guard let range = body.range(of: label) else { return nil }
        let rest = body[range.upperBound...].drop { $0 == " " }
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: rest.startIndex)..<close])
    }

    /// The string literals of the list after `label` (`dependencies: ["A", "B"]`).
    private static func strings(in label: String, of body: String) -> [String] {
        guard let range = body.range(of: label + " ["), let close = body[range.upperBound...].firstIndex(of: "]")
        else { return [] }
        return body[range.upperBound..<close].split(separator: "\"", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The names `target` depends on, directly or through its dependencies.
    func closure(of target: String) -> Set<String> {
        var seen: Set<String> = []
        var next = self[target]?.dependencies ?? []
        while let name = next.popLast() {
            if seen.insert(name).inserted { next += self[name]?.dependencies ?? [] }
        }
        return seen
    }
}
