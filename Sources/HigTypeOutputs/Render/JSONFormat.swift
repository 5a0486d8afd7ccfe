import HigTypeCore

/// `typography.json`: every token's values per platform and size category. Its template reads
/// only the keys every format shares, so it adds none to the context.
struct JSONFormat: OutputKind {
    let name = "json"
    let summary =
        "writes typography.json: each token's text style, family stack and values per platform and size category."
    let isDefault = true
    let template: String? = "typography.json.mustache"
    var escape: @Sendable (String) -> String { Escaping.json }
}
