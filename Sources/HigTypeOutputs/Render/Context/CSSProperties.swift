import HigTypeCompiler
import HigTypeCore
import Mustache

/// A token's CSS properties at one size category, as (name, value) pairs ready to print. Each is
/// built once per distinct set of values, or pair of sets: tokens that share a style share them.
final class CSSProperties {
    let unit: RenderOptions.CSSUnit
    private var propertiesCache: [StyleValues: [(String, String)]] = [:]
    private var lengthCache: [Double: String] = [:]
    private struct Change: Hashable {
        var from: StyleValues
        var to: StyleValues
    }
    private var changesCache: [Change: TemplateValue?] = [:]
    private struct RootChange: Hashable {
        var root: [String]
        var to: StyleValues
    }
    private var rootChangesCache: [RootChange: TemplateValue?] = [:]

    private let memos: ListMemos

    init(unit: RenderOptions.CSSUnit, memos: ListMemos) {
        self.unit = unit
        self.memos = memos
    }

    /// Font size, line height, weight and letter spacing, in that order.
    func of(_ v: StyleValues) -> [(String, String)] {
        if let cached = propertiesCache[v] { return cached }
        let built = [
            ("font-size", length(v.fontSize)), ("line-height", length(v.lineHeight)),
            ("font-weight", NumberText.format(v.fontWeight.number)), ("letter-spacing", length(v.letterSpacing)),
        ]
        propertiesCache[v] = built
        return built
    }

    /// The properties that differ between two sets of values, as `[{name, value}]`; nil when none do.
    func changes(from base: StyleValues, to values: StyleValues) -> TemplateValue? {
        let key = Change(from: base, to: values)
        if let cached = changesCache[key] { return cached }
        let built = changes(from: of(base), to: values)
        changesCache[key] = built
        return built
    }

    /// The properties of `values` whose printed value differs from `root`'s: with
    /// `--css-text-scale`, every property that :root sets to a curve, and those that differ.
    func changes(from root: [(String, String)], to values: StyleValues) -> TemplateValue? {
        let key = RootChange(root: root.map(\.1), to: values)
        if let cached = rootChangesCache[key] { return cached }
        let changed = zip(of(values), root).filter { $0.0.1 != $0.1.1 }.map(\.0)
        let built: TemplateValue? =
            changed.isEmpty
            ? nil : memos.shared(changed.map { .object(["name": .string($0.0), "value": .string($0.1)]) })
        rootChangesCache[key] = built
        return built
    }

    /// A length in the chosen unit, with the unit.
    private func length(_ points: Double) -> String {
        if let cached = lengthCache[points] { return cached }
        let text = CSSNames.length(points, unit: unit)
        lengthCache[points] = text
        return text
    }
}
