// Manifest fixtures: one case per file in `Fixtures/manifests/`, compiled with `Compiler.compile`.
//
// A case is `<case>.tokens.json` with a sibling `<case>.expected`, or a folder `compose-<case>/`
// holding `1.tokens.json`, `2.tokens.json`, … (composed in name order) and one file `expected`.
// An `.expected` file lists every diagnostic the case must produce, sorted by position:
//
//     # a comment, ignored
//     error 6:5 duplicate-key           <severity> <line>:<column> <rule id>
//       note 4:5                        optional: then the diagnostic's positioned notes are exactly these
//       message: did you mean 'body'?   optional: the message must contain this text
//       fix-it: "body"                  optional: the fix-it's replacement is exactly this text
//       fix-it-at: 6:18-6:25            optional: the range the fix-it replaces, end exclusive
//       fix-it-at: 4:16 insert          …or the point where it inserts (an empty range)
//       fix-it-safe: yes                optional: whether it keeps the meaning (`lint --fix` applies it) or not (no)
//     warning 2.tokens.json:3:70 deprecated-token   in a compose folder, positions name their file
//
// Lines and columns are 1-based; columns count Unicode scalars. Notes without a position are not
// compared. A file with no diagnostic lines means the manifest must compile with no diagnostics at all.
// A line `known-issue: <the bug>` marks a case whose expectation is right but which the tool gets
// wrong today: the case runs inside `withKnownIssue`, so it passes until the bug is fixed, and then
// fails until the marker is removed.

import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// A diagnostic reduced to what fixtures compare: severity, position, id, and optionally notes and message.
struct FixtureDiagnostic: Equatable, CustomStringConvertible {
    var severity: String
    var position: String
    var id: String
    /// Positions of the notes, sorted; nil when the expectation does not list notes.
    var notes: [String]?
    var messageContains: String?
    /// The fix-it's replacement; nil when the expectation does not list one.
    var fixIt: String?
    /// The fix-it's range, `line:column-line:column`, or `line:column insert`; nil when not listed.
    var fixItAt: String?
    /// `yes` when the fix-it is safe, `no` when it is a suggestion; nil when not listed.
    var fixItSafe: String?

    var description: String {
        var text = "\(severity) \(position) \(id)"
        for note in notes ?? [] { text += "\n  note \(note)" }
        if let messageContains { text += "\n  message: \(messageContains)" }
        if let fixIt { text += "\n  fix-it: \(fixIt)" }
        if let fixItAt { text += "\n  fix-it-at: \(fixItAt)" }
        if let fixItSafe { text += "\n  fix-it-safe: \(fixItSafe)" }
        return text
    }
}

struct ExpectedDiagnostics {
    var diagnostics: [FixtureDiagnostic] = []
    var knownIssue: String?

    /// Parses an `.expected` file; throws on a line it does not understand.
    init(text: String) throws {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("known-issue:") {
                knownIssue = String(trimmed.dropFirst("known-issue:".count)).trimmingCharacters(in: .whitespaces)
                continue
            }
            let words = trimmed.split(separator: " ", maxSplits: 2).map(String.init)
            if line.hasPrefix(" ") {
                guard !diagnostics.isEmpty else { throw FixtureError.badLine(index + 1, line) }
                if trimmed.hasPrefix("message:") {
                    diagnostics[diagnostics.count - 1].messageContains =
                        String(trimmed.dropFirst("message:".count)).trimmingCharacters(in: .whitespaces)
                } else if trimmed.hasPrefix("fix-it-at:") {
                    diagnostics[diagnostics.count - 1].fixItAt =
                        String(trimmed.dropFirst("fix-it-at:".count)).trimmingCharacters(in: .whitespaces)
                } else if trimmed.hasPrefix("fix-it-safe:") {
                    diagnostics[diagnostics.count - 1].fixItSafe =
                        String(trimmed.dropFirst("fix-it-safe:".count)).trimmingCharacters(in: .whitespaces)
                } else if trimmed.hasPrefix("fix-it:") {
                    diagnostics[diagnostics.count - 1].fixIt =
                        String(trimmed.dropFirst("fix-it:".count)).trimmingCharacters(in: .whitespaces)
                } else if words.count == 2, words[0] == "note" {
                    diagnostics[diagnostics.count - 1].notes = ((diagnostics.last?.notes ?? []) + [words[1]]).sorted()
                } else {
                    throw FixtureError.badLine(index + 1, line)
                }
                continue
            }
            guard words.count == 3, ["error", "warning", "note"].contains(words[0]) else {
                throw FixtureError.badLine(index + 1, line)
            }
            diagnostics.append(FixtureDiagnostic(severity: words[0], position: words[1], id: words[2]))
        }
    }
}

enum FixtureError: Error, CustomStringConvertible {
    case badLine(Int, String)
    var description: String {
        switch self {
        case .badLine(let number, let line): "line \(number) of the .expected file is not understood: '\(line)'"
        }
    }
}

