import HigTypeCore

/// Composes several manifest documents (files, or a resolver's sets) into one tree, in order;
/// nothing a document says is dropped without a diagnostic.
///
/// - A document in another tool's format (`ForeignFormat`) is read by `FormatReader` into a
///   DTCG-shaped tree with its own positions, with a `foreign-format` note naming the format.
/// - Groups merge member by member; a group's `$extensions` merge deeply, key by key.
/// - A later whole token (with `$value` or `$ref`) replaces the earlier one, metadata and all,
///   as DTCG's override rule for `$extends` and the Resolver Module's "last occurrence wins" say.
/// - A later object with only `$description`, `$deprecated`, `$extensions` (merged deeply) or
///   the token's own `$type` amends the earlier token (`TokenAmendment`).
/// - A token turned into a group, or a group into a token, is an error at the later position
///   with a note at the earlier one; the earlier definition is kept.
/// - The root's settings merge deeply; `platforms` are united, and any other setting a later file
///   changes gets a `setting-overridden` note (`SettingOverrides`).
enum Composer {
    /// The composed tree (nil when no document remains) and what composing found.
    static func compose(_ documents: [JSONNode]) -> (JSONNode?, [Diagnostic]) {
        let composition = composition(documents)
        return (composition.root, composition.diagnostics)
    }

    /// What composing gives: the tree, the diagnostics, and each group `$type` that a later file
    /// replaced with another, keyed by where the later one is written, so that an error in a
    /// token written under the earlier one can say where its type came from (`Token.TypeOrigin`).
    struct Composition {
        var root: JSONNode?
        var diagnostics: [Diagnostic]
        var replacedTypes: [SourceLocation: Located<String>]
        /// The files read in another tool's format, and which.
        var formats: [String: TokenFormat] = [:]
        /// The tokens of those files that were not read, a value needing a guess.
        var unread: [UnreadToken] = []
    }

    static func composition(_ documents: [JSONNode]) -> Composition {
        var composer = Merge()
        var result: JSONNode?
        var formats: [String: TokenFormat] = [:]
        var unread: [UnreadToken] = []
        for (original, reading) in zip(documents, FormatReader.read(documents)) {
            composer.diagnostics += reading.diagnostics
            unread += reading.unread
            if reading.format != .dtcg { formats[original.location.file] = reading.format }
            guard let document = reading.document else { continue }
            if result == nil { result = document } else { composer.root(&result!, document) }
        }
        unread += composer.dropped
        var composition = Composition(
            root: result, diagnostics: composer.diagnostics, replacedTypes: composer.replacedTypes)
        composition.formats = formats
        composition.unread = unread
        return composition
    }

    /// `$extends`' merge (`GroupExtender`): groups merge member by member and a local member
    /// replaces the inherited one of the same path whole, with no diagnostics.
    static func merge(_ base: JSONNode, _ overlay: JSONNode) -> JSONNode {
        guard case .object(var baseObject) = base.value, case .object(let overlayObject) = overlay.value,
            !isToken(baseObject), !isToken(overlayObject)
        else { return overlay }
        var positions: [String: Int] = [:]
        for (i, m) in baseObject.members.enumerated() where positions[m.key] == nil { positions[m.key] = i }
        for member in overlayObject.members {
            if let i = positions[member.key] {
                baseObject.members[i].value = merge(baseObject.members[i].value, member.value)
            } else {
                positions[member.key] = baseObject.members.count
                baseObject.members.append(member)
            }
        }
        return JSONNode(.object(baseObject), at: base.location)
    }

    static func isToken(_ object: JSONObject) -> Bool { object.member("$value") != nil || object.member("$ref") != nil }

    /// Merges JSON objects as plain data: objects key by key, anything else replaced by the later value.
    static func deepMerge(_ base: JSONNode, _ overlay: JSONNode) -> JSONNode {
        guard case .object(var object) = base.value, case .object(let later) = overlay.value else { return overlay }
        for member in later.members {
            if let i = object.members.firstIndex(where: { $0.key == member.key }) {
                object.members[i].value = deepMerge(object.members[i].value, member.value)
            } else {
                object.members.append(member)
            }
        }
        return JSONNode(.object(object), at: base.location)
    }

