import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// Resolver documents built to exhaust a naive reader: long chains and cycles of sets and of
/// pointers, and many modifiers. Each must end with the one expected diagnostic, on the test's
/// own thread (a recursion per link would overflow its stack), in time that grows with the
/// document as its size does: each is timed against the same document at a tenth of its size
/// (`Growth`), never against a number of seconds, which a loaded machine can miss by itself.
@Suite struct ResolverHostileTests {
    static let links = 10_000
    static let tokens = #"{"type": {"$type": "typography", "body": {"$value": {"textStyle": "body"}}}}"#

    /// The most a document ten times the size may take, in times the smaller one's: linear work
    /// takes about 10, work per link that searches the links so far about 100.
    static let tenfoldBound = 40.0

    static func compile(_ json: String, input: ResolverInput = .init()) -> (Compiler.Compilation, Duration) {
        let source = Compiler.SourceFile(path: "h.resolver.json", bytes: Array(json.utf8))
        var compilation = Compiler.Compilation()
        let elapsed = ContinuousClock().measure { compilation = Compiler.compile(sources: [source], input: input) }
        return (compilation, elapsed)
    }

    /// Compiles `document(size)` once, and `document(size / 10)` at its fastest of three; the
    /// compilation and how many times longer the full size took.
    static func compileTenfold(_ size: Int, _ document: (Int) -> String) -> (Compiler.Compilation, Double) {
        let (compilation, elapsed) = compile(document(size))
        let small = document(size / 10)
        let smallTime = max(Growth.fastest { _ = compile(small) }, .milliseconds(1))
        return (compilation, elapsed / smallTime)
    }