@Suite struct ManifestFixtureTests {
    @Test func folderHoldsEveryFixture() {
        #expect(
            ManifestFixture.all.count >= ManifestFixture.minimumCount,
            "found \(ManifestFixture.all.count) fixtures in \(ManifestFixture.directory)")
    }

    @Test(arguments: ManifestFixture.all)
    func fixture(_ fixture: ManifestFixture) throws {
        #expect(!fixture.paths.isEmpty, "a compose folder needs 1.tokens.json, 2.tokens.json, …")
        let text = try #require(
            FileManager.default.contents(atPath: fixture.expectedPath).map { String(decoding: $0, as: UTF8.self) },
            "missing \(fixture.expectedPath)")
        let expected = try ExpectedDiagnostics(text: text)
        let sortedPositions = expected.diagnostics.map { Self.sortKey($0.position) }
        #expect(
            sortedPositions == sortedPositions.sorted { $0.lexicographicallyPrecedes($1) },
            "the .expected file must list diagnostics sorted by position")

        let compilation = Compiler.compile(paths: fixture.paths)
        let check = {
            // Each actual diagnostic is compared with the unused expectation of the same severity, position
            // and id, so an extra or missing diagnostic does not shift notes and messages onto its neighbours.
            var unused = expected.diagnostics
            let actual = compilation.log.sorted.map { d in
                let plain = Self.reduce(d, like: nil, composition: fixture.isComposition)
                let match = unused.firstIndex {
                    ($0.severity, $0.position, $0.id) == (plain.severity, plain.position, plain.id)
                }
                return Self.reduce(d, like: match.map { unused.remove(at: $0) }, composition: fixture.isComposition)
            }
            if actual != expected.diagnostics {
                let printed = TextDiagnosticPrinter().render(compilation.log.sorted)
                Issue.record(
                    """
                    \(fixture.name): diagnostics differ
                    expected:
                    \(expected.diagnostics.map(\.description).joined(separator: "\n"))
                    actual:
                    \(actual.map(\.description).joined(separator: "\n"))
                    as printed:
                    \(printed)
                    """)
            }
        }
        if let bug = expected.knownIssue {
            withKnownIssue(Comment(rawValue: bug)) { check() }
        } else {
            check()
        }
    }

    /// Reduces an actual diagnostic to the fields the matching expectation lists.
    static func reduce(_ d: Diagnostic, like expected: FixtureDiagnostic?, composition: Bool) -> FixtureDiagnostic {
        func position(_ location: HigTypeCore.SourceLocation?) -> String {
            guard let location else { return "-" }
            let place = "\(location.line):\(location.column)"
            return composition ? (location.file as NSString).lastPathComponent + ":" + place : place
        }
        var reduced = FixtureDiagnostic(
            severity: d.severity.rawValue, position: position(d.location), id: d.id.rawValue)
        if expected?.notes != nil {
            reduced.notes = d.notes.compactMap { $0.location.map(position) }.sorted()
        }
        if let wanted = expected?.messageContains {
            // Keep the wanted text when the message has it, so only a real difference shows.
            reduced.messageContains = d.message.contains(wanted) ? wanted : "(message: \(d.message))"
        }
        if expected?.fixIt != nil {
            reduced.fixIt = d.fixIt?.replacement ?? "(no fix-it)"
        }
        if expected?.fixItAt != nil {
            if let fix = d.fixIt {
                let end = fix.range.end
                reduced.fixItAt =
                    position(fix.range.start) + (fix.isInsertion ? " insert" : "-\(end.line):\(end.column)")
            } else {
                reduced.fixItAt = "(no fix-it)"
            }
        }
        if expected?.fixItSafe != nil {
            reduced.fixItSafe = d.fixIt.map { $0.isSafe ? "yes" : "no" } ?? "(no fix-it)"
        }
        return reduced
    }

    /// `[file, line, column]` for ordering positions written as `line:col` or `file:line:col`.
    static func sortKey(_ position: String) -> [String] {
        let parts = position.split(separator: ":").map(String.init)
        return parts.enumerated().map { index, part in
            index >= parts.count - 2 ? String(repeating: "0", count: max(0, 8 - part.count)) + part : part
        }
    }
}

/// What the positive fixtures must produce, beyond "no diagnostics".
@Suite struct ManifestFixtureContentTests {
    static func compile(_ name: String) throws -> Manifest {
        let fixture = try #require(ManifestFixture.named(name), "no fixture '\(name)'")
        let compilation = Compiler.compile(paths: fixture.paths)
        return try #require(compilation.manifest, "\(name) did not load")
    }

    static func textStyle(of name: String, in manifest: Manifest) -> String? {
        guard let token = manifest.token(named: name), case .object(let value) = token.value.value,
            case .string(let style)? = value["textStyle"]?.value
        else { return nil }
        return style
    }

    @Test func extendsGeneratesInheritedTokensUnderTheExtendingGroup() throws {
        let manifest = try Self.compile("extends")
        let names = Set(manifest.tokens.map(\.name))
        #expect(
            names == [
                "type.regular.body", "type.regular.caption",
                "type.compact.body", "type.compact.caption", "type.compact.footnote",
            ])
        #expect(Self.textStyle(of: "type.compact.body", in: manifest) == "body")
        #expect(
            Self.textStyle(of: "type.compact.caption", in: manifest) == "caption2",
            "the extending group's own token wins")
        #expect(
            Self.textStyle(of: "type.regular.caption", in: manifest) == "caption1", "the extended group is unchanged")
    }

    @Test func laterFileOverridesAndAdds() throws {
        let fixture = try #require(ManifestFixture.named("compose-override"))
        let compilation = Compiler.compile(paths: fixture.paths)
        let resolved = try #require(compilation.resolved)
        let names = Set(resolved.tokens.map(\.name))
        #expect(names == ["type.body", "type.caption", "type.headline"])
        let body = try #require(resolved.tokens.first { $0.name == "type.body" })
        #expect(body.fontFamily == ["New York", "Georgia"], "2.tokens.json's type.body replaces 1.tokens.json's")
        #expect(
            compilation.manifest?.token(named: "font.serif")?.type == .fontFamily, "$type is inherited across files")
        #expect(compilation.manifest?.settings.platforms == [.ios])
    }

    @Test func rootTokensAreNamedWithRoot() throws {
        let manifest = try Self.compile("root-token")
        #expect(manifest.token(named: "font.serif.$root") != nil)
        #expect(manifest.token(named: "type.body.$root") != nil)
    }
}
