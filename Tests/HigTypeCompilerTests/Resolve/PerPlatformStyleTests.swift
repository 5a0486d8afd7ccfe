import Foundation
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// A fixed-size token without `relativeTo` scales with the nearest style of each platform's own
/// table, which can differ by platform. Each platform's values keep their own style, and the
/// token is named by its first target's: before the fix the resolver overwrote the token's style
/// in its per-platform loop, so the last platform won (here watchOS's Title 3 over iOS's Subheadline
/// for a 15 pt token).
@Suite struct PerPlatformStyleTests {
    static let manifest = """
        { "$extensions": { "dev.higtype": { "platforms": ["ios", "watchos"] } },
          "type": { "$type": "typography",
            "badge": {
              "$value": { "fontFamily": "SF Pro", "fontSize": { "value": 15, "unit": "px" }, "fontWeight": 400, "lineHeight": 1.3, "letterSpacing": { "value": 0, "unit": "px" } },
              "$extensions": { "dev.higtype": { "fixedSize": { "reason": "Badge counts are drawn to fit the pill." } } } } } }
        """

    @Test func eachPlatformKeepsItsOwnNearestStyle() throws {
        let compilation = Compiler.compile(sources: [.init(path: "app.tokens.json", bytes: Array(Self.manifest.utf8))])
        let resolved = try #require(compilation.resolved, "\(compilation.log.diagnostics)")
        let badge = try #require(resolved.tokens.first { $0.name == "type.badge" })
        let ios = try #require(badge.values(on: .ios))
        let watch = try #require(badge.values(on: .watchos))
        let iosNearest = try #require(SuggestedStyle.nearest(for: badge.value, on: .ios)?.style)
        let watchNearest = try #require(SuggestedStyle.nearest(for: badge.value, on: .watchos)?.style)
        #expect(iosNearest == .subheadline)
        #expect(iosNearest != watchNearest, "the fixture needs a size whose nearest style differs by platform")
        #expect(ios.textStyle == iosNearest)
        #expect(watch.textStyle == watchNearest)
        // The token is named by its first target, iOS, not by the last one resolved.
        #expect(badge.textStyle == .subheadline)
        #expect(badge.textStyle(on: .watchos) == watchNearest)
        #expect(badge.textStyle(on: .ios) == .subheadline)
    }
}
