import Foundation

/// A module's public API as lines of text, one per symbol, from the symbol graph files
/// `swift-symbolgraph-extract` writes (`M.symbols.json`, and `M@Other.symbols.json` for M's
/// extensions of another module's types):
///
///     func HIG.specTable(platform:style:category:): static func specTable(platform: Platform?, …) -> String
///     typealias Diagnostic: typealias Diagnostic = Diagnostic → HigTypeCore
///
/// the kind, the path, and the declaration with its whitespace folded; a typealias also names
/// the module of the type it stands for. Sorted, so a change shows as added and removed lines.
enum APIDigest {
    static func lines(symbolGraphs: [Data]) throws -> [String] {
        var lines: Set<String> = []
        for data in symbolGraphs {
            guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let symbols = graph["symbols"] as? [[String: Any]]
            else { throw Malformed() }
            for symbol in symbols {
                guard let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String,
                    let path = symbol["pathComponents"] as? [String]
                else { throw Malformed() }
                let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
                let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
                var line = kind.replacingOccurrences(of: "swift.", with: "") + " " + path.joined(separator: ".") + ": "
                line += declaration.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                if kind == "swift.typealias",
                    let target = fragments.first(where: { $0["kind"] as? String == "typeIdentifier" }),
                    let usr = target["preciseIdentifier"] as? String, let module = module(ofUSR: usr)
                {
                    line += " → " + module
                }
                lines.insert(line)
            }
        }
        return lines.sorted()
    }

    /// The module a Swift USR names first: `s:11HigTypeCore10DiagnosticV` → `HigTypeCore`.
    static func module(ofUSR usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        let rest = usr.dropFirst(2)
        let digits = rest.prefix { $0.isNumber }
        guard let count = Int(digits), rest.count >= digits.count + count else { return nil }
        return String(rest.dropFirst(digits.count).prefix(count))
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String { "a symbol graph file without the symbols, kinds and paths it should have" }
    }
}
