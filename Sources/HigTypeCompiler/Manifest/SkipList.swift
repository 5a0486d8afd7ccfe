import HigTypeCore

/// The root setting `$extensions["dev.higtype"].skip`: tokens (or groups, or any member of the
/// tree) that a build leaves out, each with the reason, as `adopt` writes it into its adapter for
/// what it could not adopt:
///
///     "$extensions": { "dev.higtype": { "skip": { "color.brand.accent": "its $value …" } } }
///
/// Each key is a path joined with dots. What it names is left out whole: no diagnostic whose
/// position is inside it (its key, its members, its values) is reported, and no token inside it
/// is resolved, checked by the rules or generated. A token that refers to a skipped one is not
/// skipped with it: its alias to the skipped token still resolves, and an error there is still an
/// error. A path that names nothing in the composed tree is a warning (`skip-unknown`), so a
/// stale entry does not hide a token that is added again under that name.
///
/// A token of another format that the reader could not read exactly (`UnreadToken`: a value that
/// needs a guess, such as `clamp(…)` or `AUTO`) is not in the tree; a path that names it, or a
/// group holding it, leaves out the reader's errors for it, with nothing in their place (the
/// reason is in the skip list, where `adopt` wrote it), and is no `skip-unknown`.
struct SkipList: Sendable {
    /// The paths, in the order written, with their reasons and where each key is.
    var entries: [(path: [String], reason: String, location: SourceLocation)] = []

    var isEmpty: Bool { entries.isEmpty }

    init() {}

    /// A list of `names` alone, to ask `contains` of.
    init(names: some Sequence<String>) {
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        entries = names.map {
            ($0.split(separator: ".", omittingEmptySubsequences: false).map(String.init), "", nowhere)
        }
    }

    /// Reads the setting from a composed root; reports a value of the wrong shape.
    static func read(_ root: JSONNode, diagnostics: inout [Diagnostic]) -> SkipList {
        var list = SkipList()
        guard case .object(let object) = root.value,
            case .object(let extensions)? = object["$extensions"]?.value,
            case .object(let settings)? = extensions[ManifestLoader.extensionKey]?.value,
            let node = settings["skip"]
        else { return list }
        guard case .object(let skip) = node.value else {
            diagnostics.append(
                .error(
                    .manifestStructure,
                    "'skip' must be an object whose keys are token paths and whose values say why, e.g. "
                        + "{\"color.accent\": \"its $value is not a color\"}; found \(node.value.typeName)",
                    at: node.location))
            return list
        }
        for member in skip.members {
            guard case .string(let reason) = member.value.value else {
                diagnostics.append(
                    .error(
                        .manifestStructure,
                        "the reason a token is skipped must be a string, found \(member.value.value.typeName)",
                        at: member.value.location))
                continue
            }
            let path = member.key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !member.key.isEmpty, !path.contains(where: \.isEmpty) else {
                diagnostics.append(
                    .error(
                        .manifestStructure, "'\(member.key)' is not a token path: names joined with dots",
                        at: member.keyLocation))
                continue
            }
            list.entries.append((path, reason, member.keyLocation))
        }
        return list
    }

    /// Whether the token or group named `name` is inside a skipped path.
    func contains(_ name: String) -> Bool {
        entries.contains { entry in
            let skipped = entry.path.joined(separator: ".")
            return name == skipped || name.hasPrefix(skipped + ".")
        }
    }

    /// Every position inside the skipped members of `root`: where their keys, values and
    /// members' keys are. Entries that name nothing are returned as warnings.
    func positions(in root: JSONNode, unread: [UnreadToken] = []) -> (Set<SourceLocation>, [Diagnostic]) {
        var found = Set<SourceLocation>()
        var problems: [Diagnostic] = []
        for entry in entries {
            // By name, as `contains` does: a token named with a dot ('-0.5', an invalid name the
            // reader still reads) is one segment of the unread path and two of the entry's.
            let skipped = entry.path.joined(separator: ".")
            let inside = unread.filter {
                let name = $0.path.joined(separator: ".")
                return name == skipped || name.hasPrefix(skipped + ".")
            }
            for token in inside { found.formUnion(token.positions) }
            guard let (key, node) = Self.member(at: entry.path[...], in: root) else {
                if !inside.isEmpty { continue }
                problems.append(
                    .warning(
                        .skipUnknown,
                        "'\(entry.path.joined(separator: "."))' is skipped, but the tokens name nothing there; "
                            + "remove it from 'skip'",
                        at: entry.location))
                continue
            }
            found.insert(key)
            Self.collect(node, into: &found)
        }
        return (found, problems)
    }

    /// The member at `path` below `node`: its key's position and its value. A dotted path may
    /// also name a member whose own key holds a dot (an invalid name, reported as such).
    private static func member(at path: ArraySlice<String>, in node: JSONNode) -> (SourceLocation, JSONNode)? {
        guard case .object(let object) = node.value, !path.isEmpty else { return nil }
        for count in 1...path.count {
            let key = path.prefix(count).joined(separator: ".")
            guard let member = object.members.last(where: { $0.key == key }) else { continue }
            if count == path.count { return (member.keyLocation, member.value) }
            if let found = Self.member(at: path.dropFirst(count), in: member.value) { return found }
        }
        return nil
    }

    /// Whether `location` is among `positions`: a node's, or a point inside a string (a font
    /// stack's stray `;`), which `positions(in:)` lists by line and column alone.
    static func contains(_ location: SourceLocation, in positions: Set<SourceLocation>) -> Bool {
        if positions.contains(location) { return true }
        var point = location
        point.offset = 0
        return positions.contains(point)
    }

    private static func collect(_ node: JSONNode, into found: inout Set<SourceLocation>) {
        found.insert(node.location)
        switch node.value {
        case .string(let text):
            // The columns inside the string, without offsets: a JSON string does not span lines,
            // and spans its scalars, its quotes and the escapes its quotes, backslashes and
            // control characters need (a non-ASCII character written as `\u…` spans more).
            var point = node.location
            point.offset = 0
            let escapes = text.unicodeScalars.reduce(0) { sum, scalar in
                sum
                    + (scalar == "\"" || scalar == "\\" || scalar == "\n" || scalar == "\t" || scalar == "\r"
                        ? 1 : scalar.value < 0x20 ? 5 : 0)
            }
            for _ in 0...(text.unicodeScalars.count + escapes) {
                point.column += 1
                found.insert(point)
            }
        case .object(let object):
            for member in object.members {
                found.insert(member.keyLocation)
                collect(member.value, into: &found)
            }
        case .array(let items):
            for item in items { collect(item, into: &found) }
        default: break
        }
    }
}
