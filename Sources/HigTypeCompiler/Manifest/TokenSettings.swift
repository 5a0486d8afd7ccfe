import HigTypeCore
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A token's higtype settings, from `$extensions["dev.higtype"]` on the token.
///
///     "$extensions": { "dev.higtype": {
///       "textStyle": "body",
///       "sizeCategories": { "min": "small", "max": "xxxLarge" },
///       "emphasized": true,
///       "leading": "tight",
///       "lines": 1,
///       "fixedSize": { "reason": "Brand wordmark", "relativeTo": "largeTitle" },
///       "waive": { "light-weight": "Display-only hero number, 48 pt and up" },
///       "platforms": ["ios", "macos"]
///     } }
public struct TokenSettings: Sendable {
    /// Leading adjustments, as the HIG's symbolic traits make them.
    public enum Leading: String, Sendable, CaseIterable {
        case standard, tight, loose
        /// Points added to the leading: UIKit's tight and loose traits subtract or add 2 points.
        public var adjustment: Double {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    /// A rule the token is exempt from, and why.
    public struct Waiver: Sendable {
        public var rule: String
        public var reason: String
        public var location: SourceLocation
    }

    /// The HIG text style of a typography token whose `$value` is complete DTCG: the file stays
    /// valid DTCG (whose typography values have no `textStyle` field), other tools read the
    /// `$value`, and higtype scales the token with this style.
    public var textStyle: Located<TextStyle>?
    /// `textStyle` is written but names no style (already reported): the token has no style to follow.
    var hasInvalidTextStyle = false
    /// The token stops growing above `max` and shrinking below `min`.
    public var minCategory: Located<SizeCategory>?
    public var maxCategory: Located<SizeCategory>?
    /// Use the style's emphasized weight.
    public var emphasized: Located<Bool>?
    public var leading: Located<Leading>?
    /// How many lines the text usually shows, for the leading rules.
    public var lines: Located<Int>?
    /// Why a token with a hard-coded `fontSize` and no `textStyle` is justified.
    public var fixedSizeReason: Located<String>?
    /// The style a fixed-size token scales with; the nearest style by default size otherwise.
    public var relativeTo: Located<TextStyle>?
    public var waivers: [Waiver] = []
    /// The targets the token's own settings name (`PlatformScope`); nil when they name none.
    public var platforms: PlatformScope?

    public init() {}

    public func waiver(for rule: DiagnosticID) -> Waiver? { waivers.first { $0.rule == rule.rawValue } }

    static let keys = [
        "textStyle", "sizeCategories", "emphasized", "leading", "lines", "fixedSize", "waive", "platforms",
    ]
}

/// A value kept once on the heap and shared by the copies of what holds it: for large fields
/// that tokens carry and the stages copy whole.
final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension TokenSettings {
    /// Nothing set: what a token without `$extensions["dev.higtype"]` has.
    var isEmpty: Bool {
        textStyle == nil && !hasInvalidTextStyle && minCategory == nil && maxCategory == nil && emphasized == nil
            && leading == nil && lines == nil && fixedSizeReason == nil && relativeTo == nil && waivers.isEmpty
            && platforms == nil
    }

    /// `settings` in a box, or nil for empty settings, which need none.
    static func boxed(_ settings: TokenSettings) -> Box<TokenSettings>? { settings.isEmpty ? nil : Box(settings) }
}

extension TokenSettings {
    /// Reads the settings object, reporting every key or value that is not understood.
    static func read(_ object: JSONObject, diagnostics: inout [Diagnostic]) -> TokenSettings {
        var settings = TokenSettings()
        func fail(_ message: String, at location: SourceLocation) {
            diagnostics.append(.error(.tokenSetting, message, at: location))
        }
        for member in object.members {
            let node = member.value
            switch member.key {
            case "sizeCategories":
                guard case .object(let range) = node.value else {
                    fail("'sizeCategories' must be an object like {\"max\": \"xxxLarge\"}", at: node.location)
                    continue
                }
                for bound in range.members {
                    guard bound.key == "min" || bound.key == "max" else {
                        fail("'sizeCategories' takes 'min' and 'max', not '\(bound.key)'", at: bound.keyLocation)
                        continue
                    }
                    guard case .string(let name) = bound.value.value, let category = SizeCategory(named: name),
                        category != .default
                    else {
                        let text = { if case .string(let s) = bound.value.value { return s } else { return "" } }()
                        let ids = SizeCategory.allCases.filter { $0 != .default }.map(\.rawValue)
                        fail(
                            "unknown size category '\(text)'" + Suggestions.didYouMean(text, in: ids)
                                + "; categories are \(ids.joined(separator: ", "))", at: bound.value.location)
                        continue
                    }
                    if bound.key == "min" {
                        settings.minCategory = Located(category, at: bound.value.location)
                    } else {
                        settings.maxCategory = Located(category, at: bound.value.location)
                    }
                }
                if let min = settings.minCategory, let max = settings.maxCategory, min.value > max.value {
                    fail(
                        "size category range is empty: min '\(min.value.rawValue)' is above max '\(max.value.rawValue)'",
                        at: min.location)
                }
            case "textStyle":
                settings.textStyle = readTextStyle(node, diagnostics: &diagnostics)
                settings.hasInvalidTextStyle = settings.textStyle == nil
            case "emphasized":
                guard case .bool(let on) = node.value else {
                    fail("'emphasized' must be true or false", at: node.location)
                    continue
                }
                settings.emphasized = Located(on, at: node.location)
            case "leading":
                guard case .string(let name) = node.value, let leading = Leading(rawValue: name) else {
                    fail("'leading' must be \"standard\", \"tight\" or \"loose\"", at: node.location)
                    continue
                }
                settings.leading = Located(leading, at: node.location)
            case "lines":
                guard case .number(let n) = node.value, let count = Int(exactly: n.double), count >= 1 else {
                    fail("'lines' must be a whole number of lines, 1 or more", at: node.location)
                    continue
                }
                settings.lines = Located(count, at: node.location)
            case "fixedSize":
                readFixedSize(node, into: &settings, fail: fail)
            case "platforms":
                settings.platforms = PlatformList.read(node, diagnostics: &diagnostics).map {
                    PlatformScope(platforms: $0, location: node.location, isOwn: true)
                }
            case "waive":
                guard case .object(let waivers) = node.value else {
                    fail("'waive' must be an object of rule ids to reasons", at: node.location)
                    continue
                }
                for waiver in waivers.members {
                    guard case .string(let reason) = waiver.value.value,
                        !reason.trimmingWhitespace().isEmpty
                    else {
                        diagnostics.append(
                            .error(
                                .waiverReason,
                                "waiving '\(waiver.key)' needs a reason: a sentence saying why the rule does not apply",
                                at: waiver.value.location))
                        continue
                    }
                    settings.waivers.append(Waiver(rule: waiver.key, reason: reason, location: waiver.keyLocation))
                }
            default:
                let suggestion = Suggestions.closest(to: member.key, in: keys)
                diagnostics.append(
                    .error(
                        .unknownSetting,
                        "unknown token setting '\(member.key)'" + Suggestions.hint(suggestion),
                        at: member.keyLocation,
                        fixIt: suggestion.map { .replaceJSON(at: member.keyLocation, with: "\"\($0)\"", .suggestion) }))
            }
        }
        return settings
    }

