import HigTypeCore
import HigTypeSpec

/// Where a platform's size categories sit on the reader's text scale, for `--css-text-scale`.
///
/// Category k sits at sₖ = Body's size at k ÷ Body's size at the default category (iOS: xSmall
/// 14/17 … AX5 53/17). The CSS measures the scale in Body points, `scale × Body's default size`,
/// so each breakpoint is Body's published size at its category, a whole number, and no ratio
/// has to be rounded to print it.
struct TextScaleBreakpoints: Sendable {
    /// The platform's categories, smallest first.
    var categories: [SizeCategory]
    /// Body's size at each category, strictly increasing.
    var bodySizes: [Double]
    /// Body's size at the default category: scale 1.
    var defaultBodySize: Double

    /// nil for a platform with fewer than two categories (macOS, tvOS) or without a Body row
    /// that grows with every category, where a scale has nothing to choose between.
    init?(_ spec: PlatformSpec) {
        guard spec.sizeCategories.count > 1, let defaultCategory = spec.defaultSizeCategory,
            let base = spec.metrics(.body, defaultCategory)?.size
        else { return nil }
        let sizes = spec.sizeCategories.compactMap { spec.metrics(.body, $0)?.size }
        guard sizes.count == spec.sizeCategories.count, zip(sizes, sizes.dropFirst()).allSatisfy({ $0 < $1 })
        else { return nil }
        categories = spec.sizeCategories
        bodySizes = sizes
        defaultBodySize = base
    }

    /// sₖ for each category, in order.
    var scales: [Double] { bodySizes.map { $0 / defaultBodySize } }
}

/// One property's values across every category, written as a function of the scale.
///
/// value(b) = v₀ + Σᵢ clamp(0, b − bᵢ, bᵢ₊₁ − bᵢ) · (vᵢ₊₁ − vᵢ) / (bᵢ₊₁ − bᵢ), with b the scale in
/// Body points: each clamp is 0 below its segment, grows linearly across it and stays at the
/// segment's width above it, so the sum is vₖ at each bₖ, linear between, v₀ below the first
/// breakpoint and the last value above the last. Segments whose value does not change are left out.
struct TextScaleCurve: Hashable, Sendable {
    /// The custom property that holds the Body-point scale (`calc(var(--higtype-text-scale) * 17)`).
    static let bodyProperty = "higtype-text-scale-body"

    var values: [Double]

    /// True when every category has one value, so the property needs no curve.
    var isConstant: Bool { values.allSatisfy { $0 == values[0] } }

    /// The `calc()` expression, lengths in `unit`. Neighbouring segments with one slope are
    /// written as one, which leaves the function as it is: it was linear across both.
    func expression(_ breakpoints: TextScaleBreakpoints, unit: RenderOptions.CSSUnit) -> String {
        var terms = [Self.length(values[0], unit: unit)]
        for segment in segments(breakpoints.bodySizes) {
            let clamp =
                "clamp(0, var(--\(Self.bodyProperty)) - \(NumberText.format(segment.start)), \(NumberText.format(segment.width)))"
            terms.append(clamp + " * " + Self.slope(rise: segment.rise, width: segment.width, unit: unit))
        }
        return "calc(" + terms.joined(separator: " + ") + ")"
    }

    /// The segments over which the value changes, neighbours of equal slope merged.
    private func segments(_ b: [Double]) -> [(start: Double, width: Double, rise: Double)] {
        var merged: [(start: Double, width: Double, rise: Double)] = []
        for i in values.indices.dropLast() where values[i + 1] != values[i] {
            let width = b[i + 1] - b[i]
            let rise = values[i + 1] - values[i]
            if let last = merged.last, last.start + last.width == b[i],
                abs(last.rise * width - rise * last.width) < 1e-9
            {
                merged[merged.count - 1] = (last.start, last.width + width, last.rise + rise)
            } else {
                merged.append((b[i], width, rise))
            }
        }
        return merged
    }

    /// The change per Body point: `0.5px` where that prints exactly, else `3px / 7`, so no
    /// rounded slope adds up across a wide segment.
    private static func slope(rise: Double, width: Double, unit: RenderOptions.CSSUnit) -> String {
        let perPoint = rise / width
        if abs((perPoint * 1e4).rounded() / 1e4 - perPoint) < 1e-12 { return length(perPoint, unit: unit) }
        return length(rise, unit: unit) + " / " + NumberText.format(width)
    }

    /// A length with six decimals (rem to eight), so the rounding stays far below 0.01 px.
    static func length(_ points: Double, unit: RenderOptions.CSSUnit) -> String {
        switch unit {
        case .px: NumberText.format((points * 1e6).rounded() / 1e6) + "px"
        case .rem: NumberText.format((points / 16 * 1e8).rounded() / 1e8) + "rem"
        }
    }
}
