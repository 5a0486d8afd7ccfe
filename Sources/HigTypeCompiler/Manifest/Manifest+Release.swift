import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Letting go of the raw model once it has served: the composed JSON tree and the tokens as
/// loaded, each with its raw `$value`, are what only the compiler's stages read. Rendering a
/// large manifest should not hold them beside the resolved tokens and the template context.
extension Manifest {
    /// This manifest without its tokens as loaded, and with only the `$description`s of its
    /// groups: what `ResolvedManifest.groupDescription(at:)` reads there, to the same answers
    /// for every group (a token's own `$description` is in its `TokenSource`).
    func released() -> Manifest {
        var released = Manifest(
            files: files, root: JSONNode(.object(Self.descriptions(in: root) ?? JSONObject()), at: root.location),
            settings: settings, tokens: [], groupLocations: groupLocations)
        released.loadedWithErrors = loadedWithErrors
        released.isReleased = true
        return released
    }

    /// The groups of `node` that lead to a `$description`, each with only that and those
    /// members; nil when there is none (and for a token). A member is looked up by the first of its key, as
    /// `JSONObject`'s subscript does, so a later duplicate is dropped as that lookup ignores it.
    private static func descriptions(in node: JSONNode) -> JSONObject? {
        guard case .object(let object) = node.value, !Composer.isToken(object) else { return nil }
        var kept: [JSONObject.Member] = []
        var seen: Set<String> = []
        for member in object.members where seen.insert(member.key).inserted {
            if member.key == "$description" {
                if case .string = member.value.value { kept.append(member) }
            } else if !member.key.hasPrefix("$"), let inner = descriptions(in: member.value) {
                var pruned = member
                pruned.value = JSONNode(.object(inner), at: member.value.location)
                kept.append(pruned)
            }
        }
        return kept.isEmpty ? nil : JSONObject(kept)
    }
}

extension Compiler.Compilation {
    /// Releases the raw model before rendering: the composed tree and the tokens as loaded (with
    /// their raw `$value`s) leave `manifest` and `resolved`, which keep the settings, the files
    /// and the group `$description`s the outputs read. Call it after the last stage that reads
    /// the tree (the rules, fix-its); afterwards `resolved.typographyTokens` lists the resolved
    /// tokens only.
    public mutating func releaseTree() {
        guard let manifest = resolved?.manifest ?? manifest, !manifest.isReleased else { return }
        let released = manifest.released()
        if self.manifest != nil { self.manifest = released }
        resolved?.manifest = released
    }
}

extension Compiler.Inputs {
    /// Releases the parsed trees of the files read (the manifests' and a resolver's token
    /// files'), once every compilation of these inputs is made. The files' bytes stay.
    public mutating func releaseTrees() {
        manifests = []
        store.releaseParsed()
    }
}
