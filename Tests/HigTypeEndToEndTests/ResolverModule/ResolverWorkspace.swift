import Foundation
import HigTypeTestSupport
import Testing

/// A temporary project whose tokens are a resolver document, `tokens/app.resolver.json`, with a
/// base set and two modifiers: `theme` (light, the default, or dark) and `size` (regular or
/// large, no default). The real binary runs in it with relative paths.
struct ResolverWorkspace {
    static let resolver = "tokens/app.resolver.json"
    static let files: [String: String] = [
        resolver: """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
          "modifiers": {
            "theme": {
              "contexts": { "light": [], "dark": [{ "$ref": "theme/dark.tokens.json" }] },
              "default": "light"
            },
            "size": {
              "contexts": { "regular": [], "large": [{ "$ref": "size/large.tokens.json" }] }
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }]
        }

        """,
        "tokens/base.tokens.json": """
        {
          "$extensions": { "dev.higtype": { "platforms": ["ios"] } },
          "type": {
            "$type": "typography",
            "body": { "$value": { "textStyle": "body" } },
            "title": { "$value": { "textStyle": "title1" } }
          }
        }

        """,
        "tokens/theme/dark.tokens.json": """
        { "type": { "body": { "$type": "typography", "$value": { "textStyle": "body", "fontWeight": 600 } } } }

        """,
        "tokens/size/large.tokens.json": """
        { "type": { "title": { "$type": "typography", "$value": { "textStyle": "largeTitle" } } } }

        """,
    ]

    let folder = TemporaryFolder()

    init() {
        for (path, text) in Self.files { folder.write(path, text) }
    }

    /// Runs the debug binary in this folder.
    func higtype(_ arguments: String...) throws -> ProcessResult {
        let result = try ToolProcess.higtype(arguments, in: folder.path)
        #expect(!result.timedOut, "higtype \(arguments.joined(separator: " ")) timed out")
        return result
    }

    /// A value from a `typography.json` output: the token's field on iOS at `category`.
    func value(_ output: String, _ token: String, _ field: String, at category: String = "large") throws -> Double? {
        let data = try #require(FileManager.default.contents(atPath: folder.file(output)), "no \(output)")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return DTCGBuild.value(json, ["tokens", token, "platforms", "ios", category, field]) as? Double
    }
}
