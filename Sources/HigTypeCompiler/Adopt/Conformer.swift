import HigTypeCore
import HigTypeSpec

/// Conform, and say so: by default `adopt` makes the tokens it adopts pass the HIG's rules with
/// the smallest change, in the adapter only (the sources keep their values), and says each change
/// in the token's `$description` and the report. `--no-conform` leaves the values, and the rules
/// report them.
///
/// - `minimum-size`: a size below a target platform's minimum at the default category is raised
///   to it (the largest minimum among the targets where it fails): 9 px on iOS becomes 11 px.
/// - `light-weight`: an Ultralight, Thin or Light weight (below 400) at text sizes becomes
///   Regular (400), the nearest weight the rule allows.
/// - `line-height-pixels`: a line height of 4 or more times the size (a team's composite aliasing
///   `"130"`, which Tokens Studio reads as 130 px, on 18 px text) is no line height of text, and
///   no multiple of it is exact: the field is left out, to come from the style, as it does in the
///   composites adopt writes.
///
/// Only a rule reported as an error about an adopted token is acted on, so a rule turned off or
/// down to a warning in the sources' settings is left as they configured it.
enum Conformer {
    /// One field adopt changes, and why.
    struct Change: Sendable, Hashable {
        var field: String
        /// The new value; nil leaves the field out, so it comes from the style.
        var value: Double?
        /// "raised from 9 px to 11 px, the iOS minimum".
        var note: String

        var output: JSONOutput? {
            guard let value else { return nil }
            return field == "fontSize"
                ? .object([("value", .number(value)), ("unit", .string("px"))]) : .number(value)
        }
    }

    /// The changes the errors in `compilation` ask of the tokens named `adopted`, by token name.
    static func changes(in compilation: Compiler.Compilation, adopted: Set<String>) -> [String: [Change]] {
        guard let resolved = compilation.resolved else { return [:] }
        var failing: [String: Set<DiagnosticID>] = [:]
        for diagnostic in compilation.log.diagnostics where diagnostic.severity == .error {
            guard let token = diagnostic.scope?.token, adopted.contains(token),
                diagnostic.id == .minimumSize || diagnostic.id == .lightWeight || diagnostic.id == .lineHeightPixels
            else { continue }
            failing[token, default: []].insert(diagnostic.id)
        }
        var result: [String: [Change]] = [:]
        for token in resolved.tokens {
            guard let ids = failing[token.name] else { continue }
            var changes: [Change] = []
            if ids.contains(.minimumSize), let size = token.value.fontSize?.value {
                var raised: (Double, Platform)?
                for values in token.platforms {
                    let minimum = HIG.spec(for: values.platform).minimumSize
                    if size < minimum, minimum > raised?.0 ?? 0 { raised = (minimum, values.platform) }
                }
                if let (minimum, platform) = raised {
                    changes.append(
                        Change(
                            field: "fontSize", value: minimum,
                            note: "fontSize raised from \(NumberText.format(size)) px to \(NumberText.format(minimum)) "
                                + "px, the \(platform.displayName) minimum (minimum-size)"))
                }
            }
            if ids.contains(.lightWeight), let weight = token.value.fontWeight?.value, weight.number < 400 {
                changes.append(
                    Change(
                        field: "fontWeight", value: 400,
                        note: "fontWeight \(weight.description) raised to Regular (400), the lightest the HIG "
                            + "allows at text sizes (light-weight)"))
            }
            if ids.contains(.lineHeightPixels), let multiple = token.value.lineHeight?.value, multiple >= 4 {
                changes.append(
                    Change(
                        field: "lineHeight", value: nil,
                        note:
                            "lineHeight \(NumberText.format((multiple * 100).rounded() / 100)) times the size left out, as no text has such a "
                            + "line height; it comes from the style (line-height-pixels)"))
            }
            if !changes.isEmpty { result[token.name] = changes }
        }
        return result
    }

    /// `value` (a typography value) with each change's field replaced.
    static func apply(_ changes: [Change], to value: JSONNode) -> JSONNode {
        guard case .object(var object) = value.value else { return value }
        for change in changes {
            guard let output = change.output else {
                object.members.removeAll { $0.key == change.field }
                continue
            }
            let node = JSONNode(
                ValueConversions.parse(output.serialized(pretty: false))?.value ?? .null, at: value.location)
            if let i = object.members.firstIndex(where: { $0.key == change.field }) {
                object.members[i].value = node
            } else {
                object.members.append(.init(key: change.field, keyLocation: value.location, value: node))
            }
        }
        return JSONNode(.object(object), at: value.location)
    }
}
