import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

/// The words of a call of the project's own font helper, and of watchOS and tvOS code.
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

    /// watchOS or tvOS code audited with another platform: read against that platform's table, in
    /// its words (a warning on tvOS, which has no Dynamic Type).
    func watchOSDiagnostic(for site: FontSite, replacing range: SourceRange) -> Diagnostic? {
        guard site.macOS == nil else { return nil }
        let reason: String
        let other: Platform
        if let watch = site.watchOS {
            (reason, other) = (watch, .watchos)
        } else if let tv = site.tvOS {
            (reason, other) = (tv, .tvos)
        } else {
            return nil
        }
        guard platform != other else { return nil }
        var audit = self
        audit.platform = other
        audit.tokens = nil  // a token's values are the audited platform's, not this one's
        var plain = site
        plain.watchOS = nil
        plain.tvOS = nil
        var diagnostic = audit.diagnostic(for: plain, replacing: range)
        let name = other.displayName
        diagnostic.message += " (\(name) code: \(reason); read against \(name)'s text styles)"
        // tvOS has no Dynamic Type: the size bypasses no reader's setting, so, as on macOS, it is
        // a warning that names the platform's nearest style, not an error about the text size.
        if !HIG.spec(for: other).supportsDynamicType, diagnostic.severity == .error {
            diagnostic.severity = .warning
            for (said, meant) in [
                ("is fixed, so the text does not follow Dynamic Type (the reader's text size)", "is fixed"),
                ("is fixed, so the symbol does not follow Dynamic Type (the reader's text size)", "is fixed"),
                ("does not follow Dynamic Type (the reader's text size)", ""),
            ] where diagnostic.message.firstRange(of: said) != nil {
                diagnostic.message = diagnostic.message.replacingFirst(
                    said, with: meant + (meant.isEmpty ? "" : " ") + "on \(name), which has no Dynamic Type")
                break
            }
        }
        return diagnostic
    }
}

extension String {
    /// The text with the first occurrence of `target` replaced, or as it is.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var text = self
        text.replaceSubrange(range, with: replacement)
        return text
    }
}
