import Foundation
import HigTypeCLI
import HigTypeKit
import HigTypeTestSupport
import Testing

/// Builds `--format dtcg` in-process into a fresh folder and reads the files back as plain JSON.
enum DTCGBuild {
    static let example = "tokens/example.tokens.json"

    /// A manifest for iOS and macOS, so both resolver shapes (modifier and plain set) appear,
    /// with a group `$description` and a deprecated token.
    static let twoPlatformManifest = """
        {
          "$extensions": { "dev.higtype": { "platforms": ["ios", "macos"] } },
          "text": {
            "$type": "typography",
            "$description": "Interface text.",
            "body": { "$value": { "textStyle": "body" }, "$deprecated": "Use text.reading." },
            "reading": { "$value": { "textStyle": "title1", "fontWeight": "bold" } }
          }
        }
        """

    /// Builds the example manifest; it is read by its path relative to the package root.
    static func buildExample() throws -> TemporaryFolder {
        try #require(
            PackageRoot.isCurrentDirectory,
            "the DTCG tests read \(example) relative to the package root, which must be the cwd (as 'swift test' sets it)"
        )
        let out = TemporaryFolder()
        try build(example, into: out.path)
        return out
    }

    /// Builds `twoPlatformManifest`; the folder holds the manifest and, under `out`, the outputs.
    static func buildTwoPlatforms() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("two.tokens.json", twoPlatformManifest)
        try build(folder.file("two.tokens.json"), into: folder.file("out"))
        return folder
    }

    static func build(_ manifest: String, into out: String) throws {
        let result = HigTypeTool.run(["build", manifest, "--out", out, "--format", "dtcg", "--quiet"])
        try #require(result.status == ToolOutput.Status.ok, "higtype build --format dtcg failed:\n\(result.stderr)")
    }

    /// The JSON file at `path`, parsed by Foundation rather than by higtype's own parser.
    static func json(_ path: String) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: path), "no file \(path)")
        return try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path) is not a JSON object")
    }

    /// The value at `keys` below `object`, or nil if any step is missing.
    static func value(_ object: Any, _ keys: [String]) -> Any? {
        var current: Any? = object
        for key in keys { current = (current as? [String: Any])?[key] }
        return current
    }
}
