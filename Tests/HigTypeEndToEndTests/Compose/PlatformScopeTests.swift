import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeKit

/// `platforms` on a token or group limits it to those targets: it has values, and outputs, only
/// there. Fixtures `scope-*` cover the diagnostics and the `platform-style` fix-its.
@Suite struct PlatformScopeTests {
    static func resolved(_ fixture: String) throws -> [String: [Platform]] {
        let compilation = Compiler.compile(paths: try #require(ManifestFixture.named(fixture)).paths)
        #expect(!compilation.log.hasErrors)
        let tokens = try #require(compilation.resolved).tokens
        return Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0.platforms.map(\.platform)) })
    }

    @Test func aTokensOwnListLimitsIt() throws {
        #expect(try Self.resolved("scope-token") == ["type.byline": [.ios], "type.body": [.ios, .watchos]])
    }

    @Test func aGroupsListAppliesToItsTokens() throws {
        #expect(
            try Self.resolved("scope-group") == [
                "type.watch.note": [.watchos], "type.watch.fine": [.watchos], "type.body": [.ios, .watchos],
            ])
    }

    /// The CSS for watchOS has no iOS-only token, and the JSON has no watchOS values for it.
    @Test func outputsCarryAScopedTokenOnlyOnItsPlatforms() throws {
        let folder = TemporaryFolder()
        folder.write(
            "app.tokens.json",
            try String(contentsOfFile: try #require(ManifestFixture.named("scope-token")).paths[0], encoding: .utf8))
        let result = try ToolProcess.higtype(
            ["build", "app.tokens.json", "--out", "out", "--css-platform", "watchos", "--quiet"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        let css = try #require(folder.read("out/typography.css"))
        #expect(css.contains("--type-body-font-size"))
        #expect(!css.contains("byline"))
        let json = try #require(folder.read("out/typography.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let tokens = try #require(object["tokens"] as? [String: Any])
        let byline = try #require(tokens["type.byline"] as? [String: Any])
        let body = try #require(tokens["type.body"] as? [String: Any])
        // The JSON output's layout may nest platforms; find the platform keys wherever they are.
        func platformKeys(_ token: [String: Any]) -> Set<String> {
            let table = (token["platforms"] as? [String: Any]) ?? token
            return Set(table.keys).intersection(["ios", "watchos"])
        }
        #expect(platformKeys(byline) == ["ios"])
        #expect(platformKeys(body) == ["ios", "watchos"])
    }
}
