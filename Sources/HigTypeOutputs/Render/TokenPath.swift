/// Token paths as the outputs name them.
package enum TokenPath {
    /// The path an output's names are made from: a group's `$root` token (DTCG 2025.10's token
    /// for the group itself) is named as its group, so `type.title.$root` gives `--type-title-*`
    /// and `typeTitle`, not a name with an escaped `$` in it. A `$root` that would then take a
    /// sibling's name is a name collision, reported as any other.
    package static func named(_ path: [String]) -> ArraySlice<String> {
        path.count > 1 && path.last == "$root" ? path.dropLast() : path[...]
    }
}