    /// `count` sets, each listing the next; the last lists `last`.
    static func chainOfSets(_ count: Int, last: String) -> String {
        let sets = (0..<count).map { i in
            "\"s\(i)\": {\"sources\": [\(i + 1 < count ? "{\"$ref\": \"#/sets/s\(i + 1)\"}" : last)]}"
        }
        return
            "{\"version\": \"2025.10\", \"sets\": {\(sets.joined(separator: ",\n"))}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s0\"}]}"
    }

    /// A source pointing at `$defs/d0`, each def pointing at the next; the last holds `last`.
    static func chainOfPointers(_ count: Int, last: String) -> String {
        let defs = (0..<count).map { i in "\"d\(i)\": \(i + 1 < count ? "{\"$ref\": \"#/$defs/d\(i + 1)\"}" : last)" }
        return """
            {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "#/$defs/d0"}]}},
             "resolutionOrder": [{"$ref": "#/sets/s"}], "$defs": {\(defs.joined(separator: ",\n"))}}
            """
    }

    @Test func aLongChainOfSetsResolves() {
        let (compilation, ratio) = Self.compileTenfold(Self.links) { Self.chainOfSets($0, last: Self.tokens) }
        #expect(compilation.log.diagnostics.isEmpty, "\(compilation.log.diagnostics.prefix(3).map(\.message))")
        #expect(compilation.resolved?.tokens.map(\.name) == ["type.body"])
        #expect(ratio < Self.tenfoldBound, "ten times the links took \(ratio) times as long")
    }

    @Test func aLongCycleOfSetsIsOneShortDiagnostic() {
        let (compilation, ratio) = Self.compileTenfold(Self.links) {
            Self.chainOfSets($0, last: "{\"$ref\": \"#/sets/s0\"}")
        }
        #expect(compilation.log.diagnostics.map(\.id) == [.resolverReferenceCycle])
        let diagnostic = compilation.log.diagnostics.first
        #expect(diagnostic?.message.hasPrefix("10000 sets refer to each other in a cycle (s0 → s1 → ") == true)
        #expect(diagnostic?.notes.count == ResolverReferences.cycleMembersShown)
        #expect(ratio < Self.tenfoldBound, "ten times the links took \(ratio) times as long")
    }

    @Test func aLongChainOfPointersResolves() {
        let (compilation, ratio) = Self.compileTenfold(Self.links) { Self.chainOfPointers($0, last: Self.tokens) }
        #expect(compilation.log.diagnostics.isEmpty, "\(compilation.log.diagnostics.prefix(3).map(\.message))")
        #expect(compilation.resolved?.tokens.map(\.name) == ["type.body"])
        #expect(ratio < Self.tenfoldBound, "ten times the links took \(ratio) times as long")
    }

    @Test func aLongCycleOfPointersIsOneShortDiagnostic() {
        let (compilation, ratio) = Self.compileTenfold(Self.links) {
            Self.chainOfPointers($0, last: "{\"$ref\": \"#/$defs/d0\"}")
        }
        #expect(compilation.log.diagnostics.map(\.id) == [.resolverReferenceCycle])
        #expect(compilation.log.diagnostics.first?.notes.count == ResolverReferences.cycleMembersShown)
        #expect(ratio < Self.tenfoldBound, "ten times the links took \(ratio) times as long")
    }

    /// 200 modifiers of two contexts with defaults compile at once; their 2^200 permutations are refused.
    @Test func manyModifiers() throws {
        let modifiers = (0..<200).map {
            "{\"type\": \"modifier\", \"name\": \"m\($0)\", \"contexts\": {\"a\": [], \"b\": []}, \"default\": \"a\"}"
        }
        let json =
            "{\"version\": \"2025.10\", \"resolutionOrder\": [{\"type\": \"set\", \"name\": \"s\", \"sources\": [\(Self.tokens)]}, \(modifiers.joined(separator: ", "))]}"
        let (compilation, _) = Self.compile(json)
        #expect(compilation.log.diagnostics.isEmpty)
        #expect(compilation.selection?.choices.count == 200)
        let root = try #require(JSONParser.parse(json, file: "h.resolver.json").root)
        let document = try #require(ResolverModule.read(root, path: "h.resolver.json").0).document
        let (selections, diagnostics) = ResolverPermutations.all(of: document)
        #expect(selections.isEmpty && diagnostics.map(\.id) == [.resolverPermutations])
    }

    // MARK: Repeated sources and many contexts (issue 24, item 13)

    /// A token file of `count` typography tokens, in memory.
    static func tokenFile(_ path: String, count: Int) -> Compiler.SourceFile {
        let tokens = (0..<count).map { #""t\#($0)": {"$value": {"textStyle": "body"}}"# }.joined(separator: ", ")
        return Compiler.SourceFile(
            path: path,
            bytes: Array(
                (#"{"$extensions": {"dev.higtype": {"platforms": ["ios"]}}, "type": {"$type": "typography", "#
                    + tokens + "}}").utf8))
    }

    static func compile(_ json: String, files: [Compiler.SourceFile]) -> (Compiler.Compilation, Duration) {
        let source = Compiler.SourceFile(path: "h.resolver.json", bytes: Array(json.utf8))
        var compilation = Compiler.Compilation()
        let elapsed = ContinuousClock().measure { compilation = Compiler.compile(sources: [source] + files) }
        return (compilation, elapsed)
    }

    /// A set that lists the 1,000-token file once: the work the repeated forms below may take a
    /// few times of, at its fastest of three runs.
    static func once(_ files: [Compiler.SourceFile]) -> Duration {
        let sources = files.map { #"{"$ref": "\#($0.path)"}"# }.joined(separator: ", ")
        let json =
            ##"{"version": "2025.10", "sets": {"s": {"sources": [\##(sources)]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
        return max(Growth.fastest { _ = compile(json, files: files) }, .milliseconds(1))
    }

    /// The most a repeated form may take, in times the files listed once: merging each of its
    /// thousands of repeats would take thousands.
    static let repeatBound = 10.0

    /// One set listing a 1,000-token file 5,000 times, then sets that list it 2^13 times: the
    /// same file back to back is merged once, so both compile as the file alone, in about the
    /// time the file listed once takes.
    @Test func aFileRepeatedBackToBackIsMergedOnce() {
        let file = Self.tokenFile("base.tokens.json", count: 1_000)
        let once = Self.once([file])
        let repeated = Array(repeating: #"{"$ref": "base.tokens.json"}"#, count: 5_000).joined(separator: ", ")
        let (flat, flatTime) = Self.compile(
            ##"{"version": "2025.10", "sets": {"s": {"sources": [\##(repeated)]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
            files: [file])
        #expect(flat.log.diagnostics.isEmpty, "\(flat.log.diagnostics.prefix(3).map(\.message))")
        #expect(flat.resolved?.tokens.count == 1_000)
        #expect(flatTime / once < Self.repeatBound, "5,000 repeats took \(flatTime / once) times the file once")

        var sets = [#""s0": {"sources": [{"$ref": "base.tokens.json"}]}"#]
        for i in 1...13 {
            sets.append(##""s\##(i)": {"sources": [{"$ref": "#/sets/s\##(i - 1)"}, {"$ref": "#/sets/s\##(i - 1)"}]}"##)
        }
        let (doubled, doubledTime) = Self.compile(
            ##"{"version": "2025.10", "sets": {\##(sets.joined(separator: ", "))}, "resolutionOrder": [{"$ref": "#/sets/s13"}]}"##,
            files: [file])
        #expect(doubled.log.diagnostics.isEmpty, "\(doubled.log.diagnostics.prefix(3).map(\.message))")
        #expect(doubled.resolved?.tokens.count == 1_000)
        #expect(doubledTime / once < Self.repeatBound, "2^13 repeats took \(doubledTime / once) times the file once")
    }

    /// Two 1,000-token files alternating 100 times would merge 200 documents of 3,000 values:
    /// more than 16 times what the two hold, so it is refused, before any merge: in about the
    /// time the two files listed once take.
    @Test func filesRepeatedOverAndOverAreRefused() throws {
        let files = [Self.tokenFile("a.tokens.json", count: 1_000), Self.tokenFile("b.tokens.json", count: 1_000)]
        let once = Self.once(files)
        let alternating = Array(repeating: #"{"$ref": "a.tokens.json"}, {"$ref": "b.tokens.json"}"#, count: 100)
            .joined(separator: ", ")
        let (compilation, elapsed) = Self.compile(
            ##"{"version": "2025.10", "sets": {"s": {"sources": [\##(alternating)]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
            files: files)
        #expect(compilation.log.diagnostics.map(\.id) == [.resolverLimit])
        let message = try #require(compilation.log.diagnostics.first?.message)
        #expect(
            message.hasPrefix(
                "the token sources this input selects would merge 601400 JSON values: 200 sources, 2 of them distinct, "
                    + "which hold 6014; higtype merges at most 100000"), "\(message)")
        #expect(elapsed / once < Self.repeatBound, "the refusal took \(elapsed / once) times the files once")
    }

    /// 200,000 contexts of one modifier: read in linear time (a search of the names so far took
    /// 23 s), so ten times the contexts take about ten times as long.
    @Test func twoHundredThousandContextsReadInLinearTime() {
        let (compilation, ratio) = Self.compileTenfold(200_000) { count in
            let contexts = (0..<count).map { #""c\#($0)": []"# }.joined(separator: ", ")
            return
                ##"{"version": "2025.10", "sets": {"b": {"sources": [\##(Self.tokens)]}}, "modifiers": {"m": {"contexts": "##
                + ##"{\##(contexts)}, "default": "c0"}}, "resolutionOrder": [{"$ref": "#/sets/b"}, {"$ref": "#/modifiers/m"}]}"##
        }
        #expect(compilation.log.diagnostics.isEmpty, "\(compilation.log.diagnostics.prefix(3).map(\.message))")
        #expect(compilation.resolved?.tokens.map(\.name) == ["type.body"])
        #expect(ratio < Self.tenfoldBound, "ten times the contexts took \(ratio) times as long")
    }
}
