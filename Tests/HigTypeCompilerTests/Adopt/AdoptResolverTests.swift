import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// `adopt` over a resolver document: the adapter serves the contexts adopted, and adopt says
/// where it goes (a set at the end of `resolutionOrder`).
@Suite struct AdoptResolverTests {
    /// A document whose `size` modifier gives the body 16 px (regular) or 19 px (large).
    static func workspace(largeBody: String = #""19px""#) -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write(
            "base.tokens.json",
            """
            { "type": { "$type": "typography",
              "body": { "$value": { "fontFamily": "Avenir Next", "fontSize": "{size.body}", "fontWeight": 400,
                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } } },
              "size": { "$type": "dimension", "body": { "$value": "16px" } } }
            """)
        folder.write("large.tokens.json", #"{ "size": { "body": { "$value": \#(largeBody) } } }"#)
        folder.write(
            "app.resolver.json",
            """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": { "size": { "contexts": { "regular": [], "large": [{ "$ref": "large.tokens.json" }] },
                "default": "regular" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" }] }
            """)
        return folder
    }

    static func adopt(_ folder: TemporaryFolder, allContexts: Bool = false, context: String? = nil) -> Adoption {
        var request = Adopter.Request(
            sources: [folder.file("app.resolver.json")], out: folder.file("tokens/adapter.tokens.json"))
        request.allContexts = allContexts
        if let context { request.input = ResolverInput([.init(modifier: "size", context: context)]) }
        return Adopter.adopt(request)
    }

    @Test func oneContextGetsAnAdapterAndTheEntryThatAddsIt() throws {
        let adoption = Self.adopt(Self.workspace(), context: "large")
        #expect(adoption.diagnostics.map(\.message) == [])
        #expect(adoption.decisions.map(\.name) == ["type.body", "size.body"])
        #expect(
            adoption.decisions.first?.style?.nearest.style == .title3,
            "19 px Regular at Large is nearest Title 3 (20 pt)")
        #expect(
            adoption.resolverEntry
                == #"{ "type": "set", "name": "higtype-adopt", "sources": [{ "$ref": "tokens/adapter.tokens.json" }] }"#
        )
        let text = try #require(adoption.adapter)
        #expect(text.contains(#""contexts": ["#) && text.contains(#""size=large""#))
        #expect(text.contains("Add it to the resolver document as a set at the end of resolutionOrder."))
    }

    @Test func everyContextAgreeingOnAStyleAndDifferingInAValueIsAnError() {
        let adoption = Self.adopt(Self.workspace(), allContexts: true)
        let errors = adoption.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.adoptContexts])
        #expect(errors.first?.message.contains(#"'size.body' is {"value":16,"unit":"px"} written as DTCG"#) == true)
        #expect(adoption.adapter == nil)
    }

    @Test func everyContextNearestDifferentStylesTakesTheFirstAndWarns() throws {
        let folder = Self.workspace(largeBody: #"{ "value": 22, "unit": "px" }"#)
        // The regular context's 16 px is written as DTCG in base.tokens.json, so only the style differs.
        folder.write(
            "base.tokens.json",
            """
            { "type": { "$type": "typography",
              "body": { "$value": { "fontFamily": "Avenir Next", "fontSize": "{size.body}", "fontWeight": 400,
                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } } },
              "size": { "$type": "dimension", "body": { "$value": { "value": 16, "unit": "px" } } } }
            """)
        let adoption = Self.adopt(folder, allContexts: true)
        #expect(adoption.diagnostics.map(\.id) == [.adoptContexts])
        #expect(adoption.diagnostics.first?.severity == .warning)
        #expect(
            adoption.diagnostics.first?.message.contains(
                "'type.body' is nearest Callout in 'size=regular' but Title 2 in 'size=large'") == true)
        #expect(adoption.decisions.map { $0.style?.nearest.style } == [.callout])
        #expect(adoption.adapter != nil)
    }
}