    /// The root's `dev.higtype.platforms` of two files, united in first-mention order: a product
    /// file adds platforms to a brand file's. A later file that wants only its own writes
    /// `"replacePlatforms": true` beside them.
    static func unitePlatforms(_ merged: JSONNode, _ earlier: JSONNode, _ later: JSONNode) -> JSONNode {
        func settings(_ node: JSONNode) -> JSONObject? {
            guard case .object(let ext) = node.value, case .object(let mine)? = ext[ManifestLoader.extensionKey]?.value
            else { return nil }
            return mine
        }
        guard let before = settings(earlier), let after = settings(later),
            case .array(let first)? = before["platforms"]?.value, case .array(let second)? = after["platforms"]?.value,
            after["replacePlatforms"]?.value.isTrue != true,
            case .object(var ext) = merged.value,
            let index = ext.members.firstIndex(where: { $0.key == ManifestLoader.extensionKey }),
            case .object(var mine) = ext.members[index].value.value,
            let slot = mine.members.firstIndex(where: { $0.key == "platforms" })
        else { return merged }
        var united = first
        for item in second where !united.contains(where: { $0.value.sameString(as: item.value) }) {
            united.append(item)
        }
        mine.members[slot].value = JSONNode(.array(united), at: mine.members[slot].value.location)
        ext.members[index].value = JSONNode(.object(mine), at: ext.members[index].value.location)
        return JSONNode(.object(ext), at: merged.location)
    }

    /// One composition's walk, collecting its diagnostics. It merges each later document into the
    /// tree in place, and keeps each group's member positions from one document to the next, so
    /// that composing n documents costs their total size: a set of 3,000 files that each add a
    /// group to the root, or tokens to one shared group, does not copy and index what the files
    /// before it composed every time (which made such a set quadratic).
    struct Merge {
        var diagnostics: [Diagnostic] = []
        /// The later definitions a conflict left out of the tree, each with every position inside
        /// it: as a token the reader could not read, a `skip` entry naming the path hides the
        /// conflict with the definition that stays, so `adopt` can leave the name out and go on.
        var dropped: [UnreadToken] = []
        /// A group's earlier `$type`, by where the later, different one is written.
        var replacedTypes: [SourceLocation: Located<String>] = [:]
        /// Each group's first position of every key, by the group's path, once it has been merged
        /// into. Members are only replaced in place or appended, and a group is only replaced by
        /// something that is not an object, which clears them all.
        private var positions: [[String]: [String: Int]] = [:]

        /// Merges a later document into the composed tree; a root that is not an object replaces
        /// (the loader reports it).
        mutating func root(_ base: inout JSONNode, _ overlay: JSONNode) {
            guard case .object(var merged) = base.value, case .object(let later) = overlay.value else {
                base = overlay
                positions.removeAll()  // a new tree: no index is true of it
                return
            }
            base.value = .null  // `merged` is now the tree's only reference: appending does not copy it
            group(&merged, later, path: [], type: nil)
            base.value = .object(merged)
        }

        /// Merges a later group into an earlier one; `type` is the `$type` the earlier group inherits.
        mutating func group(_ merged: inout JSONObject, _ overlay: JSONObject, path: [String], type: String?) {
            let type = Self.ownType(merged) ?? type
            var positions = self.positions.removeValue(forKey: path) ?? Self.firstPositions(merged)
            for member in overlay.members {
                guard let i = positions[member.key] else {
                    positions[member.key] = merged.members.count
                    merged.members.append(member)
                    continue
                }
                if member.key == "$root" || !member.key.hasPrefix("$") {
                    var node = merged.members[i]
                    merged.members[i].value = JSONNode(.null, at: node.value.location)  // `node` holds it alone
                    self.node(&node, member, path: path + [member.key], type: type)
                    merged.members[i] = node
                    continue
                }
                let earlier = merged.members[i]
                if member.key == "$extensions" {
                    merged.members[i].value = Composer.deepMerge(earlier.value, member.value)
                    if path.isEmpty {
                        diagnostics += SettingOverrides.notes(earlier.value, member.value)
                        merged.members[i].value = Composer.unitePlatforms(
                            merged.members[i].value, earlier.value, member.value)
                    }
                } else {
                    if member.key == "$type", case .string(let before) = earlier.value.value,
                        !member.value.value.sameString(as: earlier.value.value)
                    {
                        replacedTypes[member.value.location] = Located(before, at: earlier.value.location)
                    }
                    merged.members[i] = member
                }
            }
            self.positions[path] = positions
        }

