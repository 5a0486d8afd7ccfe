import HigTypeCore

/// Tokens Studio's `$themes.json`, given alone, read as the DTCG resolver document it stands for.
///
/// Tokens Studio keeps one file per token set, a `$metadata.json` whose `tokenSetOrder` says in
/// which order the sets apply, and a `$themes.json`: an array of themes, each with a `name`, an
/// optional `group` and `selectedTokenSets` mapping a set's name to `enabled`, `source` or
/// `disabled`. Themes of one group exclude each other (Light or Dark); themes of different groups
/// combine (a mode and a brand). That is what the Resolver Module's modifiers say, so:
///
/// - each group is a modifier, named as the group (`theme` for themes with none), whose contexts
///   are its themes by name, the first one the default; a group of one theme chooses nothing, and
///   its sets are a set named as the theme;
/// - a context's sources are the sets its theme turns on (`enabled` or `source`), as files
///   `<set>.json` beside the themes file (a set `brand/blue` is `brand/blue.json`), in
///   `tokenSetOrder`'s order, then in the order the theme names them;
/// - sets every theme turns on come first, once, as the set `tokensStudioCommon`, so that a
///   group's sets apply after them as in Tokens Studio.
///
/// The result is a resolver document in memory, each node at the place in `$themes.json` it comes
/// from, so a set file that is missing is reported at the theme's `"core": "enabled"`. It is read
/// and checked as any resolver document.
enum TokensStudioThemes {
    /// The name of the common set, and of a modifier for themes without a group.
    static let commonSet = "tokensStudioCommon"
    static let ungroupedModifier = "theme"

    /// Whether `root`, parsed from `path`, is a Tokens Studio themes file: named `$themes.json`
    /// and an array, or an array of objects that each have `selectedTokenSets`.
    static func isThemes(path: String, root: JSONNode?) -> Bool {
        guard case .array(let themes)? = root?.value else { return false }
        if PathText.name(of: path) == "$themes.json" { return true }
        return !themes.isEmpty
            && themes.allSatisfy {
                if case .object(let theme) = $0.value { theme.member("selectedTokenSets") != nil } else { false }
            }
    }

    /// The metadata file Tokens Studio writes beside `themesPath`.
    static func metadataPath(besides themesPath: String) -> String {
        PathText.join(PathText.folder(of: themesPath), "$metadata.json")
    }

    /// One theme as read.
    private struct Theme {
        var name: Located<String>
        var group: String
        /// The sets the theme turns on, in the order it names them, each where it names it.
        var sets: [Located<String>]
    }

    /// The resolver document `themes` (the parsed `$themes.json` at `path`) stands for, and what
    /// reading it had to say. `metadata` is the parsed `$metadata.json`, nil when there is none.
    static func resolverDocument(_ themes: JSONNode, path: String, metadata: JSONNode?) -> (JSONNode, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let read = readThemes(themes, into: &diagnostics)
        let order = setOrder(metadata)
        func rank(_ set: String) -> Int { order[set] ?? Int.max }
        func ordered(_ sets: [Located<String>]) -> [Located<String>] {
            sets.enumerated().sorted { (rank($0.element.value), $0.offset) < (rank($1.element.value), $1.offset) }
                .map(\.element)
        }
        let everywhere = read.dropFirst().reduce(Set(read.first?.sets.map(\.value) ?? [])) {
            $0.intersection($1.sets.map(\.value))
        }
        var groups: [(name: String, themes: [Theme])] = []
        for theme in read {
            if let index = groups.firstIndex(where: { $0.name == theme.group }) {
                guard !groups[index].themes.contains(where: { $0.name.value == theme.name.value }) else {
                    diagnostics.append(
                        .error(
                            .resolverName,
                            "two themes of \(describe(group: theme.group)) are named '\(theme.name.value)'; "
                                + "a context is chosen by its name, so give each theme its own",
                            at: theme.name.location))
                    continue
                }
                groups[index].themes.append(theme)
            } else {
                groups.append((theme.group, [theme]))
            }
        }
        let at = themes.location
        func string(_ text: String, _ location: SourceLocation) -> JSONNode { JSONNode(.string(text), at: location) }
        func object(_ members: [(String, JSONNode)], _ location: SourceLocation) -> JSONNode {
            JSONNode(
                .object(JSONObject(members.map { .init(key: $0.0, keyLocation: $0.1.location, value: $0.1) })),
                at: location)
        }
        func sources(_ sets: [Located<String>]) -> JSONNode {
            JSONNode(
                .array(
                    ordered(sets).map {
                        object([("$ref", string(reference(toSet: $0.value), $0.location))], $0.location)
                    }),
                at: sets.first?.location ?? at)
        }
        var resolutionOrder: [JSONNode] = []
        if let first = read.first, !everywhere.isEmpty {
            let common = first.sets.filter { everywhere.contains($0.value) }
            resolutionOrder.append(
                object(
                    [("type", string("set", at)), ("name", string(commonSet, at)), ("sources", sources(common))], at))
        }
        for group in groups {
            // A group of one theme chooses nothing: its sets always apply, as a set of that name.
            if group.themes.count == 1, let theme = group.themes.first {
                let sets = theme.sets.filter { !everywhere.contains($0.value) }
                guard !sets.isEmpty else { continue }
                resolutionOrder.append(
                    object(
                        [
                            ("type", string("set", theme.name.location)),
                            ("name", string(theme.name.value, theme.name.location)), ("sources", sources(sets)),
                        ], theme.name.location))
                continue
            }
            let contexts = group.themes.map { theme in
                (theme.name.value, sources(theme.sets.filter { !everywhere.contains($0.value) }))
            }
            let location = group.themes[0].name.location
            resolutionOrder.append(
                object(
                    [
                        ("type", string("modifier", location)), ("name", string(group.name, location)),
                        ("contexts", object(contexts, location)),
                        ("default", string(group.themes[0].name.value, location)),
                    ], location))
        }
        let document = object(
            [
                ("version", string(ResolverReader.version, at)),
                ("resolutionOrder", JSONNode(.array(resolutionOrder), at: at)),
            ], at)
        if metadata == nil {
            diagnostics.append(
                Diagnostic(
                    .note, id: .foreignFormat,
                    "no $metadata.json beside it: the sets of each theme apply in the order the theme names them",
                    at: at))
        }
        let modifiers = groups.filter { $0.themes.count > 1 }.map {
            "\($0.name) (\($0.themes.map(\.name.value).joined(separator: ", ")))"
        }
        diagnostics.insert(
            Diagnostic(
                .note, id: .foreignFormat,
                "read as Tokens Studio themes: a resolver document whose modifiers are the theme groups, "
                    + (modifiers.isEmpty ? "none" : modifiers.joined(separator: "; "))
                    + "; a theme's enabled and source sets are its context's token files, in tokenSetOrder",
                at: at),
            at: 0)
        return (document, diagnostics)
    }

