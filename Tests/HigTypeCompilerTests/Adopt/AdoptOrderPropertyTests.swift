import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// The team's order, kept (`StyleOrder`): over generated token sets (seeded, so a failure repeats),
/// once the adapter is composed after the tokens, an adopted token larger than another at the
/// default size category is at least as large at every category on every platform, and
/// `hierarchy` reports no pair of adopted tokens. The sets mix sizes from 9 to 48 px, weights from 300 to 900, line heights or none,
/// platforms, and tokens that name a style of their own.
@Suite struct AdoptOrderPropertyTests {
    /// A small linear congruential generator: the same seed, the same sets.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let platformSets: [[String]] = [["ios"], ["ios", "watchos"], ["macos"], ["ios", "tvos"], ["watchos"]]
    /// Styles every platform with a table has.
    static let styles = ["body", "headline", "title1", "title2", "title3", "caption1", "caption2"]

    static func tokenSet(seed: UInt64) -> String {
        var random = Generator(state: seed)
        let platforms = platformSets[random.next(platformSets.count)].map { "\"\($0)\"" }.joined(separator: ", ")
        var tokens: [String] = []
        for i in 0..<(3 + random.next(10)) {
            if random.next(6) == 0 {
                // A token that names a style of its own, with the style's size.
                let style = Self.styles[random.next(Self.styles.count)]
                tokens.append(
                    "\"t\(i)\": { \"$value\": { \"fontWeight\": 400 }, "
                        + "\"$extensions\": { \"dev.higtype\": { \"textStyle\": \"\(style)\" } } }")
                continue
            }
            var fields = ["\"fontSize\": { \"value\": \(9 + random.next(40)), \"unit\": \"px\" }"]
            fields.append("\"fontWeight\": \(300 + 100 * random.next(7))")
            if random.next(2) == 0 { fields.append("\"lineHeight\": \(1 + Double(random.next(8)) / 10)") }
            tokens.append("\"t\(i)\": { \"$value\": { \(fields.joined(separator: ", ")) } }")
        }
        return """
            { "$extensions": { "dev.higtype": { "platforms": [\(platforms)], "rules": { "light-weight": "off", "minimum-size": "off" } } },
              "type": { "$type": "typography", \(tokens.joined(separator: ", ")) } }
            """
    }

    @Test(arguments: 0..<60) func largerAtTheDefaultSizeIsNeverSmallerElsewhere(_ seed: Int) throws {
        let text = Self.tokenSet(seed: UInt64(seed) &+ 2026)
        let source = Compiler.SourceFile(path: "set-\(seed).tokens.json", bytes: Array(text.utf8))
        var request = Adopter.Request(sources: [source.path], out: "adapter-\(seed).tokens.json")
        request.sourceFiles = [source]
        let adoption = Adopter.adopt(request)
        let adapter = try #require(
            adoption.adapter, "\(text)\n\(adoption.diagnostics.map(\.message).joined(separator: "\n"))")
        let built = Compiler.compile(sources: [source, .init(path: request.out, bytes: Array(adapter.utf8))])
        let resolved = try #require(built.resolved)
        // Among the tokens adopt chose a style for. (A token that names a style of its own can
        // leave an adopted one no style that keeps their order; `hierarchy` then reports it.)
        let adopted = Set(adoption.styled.map(\.name))
        let hierarchy = built.log.diagnostics.filter { d in
            d.id == .hierarchy && adopted.contains(d.scope?.token ?? "")
                && adopted.contains { d.message.contains("is larger than '\($0)'") }
        }
        #expect(hierarchy.isEmpty, "\(text)\n\(hierarchy.map(\.message))")
        for platform in resolved.platforms {
            let scales = resolved.tokens.filter { adopted.contains($0.name) }.compactMap { token in
                token.values(on: platform).map { values in
                    (token.name, values[values.defaultCategory]!.fontSize, values.categories.map(\.values.fontSize))
                }
            }
            for a in scales {
                for b in scales where a.1 > b.1 {
                    for (x, y) in zip(a.2, b.2) {
                        #expect(x >= y, "\(a.0) over \(b.0) on \(platform): \(a.2) vs \(b.2)\n\(text)")
                    }
                }
            }
        }
    }
}
