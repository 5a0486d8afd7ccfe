import HigTypeCore

/// The embedded HIG typography spec as JSON, for `higtype spec --json` and for anyone who
/// wants the numbers without reading Swift. Each filter narrows the output; nil means all.
///
/// Shape: `{"provenance": {page, changeLogEntry, lastTableChange, sources}, "platforms": {id: platform}, "tracking": {table: [row]}, "typefaces": {name: facts},
/// "lightWeights": [weight]}`. A platform carries its legibility sizes, categories, text styles
/// (weight once per style, size and leading per category) and the gaps the HIG leaves.
package func specJSON(platform: Platform? = nil, style: TextStyle? = nil, category: SizeCategory? = nil) -> JSONOutput {
    let specs = specsInScope(platform)
    let tables = platform.map(HIG.trackingTables(for:)) ?? HIG.trackingTables
    return .object([
        ("provenance", HIG.provenance.json),
        ("platforms", .object(specs.map { ($0.platform.id, platformJSON($0, style: style, category: category)) })),
        ("tracking", .object(tables.map { ($0.name, trackingJSON($0)) })),
        ("typefaces", .object(Typeface.allCases.map { ($0.displayName, typefaceJSON($0, on: specs)) })),
        ("lightWeights", .array(Typeface.lightWeights.map { .string($0.id) })),
    ])
}

private func platformJSON(_ spec: PlatformSpec, style: TextStyle?, category: SizeCategory?) -> JSONOutput {
    var members: [(String, JSONOutput)] = [
        ("name", .string(spec.outputTitle)),
        ("defaultSize", .number(spec.defaultSize)),
        ("minimumSize", .number(spec.minimumSize)),
        ("supportsDynamicType", .bool(spec.supportsDynamicType)),
        ("systemTypeface", .string(spec.systemTypeface.displayName)),
        ("defaultSizeCategory", spec.defaultSizeCategory.map { .string($0.id) } ?? .null),
        ("sizeCategories", .array(spec.sizeCategories.map { .string($0.id) })),
    ]
    if spec.platform == .watchos {
        members.append(("defaultSizeCategoryByWatchSize", watchSizeDefaultsJSON()))
    }
    let categories = spec.categories(matching: category)
    let styles = spec.styles(matching: style).compactMap { styleSpec -> (String, JSONOutput)? in
        let cells = categories.filter { styleSpec.metrics[$0] != nil }
        guard !cells.isEmpty else { return nil }
        return (styleSpec.style.id, styleJSON(styleSpec, cells, on: spec))
    }
    members.append(("textStyles", .object(styles)))
    members.append(("gaps", .array(spec.gaps.map(JSONOutput.string))))
    return .object(members)
}

private func styleJSON(_ styleSpec: StyleSpec, _ categories: [SizeCategory], on spec: PlatformSpec) -> JSONOutput {
    let weight = styleSpec.styleWeight(on: spec)
    var members: [(String, JSONOutput)] = [("name", .string(styleSpec.style.displayName))]
    if let weight { members.append(("weight", .string(weight.id))) }
    if let emphasized = styleSpec.emphasizedWeight { members.append(("emphasizedWeight", .string(emphasized.id))) }
    let sizes = categories.compactMap { category -> (String, JSONOutput)? in
        guard let m = styleSpec.metrics[category] else { return nil }
        var cell: [(String, JSONOutput)] = [("size", .number(m.size)), ("leading", .number(m.leading))]
        if m.weight != weight { cell.insert(("weight", .string(m.weight.id)), at: 0) }
        return (category.id, .object(cell))
    }
    members.append(("sizes", .object(sizes)))
    return .object(members)
}

/// `{"38mm": "small", "40mm": "large", …}`: one entry per watch size the HIG names.
private func watchSizeDefaultsJSON() -> JSONOutput {
    .object(
        HIG.watchOSDefaultCategoryByCase.flatMap { entry in
            entry.caseSizes.split(separator: "/").map { (String($0), JSONOutput.string(entry.category.id)) }
        })
}

private func trackingJSON(_ table: TrackingTable) -> JSONOutput {
    .array(
        table.rows.map { row in
            .object([("size", .number(row.size)), ("tracking", .number(row.em)), ("points", .number(row.points))])
        })
}

private func typefaceJSON(_ typeface: Typeface, on specs: [PlatformSpec]) -> JSONOutput {
    let opticalSizes = typeface.opticalSizes.map { size in
        JSONOutput.object([("name", .string(size.name)), ("fromSize", .number(size.from))])
    }
    let tables = specs.compactMap { spec in
        typeface.trackingTable(on: spec.platform).map { (spec.platform.id, JSONOutput.string($0.name)) }
    }
    return .object([
        ("weights", .array(typeface.weights.map { .string($0.id) })),
        ("opticalSizes", .array(opticalSizes)),
        ("trackingTables", .object(tables)),
    ])
}
