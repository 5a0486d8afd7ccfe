import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

/// `swift.hasTextStyleSize`: whether SwiftUI may ask for the system font by text style and
/// still draw the token's own size on every target platform.
@Suite struct TextStyleSizeTests {
    func token(_ value: String, platforms: String = #"["ios"]"#) throws -> ResolvedToken {
        let json = """
            {"$extensions": {"dev.higtype": {"platforms": \(platforms)}},
             "t": {"$type": "typography", "$value": \(value)}}
            """
        let compilation = Compiler.compile(sources: [.init(path: "m.tokens.json", bytes: Array(json.utf8))])
        return try #require(compilation.resolved?.tokens.first)
    }

    @Test func theStylesOwnSizeOnEveryPlatformIsTheTextStyleSize() throws {
        #expect(
            SwiftContext.hasTextStyleSize(
                try token(#"{"textStyle": "body"}"#, platforms: #"["ios", "watchos", "macos", "tvos"]"#)))
        // 17 pt is Body's own size on iOS, written out.
        #expect(
            SwiftContext.hasTextStyleSize(try token(#"{"textStyle": "body", "fontSize": {"value": 17, "unit": "px"}}"#))
        )
    }

    @Test func aFontSizeOfItsOwnIsNot() throws {
        #expect(
            !SwiftContext.hasTextStyleSize(
                try token(#"{"textStyle": "body", "fontSize": {"value": 20, "unit": "px"}}"#)))
        // iOS's 17 pt Body is not macOS's 13 pt Body: on macOS the size is the token's own.
        #expect(
            !SwiftContext.hasTextStyleSize(
                try token(
                    #"{"textStyle": "body", "fontSize": {"value": 17, "unit": "px"}}"#, platforms: #"["ios", "macos"]"#)
            ))
    }

    /// A platform-only style scales with an API style whose size the HIG does not give there:
    /// watchOS Footnote 1 is drawn by `.footnote`, which watchOS's table lacks, so the size
    /// `Font.system(.footnote)` would draw is unknown and the token's own is used.
    @Test func aPlatformOnlyStyleWhoseAPIStyleTheTableLacksIsNot() throws {
        #expect(HIG.spec(for: .watchos).metrics(.footnote, .large) == nil)
        #expect(!SwiftContext.hasTextStyleSize(try token(#"{"textStyle": "footnote1"}"#, platforms: #"["watchos"]"#)))
    }
}
