import HigTypeCore

/// The adapter `adopt` writes: a DTCG 2025.10 token file that, composed after the sources,
/// amends or replaces only the tokens it must. A token whose values are DTCG gets an amendment
/// (`$description` and `$extensions["dev.higtype"].textStyle`, which compose into the source's
/// token and keep everything else it says); a token with a value to convert is replaced whole,
/// with every member of the source's token kept and only its `$value` converted. Groups and
/// tokens are in the sources' document order and numbers in their shortest form, so the same
/// sources give the same bytes.
struct AdapterDocument {
    /// The vendor key of the root `$extensions` that marks a file as an adapter, with the sources
    /// it was written for; the manifest language ignores it.
    static let markerKey = "dev.higtype.adopt"

    /// Whether a parsed document is an adapter: its root's `$extensions` hold the marker.
    static func isMarked(_ document: JSONNode) -> Bool {
        guard case .object(let root) = document.value, case .object(let vendors)? = root["$extensions"]?.value
        else { return false }
        return vendors.member(markerKey) != nil
    }

    /// One token of the adapter: its path and members.
    struct Entry {
        var path: [String]
        var members: [(String, JSONOutput)]
    }

    var description: String
    /// The sources, as the adapter names them (relative to its folder), and for a resolver
    /// document the contexts adopted.
    var sources: [String]
    var contexts: [String] = []
    var entries: [Entry] = []
    /// The tokens (or groups) `build` is to leave out, by name, with the reason: the root setting
    /// `$extensions["dev.higtype"].skip` (`SkipList`).
    var skips: [(name: String, reason: String)] = []

    /// The adapter's text: pretty JSON, two-space indentation, ending in a newline.
    var text: String {
        var marker: [(String, JSONOutput)] = [("sources", .array(sources.map(JSONOutput.string)))]
        if !contexts.isEmpty { marker.append(("contexts", .array(contexts.map(JSONOutput.string)))) }
        var tree = Tree.group([])
        for entry in entries { tree.insert(entry.members, at: entry.path[...]) }
        guard case .group(let groups) = tree else { return "" }
        var vendors: [(String, JSONOutput)] = [(Self.markerKey, .object(marker))]
        if !skips.isEmpty {
            vendors.append(
                (ManifestLoader.extensionKey, .object([("skip", .object(skips.map { ($0.name, .string($0.reason)) }))]))
            )
        }
        let root: [(String, JSONOutput)] =
            [("$description", .string(description)), ("$extensions", .object(vendors))]
            + groups.map { ($0.0, $0.1.output) }
        return JSONOutput.object(root).serialized() + "\n"
    }

    /// The amendment that names `style` and describes why.
    static func amendment(path: [String], description: String, style: String) -> Entry {
        Entry(
            path: path,
            members: [
                ("$description", .string(description)),
                ("$extensions", .object([(ManifestLoader.extensionKey, .object([("textStyle", .string(style))]))])),
            ])
    }

    /// The source's token `object` (as composed) with `value` in place of its `$value`, its
    /// `$type` written out (a replacement does not inherit it from a group in another file),
    /// `description` in place of its `$description`, and `style`, if any, under `dev.higtype`.
    /// A typography value with only DTCG's five fields: a field other tools keep in it
    /// (`textTransform`, `paragraphSpacing`) is never copied into the adapter.
    static func dtcgFields(of value: JSONNode) -> JSONNode {
        guard case .object(let object) = value.value else { return value }
        let fields: Set<String> = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        return JSONNode(.object(JSONObject(object.members.filter { fields.contains($0.key) })), at: value.location)
    }

    static func replacement(
        path: [String], object: JSONObject, type: DTCGType?, value: JSONNode, description: String?, style: String?
    ) -> Entry {
        var members: [(String, JSONOutput)] = []
        var wroteDescription = false
        var wroteStyle = false
        // Only what a DTCG token may hold is written: a member the source's token should not
        // have (`source`, `fontVariationSettings`, `$fluid`) is left out, never copied.
        for member in object.members where isValid(member) {
            switch member.key {
            case "$value", "$ref":
                members.append(("$value", JSONOutput(type == .typography ? dtcgFields(of: value) : value)))
                if let description, object.member("$description") == nil {
                    members.append(("$description", .string(description)))
                    wroteDescription = true
                }
            case "$description":
                guard let description else {
                    members.append((member.key, JSONOutput(member.value)))
                    continue
                }
                members.append(("$description", .string(description)))
                wroteDescription = true
            case "$extensions":
                guard let style else {
                    members.append((member.key, JSONOutput(member.value)))
                    continue
                }
                members.append(("$extensions", withStyle(JSONOutput(member.value), style)))
                wroteStyle = true
            default:
                members.append((member.key, JSONOutput(member.value)))
            }
        }
        if object.member("$type") == nil, let type { members.insert(("$type", .string(type.rawValue)), at: 0) }
        if let description, !wroteDescription { members.append(("$description", .string(description))) }
        if let style, !wroteStyle { members.append(("$extensions", withStyle(.object([]), style))) }
        return Entry(path: path, members: members)
    }

    /// A typography token composed from separate tokens (`Composites`): new in the adapter.
    static func composite(_ composite: Composites.Composite, description: String?, style: String?) -> Entry {
        var members: [(String, JSONOutput)] = [("$type", .string("typography")), ("$value", .object(composite.value))]
        if let description { members.append(("$description", .string(description))) }
        if let style {
            members.append(
                ("$extensions", .object([(ManifestLoader.extensionKey, .object([("textStyle", .string(style))]))])))
        }
        return Entry(path: composite.path, members: members)
    }

    /// Whether a member of a token is one DTCG 2025.10 defines, of the kind it defines.
    static func isValid(_ member: JSONObject.Member) -> Bool {
        switch (member.key, member.value.value) {
        case ("$value", _), ("$ref", _), ("$type", .string), ("$description", .string), ("$extensions", .object),
            ("$deprecated", .bool), ("$deprecated", .string):
            return true
        default: return false
        }
    }

    /// `extensions` with `dev.higtype.textStyle` set to `style`, other keys kept in place.
    private static func withStyle(_ extensions: JSONOutput, _ style: String) -> JSONOutput {
        guard case .object(var vendors) = extensions else { return extensions }
        let key = ManifestLoader.extensionKey
        if let i = vendors.firstIndex(where: { $0.0 == key }), case .object(var settings) = vendors[i].1 {
            if let j = settings.firstIndex(where: { $0.0 == "textStyle" }) {
                settings[j].1 = .string(style)
            } else {
                settings.append(("textStyle", .string(style)))
            }
            vendors[i].1 = .object(settings)
        } else {
            vendors.append((key, .object([("textStyle", .string(style))])))
        }
        return .object(vendors)
    }

    /// Groups by path, members in the order first inserted.
    private indirect enum Tree {
        case group([(String, Tree)])
        case token([(String, JSONOutput)])

        mutating func insert(_ token: [(String, JSONOutput)], at path: ArraySlice<String>) {
            guard case .group(var members) = self, let key = path.first else { return }
            if path.count == 1 {
                members.append((key, .token(token)))
            } else if let i = members.firstIndex(where: { $0.0 == key }) {
                members[i].1.insert(token, at: path.dropFirst())
            } else {
                var group = Tree.group([])
                group.insert(token, at: path.dropFirst())
                members.append((key, group))
            }
            self = .group(members)
        }

        var output: JSONOutput {
            switch self {
            case .group(let members): .object(members.map { ($0.0, $0.1.output) })
            case .token(let members): .object(members)
            }
        }
    }
}
