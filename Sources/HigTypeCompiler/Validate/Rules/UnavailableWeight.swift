import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `unavailable-weight` rule, declared by `UnavailableWeight`.
    public static let unavailableWeight = DiagnosticID("unavailable-weight")
}

/// `unavailable-weight`: a weight the Apple typeface is not made in (SF Mono has no
/// Ultralight, Thin or Black; New York starts at Regular). Custom families are not checked.
struct UnavailableWeight: Rule {
    static let info = RuleInfo(
        id: .unavailableWeight, defaultSeverity: .error,
        summary: "A weight the Apple typeface is not made in.",
        rationale:
            "HIG, Using system fonts: SF Pro comes in nine weights, SF Mono in six (Light to Heavy), New York in six (Regular to Black).",
        details: """
            Checks Apple typefaces only; a custom family's weights are not known to higtype.
            """,
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "code": { "$value": { "textStyle": "body", "fontFamily": "SF Mono", "fontWeight": "black" } }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "code": { "$value": { "textStyle": "body", "fontFamily": "SF Mono", "fontWeight": "extra-bold" } }
                  }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for token in context.resolved.tokens {
            guard let typeface = token.typeface else { continue }
            for values in token.platforms {
                guard
                    let (category, style) = values.categories.first(where: {
                        !typeface.weights.contains($0.values.fontWeight.apple)
                    })
                else { continue }
                let available = typeface.weights
                findings.append(
                    Finding(
                        token: token,
                        "\(typeface.rawValue) has no \(style.fontWeight.apple.displayName) weight ('\(token.name)' at \(category.rawValue) on \(values.platform.displayName)); it comes in \(available.first!.displayName) to \(available.last!.displayName)",
                        at: token.weightLocation, platform: values.platform, category: category))
                break
            }
        }
        return findings
    }
}
