import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The embedded spec as aligned plain-text tables a designer can read at a glance.
///
/// - With a style: one table per platform, a row per size category (size, leading, tracking).
/// - Otherwise: one table per size category (only the asked one, if any), a row per style.
/// - A platform without published tables (visionOS) prints its legibility sizes and gaps.
///
/// Tracking comes from the platform's system-typeface table; a size the table lacks is derived
/// by `TrackingTable.lookup(size:)` and marked `~`. Output is deterministic and ends with a newline.
package func specTable(platform: Platform?, style: TextStyle?, category: SizeCategory?) -> String {
    let blocks = specsInScope(platform).compactMap { spec in
        SpecTableBlock(spec: spec, style: style, category: category, explicit: platform != nil).lines()
    }
    return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
}

/// Everything `specTable` prints for one platform.
private struct SpecTableBlock {
    var spec: PlatformSpec
    var style: TextStyle?
    var category: SizeCategory?
    /// Whether the platform was asked for by name; only then does a missing style or category get a line.
    var explicit: Bool

    func lines() -> [String]? {
        guard !spec.styles.isEmpty else { return unpublished() }
        var body: [String]
        if let style {
            guard let styleSpec = spec.style(style) else {
                return explicit ? ["\(spec.outputTitle) has no \(style.displayName) text style."] : nil
            }
            body = styleTable(styleSpec)
        } else {
            let categories = spec.categories(matching: category)
            guard !categories.isEmpty else {
                return explicit ? ["\(spec.outputTitle) has no \(category?.displayName ?? "") size category."] : nil
            }
            body = Array(categories.map(categoryTable).joined(separator: [""]))
        }
        body += footer()
        return body
    }

    /// visionOS: the HIG gives legibility sizes but no style table.
    private func unpublished() -> [String] {
        [
            spec.outputTitle,
            "Default size \(number(spec.defaultSize)) pt, minimum size \(number(spec.minimumSize)) pt.",
        ] + spec.gaps.map { "- " + $0 }
    }

    private func styleTable(_ styleSpec: StyleSpec) -> [String] {
        let weight = styleSpec.styleWeight(on: spec)
        let categories = spec.categories(matching: category).filter { styleSpec.metrics[$0] != nil }
        let showWeights = categories.contains { styleSpec.metrics[$0]?.weight != weight }
        var title = "\(spec.outputTitle) · \(styleSpec.style.displayName)"
        if let weight, !showWeights { title += " · \(weight.displayName)" }
        if let emphasized = styleSpec.emphasizedWeight { title += " (emphasized \(emphasized.displayName))" }
        var table = TextTable(
            header: ["Category", "Size", "Leading", "Tracking (pt)"], rows: [], rightAligned: [1, 2, 3])
        if showWeights {
            table.header.insert("Weight", at: 1)
            table.rightAligned = [2, 3, 4]
        }
        for category in categories {
            guard let m = styleSpec.metrics[category] else { continue }
            var row = [categoryLabel(category), number(m.size), number(m.leading), tracking(at: m.size)]
            if showWeights { row.insert(m.weight.displayName, at: 1) }
            table.rows.append(row)
        }
        return [title] + table.lines()
    }

    private func categoryTable(_ category: SizeCategory) -> [String] {
        let emphasis = spec.styles.contains { $0.emphasizedWeight != nil }
        var table = TextTable(
            header: ["Style", "Weight", "Size", "Leading", "Tracking (pt)"], rows: [], rightAligned: [2, 3, 4])
        if emphasis {
            table.header.insert("Emphasized", at: 2)
            table.rightAligned = [3, 4, 5]
        }
        for styleSpec in spec.styles {
            guard let m = styleSpec.metrics[category] else { continue }
            var row = [
                styleSpec.style.displayName, m.weight.displayName, number(m.size), number(m.leading),
                tracking(at: m.size),
            ]
            if emphasis { row.insert(styleSpec.emphasizedWeight?.displayName ?? "", at: 2) }
            table.rows.append(row)
        }
        let heading = category == .default ? "built-in text styles" : categoryLabel(category)
        return ["\(spec.outputTitle) · \(heading)"] + table.lines()
    }

    /// "Large (default)"; on watchOS also the watch sizes that start at this category, e.g. "Small [38mm]".
    /// The single category of macOS and tvOS is plain "Default": there is nothing to choose it from.
    private func categoryLabel(_ category: SizeCategory) -> String {
        var label = category.displayName
        if category == spec.defaultSizeCategory, category != .default { label += " (default)" }
        if spec.platform == .watchos,
            let entry = HIG.watchOSDefaultCategoryByCase.first(where: { $0.category == category })
        {
            label += " [\(entry.caseSizes)]"
        }
        return label
    }

    private func tracking(at size: Double) -> String {
        guard let table = spec.systemTrackingTable else { return "" }
        let t = table.lookup(size: size)
        let text = NumberText.fixed(t.points, decimals: 2)
        return (t.isPublished ? "" : "~") + (t.points > 0 ? "+" : "") + text
    }

    private func footer() -> [String] {
        var notes: [String] = []
        if let table = spec.systemTrackingTable {
            notes.append("Tracking (pt) from the \(table.name) tracking table.")
            if shownSizes().contains(where: { !table.lookup(size: $0).isPublished }) {
                notes.append("~ marks a size the table lacks: derived by the tracking lookup rule.")
            }
        }
        if spec.platform == .watchos {
            notes.append("[…] lists the watch sizes whose default text size is that category.")
        }
        return notes + spec.gaps.map { "- " + $0 }
    }

    /// The point sizes of every cell this block prints.
    private func shownSizes() -> [Double] {
        let categories = spec.categories(matching: category)
        return spec.styles(matching: style).flatMap { s in categories.compactMap { s.metrics[$0]?.size } }
    }

    private func number(_ value: Double) -> String { JSONOutput.format(value) }
}
