import Foundation
import HigTypeTestSupport
import Testing

/// Validates the `dtcg` output against the DTCG 2025.10 JSON schemas with an independent
/// validator: Python's `jsonschema`, run by `scripts/validate-dtcg.py` (which `.ci/run` makes
/// sure is installed). The schemas live outside the package, in `../shared/conformance`.
@Suite("DTCG schema") struct DTCGSchemaTests {
    /// The published DTCG 2025.10 schemas, in the shared data beside the package.
    static let schemas = RequiredInput.shared(
        "conformance/dtcg-schemas-2025.10", marker: "format.json", tests: "DTCG schema validation tests")

    static let script = PackageRoot.file("scripts/validate-dtcg.py")

    /// A python3 on PATH that can import jsonschema.
    static let validator = RequiredInput.pythonWithJSONSchema(tests: "DTCG schema validation tests")

    /// Runs the validation script on `paths`; fails the test when it cannot run (only under CI=true).
    static func validate(_ paths: [String]) throws -> ProcessResult {
        let python = try validator.require()
        return try ToolProcess.run(python, [script, try schemas.require()] + paths, timeout: 120)
    }

    @Test(
        "generated token files and resolvers are valid DTCG 2025.10",
        .enabled(if: schemas.shouldRun, schemas.skipComment), .enabled(if: validator.shouldRun, validator.skipComment))
    func outputIsValid() throws {
        let example = try DTCGBuild.buildExample()
        let twoPlatforms = try DTCGBuild.buildTwoPlatforms()
        let result = try Self.validate([example.file("dtcg"), twoPlatforms.file("out/dtcg")])
        #expect(result.status == 0, "validate-dtcg.py rejected the output:\n\(result.stderr)\(result.stdout)")
        // Proof that it saw every file: the example's 12 + 1 and the two-platform build's 13 + 2.
        #expect(result.stdout.contains("25 token files, 3 resolver files, 0 invalid"), "\(result.stdout)")
    }

    @Test(
        "the validator rejects invalid DTCG",
        .enabled(if: schemas.shouldRun, schemas.skipComment), .enabled(if: validator.shouldRun, validator.skipComment))
    func validatorCanFail() throws {
        let out = try DTCGBuild.buildExample()
        let tokens = try #require(out.read("dtcg/ios/large.tokens.json"))
        let resolver = try #require(out.read("dtcg/ios.resolver.json"))
        // One dimension in a unit DTCG does not define.
        let brokenTokens = tokens.replacing("\"unit\": \"px\"", with: "\"unit\": \"em\"", maxReplacements: 1)
        // A resolver for a version that does not exist.
        let brokenResolver = resolver.replacing("\"version\": \"2025.10\"", with: "\"version\": \"2024.01\"")
        try #require(brokenTokens != tokens && brokenResolver != resolver)
        // Beside the real resolver, so its file references still resolve and only the version is wrong.
        out.write("dtcg/broken-units.tokens.json", brokenTokens)
        out.write("dtcg/broken-version.resolver.json", brokenResolver)

        for (name, reason) in [
            ("broken-units.tokens.json", "'em' is not one of ['px', 'rem']"),
            ("broken-version.resolver.json", "'2025.10' was expected"),
        ] {
            let result = try Self.validate([out.file("dtcg/" + name)])
            #expect(result.status == 1, "validate-dtcg.py accepted \(name):\n\(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains(name) && result.stderr.contains(reason), "\(result.stderr)")
        }
    }
}
