import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// The curves of `--css-text-scale`: each distinct run of values a property takes across the
/// categories is written once, as a custom property, and every token whose property runs the
/// same way refers to it. Tokens of one style share their size and leading curves, and those of
/// one style and typeface their tracking, so the CSS grows with distinct curves, not with tokens.
final class CSSTextScale {
    let breakpoints: TextScaleBreakpoints
    let unit: RenderOptions.CSSUnit
    private struct Key: Hashable {
        var property: String
        var curve: TextScaleCurve
    }
    private var names: [Key: String] = [:]
    private var taken: Set<String> = []
    /// (name, expression), in the order the curves were first used.
    private(set) var curves: [(String, String)] = []

    init(breakpoints: TextScaleBreakpoints, unit: RenderOptions.CSSUnit) {
        self.breakpoints = breakpoints
        self.unit = unit
    }

    /// The value a token's property gets: `var(--higtype-body-font-size)` when it changes with
    /// the category, nil when it has one value everywhere (the plain value serves then).
    /// The curve is named after the style of the token that first uses it: `higtype-<style>-<property>`,
    /// with `-2`, `-3` … for a further curve of the same style (a token that overrides its size).
    func reference(property: String, values: [Double], style: TextStyle?) -> String? {
        let curve = TextScaleCurve(values: values)
        guard !curve.isConstant else { return nil }
        let key = Key(property: property, curve: curve)
        if let name = names[key] { return "var(--\(name))" }
        let stem = "higtype-" + CSSNames.identifier([style?.rawValue ?? "text"]) + "-" + property
        var name = stem
        var n = 2
        while taken.contains(name) {
            name = stem + "-\(n)"
            n += 1
        }
        taken.insert(name)
        names[key] = name
        curves.append((name, curve.expression(breakpoints, unit: unit)))
        return "var(--\(name))"
    }

    /// A category's scale to six decimals: 0.823529.
    static func scaleText(_ scale: Double) -> String { NumberText.format((scale * 1e6).rounded() / 1e6) }

    /// The `css.textScale` object: the scale's default, Body's default size and the curves.
    var model: CSSTextScaleModel {
        CSSTextScaleModel(
            default: "env(preferred-text-scale, 1)", bodyProperty: TextScaleCurve.bodyProperty,
            defaultBodySize: NumberText.format(breakpoints.defaultBodySize),
            categories: zip(breakpoints.categories, breakpoints.scales).map {
                CSSScaleCategoryModel(id: $0.0.rawValue, scale: Self.scaleText($0.1))
            },
            scaleList: zip(breakpoints.categories, breakpoints.scales)
                .map { "\($0.0.rawValue) \(Self.scaleText($0.1))" }.joined(separator: ", "),
            curves: curves.map { NameValueModel(name: $0.0, value: $0.1) })
    }
}
