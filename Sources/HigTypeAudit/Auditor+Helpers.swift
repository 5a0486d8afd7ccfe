import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

/// The words of a call of the project's own font helper, and of watchOS code.
extension Auditor {
    /// `UIFont.appFont(ofSize: 14)`: the fixed size is the call's, the font is the helper's, so the
    /// finding names both, with the nearest style; no fix-it (the helper decides how a size becomes a font).
    func helperDiagnostic(for site: FontSite, replacing range: SourceRange) -> Diagnostic? {
        guard let helper = site.helper, case .points(let points) = site.size else { return nil }
        let weight = site.weight ?? .regular
        let macOS = site.macOS ?? (platform == .macos ? platformReason ?? "audited for macOS" : nil)
        let table: Platform = macOS != nil ? .macos : platform
        guard let nearest = NearestStyle.find(size: points, weight: DTCGWeight(weight), on: table) else { return nil }
        let described = "\(NumberText.format((points * 100).rounded() / 100)) pt \(weight.displayName)"
        let makes: String
        switch site.form {
        case .swiftUISystem, .swiftUICustom: makes = "a SwiftUI Font"
        case .systemFont(let kit), .namedFont(let kit): makes = "a \(kit.rawValue)"
        default: makes = "a font"
        }
        let noun = site.symbol ? "symbol size" : "font size"
        if let macOS {
            return .warning(
                .fixedSizeMacOS,
                "fixed \(noun) \(described), passed to the project's font helper '\(helper)', on macOS, which has no "
                    + "Dynamic Type (macOS-only code: \(macOS)); " + phrase(nearest, for: described),
                at: range.start,
                notes: [
                    .init(
                        "'\(helper)' makes \(makes) of the size it is given; give it a text style instead of a size, "
                            + "and use NSFont.preferredFont(forTextStyle:) or SwiftUI's text styles in it")
                ])
        }
        var message =
            "fixed \(noun) \(described), passed to the project's font helper '\(helper)', does not follow Dynamic Type "
            + "(the reader's text size); " + phrase(nearest, for: described)
        if HIG.spec(for: table).defaultSizeCategory == nil {
            message += " (the HIG publishes no \(table.displayName) table, so iOS's is read)"
        }
        let style = SwiftNames.apiTextStyle(nearest.style)
        let advice: String
        switch site.form {
        case .swiftUISystem, .swiftUICustom:
            advice =
                "'\(helper)' makes \(makes) of the size it is given; make it scale: Font.custom(_:size:relativeTo: .\(SwiftNames.swiftUITextStyle(style))), "
                + "or give it a text style (.\(SwiftNames.swiftUITextStyle(style))) instead of a size"
        default:
            advice =
                "'\(helper)' makes \(makes) of the size it is given; make it scale: return "
                + "UIFontMetrics(forTextStyle: .\(style)).scaledFont(for: font), or give it a text style (.\(style)) "
                + "instead of a size"
        }
        return .error(.fixedSize, message, at: range.start, notes: [.init(advice)])
    }

    /// watchOS code audited with another platform: read against watchOS's table, in watchOS's words.
    func watchOSDiagnostic(for site: FontSite, replacing range: SourceRange) -> Diagnostic? {
        guard let reason = site.watchOS, platform != .watchos, site.macOS == nil else { return nil }
        var watch = self
        watch.platform = .watchos
        watch.tokens = nil  // a token's values are the audited platform's, not watchOS's
        var plain = site
        plain.watchOS = nil
        var diagnostic = watch.diagnostic(for: plain, replacing: range)
        diagnostic.message += " (watchOS code: \(reason); read against watchOS's text styles)"
        return diagnostic
    }
}
