import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeKit

/// `docs/manifest.schema.json`'s rule settings, generated from the rules' declarations, agree
/// with higtype: every `rule-*` fixture that sets `rules` or waives a rule is valid exactly when
/// higtype finds nothing wrong with those settings (an unknown rule, a setting or option of the wrong type, a rule
/// that cannot be relaxed or waived). Checked by Python's `jsonschema`, an independent validator.
@Suite struct ManifestSchemaRulesTests {
    static let settingIDs: Set<DiagnosticID> = [.unknownRule, .ruleConfig]

    @Test(.enabled(if: DTCGSchemaTests.validator.shouldRun, DTCGSchemaTests.validator.skipComment))
    func schemaAcceptsExactlyTheFixturesWithValidRuleSettings() throws {
        let python = try DTCGSchemaTests.validator.require()
        let folder = PackageRoot.file("Tests/HigTypeCompilerTests/Fixtures/manifests")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .filter { $0.hasPrefix("rule-") && $0.hasSuffix(".tokens.json") }
            .filter { name in
                let text = (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
                return text.contains("\"rules\"") || text.contains("\"waive\"")
            }
        #expect(names.count >= 20)
        let result = try ToolProcess.run(
            python,
            ["-c", ManifestSchemaScopeTests.check, PackageRoot.file("docs/manifest.schema.json")]
                + names.map { folder + "/" + $0 },
            timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        var invalid = 0
        for name in names {
            let log = Compiler.compile(paths: [folder + "/" + name]).log
            let verdict = log.diagnostics.contains { Self.settingIDs.contains($0.id) } ? "invalid" : "valid"
            if verdict == "invalid" { invalid += 1 }
            #expect(result.stdout.contains("\(name) \(verdict)\n"), "\(name): \(result.stdout)")
        }
        #expect(invalid >= 5)
    }
}
