import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore

/// A `safe` fix-it keeps the file's meaning, so `lint --fix` applies it unasked: applying every
/// safe fix-it of a case at once, as one pass of `lint --fix` does, never adds an error. Checked
/// over every manifest fixture and adopt's lookalike files: after the pass, each error id occurs
/// no more often than before it. The HIG rules' findings are left out of the count: a rule judges
/// only a token whose value is valid, so a fix that makes a value valid (`"16px"` → a dimension)
/// lets the rules see the token, and what they find was there before the fix.
@Suite struct SafeFixItCorpusTests {
    /// The cases: each manifest fixture, and adopt's lookalike of a team's files.
    static let cases: [ManifestFixture] =
        ManifestFixture.all + [
            ManifestFixture(
                name: "adopt-lookalike",
                paths: ["base", "typography", "patch"].map {
                    PackageRoot.file("Tests/HigTypeCompilerTests/Adopt/Fixtures/lookalike/\($0).tokens.json")
                }, expectedPath: "", isComposition: true)
        ]

    @Test(arguments: cases)
    func applyingEverySafeFixItAddsNoError(_ fixture: ManifestFixture) throws {
        let before = Compiler.compile(paths: fixture.paths)
        let safe = before.log.diagnostics.compactMap(\.fixIt).filter(\.isSafe)
        guard !safe.isEmpty else { return }
        let sources = before.sourceMap
        let edited = fixture.paths.map { path in
            let fixes = safe.filter { $0.range.file == path }
            let bytes = sources[path] ?? []
            return Compiler.SourceFile(
                path: path, bytes: fixes.isEmpty ? bytes : FixApplication.apply(fixes, to: bytes).bytes)
        }
        let after = Compiler.compile(sources: edited)
        let rules = Set(RuleCatalogue.all.map(\.id))
        let counts = { (c: Compiler.Compilation) in
            Dictionary(
                c.log.diagnostics.filter { $0.severity == .error && !rules.contains($0.id) }.map { ($0.id, 1) },
                uniquingKeysWith: +)
        }
        let (was, now) = (counts(before), counts(after))
        for (id, count) in now where count > was[id, default: 0] {
            let added = after.log.sorted.filter { $0.id == id && $0.severity == .error }
            let listed: String = TextDiagnosticPrinter().render(added)
            let message =
                "\(fixture.name): the safe fix-its add \(id) errors (\(was[id, default: 0]) → \(count)):\n\(listed)"
            Issue.record(Comment(rawValue: message))
        }
    }
}
