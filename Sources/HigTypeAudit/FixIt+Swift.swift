import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

/// Swift fix-its that keep what the call wrote beside its size: the weight
/// (`.font(.footnote.weight(.semibold))`), the design (`.system(.subheadline, design: .rounded)`),
/// the module qualifier, traits and custom fonts (`UIFontMetrics(…).scaledFont(for:)` around the
/// original), and no text style for a size above the largest one.
struct SwiftFixIt {
    /// The replacement, nil for none; `delegated`: the form's standard fix-it (`AuditFixIt`) stands.
    var replacement: String?
    var delegated = false
    var notes: [Diagnostic.Note] = []
    /// "it is above the largest iOS text style, Large Title (34 pt)": said instead of a nearest style.
    var abovePhrase: String?
    /// `notes` say how to fix it by hand, so the form's general advice is left out.
    var advised = false

    /// The fix-it of a Swift site; nil for a CSS site.
    init?(site: FontSite, nearest: NearestStyle, token: TokenMatch.Entry?, platform: Platform) {
        switch site.form {
        case .cssFont, .cssFontSize: return nil
        default: break
        }
        guard case .points(let points) = site.size else { return nil }
        let largest = Self.largest(nearest)
        let above = largest.map { points > $0.size + 0.005 } ?? false
        let api = SwiftNames.apiTextStyle(nearest.style)
        if above, let largest {
            abovePhrase =
                "it is above the largest \(nearest.table.displayName) text style, "
                + "\(largest.style.displayName) (\(NumberText.format(largest.size)) pt)"
        }
        if let ternary = site.swift.ternary {
            var note =
                "the size is '\(ternary.condition) ? \(NumberText.format(ternary.whenTrue)) : "
                + "\(NumberText.format(ternary.whenFalse))'; the style named is the larger size's"
            if case .swiftUISystem = site.form, token == nil { note += ", and the fix-it gives each branch its own" }
            notes.append(.init(note))
        }
        if let named = site.swift.sizeName {
            let values = site.swift.sizeValues.map { NumberText.format($0) + " pt" }
            if values.count == 1 {
                notes.append(.init("the size is '\(named)', \(values[0]) wherever this code runs"))
            } else {
                // Sizes chosen by a condition other than the text size: each is fixed, and one text
                // style in place of the choice would lose it, so no fix-it.
                notes.append(
                    .init(
                        "the size is '\(named)', one of \(values.joined(separator: ", ")), each fixed; "
                            + "the style named is the largest's: give each choice its own text style"))
                advised = true
                return
            }
        }
        let scaled = { (style: String) in "UIFontMetrics(forTextStyle: .\(style)).scaledFont(for: \(site.text))" }
        // `UIFont(name: "Menlo", size: 12) ?? .systemFont(ofSize: 12)`: both fonts scaled as one.
        if site.swift.fallback {
            switch site.form {
            case .namedFont(.uiKit), .systemFont(.uiKit), .swiftCall(.descriptor(.uiKit)):
                if token == nil { replacement = scaled(api) } else { delegated = true }
            default:
                replacement = nil
            }
            return
        }
        switch site.form {
        case .swiftUISystem(let explicit, let wrapped):
            guard token == nil else {
                delegated = true
                return
            }
            if site.platformFont?.weightNotLiteral == true {
                notes.append(.init(Self.platformFontAdvice(site, style: api)))
                advised = true
                return
            }
            if above {
                notes.append(
                    .init(
                        "no text style is that large: keep the size and scale it, "
                            + "@ScaledMetric(relativeTo: .\(SwiftNames.swiftUITextStyle(api))) var size: CGFloat = "
                            + "\(NumberText.format(points)), then .system(size: size)"))
                advised = true
                return
            }
            replacement = Self.swiftUI(
                site, nearest: nearest, explicit: explicit, wrapped: wrapped, platform: platform)
        case .systemFont(.uiKit):
            guard token == nil else {
                delegated = true
                return
            }
            let weightKept = Self.keepsWeight(site, styleWeight: nearest.metrics.weight)
            if above || site.swift.keepsTraits || site.swift.ternary != nil || !weightKept {
                replacement = scaled(api)
                if above {
                    notes.append(
                        .init(
                            "no text style is that large: the fix-it keeps the size and scales it as \(nearest.style.displayName) scales"
                        ))
                }
            } else {
                replacement = "\(site.swift.qualifier)UIFont.preferredFont(forTextStyle: .\(api))"
            }
        case .swiftCall(.descriptor(.uiKit)), .swiftCall(.swiftGen(.uiKit)):
            replacement = token.map { "\($0.swiftName).uiFont()" } ?? scaled(api)
        case .swiftCall(let form):
            if case .pinnedDynamicType = form { return nil }
            notes.append(.init(Self.advice(for: form, style: api)))
            advised = true
        default:
            delegated = true
        }
    }

