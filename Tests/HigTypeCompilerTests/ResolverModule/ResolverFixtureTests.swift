// Resolver fixtures: one folder per case in `ResolverModule/Fixtures/`, compiled with `Compiler.compile`.
//
// A case folder holds the resolver document — the one file whose name ends in `.resolver.json`,
// unless the `expected` file names another with `input: <file>` — the token files it refers to,
// and `expected`, in the format of the manifest fixtures (ManifestFixtureTests.swift), where a
// position names its file relative to the case folder (`theme/dark.json:3:5`, `app.resolver.json:2:3`)
// and `-` stands for no position. Lines `context: NAME=VALUE` give the input, as `--context` does.

import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

struct ResolverFixture: Sendable, CustomTestStringConvertible {
    var name: String
    var folder: String

    var testDescription: String { name }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures"
    ).path

    /// The fewest cases the folder must hold, so a missing or emptied folder cannot pass.
    static let minimumCount = 86

    static let all: [ResolverFixture] = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
        .sorted().map { ResolverFixture(name: $0, folder: directory + "/" + $0) }

    static func named(_ name: String) -> ResolverFixture? { all.first { $0.name == name } }

    /// The `expected` file: the input lines taken out, the rest parsed as a manifest fixture's.
    func expectation() throws -> (entry: String, input: ResolverInput, expected: ExpectedDiagnostics) {
        let text = try String(contentsOfFile: folder + "/expected", encoding: .utf8)
        var entry = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).first {
            $0.hasSuffix(".resolver.json")
        }
        var input = ResolverInput()
        var rest: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("context:") {
                let pair = line.dropFirst("context:".count).trimmingCharacters(in: .whitespaces).split(
                    separator: "=", maxSplits: 1)
                input.choices.append(.init(modifier: String(pair[0]), context: String(pair[1])))
            } else if line.hasPrefix("input:") {
                entry = line.dropFirst("input:".count).trimmingCharacters(in: .whitespaces)
            } else {
                rest.append(line)
            }
        }
        return (
            try #require(entry, "\(name) has no *.resolver.json and no 'input:' line"), input,
            try ExpectedDiagnostics(text: rest.joined(separator: "\n"))
        )
    }

    /// Compiles the case; its paths are relative to the case folder.
    func compile() throws -> Compiler.Compilation {
        let (entry, input, _) = try expectation()
        return Compiler.compile(paths: [folder + "/" + entry], input: input)
    }

    /// A diagnostic as an `expected` line: the file relative to the case folder.
    func reduce(_ d: Diagnostic, like expected: FixtureDiagnostic?) -> FixtureDiagnostic {
        func position(_ location: HigTypeCore.SourceLocation?) -> String {
            guard let location else { return "-" }
            let file =
                location.file.hasPrefix(folder + "/")
                ? String(location.file.dropFirst(folder.count + 1)) : location.file
            return "\(file):\(location.line):\(location.column)"
        }
        var reduced = FixtureDiagnostic(
            severity: d.severity.rawValue, position: position(d.location), id: d.id.rawValue)
        if expected?.notes != nil { reduced.notes = d.notes.compactMap { $0.location.map(position) }.sorted() }
        if let wanted = expected?.messageContains {
            reduced.messageContains = d.message.contains(wanted) ? wanted : "(message: \(d.message))"
        }
        return reduced
    }
}

@Suite struct ResolverFixtureTests {
    @Test func folderHoldsEveryFixture() {
        #expect(
            ResolverFixture.all.count >= ResolverFixture.minimumCount,
            "found \(ResolverFixture.all.count) in \(ResolverFixture.directory)")
    }

    @Test(arguments: ResolverFixture.all)
    func fixture(_ fixture: ResolverFixture) throws {
        let expected = try fixture.expectation().expected
        let compilation = try fixture.compile()
        var unused = expected.diagnostics
        let actual = compilation.log.sorted.map { d in
            let plain = fixture.reduce(d, like: nil)
            let match = unused.firstIndex {
                ($0.severity, $0.position, $0.id) == (plain.severity, plain.position, plain.id)
            }
            return fixture.reduce(d, like: match.map { unused.remove(at: $0) })
        }
        #expect(
            actual == expected.diagnostics,
            """
            \(fixture.name): diagnostics differ
            expected:
            \(expected.diagnostics.map(\.description).joined(separator: "\n"))
            actual:
            \(actual.map(\.description).joined(separator: "\n"))
            as printed:
            \(TextDiagnosticPrinter(sources: compilation.sourceMap).render(compilation.log.sorted))
            """)
    }
}
