import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

/// The findings that are not "this text bypasses Dynamic Type": macOS code (`fixed-size-macos`),
/// a style's size read once (`read-once-size`), and a symbol's size (`fixed-size`, in a symbol's words).
extension Auditor {
    /// The finding for a macOS, read-once or symbol site; nil for the others.
    func precisionDiagnostic(for site: FontSite, replacing range: SourceRange) -> Diagnostic? {
        if let readOnce = site.readOnce { return readOnceDiagnostic(site, readOnce, range) }
        let swift: Bool
        switch site.form {
        case .cssFont, .cssFontSize: swift = false
        default: swift = true
        }
        // When the project's platform decides, every file gives its reason, whatever else it says.
        let projectReason = platform == .macos ? platformReason ?? site.macOS ?? "audited for macOS" : nil
        if swift, let reason = projectReason ?? site.macOS {
            return macOSDiagnostic(site, reason: reason, range)
        }
        if site.symbol { return symbolDiagnostic(site, range) }
        return nil
    }

    /// macOS has no Dynamic Type: the size is read against the macOS table, as a warning.
    private func macOSDiagnostic(_ site: FontSite, reason: String, _ range: SourceRange) -> Diagnostic {
        let noun = site.symbol ? "symbol size" : "font size"
        let context = "on macOS, which has no Dynamic Type (macOS-only code: \(reason))"
        var notes: [Diagnostic.Note] = []
        let advice = Diagnostic.Note(
            "on macOS, NSFont.preferredFont(forTextStyle:) and SwiftUI's text styles (.font(.body)) follow the system's text styles"
        )
        guard case .points(let points) = site.size,
            let nearest = NearestStyle.find(size: points, weight: DTCGWeight(site.weight ?? .regular), on: .macos)
        else {
            let expression: String
            if case .expression(let text) = site.size { expression = text } else { expression = "?" }
            return .warning(
                .fixedSizeMacOS,
                "\(noun) '\(expression)' is fixed \(context); it is not a literal, so no text style is suggested",
                at: range.start, notes: [advice])
        }
        let described = describe(points, site)
        var message = "fixed \(noun) \(described) \(context); "
        if nearest.isExact {
            message +=
                "\(described) is exactly \(nearest.style.displayName) on macOS, a text style that follows the system's styles"
        } else {
            let metrics = nearest.metrics
            message +=
                "the nearest macOS text style is \(nearest.style.displayName) "
                + "(\(NumberText.format(metrics.size)) pt \(metrics.weight.displayName)), which follows the system's styles"
        }
        // Token names are the manifest's values on the audited platform: only macOS's are right here.
        let token =
            platform == .macos && !site.symbol
            ? tokens?.tokens(points: points, weight: site.weight ?? .regular).first : nil
        if let token { message += "; token '\(token.name)' has these values" }
        let fix = SwiftFixIt.macOS(site, nearest: nearest, token: token)
        if fix == nil, let largest = SwiftFixIt.largest(nearest), points > largest.size + 0.005 {
            notes.append(
                .init(
                    "no macOS text style is that large (\(largest.style.displayName) is \(NumberText.format(largest.size)) pt): "
                        + "the size can stay, as macOS text does not scale"))
        } else if fix == nil {
            notes.append(advice)
        }
        return .warning(
            .fixedSizeMacOS, message, at: range.start, notes: notes,
            fixIt: fix.map { .replace(range, with: $0, .suggestion) })
    }

    /// `preferredFont(forTextStyle:).pointSize`: the style's size when the code runs, not after.
    private func readOnceDiagnostic(_ site: FontSite, _ readOnce: FontSite.ReadOnce, _ range: SourceRange)
        -> Diagnostic
    {
        let style = TextStyle(rawValue: readOnce.style)
        let shown = style?.displayName ?? readOnce.style
        let message =
            "the size of \(shown) is read once, when this code runs, and does not follow later changes of the "
            + "reader's text size; use the style itself, or scale the font with "
            + "UIFontMetrics(forTextStyle: .\(readOnce.style)) and set adjustsFontForContentSizeCategory"
        let fix = SwiftFixIt.readOnce(site, readOnce, platform: platform)
        var notes: [Diagnostic.Note] = []
        if fix == nil, case .swiftUISystem = site.form {
            let swiftUI = SwiftNames.swiftUITextStyle(readOnce.style)
            notes.append(
                .init(
                    "scale the size as the style scales: "
                        + "@ScaledMetric(relativeTo: .\(swiftUI)) var size: CGFloat = "
                        + "\(SwiftFixIt.readOnceSize(site, readOnce, platform: platform) ?? "<the style's size>"), "
                        + "then .system(size: size)"
                ))
        } else if fix == nil {
            notes.append(
                .init(
                    "give the font the style's size at the default text size and scale it: "
                        + "UIFontMetrics(forTextStyle: .\(readOnce.style)).scaledFont(for:)"))
        }
        return .warning(
            .readOnceSize, message, at: range.start, notes: notes,
            fixIt: fix.map { .replace(range, with: $0, .suggestion) })
    }

