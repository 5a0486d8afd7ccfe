import HigTypeCore

/// A later file's metadata for a token an earlier file declares: an object without `$value` or
/// `$ref` whose members are all `$`-properties of a token. This is how a team adapts a
/// third-party file without copying it: describe a token, deprecate it, or add settings.
///
/// `$description` and `$deprecated` replace the earlier ones; `$extensions` merge deeply, key by
/// key, so adding `dev.higtype` settings keeps other vendors' keys. `$type` may repeat the
/// token's type (its own or its group's) or give an untyped token one, but not change it: the
/// `$value` was written for the old type. Any other `$`-property is carried over for the loader
/// to report as unknown.
struct TokenAmendment {
    /// The earlier token's members.
    let token: JSONObject
    /// The earlier token's `$type`, its own or inherited; nil when untyped.
    let type: String?
    /// Where the earlier token's key is, for the note of a diagnostic.
    let location: SourceLocation
    var diagnostics: [Diagnostic] = []

    init(token: JSONObject, type: String?, declaredAt location: SourceLocation) {
        self.token = token
        self.type = type
        self.location = location
    }

    /// The first member that makes `overlay` a group rather than an amendment: a child token or
    /// group, `$root`, or `$extends`.
    func groupMember(in overlay: JSONObject) -> String? {
        overlay.members.first { !$0.key.hasPrefix("$") || $0.key == "$root" || $0.key == "$extends" }?.key
    }

    /// The token with `overlay`'s metadata merged in.
    mutating func apply(_ overlay: JSONObject, path: [String]) -> JSONObject {
        var merged = token
        for member in overlay.members {
            if member.key == "$type", let problem = typeChange(member) {
                diagnostics.append(
                    .error(
                        .composeConflict, "'\(path.joined(separator: "."))' " + problem, at: member.value.location,
                        notes: [.init("the token '\(path.joined(separator: "."))' is declared here", at: location)]))
                continue
            }
            guard let i = merged.members.firstIndex(where: { $0.key == member.key }) else {
                merged.members.append(member)
                continue
            }
            if member.key == "$extensions" {
                merged.members[i].value = Composer.deepMerge(merged.members[i].value, member.value)
            } else {
                merged.members[i] = member
            }
        }
        return merged
    }

    /// Why a later `$type` cannot apply, or nil when it repeats the token's type or types an untyped token.
    private func typeChange(_ member: JSONObject.Member) -> String? {
        guard let type, case .string(let later) = member.value.value, later != type else { return nil }
        return
            "has $type '\(type)' in \(location.file); a later file cannot change it to '\(later)' without giving the whole token, with a $value of that type"
    }
}
