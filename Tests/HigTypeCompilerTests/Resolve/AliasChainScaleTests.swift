import Foundation
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore

/// Long alias chains cost linear time (issue 22, issue 24 item 11). Walking each token's chain
/// anew costs links²/2 steps: 20,000 links took over two minutes that way. The bound here is the
/// number of links the resolver walks, not a time, so it holds on any machine: each link is
/// walked a fixed number of times however many tokens lead through it.
@Suite struct AliasChainScaleTests {
    static let links = 20_000

    /// Loads `json` and resolves it with a resolver whose walks the test can count.
    static func resolve(_ json: String) throws -> (ResolvedManifest, [Diagnostic], walked: Int) {
        let source = Compiler.SourceFile(path: "chain.tokens.json", bytes: Array(json.utf8))
        let inputs = Compiler.read(sources: [source])
        let (root, composeDiagnostics) = Composer.compose(inputs.manifests)
        #expect(composeDiagnostics.isEmpty)
        let (manifest, loadDiagnostics) = ManifestLoader.load(try #require(root), files: [source.path])
        #expect(loadDiagnostics.isEmpty)
        let aliases = AliasResolver(manifest: try #require(manifest))
        let (resolved, diagnostics) = Resolver.resolve(try #require(manifest), aliases: aliases)
        return (resolved, diagnostics, aliases.linksWalked)
    }

    /// `t0` → `t1` → … → `t<links>`, whose value is `last`, in the group `type` of `type`.
    static func chain(_ type: String, last: String, extensions: String = "") -> String {
        var members = (0..<links).map { "\"t\($0)\": {\"$value\": \"{type.t\($0 + 1)}\"}" }
        members.append("\"t\(links)\": {\"$value\": \(last)\(extensions)}")
        return "{\"type\": {\"$type\": \"\(type)\", \(members.joined(separator: ",\n"))}}"
    }

    @Test func aTypographyChainInTheDTCGFormTakesItsStyleInLinearSteps() throws {
        // The end names its style under $extensions, so every link takes it from there (`DTCGForm.styleSource`).
        let value =
            #"{"fontFamily": "SF Pro", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": -0.43, "unit": "px"}, "lineHeight": 1.294}"#
        let json = Self.chain(
            "typography", last: value, extensions: #", "$extensions": {"dev.higtype": {"textStyle": "body"}}"#)
        let (resolved, diagnostics, walked) = try Self.resolve(json)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3).map(\.message))")
        #expect(resolved.tokens.count == Self.links + 1)
        #expect(resolved.tokens.allSatisfy { $0.textStyle == .body })
        // Each token starts two walks (its value, its style source) that stop at the next token,
        // already answered: about 4 steps a token. A walk per token to the end would be 2 × 10^8.
        #expect(walked <= 5 * (Self.links + 1), "walked \(walked) links for a chain of \(Self.links)")
    }

    @Test func aTypographyChainInTheShortFormResolvesInLinearSteps() throws {
        let (resolved, diagnostics, walked) = try Self.resolve(
            Self.chain("typography", last: #"{"textStyle": "headline"}"#))
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3).map(\.message))")
        #expect(resolved.tokens.allSatisfy { $0.textStyle == .headline })
        #expect(walked <= 5 * (Self.links + 1), "walked \(walked) links for a chain of \(Self.links)")
    }

    @Test func aDimensionChainUnderEveryFontSizeResolvesInLinearSteps() throws {
        // 20,000 dimension links, and 1,000 typography tokens whose sizes enter the chain at its
        // start: each field's walk stops at the first token, already answered.
        var json = Self.chain("dimension", last: #"{"value": 20, "unit": "px"}"#)
        let readers = (0..<1_000).map {
            "\"r\($0)\": {\"$value\": {\"textStyle\": \"body\", \"fontSize\": \"{type.t\($0 % 2 == 0 ? 0 : $0)}\"}}"
        }
        json.removeLast()
        json += ", \"text\": {\"$type\": \"typography\", \(readers.joined(separator: ",\n"))}}"
        let (resolved, diagnostics, walked) = try Self.resolve(json)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3).map(\.message))")
        #expect(resolved.tokens.count == 1_000)
        #expect(resolved.tokens.allSatisfy { $0.value.fontSize?.value == 20 })
        #expect(walked <= 5 * (Self.links + 1_000), "walked \(walked) links for a chain of \(Self.links)")
    }
}
