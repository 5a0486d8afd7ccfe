/// Decides where on the preview page each diagnostic goes: on the typography token whose
/// source it points into, or, when it points at no typography token (settings, rules,
/// non-typography tokens, no position at all), in the banner at the top.
///
/// A token owns every position inside its own JSON: its key, the keys and values of its
/// `$value`, `$description` and `$extensions`, and the positions its resolved fields were read
/// from. The last matter when a token's whole `$value` is an alias: rules then point into the
/// token the alias names, so both tokens own that position, and the message decides: a rule's
/// message names its token as `'type.article.body'`, so a position owned by several tokens goes
/// to the ones the message names (all of them if it names none).
struct DiagnosticPlacement {
    /// A diagnostic on a token, with the platform and size category its message names, if any.
    struct Placed {
        var diagnostic: Diagnostic
        var platform: Platform?
        var category: SizeCategory?
    }

    /// Diagnostics on each typography token, by token name, in the log's sorted order.
    private(set) var byToken: [String: [Placed]] = [:]
    /// Diagnostics no typography token owns.
    private(set) var manifestLevel: [Diagnostic] = []

    /// A position without the byte offset, which some stages do not fill in.
    private struct Position: Hashable {
        var file: String
        var line: Int
        var column: Int
        init(_ location: SourceLocation) {
            file = location.file
            line = location.line
            column = location.column
        }
    }

    init(_ diagnostics: [Diagnostic], tokens: [PreviewToken], manifest: Manifest, platforms: [Platform]) {
        var owners: [Position: [String]] = [:]
        for token in tokens {
            for position in Set(Self.positions(of: token, in: manifest).map(Position.init)) {
                owners[position, default: []].append(token.name)
            }
        }
        for diagnostic in diagnostics {
            guard let location = diagnostic.location, let candidates = owners[Position(location)] else {
                manifestLevel.append(diagnostic)
                continue
            }
            let named = candidates.filter { diagnostic.message.contains("'\($0)'") }
            let (platform, category) = Self.scope(of: diagnostic.message, platforms: platforms)
            for name in named.isEmpty ? candidates : named {
                byToken[name, default: []].append(Placed(diagnostic: diagnostic, platform: platform, category: category))
            }
        }
    }

    /// Every position inside a token's source, plus where its resolved fields came from.
    private static func positions(of token: PreviewToken, in manifest: Manifest) -> [SourceLocation] {
        var out = [token.token.location]
        func walk(_ node: JSONNode) {
            out.append(node.location)
            switch node.value {
            case .object(let object):
                for member in object.members {
                    out.append(member.keyLocation)
                    walk(member.value)
                }
            case .array(let items): items.forEach(walk)
            default: break
            }
        }
        if let node = Self.node(at: token.token.path, in: manifest.root) { walk(node) }
        walk(token.token.value)
        if let location = token.token.settingsLocation { out.append(location) }
        if let value = token.resolved?.value {
            let fields: [SourceLocation?] = [
                value.textStyle?.location, value.fontFamily?.location, value.fontWeight?.location,
                value.fontSize?.location, value.lineHeight?.location, value.letterSpacing?.location,
            ]
            out += fields.compactMap { $0 }
        }
        return out
    }

    /// The object at `path` in the composed tree.
    private static func node(at path: [String], in root: JSONNode) -> JSONNode? {
        var node = root
        for key in path {
            guard case .object(let object) = node.value, let next = object[key] else { return nil }
            node = next
        }
        return node
    }

    /// The platform (" on watchOS") and size category (" at accessibility3") a rule's message
    /// names, so the badge can sit in that platform's section and mark that category's row.
    /// A platform that is not a target with values does not narrow where the badge goes.
    static func scope(of message: String, platforms: [Platform]) -> (Platform?, SizeCategory?) {
        func firstMatch<T>(_ candidates: [(phrase: String, value: T)]) -> T? {
            var best: (offset: Int, value: T)?
            for candidate in candidates {
                var searchStart = message.startIndex
                while let range = message.range(of: candidate.phrase, range: searchStart..<message.endIndex) {
                    let next = range.upperBound < message.endIndex ? message[range.upperBound] : " "
                    if !next.isLetter && !next.isNumber {
                        let offset = message.distance(from: message.startIndex, to: range.lowerBound)
                        if best == nil || offset < best!.offset { best = (offset, candidate.value) }
                        break
                    }
                    searchStart = range.upperBound
                }
            }
            return best?.value
        }
        let platform = firstMatch(platforms.map { (" on " + $0.displayName, $0) })
        let category = firstMatch(SizeCategory.allCases.map { (" at " + $0.rawValue, $0) })
        return (platform, category)
    }
}