    /// `textStyle`: a HIG text style by API or HIG name, as in a typography `$value`.
    private static func readTextStyle(_ node: JSONNode, diagnostics: inout [Diagnostic]) -> Located<TextStyle>? {
        guard case .string(let name) = node.value else {
            diagnostics.append(
                .error(.tokenSetting, "'textStyle' must be a string naming a HIG text style", at: node.location))
            return nil
        }
        guard let style = TextStyle(named: name) else {
            let suggestion = Suggestions.closest(to: name, in: TextStyle.allCases.map(\.rawValue))
            diagnostics.append(
                .error(
                    .unknownStyle, "unknown text style '\(name)'" + Suggestions.hint(suggestion),
                    at: node.location,
                    fixIt: suggestion.map { .replaceJSON(at: node.location, with: "\"\($0)\"", .suggestion) }))
            return nil
        }
        return Located(style, at: node.location)
    }

    private static func readFixedSize(
        _ node: JSONNode, into settings: inout TokenSettings, fail: (String, SourceLocation) -> Void
    ) {
        guard case .object(let object) = node.value else {
            fail("'fixedSize' must be an object like {\"reason\": \"Brand wordmark\"}", node.location)
            return
        }
        for member in object.members {
            switch member.key {
            case "reason":
                guard case .string(let reason) = member.value.value,
                    !reason.trimmingWhitespace().isEmpty
                else {
                    fail("'fixedSize.reason' must say why this text cannot follow Dynamic Type", member.value.location)
                    continue
                }
                settings.fixedSizeReason = Located(reason, at: member.value.location)
            case "relativeTo":
                guard case .string(let name) = member.value.value, let style = TextStyle(named: name) else {
                    let text = { if case .string(let s) = member.value.value { return s } else { return "" } }()
                    fail(
                        "unknown text style '\(text)'"
                            + Suggestions.didYouMean(text, in: TextStyle.allCases.map(\.rawValue)),
                        member.value.location)
                    continue
                }
                settings.relativeTo = Located(style, at: member.value.location)
            default:
                fail("'fixedSize' takes 'reason' and 'relativeTo', not '\(member.key)'", member.keyLocation)
            }
        }
        if settings.fixedSizeReason == nil {
            fail("'fixedSize' needs a 'reason'", node.location)
        }
    }
}