    /// The themes of the array, each with its group and the sets it turns on. A theme that cannot
    /// be read (no name, sets not an object) is reported and left out.
    private static func readThemes(_ root: JSONNode, into diagnostics: inout [Diagnostic]) -> [Theme] {
        guard case .array(let items) = root.value else { return [] }
        var themes: [Theme] = []
        for item in items {
            guard case .object(let theme) = item.value else {
                diagnostics.append(
                    .error(
                        .resolverStructure, "a Tokens Studio theme is an object, found \(item.value.typeName)",
                        at: item.location))
                continue
            }
            guard case .string(let name)? = theme["name"]?.value, !name.isEmpty, let nameNode = theme["name"] else {
                diagnostics.append(
                    .error(.resolverName, "a Tokens Studio theme needs a 'name', a string", at: item.location))
                continue
            }
            var group = ungroupedModifier
            if case .string(let named)? = theme["group"]?.value, !named.isEmpty { group = named }
            var sets: [Located<String>] = []
            switch theme["selectedTokenSets"]?.value {
            case .object(let selected)?:
                for member in selected.members {
                    guard case .string(let state) = member.value.value else {
                        diagnostics.append(
                            .error(
                                .resolverStructure,
                                "a set's state is \"enabled\", \"source\" or \"disabled\", found "
                                    + member.value.value.typeName, at: member.value.location))
                        continue
                    }
                    switch state {
                    case "enabled", "source": sets.append(Located(member.key, at: member.keyLocation))
                    case "disabled": continue
                    default:
                        diagnostics.append(
                            .error(
                                .resolverStructure,
                                "'\(state)' is no state of a token set; Tokens Studio writes \"enabled\", \"source\" "
                                    + "or \"disabled\"", at: member.value.location))
                    }
                }
            case nil:
                break
            case let other?:
                diagnostics.append(
                    .error(
                        .resolverStructure, "'selectedTokenSets' is an object of sets by name, found \(other.typeName)",
                        at: theme["selectedTokenSets"]?.location ?? item.location))
                continue
            }
            themes.append(Theme(name: Located(name, at: nameNode.location), group: group, sets: sets))
        }
        return themes
    }

    /// Each set's place in `$metadata.json`'s `tokenSetOrder`.
    private static func setOrder(_ metadata: JSONNode?) -> [String: Int] {
        guard case .object(let object)? = metadata?.value, case .array(let names)? = object["tokenSetOrder"]?.value
        else { return [:] }
        var order: [String: Int] = [:]
        for (index, node) in names.enumerated() {
            if case .string(let name) = node.value, order[name] == nil { order[name] = index }
        }
        return order
    }

    /// The `$ref` to a set's file: its name and `.json`, with what a reference reads as syntax
    /// (`%`, `#`, `:`) percent-encoded, so that a set `a#b` is the file `a#b.json`.
    static func reference(toSet name: String) -> String {
        var text = ""
        for character in name.unicodeScalars {
            switch character {
            case "%": text += "%25"
            case "#": text += "%23"
            case ":": text += "%3A"
            default: text.unicodeScalars.append(character)
            }
        }
        return text + ".json"
    }

    /// How to add an adapter at `ref` (relative to the themes file's folder) to the themes: as the
    /// set whose file it is, on in every theme and last in `tokenSetOrder`.
    static func adapterAdvice(_ ref: String) -> String {
        guard !ref.hasPrefix("../"), ref.hasSuffix(".json") else {
            return "write the adapter into the folder of the themes file (or below it), as a .json file, "
                + "so that it is a token set's file, and adopt again"
        }
        let set = String(ref.dropLast(".json".count))
        return "turn the set '\(set)' on (\"enabled\") in every theme's selectedTokenSets, "
            + "and put it last in $metadata.json's tokenSetOrder"
    }

    private static func describe(group: String) -> String {
        group == ungroupedModifier ? "no group" : "the group '\(group)'"
    }
}
