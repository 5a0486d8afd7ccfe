import HigTypeCore
import HigTypeSpec

/// `weight-rounded`: a font weight that is not one of Apple's nine (DTCG allows 1 to 1000, so 350
/// and 950 are valid). CSS and the JSON outputs keep the exact number; Swift's `Font.Weight` and
/// the HIG's weight rules know only the nine, so they use the nearest (`DTCGWeight.apple`: the
/// one CSS font matching picks from a family made in those nine). This says so, not silently.
struct WeightRounded: Rule {
    let info = RuleInfo(
        id: .weightRounded, defaultSeverity: .warning,
        rationale:
            "HIG, Using system fonts: Apple's fonts come in nine weights, Ultralight (100) to Black (900), and Font.Weight names only those.",
        options: [:])

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
