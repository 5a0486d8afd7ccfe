import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// Every permutation of a document, in a stable order, with folder names that are safe and distinct.
@Suite struct ResolverPermutationTests {
    /// A document read from `json`, which must have no errors.
    static func document(_ json: String) throws -> ResolverDocument {
        let root = try #require(JSONParser.parse(json, file: "t.resolver.json").root)
        let (loaded, diagnostics) = ResolverModule.read(root, path: "t.resolver.json")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(loaded).document
    }

    /// A document whose modifiers have these contexts, each modifier in resolutionOrder once.
    static func document(modifiers: [(String, [String])]) throws -> ResolverDocument {
        let entries = modifiers.map { name, contexts in
            let list = contexts.map { "\(JSONOutput.quote($0)): []" }.joined(separator: ", ")
            return "{\"type\": \"modifier\", \"name\": \(JSONOutput.quote(name)), \"contexts\": {\(list)}}"
        }
        return try document("{\"version\": \"2025.10\", \"resolutionOrder\": [\(entries.joined(separator: ", "))]}")
    }

    @Test func theLastModifierVariesFastest() throws {
        let document = try Self.document(modifiers: [
            ("theme", ["light", "dark"]), ("size", ["small", "medium", "large"]),
        ])
        let (selections, diagnostics) = ResolverPermutations.all(of: document)
        #expect(diagnostics.isEmpty)
        #expect(
            selections.map(ResolverPermutations.folderName) == [
                "theme-light_size-small", "theme-light_size-medium", "theme-light_size-large",
                "theme-dark_size-small", "theme-dark_size-medium", "theme-dark_size-large",
            ])
    }

    @Test func aHeldModifierStaysAtItsContext() throws {
        let document = try Self.document(modifiers: [("theme", ["light", "dark"]), ("size", ["small", "large"])])
        let (selections, _) = ResolverPermutations.all(
            of: document, fixing: ResolverInput([.init(modifier: "Theme", context: "DARK")]))
        #expect(selections.map(\.description) == ["theme=dark, size=small", "theme=dark, size=large"])
        let (none, problems) = ResolverPermutations.all(
            of: document, fixing: ResolverInput([.init(modifier: "theme", context: "dim")]))
        #expect(none.isEmpty && problems.map(\.id) == [.resolverInput])
    }

    @Test func aDocumentWithoutModifiersHasOnePermutationWithAnEmptyName() throws {
        let document = try Self.document(
            #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": []}]}"#)
        let (selections, _) = ResolverPermutations.all(of: document)
        #expect(selections.count == 1 && ResolverPermutations.folderName(selections[0]).isEmpty)
    }

    @Test func folderNamesEncodeWhatIsNotALetterDigitHyphenOrDot() {
        let selection = ResolverSelection([
            .init(modifier: "color scheme", context: "high/contrast"), .init(modifier: "a_b", context: "ナイト"),
            .init(modifier: "v1.2", context: "x-y"),
        ])
        #expect(
            ResolverPermutations.folderName(selection)
                == "color%20scheme-high%2Fcontrast_a%5Fb-%E3%83%8A%E3%82%A4%E3%83%88_v1.2-x-y")
    }

    @Test func tooManyPermutationsIsAnError() throws {
        // 2^9 = 512 permutations, over the limit of 256.
        let document = try Self.document(modifiers: (0..<9).map { ("m\($0)", ["a", "b"]) })
        let (selections, diagnostics) = ResolverPermutations.all(of: document)
        #expect(selections.isEmpty)
        #expect(diagnostics.map(\.id) == [.resolverPermutations])
        #expect(diagnostics.first?.message.contains("2 of m0 × 2 of m1") == true)
        // Holding one modifier halves them to 256, which is allowed.
        let (held, _) = ResolverPermutations.all(
            of: document, fixing: ResolverInput([.init(modifier: "m0", context: "a")]))
        #expect(held.count == 256)
    }

    @Test func foldersThatDifferOnlyInCaseAreAnError() throws {
        let document = try Self.document(modifiers: [("theme", ["dark", "Dark"])])
        let (selections, diagnostics) = ResolverPermutations.all(of: document)
        #expect(selections.isEmpty && diagnostics.map(\.id) == [.resolverPermutations])
    }

    @Test func filePathsAreRelativeToTheDocumentAndFolded() {
        #expect(
            ResolverPointers.file("theme/dark.json", relativeTo: "tokens/app.resolver.json") == "tokens/theme/dark.json"
        )
        #expect(
            ResolverPointers.file("../shared/./base.json", relativeTo: "tokens/app.resolver.json") == "shared/base.json"
        )
        #expect(ResolverPointers.file("../base.json", relativeTo: "app.resolver.json") == "../base.json")
        #expect(ResolverPointers.file("/abs/base.json", relativeTo: "tokens/app.resolver.json") == "/abs/base.json")
        #expect(ResolverPointers.file("a//b.json", relativeTo: "/r/app.resolver.json") == "/r/a/b.json")
    }
}
