import HigTypeCore
import Testing

@testable import HigTypeCompiler

/// `Compilation.releaseTree()` drops the composed tree and the tokens as loaded before
/// rendering (issue 27), and keeps what the outputs read of them.
@Suite struct ReleaseTreeTests {
    static let manifest = """
        {
          "$description": "Root words",
          "type": {
            "$description": "Reading sizes",
            "$type": "typography",
            "body": {"$description": "Body copy", "$value": {"textStyle": "body"}},
            "inner": {"$description": "Nested group", "caption": {"$value": {"textStyle": "caption1"}}}
          }
        }
        """

    @Test func releasingKeepsTheGroupDescriptionsSettingsAndResolvedTokens() throws {
        var compilation = Compiler.compile(sources: [.init(path: "t.tokens.json", bytes: Array(Self.manifest.utf8))])
        #expect(!compilation.log.hasErrors)
        let before = try #require(compilation.resolved)
        #expect(compilation.manifest?.tokens.count == 2)
        compilation.releaseTree()
        let after = try #require(compilation.resolved)
        #expect(after.description == "Root words")
        #expect(after.groupDescription(at: ["type"]) == "Reading sizes")
        #expect(after.groupDescription(at: ["type", "inner"]) == "Nested group")
        #expect(after.groupDescription(at: ["type", "missing"]) == nil)
        #expect(after.tokens.map(\.name) == before.tokens.map(\.name))
        #expect(after.tokens.map(\.source.description) == ["Body copy", nil])
        #expect(after.typographyTokens.map(\.source.name) == ["type.body", "type.inner.caption"])
        #expect(after.platforms == before.platforms)
        #expect(compilation.platforms == [.ios])
        #expect(compilation.manifest?.tokens.isEmpty == true)
        #expect(after.manifest.tokens.isEmpty)
        // Only the groups with a `$description` are left of the tree.
        guard case .object(let root) = after.manifest.root.value else {
            Issue.record("the released root is not an object")
            return
        }
        #expect(root.keys == ["$description", "type"])
        guard case .object(let type)? = root["type"]?.value else {
            Issue.record("the group 'type' is gone")
            return
        }
        #expect(type.keys == ["$description", "inner"])
    }
}
