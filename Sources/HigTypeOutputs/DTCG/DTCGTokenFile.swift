import HigTypeCompiler
import HigTypeCore
import HigTypeSpec

/// One DTCG token file: every typography token that has values on `platform`, at `category`,
/// as a `typography` token with a fully resolved `$value` (no aliases), nested in the
/// manifest's groups with their `$description`s.
///
/// The file is also a higtype manifest that reads back: under `dev.higtype` it carries only
/// settings higtype reads — the platform as `platforms`, and on each token a `fixedSize` that
/// scales it with its text style — so a build of the file (or of the platform's resolver, at
/// this category) has these values at the platform's default size category. What only
/// describes the file goes under `dev.higtype.output`, which the manifest language ignores.
struct DTCGTokenFile {
    var resolved: ResolvedManifest
    var platform: Platform
    var category: SizeCategory

    /// The vendor key of higtype's settings in `$extensions`, as in the manifest.
    static let extensionKey = ManifestLoader.extensionKey
    /// The vendor key of what describes the generated file: platform, category, sources, and per
    /// token its text style, exact leading and whether it is the system font.
    static let outputKey = GeneratedInputs.outputKey

    func build() -> JSONOutput {
        let tokens: [(path: ArraySlice<String>, value: JSONOutput)] = resolved.tokens.compactMap { token in
            guard let values = token.values(on: platform)?[category] else { return nil }
            return (token.path[...], self.token(token, values))
        }
        var root: [(String, JSONOutput)] = []
        if let description = resolved.groupDescription(at: []) { root.append(("$description", .string(description))) }
        root.append(
            (
                "$extensions",
                .object([
                    (Self.extensionKey, .object([("platforms", .array([.string(platform.rawValue)]))])),
                    (
                        Self.outputKey,
                        .object([
                            ("platform", .string(platform.rawValue)),
                            ("sizeCategory", .string(category.rawValue)),
                            ("sources", .array(resolved.sourceNames.map(JSONOutput.string))),
                        ])
                    ),
                ])
            ))
        return .object(root + members(tokens, in: []))
    }

    /// The DTCG `lineHeight`: the leading as a multiplier of the font size, rounded to four
    /// decimal places, which keeps the leading within 0.005 pt at the largest HIG size
    /// (0.00005 × 96 pt). The exact leading is in `$extensions` as `lineHeightPoints`.
    static func lineHeightMultiplier(_ values: StyleValues) -> Double {
        // A zero size (possible only with the minimum-size rule off) has no ratio; 0 keeps the file valid.
        guard values.fontSize > 0 else { return 0 }
        let scale = 10_000.0
        return (values.lineHeight / values.fontSize * scale).rounded() / scale
    }

    // MARK: Tokens

    private func token(_ token: ResolvedToken, _ values: StyleValues) -> JSONOutput {
        let spec = HIG.spec(for: platform)
        // A token without a family, or whose stack names the system font (SF Pro, -apple-system …),
        // uses the platform's system font; the extension says so, as a DTCG family stack cannot
        // name "the system font" itself.
        let usesSystemFont = token.usesSystemFont
        let family = token.fontFamily.isEmpty ? [spec.systemTypeface.rawValue] : token.fontFamily
        let value: JSONOutput = .object([
            ("fontFamily", .array(family.map(JSONOutput.string))),
            ("fontSize", dimension(values.fontSize)),
            ("fontWeight", .number(values.fontWeight.number)),
            ("letterSpacing", dimension(values.letterSpacing)),
            ("lineHeight", .number(Self.lineHeightMultiplier(values))),
        ])
        // Read back, the values are the default category's, scaling with the token's style from there.
        var fixedSize: [(String, JSONOutput)] = [
            (
                "reason",
                .string("higtype's DTCG output: \(platform.displayName) values at size category \(category.rawValue)")
            )
        ]
        if let style = token.textStyle { fixedSize.append(("relativeTo", .string(style.rawValue))) }
        var output: [(String, JSONOutput)] = []
        if let style = token.textStyle { output.append(("textStyle", .string(style.rawValue))) }
        output.append(("lineHeightPoints", .number(values.lineHeight)))
        if usesSystemFont { output.append(("systemFont", .bool(true))) }

        var fields: [(String, JSONOutput)] = []
        if let description = token.source.description { fields.append(("$description", .string(description))) }
        fields.append(("$type", .string(DTCGType.typography.rawValue)))
        fields.append(("$value", value))
        if let reason = token.source.deprecation {
            fields.append(("$deprecated", reason.isEmpty ? .bool(true) : .string(reason)))
        }
        fields.append(
            (
                "$extensions",
                .object([
                    (Self.extensionKey, .object([("fixedSize", .object(fixedSize))])),
                    (Self.outputKey, .object(output)),
                ])
            ))
        return .object(fields)
    }

    /// A DTCG dimension in `px`, which the format defines as the idealized pixel: a point on Apple platforms.
    private func dimension(_ points: Double) -> JSONOutput {
        .object([("value", .number(points)), ("unit", .string("px"))])
    }

    // MARK: Groups

    /// The members of the group at `prefix`: tokens and subgroups in manifest order, each subgroup
    /// led by its `$description` when the manifest gives one.
    private func members(_ entries: [(path: ArraySlice<String>, value: JSONOutput)], in prefix: [String]) -> [(
        String, JSONOutput
    )] {
        var keys: [String] = []
        var byKey: [String: [(path: ArraySlice<String>, value: JSONOutput)]] = [:]
        for entry in entries {
            guard let key = entry.path.first else { continue }
            if byKey[key] == nil { keys.append(key) }
            byKey[key, default: []].append((entry.path.dropFirst(), entry.value))
        }
        return keys.map { key in
            let children = byKey[key]!
            // A path that ends here is a token; DTCG tokens have no children.
            if let token = children.first(where: { $0.path.isEmpty }) { return (key, token.value) }
            let path = prefix + [key]
            var group: [(String, JSONOutput)] = []
            if let description = resolved.groupDescription(at: path) {
                group.append(("$description", .string(description)))
            }
            return (key, .object(group + members(children, in: path)))
        }
    }
}
