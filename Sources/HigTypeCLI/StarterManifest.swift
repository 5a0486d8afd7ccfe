import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The manifest `higtype init` writes: valid DTCG 2025.10, so other DTCG tools read it as it
/// is. Each typography token carries a complete `$value` (the HIG's values at the default size
/// category of the first platform with published sizes) and names its HIG text style under
/// `$extensions["dev.higtype"]`, from which higtype scales it at every size category and on
/// every target platform.
enum StarterManifest {
    /// The starter tokens: name, description, text style. Each style exists on every platform.
    static let tokens: [(name: String, description: String, style: TextStyle)] = [
        ("title", "Screen titles.", .title1),
        ("sectionHeader", "Headers of sections within a screen.", .title3),
        ("rowTitle", "The emphasized first line of a list row.", .headline),
        ("body", "Running text.", .body),
        ("caption", "Captions, timestamps and other secondary text.", .caption1),
    ]

    static func text(platforms: [Platform]) -> String {
        let list = platforms.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        // visionOS has no published sizes; its starter shows the iOS values, as the outputs would.
        let source = platforms.first { HIG.spec(for: $0).defaultSizeCategory != nil } ?? .ios
        let entries = tokens.map { token($0.name, $0.description, $0.style, on: source) }.joined(separator: ",\n")
        return """
            {
              "$description": "Typography tokens. Each $value holds the HIG's \(HIG.spec(for: source).platform.displayName) values at the default text size, for any DTCG tool; higtype scales each token with the HIG text style its $extensions name, at every size category.",
              "$extensions": {
                "dev.higtype": { "platforms": [\(list)] }
              },
              "font": {
                "system": {
                  "$type": "fontFamily",
                  "$value": ["system-ui", "-apple-system", "Helvetica Neue", "Arial", "sans-serif"],
                  "$description": "The platform's system font: SF Pro, or SF Compact on watchOS."
                }
              },
              "type": {
                "$type": "typography",
            \(entries)
              }
            }

            """
    }

    private static func token(_ name: String, _ description: String, _ style: TextStyle, on platform: Platform)
        -> String
    {
        let spec = HIG.spec(for: platform)
        let metrics = spec.defaultSizeCategory.flatMap { spec.metrics(style, $0) } ?? TextMetrics(.regular, 17, 22)
        let tracking = spec.systemTypeface.trackingTable(on: platform)?.lookup(size: metrics.size).points ?? 0
        let lineHeight = (metrics.leading / metrics.size * 1000).rounded() / 1000
        return """
                "\(name)": {
                  "$description": "\(description)",
                  "$value": {
                    "fontFamily": "{font.system}", "fontSize": { "value": \(NumberText.format(metrics.size)), "unit": "px" }, "fontWeight": "\(dtcgName(metrics.weight))",
                    "letterSpacing": { "value": \(NumberText.format(tracking)), "unit": "px" }, "lineHeight": \(NumberText.format(lineHeight))
                  },
                  "$extensions": { "dev.higtype": { "textStyle": "\(style.rawValue)" } }
                }
            """
    }

    /// DTCG's name for a weight (its names mean other numbers than Apple's for thin and heavy).
    private static func dtcgName(_ weight: FontWeight) -> String {
        ["thin", "extra-light", "light", "regular", "medium", "semi-bold", "bold", "extra-bold", "black"][
            weight.value / 100 - 1]
    }
}
