import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore

/// A `safe` fix-it keeps the file's meaning, so `lint --fix` applies it unasked: applying every
/// safe fix-it of a case at once, as one pass of `lint --fix` does, never adds an error. Checked
/// over every manifest fixture, adopt's lookalike files, a real file whose licence lets it be kept
/// (`Adopt/Fixtures/corpus`), and, where a session gathered it, issue 37's develop corpus: after the pass, each error id occurs
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
                }, expectedPath: "", isComposition: true),
            ManifestFixture(
                name: "corpus-comete",
                paths: [
                    PackageRoot.file("Tests/HigTypeCompilerTests/Adopt/Fixtures/corpus/comete/typography.tokens.json")
                ],
                expectedPath: "", isComposition: false),
        ]

    /// The develop halves of issue 37's corpus of real design systems' token files, in the folder
    /// `HIGTYPE_CORPUS37` names (`develop.tsv`, `develop2.tsv`: repository, git folder, commit,
    /// format, licence, paths; the files under `files/OWNER__NAME/`; gathered with
    /// `scripts/corpus37/gather.py`). Not in the repository, so never required: the test is
    /// disabled unless the variable names such a folder.
    static let corpus = ProcessInfo.processInfo.environment["HIGTYPE_CORPUS37"] ?? ""
    static var corpusCases: [ManifestFixture] {
        ["develop.tsv", "develop2.tsv"].flatMap { name -> [ManifestFixture] in
            guard !corpus.isEmpty, let table = FileManager.default.contents(atPath: corpus + "/" + name) else {
                return []
            }
            return String(decoding: table, as: UTF8.self).split(separator: "\n").dropFirst().compactMap { line in
                let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard cells.count >= 6 else { return nil }
                let folder = corpus + "/files/" + cells[0].replacingOccurrences(of: "/", with: "__")
                let paths = cells[5].split(separator: " ").map { folder + "/" + $0 }.filter {
                    FileManager.default.fileExists(atPath: $0)
                }
                return paths.isEmpty
                    ? nil : ManifestFixture(name: cells[0], paths: paths, expectedPath: "", isComposition: true)
            }
        }
    }

    @Test(
        .enabled(
            if: !corpus.isEmpty && FileManager.default.fileExists(atPath: corpus + "/develop.tsv"),
            "needs HIGTYPE_CORPUS37 to name issue 37's corpus folder (scripts/corpus37/README.md), not in the repository"
        ))
    func applyingEverySafeFixItAddsNoErrorInTheDevelopCorpus() throws {
        for fixture in Self.corpusCases {
            // Each file alone, as a team lints it, and the whole set composed.
            for path in fixture.paths {
                try applyingEverySafeFixItAddsNoError(
                    ManifestFixture(
                        name: fixture.name + ":" + path, paths: [path], expectedPath: "", isComposition: false))
            }
        }
    }

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
