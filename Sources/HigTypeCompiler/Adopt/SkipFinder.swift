import HigTypeCore

/// What the errors left once the adapter is composed after the sources say adopt must do: leave a
/// token out (`skipped`), or write it whole without the members DTCG does not have (`rewritten`).
///
/// Each error is charged to the token it is inside (its key, a member, a value), else to the
/// group it is inside, else, at the root, to the root member it is in (`$themes`). A token whose
/// only errors are members a token may not hold (`source`, `$fluid`) is rewritten; any other
/// token with an error is skipped. In a typography token's value, a member other than DTCG's five
/// fields counts as such a member, and an error inside a field other than `fontSize` leaves that
/// field out of the rewritten value (`droppedFields`), to come from the style. The HIG rules'
/// findings are left alone: a rule speaks about a value that is valid, and `--no-conform` lets it. So are errors in the adapter itself (but for
/// a composite adopt wrote, which is left out of the adapter instead), and
/// errors without a position in the tree (a file that does not parse): they stop adopt. A token of
/// another format the reader could not read exactly (`UnreadToken`) is not in the tree: its
/// errors are charged to it by their positions, and it is skipped with its first error as reason.
enum SkipFinder {
    struct Found {
        var skipped: [Adoption.Skipped] = []
        var rewritten: Set<String> = []
        /// Fields of rewritten typography tokens whose own values are not valid: left out of the
        /// value, they come from the style.
        var droppedFields: [String: Set<String>] = [:]
        /// Each dropped field (`type.label.fontWeight`), with its first error as the reason.
        var droppedReasons: [Adoption.Skipped] = []
    }

    /// The five fields of a DTCG typography value.
    static let typographyFields: Set<String> = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

    /// Where a position is: the path of the token, group or root member that holds it, and
    /// whether it is the key of a member a token may not hold.
    private struct Owner {
        var path: [String]
        var isToken: Bool
        var isInvalidMember = false
    }

    static func find(
        in manifest: Manifest, diagnostics: [Diagnostic], adapter: String, superseded: Set<StyleChoice.Superseded>,
        composites: Set<String> = [], unread: [UnreadToken] = []
    ) -> Found {
        var owners: [SourceLocation: Owner] = [:]
        for token in unread {
            for position in token.positions { owners[position] = Owner(path: token.path, isToken: true) }
        }
        if case .object(let root) = manifest.root.value {
            for member in root.members {
                index(member, path: [member.key], group: nil, into: &owners)
            }
        }
        // Inside a typography token's value: a member DTCG's typography does not have is one a
        // token may not hold (the replacement writes only the five fields); an error in a field
        // other than the size leaves that field out, to come from the style.
        var inValue: [SourceLocation: String?] = [:]
        for token in manifest.tokens where token.type == .typography && token.location.file != adapter {
            guard case .object(let object)? = manifest.root.node(at: token.path)?.value,
                case .object(let value)? = object["$value"]?.value
            else { continue }
            for member in value.members where member.key != "fontSize" {
                let field: String? = typographyFields.contains(member.key) ? member.key : nil
                var positions: [SourceLocation: Owner] = [member.keyLocation: Owner(path: [], isToken: true)]
                collect(member.value, Owner(path: [], isToken: true), into: &positions)
                for position in positions.keys { inValue[position] = field }
            }
        }
        // A position inside a string (a font stack's stray ';') is no node's: it is the string's,
        // the nearest position before it on its line, as a JSON string does not span lines.
        var lines: [String: [(column: Int, owner: Owner)]] = [:]
        for (location, owner) in owners {
            lines["\(location.file):\(location.line)", default: []].append((location.column, owner))
        }
        func owner(at location: SourceLocation) -> Owner? {
            if let owner = owners[location] { return owner }
            return lines["\(location.file):\(location.line)"]?.filter { $0.column < location.column }
                .max { $0.column < $1.column }?.owner
        }
        let rules = Set(RuleCatalogue.all.map(\.id))
        var byOwner: [String: (owner: Owner, first: Diagnostic, onlyMembers: Bool)] = [:]
        var fields: [String: Set<String>] = [:]
        var fieldErrors: [String: Diagnostic] = [:]
        var order: [String] = []
        for diagnostic in diagnostics where diagnostic.severity == .error && !rules.contains(diagnostic.id) {
            guard let location = diagnostic.location,
                !superseded.contains(.init(id: diagnostic.id, location: location)),
                let owner = owner(at: location)
            else { continue }
            let name = owner.path.joined(separator: ".")
            // The adapter's own tokens are adopt's to get right; a composite it wrote is left out.
            guard location.file != adapter || composites.contains(name) else { continue }
            let field = inValue[location]
            let onlyMember = owner.isToken && (owner.isInvalidMember || field != nil)
            if owner.isToken, case .some(.some(let field)) = field {
                fields[name, default: []].insert(field)
                if fieldErrors[name + "." + field] == nil { fieldErrors[name + "." + field] = diagnostic }
            }
            if let earlier = byOwner[name] {
                byOwner[name]?.onlyMembers = earlier.onlyMembers && onlyMember
            } else {
                byOwner[name] = (owner, diagnostic, onlyMember)
                order.append(name)
            }
        }
        var found = Found()
        for name in order {
            guard let entry = byOwner[name] else { continue }
            if entry.onlyMembers {
                found.rewritten.insert(name)
                if let dropped = fields[name] {
                    found.droppedFields[name] = dropped
                    for field in dropped.sorted() {
                        guard let error = fieldErrors[name + "." + field] else { continue }
                        found.droppedReasons.append(
                            .init(
                                name: name + "." + field, reason: "\(error.message) [\(error.id)]",
                                location: error.location))
                    }
                }
            } else {
                found.skipped.append(
                    .init(
                        name: name, reason: "\(entry.first.message) [\(entry.first.id)]",
                        location: entry.first.location))
            }
        }
        return found
    }

    /// Records who owns every position inside `member`: the token it is in, else `group`, else
    /// the member itself.
    private static func index(
        _ member: JSONObject.Member, path: [String], group: [String]?, into owners: inout [SourceLocation: Owner]
    ) {
        guard case .object(let object) = member.value.value, !member.key.hasPrefix("$") || member.key == "$root"
        else {
            // A group's own property, or a member that is not an object: the group's.
            let owner = Owner(path: group ?? path, isToken: false)
            owners[member.keyLocation] = owner
            collect(member.value, owner, into: &owners)
            return
        }
        if Composer.isToken(object) {
            let owner = Owner(path: path, isToken: true)
            owners[member.keyLocation] = owner
            owners[member.value.location] = owner
            for inner in object.members {
                var own = owner
                own.isInvalidMember = !ManifestLoader.tokenProperties.contains(inner.key)
                owners[inner.keyLocation] = own
                collect(inner.value, owner, into: &owners)
            }
            return
        }
        let owner = Owner(path: path, isToken: false)
        owners[member.keyLocation] = owner
        owners[member.value.location] = owner
        for inner in object.members {
            index(inner, path: path + [inner.key], group: path, into: &owners)
        }
    }

    private static func collect(_ node: JSONNode, _ owner: Owner, into owners: inout [SourceLocation: Owner]) {
        owners[node.location] = owner
        switch node.value {
        case .object(let object):
            for member in object.members {
                owners[member.keyLocation] = owner
                collect(member.value, owner, into: &owners)
            }
        case .array(let items):
            for item in items { collect(item, owner, into: &owners) }
        default: break
        }
    }
}
