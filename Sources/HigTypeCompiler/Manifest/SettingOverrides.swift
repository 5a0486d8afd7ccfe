import HigTypeCore

/// The root settings (`$extensions["dev.higtype"]`) a later file changes: composing merges them
/// deeply and the later value wins, which is what a product file overriding a brand file wants,
/// but never silently. Each setting the later file sets to a different value gets a
/// `setting-overridden` note at the later value, with a note at the earlier one. A value repeated
/// unchanged says nothing, and `platforms`, which files unite rather than replace, is left out.
enum SettingOverrides {
    /// The notes for the settings `later` changes in `earlier` (both a root's `$extensions` value).
    static func notes(_ earlier: JSONNode, _ later: JSONNode) -> [Diagnostic] {
        guard let before = settings(earlier), let after = settings(later) else { return [] }
        return compare(before, after, path: [])
    }

    private static func settings(_ extensions: JSONNode) -> JSONObject? {
        guard case .object(let ext) = extensions.value,
            case .object(let mine)? = ext[ManifestLoader.extensionKey]?.value
        else { return nil }
        return mine
    }

    /// Walks `after` as the deep merge does: objects key by key, anything else replaced whole.
    private static func compare(_ before: JSONObject, _ after: JSONObject, path: [String]) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        for member in after.members {
            if path.isEmpty, member.key == "platforms" { continue }
            guard let old = before.member(member.key) else { continue }
            let name = path + [member.key]
            if case .object(let a) = old.value.value, case .object(let b) = member.value.value {
                notes += compare(a, b, path: name)
            } else if !same(old.value, member.value) {
                notes.append(note(name, old: old.value, new: member.value))
            }
        }
        return notes
    }

    private static func note(_ path: [String], old: JSONNode, new: JSONNode) -> Diagnostic {
        let name = path.joined(separator: ".")
        let file = PathText.name(of: old.location.file)
        return Diagnostic(
            .note, id: .settingOverridden,
            "'\(name)' is \(text(new)) here, replacing \(text(old)) from \(file); "
                + "later files override earlier ones' settings",
            at: new.location, notes: [.init("the earlier value of '\(name)' is here", at: old.location)])
    }

    /// Whether two values are the same JSON, wherever they are written; numbers compare by value.
    static func same(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.value, b.value) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x.double == y.double
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy(same)
        case (.object(let x), .object(let y)):
            x.members.count == y.members.count
                && x.members.allSatisfy { m in y[m.key].map { same(m.value, $0) } ?? false }
        default: false
        }
    }

    /// A value as short JSON text for a message, cut at about 60 characters.
    static func text(_ node: JSONNode) -> String {
        let full = json(node)
        return full.count <= 60 ? full : String(full.prefix(57)) + "…"
    }

    private static func json(_ node: JSONNode) -> String {
        switch node.value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number.text
        case .string(let string): JSONOutput.quote(string)
        case .array(let items): "[" + items.map(json).joined(separator: ", ") + "]"
        case .object(let object) where object.members.isEmpty: "{}"
        case .object(let object):
            "{ " + object.members.map { JSONOutput.quote($0.key) + ": " + json($0.value) }.joined(separator: ", ")
                + " }"
        }
    }
}