    /// `.font(.footnote.weight(.semibold))`, `Font.system(.subheadline, design: .rounded)`; for a
    /// ternary, each branch's own style: `.font(compact ? .footnote : .subheadline)`. `platform`
    /// is the table the branches are read from (macOS's for macOS code).
    static func swiftUI(_ site: FontSite, nearest: NearestStyle, explicit: Bool, wrapped: Bool, platform: Platform)
        -> String?
    {
        if site.platformFont?.weightNotLiteral == true { return nil }
        let typed = explicit && !wrapped
        func font(_ style: NearestStyle) -> String {
            swiftUIFont(site, style: style.style, styleWeight: style.metrics.weight, typed: typed)
        }
        var core = font(nearest)
        if let ternary = site.swift.ternary {
            let weight = DTCGWeight(site.weight ?? .regular)
            guard let a = NearestStyle.find(size: ternary.whenTrue, weight: weight, on: platform),
                let b = NearestStyle.find(size: ternary.whenFalse, weight: weight, on: platform)
            else { return nil }
            if a.style != b.style {
                core = "\(ternary.condition) ? \(font(a)) : \(font(b))"
                if !wrapped { core = "(\(core))" }
            }
        }
        return wrapped ? ".font(\(core))" : core
    }

    /// One text style as a SwiftUI font that keeps what the call wrote: its design
    /// (`.system(.caption, design: .monospaced)`), a weight other than the style's own
    /// (`.weight(.medium)`), the module (`SwiftUI.Font.caption`) and the traits of a UIKit call
    /// it stands for (`.italic()`). `typed`: written with its type, `Font.caption`.
    static func swiftUIFont(_ site: FontSite, style: TextStyle, styleWeight: FontWeight, typed: Bool) -> String {
        let type = typed ? site.swift.qualifier + "Font" : ""
        let name = SwiftNames.swiftUITextStyle(SwiftNames.apiTextStyle(style))
        var text = site.swift.design.map { "\(type).system(.\(name), design: \($0))" } ?? "\(type).\(name)"
        if let weight = site.swift.weightArgument, !isLiteralWeight(weight) || site.weight != styleWeight {
            text += ".weight(\(weight))"
        }
        return text + (site.platformFont?.modifiers.joined() ?? "")
    }

    /// Whether a text style of weight `styleWeight` keeps the weight the call wrote: the same
    /// weight, and not a `weight:` argument that is not a literal.
    static func keepsWeight(_ site: FontSite, styleWeight: FontWeight) -> Bool {
        site.weight ?? .regular == styleWeight && (site.swift.weightArgument.map(isLiteralWeight) ?? true)
    }

    /// `.semibold`, `UIFont.Weight.semibold`: one weight, not an expression
    /// (`selected ? .semibold : .regular`, whose last weight is not the only one).
    static func isLiteralWeight(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let name = parts.last, FontWeight(rawValue: name.lowercased()) != nil else { return false }
        return parts.dropLast().allSatisfy { $0.allSatisfy { $0.isLetter } }
    }

    /// The largest style of the table the nearest style was read from, at the same category.
    static func largest(_ nearest: NearestStyle) -> (style: TextStyle, size: Double)? {
        HIG.spec(for: nearest.table).styles.compactMap { spec in
            spec.metrics[nearest.category].map { (spec.style, $0.size) }
        }
        .max { $0.1 < $1.1 }
    }

    /// The note for `Font(UIFont.systemFont(ofSize: 16, weight: weight))`, whose weight SwiftUI cannot take.
    static func platformFontAdvice(_ site: FontSite, style api: String) -> String {
        "Font(_:) keeps the font's size for good: write the SwiftUI text style, "
            + "Font.\(SwiftNames.swiftUITextStyle(api)).weight(…), with the Font.Weight for the UIFont.Weight "
            + "'\(site.swift.weightArgument ?? "")'"
    }

    /// How a finding of one of the forms without a fix-it is fixed by hand.
    static func advice(for form: SwiftCallForm, style: String = "body") -> String {
        switch form {
        case .descriptor(.uiKit), .swiftGen(.uiKit):
            "scale the font with UIFontMetrics(forTextStyle: .\(style)).scaledFont(for:)"
        case .descriptor(.appKit), .swiftGen(.appKit):
            "macOS has no Dynamic Type: use NSFont.preferredFont(forTextStyle:) for text that should follow the system's styles"
        case .withSize:
            "scale the result where the font is made: UIFontMetrics(forTextStyle: .\(style)).scaledFont(for: font.withSize(…))"
        case .selfInit:
            "an initializer cannot hand back a scaled font: scale it where it is used, "
                + "UIFontMetrics(forTextStyle: .\(style)).scaledFont(for:), or make this a static func that does"
        case .pinnedDynamicType:
            "cap Dynamic Type with a range instead of one size: .dynamicTypeSize(...DynamicTypeSize.large)"
        }
    }
}

extension Auditor {
    /// `.dynamicTypeSize(.large)`: not a font size but one pinned text size for a whole view, with a
    /// fix-it that caps at that size instead (smaller sizes then follow the reader).
    func pinnedDynamicTypeDiagnostic(for site: FontSite, replacing range: SourceRange) -> Diagnostic? {
        guard case .swiftCall(.pinnedDynamicType) = site.form, case .expression(let size) = site.size else {
            return nil
        }
        return .error(
            .fixedSize,
            "'\(site.text)' pins Dynamic Type to one size, so the text ignores the reader's text size; "
                + "a range caps it instead",
            at: range.start,
            notes: [
                .init(
                    "display type that must stay fixed (onboarding, marketing) can be waived with a comment: \(Waiver.marker) — <reason>"
                )
            ],
            fixIt: .replace(range, with: ".dynamicTypeSize(...DynamicTypeSize.\(size))", .suggestion))
    }
}
