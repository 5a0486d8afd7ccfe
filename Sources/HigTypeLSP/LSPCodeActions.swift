import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Fix-its as code actions: one quick fix per diagnostic that has one (the safe ones preferred),
/// and one source action that applies every safe fix-it in the file.
enum LSPCodeActions {
    static let fixAllKind = "source.fixAll.higtype"
    static let fixAllTitle = "Apply all safe higtype fixes in this file"

    static func actions(
        _ document: OpenDocument, outcome: Checker.Outcome, range: LSPRange, only: [String]?, lines: TextLines
    ) -> [JSONOutput] {
        var tables = LineTables(document.path, lines)
        let fixable = outcome.diagnostics.filter { $0.fixIt?.range.file == document.path }
        // The findings again with the text style's fix-it, by rule and place.
        var alternativesByPlace: [AlternativeKey: [Diagnostic.FixIt]] = [:]
        for alternative in outcome.alternatives {
            guard let fix = alternative.fixIt, fix.range.file == document.path else { continue }
            alternativesByPlace[AlternativeKey(id: alternative.id, location: alternative.location), default: []]
                .append(fix)
        }
        var actions: [(kind: String, json: JSONOutput)] = []
        for diagnostic in fixable {
            guard let fix = diagnostic.fixIt else { continue }
            let shown = LSPDiagnostics.range(diagnostic, lines: lines)
            guard shown.overlaps(range) || lines.range(fix.range).overlaps(range) else { continue }
            // The same finding's other fix-it (the text style beside the token), when there is one.
            let other = alternativesByPlace[AlternativeKey(id: diagnostic.id, location: diagnostic.location)]?.first {
                $0.replacement != fix.replacement
            }
            for fix in [fix] + (other.map { [$0] } ?? []) {
                actions.append(
                    (
                        "quickfix",
                        .object([
                            ("title", .string(title(fix, diagnostic))),
                            ("kind", .string("quickfix")),
                            (
                                "diagnostics",
                                .array([
                                    LSPDiagnostics.json(
                                        diagnostic, document: document, outcome: outcome, tables: &tables)
                                ])
                            ),
                            ("isPreferred", .bool(fix.isSafe)),
                            ("edit", edit(document, [fix], lines: lines)),
                        ])
                    ))
            }
        }
        let safe = nonOverlapping(fixable.compactMap(\.fixIt).filter(\.isSafe))
        if !safe.isEmpty {
            actions.append(
                (
                    fixAllKind,
                    .object([
                        ("title", .string(fixAllTitle)),
                        ("kind", .string(fixAllKind)),
                        ("edit", edit(document, safe, lines: lines)),
                    ])
                ))
        }
        guard let only else { return actions.map(\.json) }
        return actions.filter { action in only.contains { action.kind == $0 || action.kind.hasPrefix($0 + ".") } }
            .map(\.json)
    }

    private struct AlternativeKey: Hashable {
        var id: DiagnosticID
        var location: SourceLocation?
    }

    /// "Replace with "bold"", "Insert …", with the rule id, shortened to fit a menu (plain text,
    /// as LSP shows a code action's title: no Markdown).
    static func title(_ fix: Diagnostic.FixIt, _ diagnostic: Diagnostic) -> String {
        var text = fix.replacement.replacingScalars(of: "\n", with: " ")
        if text.count > 48 { text = String(text.prefix(47)) + "…" }
        let verb = fix.isInsertion ? "Insert" : fix.replacement.isEmpty ? "Remove text" : "Replace with"
        return (fix.replacement.isEmpty ? verb : "\(verb) \(text)") + " (\(diagnostic.id.rawValue))"
    }

    /// The fix-its in file order, each dropped that overlaps one before it.
    static func nonOverlapping(_ fixes: [Diagnostic.FixIt]) -> [Diagnostic.FixIt] {
        var kept: [Diagnostic.FixIt] = []
        for fix in fixes.sorted(by: { $0.range.start.offset < $1.range.start.offset }) {
            if let last = kept.last,
                fix.range.start.offset < last.range.end.offset
                    || (fix.range.start.offset == last.range.start.offset)
            {
                continue
            }
            kept.append(fix)
        }
        return kept
    }

    static func edit(_ document: OpenDocument, _ fixes: [Diagnostic.FixIt], lines: TextLines) -> JSONOutput {
        let edits: [JSONOutput] = fixes.map { fix in
            .object([("range", lines.range(fix.range).json), ("newText", .string(fix.replacement))])
        }
        return .object([("changes", .object([(document.uri, .array(edits))]))])
    }
}

extension LanguageServer {
    func codeActions(_ document: OpenDocument, _ params: JSONNode?) -> JSONOutput {
        guard let outcome = outcomes[document.uri] else { return .array([]) }
        let range =
            LSPRange(params?["range"])
            ?? LSPRange(start: .init(line: 0, character: 0), end: .init(line: Int.max, character: 0))
        let only = params?["context"]?["only"]?.array?.compactMap(\.string)
        var actions = LSPCodeActions.actions(
            document, outcome: outcome, range: range, only: only, lines: lines(of: document))
        if only.map({ $0.contains { Self.adoptKind == $0 || Self.adoptKind.hasPrefix($0 + ".") } }) ?? true,
            let adopt = adoptAction(document, outcome: outcome, range: range)
        {
            actions.append(adopt)
        }
        return .array(actions)
    }
}
