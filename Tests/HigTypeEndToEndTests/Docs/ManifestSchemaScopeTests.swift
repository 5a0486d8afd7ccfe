import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeKit

/// `docs/manifest.schema.json`, which editors use, agrees with higtype on platform scoping:
/// every `scope-*` fixture that compiles clean is valid, and every one with an error or a
/// warning (a platform listed twice, which the schema's `uniqueItems` rejects) is not. Checked by Python's `jsonschema`, an independent validator.
@Suite struct ManifestSchemaScopeTests {
    static let check = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        validator = jsonschema.validators.validator_for(schema)(schema)
        for path in sys.argv[2:]:
            print(path.rsplit("/", 1)[-1], "valid" if validator.is_valid(json.load(open(path))) else "invalid")
        """

    @Test(.enabled(if: DTCGSchemaTests.validator.shouldRun, DTCGSchemaTests.validator.skipComment))
    func schemaAcceptsExactlyTheCleanScopeFixtures() throws {
        let python = try DTCGSchemaTests.validator.require()
        // The scope-* manifest fixtures of the compiler's tests, by name and path.
        let folder = PackageRoot.file("Tests/HigTypeCompilerTests/Fixtures/manifests")
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .filter { $0.hasPrefix("scope-") && $0.hasSuffix(".tokens.json") }
            .map { (name: String($0.dropLast(".tokens.json".count)), paths: [folder + "/" + $0]) }
        #expect(fixtures.count >= 12)
        let result = try ToolProcess.run(
            python, ["-c", Self.check, PackageRoot.file("docs/manifest.schema.json")] + fixtures.map { $0.paths[0] },
            timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        for fixture in fixtures {
            let log = Compiler.compile(paths: fixture.paths).log
            // platform-style is a rule about the HIG, not the file's shape; the schema cannot know it.
            let shapeErrors = log.diagnostics.filter { $0.id.rawValue != "platform-style" }
            let verdict = shapeErrors.isEmpty ? "valid" : "invalid"
            #expect(
                result.stdout.contains("\(fixture.name).tokens.json \(verdict)\n"), "\(fixture.name): \(result.stdout)")
        }
    }
}
