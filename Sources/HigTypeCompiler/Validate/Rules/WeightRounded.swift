import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `weight-rounded` rule, declared by `WeightRounded`.
    public static let weightRounded = DiagnosticID("weight-rounded")
}

/// `weight-rounded`: a font weight that is not one of Apple's nine (DTCG allows 1 to 1000, so 350
/// and 950 are valid). CSS and the JSON outputs keep the exact number; Swift's `Font.Weight` and
/// the HIG's weight rules know only the nine, so they use the nearest (`DTCGWeight.apple`: the
/// one CSS font matching picks from a family made in those nine). This says so, not silently.
struct WeightRounded: Rule {
    static let info = RuleInfo(
        id: .weightRounded, defaultSeverity: .warning,
        summary: "A font weight that is not one of Apple's nine.",
        rationale:
            "HIG, Using system fonts: Apple's fonts come in nine weights, Ultralight (100) to Black (900), and Font.Weight names only those.",
        details: """
            A `fontWeight` that DTCG allows (any number from 1 to 1000, or "extra-black" = 950) but that is not one of Apple's nine. CSS and the JSON outputs get the exact number; Swift's `Font.Weight` and the HIG's weight rules (`light-weight`, `unavailable-weight`) use the nearest Apple weight: the one CSS font matching would pick from a family made in those nine (below 400 the next lighter, 400–500 up to 500, above 500 the next heavier, clamped to 100 and 900), so 350 is Light, 450 Medium, 950 Black. Write one of the nine to get the same weight everywhere, or waive the rule on a token whose CSS weight matters more.
            """,
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "lead": { "$value": { "textStyle": "title3", "fontWeight": 650 } }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "lead": { "$value": { "textStyle": "title3", "fontWeight": 600 } }
                  }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.resolved.tokens.compactMap { token in
            guard let weight = token.value.fontWeight, !weight.value.isAppleWeight else { return nil }
            let number = NumberText.format(weight.value.number)
            let apple = weight.value.apple
            return Finding(
                token: token,
                "'\(token.name)' has font weight \(number), which is not one of Apple's nine weights: CSS and JSON get \(number); Swift and the HIG's weight rules use \(apple.displayName) (\(apple.value)), the nearest",
                at: weight.location,
                notes: [
                    .init(
                        "write \(apple.value) (\"\(WeightWords.spelling(of: apple))\") for the same weight everywhere, or waive 'weight-rounded' on the token with a reason"
                    )
                ])
        }
    }
}
