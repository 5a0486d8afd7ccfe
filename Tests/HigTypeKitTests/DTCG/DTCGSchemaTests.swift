import Foundation
import Testing

/// Validates the `dtcg` output against the DTCG 2025.10 JSON schemas with an independent
/// validator: Python's `jsonschema`, run by `scripts/validate-dtcg.py` (which `.ci/run` makes
/// sure is installed). The schemas live outside the package, in `../shared/conformance`.
@Suite("DTCG schema") struct DTCGSchemaTests {
    /// The published DTCG 2025.10 schemas, when this checkout sits beside them.
    static let schemas: String? = {
        let folder = URL(fileURLWithPath: PackageRoot.path + "/../shared/conformance/dtcg-schemas-2025.10").standardizedFileURL.path
        return FileManager.default.fileExists(atPath: folder + "/format.json") ? folder : nil
    }()

    static let script = PackageRoot.file("scripts/validate-dtcg.py")

    /// Whether CI=true: CI must run the validation, so there a missing validator fails the test.
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// `python3` on PATH, if any.
    static let python: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether that python3 can import jsonschema.
    static let hasJSONSchema: Bool = {
        guard let python else { return false }
        return (try? ToolProcess.run(python, ["-c", "import jsonschema"], timeout: 60))?.status == 0
    }()

    static let missingValidator =
        "python3 with the jsonschema package is needed to validate the DTCG output (python3 -m pip install jsonschema, or run .ci/run)"

    /// Runs the validation script on `paths`; nil (with an issue recorded) when it cannot run.
    static func validate(_ paths: [String]) throws -> ProcessResult? {
        guard let python, hasJSONSchema, let schemas else {
            Issue.record("CI=true but the validator cannot run: \(missingValidator)")
            return nil
        }
        return try ToolProcess.run(python, [script, schemas] + paths, timeout: 120)
    }

    @Test(
        "generated token files and resolvers are valid DTCG 2025.10",
        .enabled(if: schemas != nil, "DTCG schemas not found at ../shared/conformance/dtcg-schemas-2025.10; skipping the schema validation"),
        .enabled(if: hasJSONSchema || isCI, .init(rawValue: missingValidator + "; skipping outside CI")))
    func outputIsValid() throws {
        let example = try DTCGBuild.buildExample()
        let twoPlatforms = try DTCGBuild.buildTwoPlatforms()
        guard let result = try Self.validate([example.file("dtcg"), twoPlatforms.file("out/dtcg")]) else { return }
        #expect(result.status == 0, "validate-dtcg.py rejected the output:\n\(result.stderr)\(result.stdout)")
        // Proof that it saw every file: the example's 12 + 1 and the two-platform build's 13 + 2.
        #expect(result.stdout.contains("25 token files, 3 resolver files, 0 invalid"), "\(result.stdout)")
    }

    @Test(
        "the validator rejects invalid DTCG",
        .enabled(if: schemas != nil, "DTCG schemas not found at ../shared/conformance/dtcg-schemas-2025.10; skipping the schema validation"),
        .enabled(if: hasJSONSchema || isCI, .init(rawValue: missingValidator + "; skipping outside CI")))
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
            guard let result = try Self.validate([out.file("dtcg/" + name)]) else { return }
            #expect(result.status == 1, "validate-dtcg.py accepted \(name):\n\(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains(name) && result.stderr.contains(reason), "\(result.stderr)")
        }
    }
}