        private static func firstPositions(_ object: JSONObject) -> [String: Int] {
            var positions: [String: Int] = [:]
            for (i, m) in object.members.enumerated() where positions[m.key] == nil { positions[m.key] = i }
            return positions
        }

        /// Merges a later token or group into the earlier one of the same path.
        mutating func node(_ merged: inout JSONObject.Member, _ later: JSONObject.Member, path: [String], type: String?)
        {
            guard case .object(var a) = merged.value.value, case .object(let b) = later.value.value else {
                // A group replaced by a value (rare, and reported by the loader): the indexes of
                // the groups below it are no longer true.
                if case .object = merged.value.value { positions.removeAll() }
                merged = later
                return
            }
            // A group merged into before is still a group (a later token in its place is a
            // conflict), and asking its index is cheaper than scanning its members for `$value`.
            let earlierIsToken = positions[path] == nil && Composer.isToken(a)
            switch (earlierIsToken, Composer.isToken(b)) {
            case (true, true):
                merged = later
            case (false, false):
                merged.value.value = .null  // `a` is now the group's only reference
                group(&a, b, path: path, type: type)
                merged.value.value = .object(a)
            case (false, true):
                conflict(
                    path, later, merged, was: "group",
                    "is a group in \(merged.keyLocation.file), but here it is a token; a later file cannot replace a group with a token, which would drop what the group holds; give the token a name of its own"
                )
            case (true, false):
                var amendment = TokenAmendment(token: a, type: Self.ownType(a) ?? type, declaredAt: merged.keyLocation)
                if let child = amendment.groupMember(in: b) {
                    conflict(
                        path, later, merged, was: "token",
                        "is a token in \(merged.keyLocation.file), but here it is a group (it holds '\(child)'); a later file may replace a token whole, with $value, or add $description, $deprecated or $extensions to it, but not turn it into a group"
                    )
                    return
                }
                merged.value = JSONNode(.object(amendment.apply(b, path: path)), at: merged.value.location)
                diagnostics += amendment.diagnostics
            }
        }

        private mutating func conflict(
            _ path: [String], _ later: JSONObject.Member, _ earlier: JSONObject.Member, was kind: String, _ text: String
        ) {
            let name = path.joined(separator: ".")
            diagnostics.append(
                .error(
                    .composeConflict, "'\(name)' " + text,
                    at: later.keyLocation,
                    notes: [.init("the \(kind) '\(name)' is declared here", at: earlier.keyLocation)]))
            var positions: Set<SourceLocation> = [later.keyLocation]
            Self.collect(later.value, into: &positions)
            dropped.append(
                UnreadToken(
                    path: path, message: "'\(name)' " + text, id: .composeConflict, location: later.keyLocation,
                    positions: positions))
        }

        private static func collect(_ node: JSONNode, into positions: inout Set<SourceLocation>) {
            positions.insert(node.location)
            switch node.value {
            case .object(let object):
                for member in object.members {
                    positions.insert(member.keyLocation)
                    collect(member.value, into: &positions)
                }
            case .array(let items):
                for item in items { collect(item, into: &positions) }
            default: break
            }
        }

        static func ownType(_ object: JSONObject) -> String? {
            if case .string(let type)? = object["$type"]?.value { type } else { nil }
        }
    }
}