    /// An SF Symbol sized in points does not grow with the text beside it.
    private func symbolDiagnostic(_ site: FontSite, _ range: SourceRange) -> Diagnostic {
        let weight = site.weight ?? .regular
        guard case .points(let points) = site.size,
            let nearest = NearestStyle.find(size: points, weight: DTCGWeight(weight), on: platform)
        else {
            let expression: String
            if case .expression(let text) = site.size { expression = text } else { expression = "?" }
            return .error(
                .fixedSize,
                "symbol size '\(expression)' is fixed, so the symbol does not follow Dynamic Type (the reader's text size); "
                    + "it is not a literal, so no text style is suggested",
                at: range.start, notes: [.init(AuditFixIt.advice(for: site.form))])
        }
        let described = describe(points, site)
        var message =
            "symbol size \(described) is fixed, so the symbol does not follow Dynamic Type (the reader's text size); "
        var notes: [Diagnostic.Note] = []
        var fix: String?
        if let largest = largestStyle(), points > largest.size + 0.005 {
            let api = SwiftNames.apiTextStyle(largest.style)
            let size = NumberText.format(points)
            message +=
                "it is larger than \(largest.style.displayName) (\(NumberText.format(largest.size)) pt), "
                + "the largest \(nearest.table.displayName) text style, so it should scale with that style"
            if case .symbolConfiguration(let image, _) = site.form {
                if image == "UIImage", let open = site.text.firstIndex(of: "(") {
                    fix = scaledPointSize(site.text, open: open, api: api, size: size)
                }
                if fix == nil {
                    notes.append(
                        .init(
                            "scale the size: \(image).SymbolConfiguration(pointSize: "
                                + "UIFontMetrics(forTextStyle: .\(api)).scaledValue(for: \(size)))"))
                }
            } else {
                notes.append(
                    .init(
                        "declare @ScaledMetric(relativeTo: .\(SwiftNames.swiftUITextStyle(api))) var symbolSize: CGFloat = \(size), "
                            + "and write .font(.system(size: symbolSize))"))
            }
        } else {
            message += phrase(nearest, for: described)
            if case .swiftUISystem(let explicit, let wrapped) = site.form {
                // The symbol's weight and design are kept, as for text.
                fix = SwiftFixIt.swiftUI(
                    site, nearest: nearest, explicit: explicit, wrapped: wrapped, platform: platform)
            } else {
                fix = AuditFixIt.replacement(for: site, style: nearest.style, token: nil)
            }
            if fix == nil { notes.append(.init(AuditFixIt.advice(for: site.form))) }
        }
        return .error(
            .fixedSize, message, at: range.start, notes: notes,
            fixIt: fix.map { .replace(range, with: $0, .suggestion) })
    }

    /// "20 pt" for a symbol without a weight, else "13 pt Regular".
    private func describe(_ points: Double, _ site: FontSite) -> String {
        let size = "\(NumberText.format((points * 100).rounded() / 100)) pt"
        return site.symbol && site.weight == nil ? size : "\(size) \((site.weight ?? .regular).displayName)"
    }

    /// The largest style of the platform's table (iOS's for one without) at its default category.
    private func largestStyle() -> (style: TextStyle, size: Double)? {
        var spec = HIG.spec(for: platform)
        if spec.defaultSizeCategory == nil { spec = HIG.ios }
        guard let category = spec.defaultSizeCategory else { return nil }
        var largest: (style: TextStyle, size: Double)?
        for style in spec.styles {
            guard let metrics = style.metrics[category] else { continue }
            if largest == nil || metrics.size > largest!.size { largest = (style.style, metrics.size) }
        }
        return largest
    }

    /// `UIImage.SymbolConfiguration(pointSize: 100, …)` with its size scaled by the largest style:
    /// `pointSize: UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 100)`.
    private func scaledPointSize(_ text: String, open: String.Index, api: String, size: String) -> String? {
        guard let label = text[open...].firstRange(of: "pointSize:") else { return nil }
        var valueEnd = label.upperBound
        var depth = 0
        while valueEnd < text.endIndex {
            let c = text[valueEnd]
            if c == "(" { depth += 1 }
            if c == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            if c == ",", depth == 0 { break }
            valueEnd = text.index(after: valueEnd)
        }
        return String(text[..<label.upperBound]) + " UIFontMetrics(forTextStyle: .\(api)).scaledValue(for: \(size))"
            + String(text[valueEnd...])
    }
}

extension AuditFixIt {
    /// `UIImage.SymbolConfiguration(textStyle: .title3[, scale: …])`, its weight kept with
    /// `.applying(UIImage.SymbolConfiguration(weight: …))`, which `NSImage` does not have.
    static func symbolReplacement(for site: FontSite, style: TextStyle) -> String? {
        guard case .symbolConfiguration(let image, let scale) = site.form else { return nil }
        var text = "\(image).SymbolConfiguration(textStyle: .\(SwiftNames.apiTextStyle(style))"
        if let scale { text += ", scale: \(scale)" }
        text += ")"
        if let weight = site.weight {
            guard image == "UIImage" else { return nil }
            let swiftName = weight == .ultralight ? "ultraLight" : weight.rawValue
            text += ".applying(UIImage.SymbolConfiguration(weight: .\(swiftName)))"
        }
        return text
    }
}
