import HigTypeCompiler
import HigTypeCore
import Mustache

/// A token's CSS properties at one size category, as (name, value) pairs ready to print. Each is
/// built once per distinct set of values, or pair of sets: tokens that share a style share them.
final class CSSProperties {
    let unit: RenderOptions.CSSUnit
    private var propertiesCache: [StyleValues: [NameValueModel]] = [:]
    private var lengthCache: [Double: String] = [:]
    private struct Change: Hashable {
        var from: StyleValues
        var to: StyleValues
    }
    private var changesCache: [Change: SharedList<NameValueModel>?] = [:]
    private struct RootChange: Hashable {
        var root: [String]
        var to: StyleValues
    }
    private var rootChangesCache: [RootChange: SharedList<NameValueModel>?] = [:]

    private let memos: ListMemos

    init(unit: RenderOptions.CSSUnit, memos: ListMemos) {
        self.unit = unit
        self.memos = memos
    }

    /// Font size, line height, weight and letter spacing, in that order.
    func of(_ v: StyleValues) -> [NameValueModel] {
        if let cached = propertiesCache[v] { return cached }
        let built = [
            NameValueModel(name: "font-size", value: length(v.fontSize)),
            NameValueModel(name: "line-height", value: length(v.lineHeight)),
            NameValueModel(name: "font-weight", value: NumberText.format(v.fontWeight.number)),
            NameValueModel(name: "letter-spacing", value: length(v.letterSpacing)),
        ]
        propertiesCache[v] = built
        return built
    }

    /// The properties that differ between two sets of values, as a shared list; nil when none do.
    func changes(from base: StyleValues, to values: StyleValues) -> SharedList<NameValueModel>? {
        let key = Change(from: base, to: values)
        if let cached = changesCache[key] { return cached }
        let built = changes(from: of(base), to: values)
        changesCache[key] = built
        return built
    }

    /// The properties of `values` whose printed value differs from `root`'s: with
    /// `--css-text-scale`, every property that :root sets to a curve, and those that differ.
    func changes(from root: [NameValueModel], to values: StyleValues) -> SharedList<NameValueModel>? {
        let key = RootChange(root: root.map(\.value), to: values)
        if let cached = rootChangesCache[key] { return cached }
        let changed = zip(of(values), root).filter { $0.0.value != $0.1.value }.map(\.0)
        let built = changed.isEmpty ? nil : SharedList(memo: memos.next(), items: changed)
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
