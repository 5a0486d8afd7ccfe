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

    /// docs/manifest.md's file of amendments (a description and a waiver for a token another file
    /// declares) is valid only composed after that file: alone, the tool and the schema both
    /// reject it, and the tool's note says to compose it.
    @Test(.enabled(if: DTCGSchemaTests.validator.shouldRun, DTCGSchemaTests.validator.skipComment))
    func aFileOfAmendmentsIsRejectedAloneByBothAndReadInComposition() throws {
        let python = try DTCGSchemaTests.validator.require()
        let folder = TemporaryFolder()
        folder.write(
            "brand.tokens.json",
            #"{ "type": { "$type": "typography", "hero": { "$value": { "textStyle": "largeTitle", "fontWeight": "hairline" } } } }"#
        )
        folder.write(
            "app.tokens.json",
            """
            { "type": { "hero": { "$description": "The dashboard's hero figure.",
              "$extensions": { "dev.higtype": { "waive": { "light-weight": "Display-only figure, 34 pt and up." } } } } } }
            """)
        let alone = try ToolProcess.higtype(["lint", "app.tokens.json"], in: folder.path)
        #expect(alone.status == 1)
        #expect(
            alone.stderr.hasPrefix(
                "app.tokens.json:2:37: error: a group's higtype settings take only 'platforms'; 'waive' is a token setting, so set it on each token [unknown-setting]\n"
            ), "\(alone.stderr)")
        #expect(
            alone.stderr.contains(
                "higtype: note: without $value this object is a group; if it amends a token another file declares, compose it after that file"
            ), "\(alone.stderr)")
        let composed = try ToolProcess.higtype(["lint", "brand.tokens.json", "app.tokens.json"], in: folder.path)
        #expect(composed.status == 0, "\(composed.stderr)")
        let schema = try ToolProcess.run(
            python,
            [
                "-c", Self.check, PackageRoot.file("docs/manifest.schema.json"), folder.file("app.tokens.json"),
                folder.file("brand.tokens.json"),
            ],
            timeout: 120)
        #expect(
            schema.stdout == "app.tokens.json invalid\nbrand.tokens.json valid\n", "\(schema.stdout)\(schema.stderr)")
    }
}
