import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeOutputs
@testable import HigTypeSpec

/// Outputs keep every token apart, and options cannot become syntax (issue 24, items 16, 17,
/// 19, 20): JSON keys keep every code point, two tokens with one CSS name are an error, and the
/// CSS selector pattern and the Swift namespace are checked before anything is rendered.
@Suite struct OutputNamesTests {
    static func compile(_ members: String, platforms: String = #"["ios"]"#) throws -> ResolvedManifest {
        let json =
            #"{"$extensions": {"dev.higtype": {"platforms": \#(platforms)}}, "type": {"$type": "typography", "#
            + members + "}}"
        let compilation = Compiler.compile(sources: [.init(path: "m.tokens.json", bytes: Array(json.utf8))])
        #expect(!compilation.log.hasErrors, "\(compilation.log.sorted.map(\.message))")
        return try #require(compilation.resolved)
    }

    static func render(_ resolved: ResolvedManifest, _ formats: [OutputFormat], options: RenderOptions = .init())
        -> Renderer.Result
    {
        Renderer.render(
            resolved, formats: formats, outDir: "out", templates: TemplateSet.load(overridesIn: nil), options: options)
    }

    /// The keys of the object at `path` in a JSON output, by code point.
    static func keys(_ file: OutputFile, _ path: [String]) throws -> [[Unicode.Scalar]] {
        let parsed = JSONParser.parse(file.contents, file: file.path)
        #expect(parsed.diagnostics.isEmpty)
        let node = try #require(parsed.root.flatMap { JSONPointer.resolve(path, in: $0) })
        guard case .object(let object) = node.value else { throw Failure("not an object at \(path)") }
        return object.keys.map { Array($0.unicodeScalars) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// A leading combining mark forms one character with the quote before it, a trailing Prepend
    /// character one with the quote after it: both were dropped with the quote.
    @Test func jsonKeysKeepEveryCodePoint() throws {
        let names = ["\u{301}body", "body", "x\u{600}", "x", "a\u{200D}b", "ab", "\u{1F468}\u{200D}\u{1F469}"]
        let members = names.map { #""\#($0)": {"$value": {"textStyle": "body"}}"# }.joined(separator: ", ")
        let resolved = try Self.compile(members)
        #expect(resolved.tokens.count == names.count)
        let result = Self.render(resolved, [.json, .dtcg])
        #expect(result.diagnostics.isEmpty)
        let json = try #require(result.files.first { $0.path == "out/typography.json" })
        #expect(try Self.keys(json, ["tokens"]) == names.map { Array(("type." + $0).unicodeScalars) })
        let dtcg = try #require(result.files.first { $0.path == "out/dtcg/ios/large.tokens.json" })
        #expect(
            try Self.keys(dtcg, ["type"]).filter { !$0.starts(with: ["$"]) } == names.map { Array($0.unicodeScalars) })
        #expect(Escaping.json("\u{301}x\u{600}") == "\u{301}x\u{600}")
        #expect(Escaping.json("\u{301}\"\u{600}") == "\u{301}\\\"\u{600}")
    }

    @Test func twoTokensWithOneCSSNameAreAnError() throws {
        let resolved = try Self.compile(
            #""headlineXL": {"$value": {"textStyle": "title1"}}, "headline-xl": {"$value": {"textStyle": "body"}}"#)
        let result = Self.render(resolved, [.css, .json])
        #expect(result.diagnostics.map(\.id) == [.cssNameCollision])
        let error = try #require(result.diagnostics.first)
        #expect(
            error.message
                == "token 'type.headline-xl' becomes the CSS name '--type-headline-xl-*' (and the class "
                + "'.type-headline-xl'), as token 'type.headlineXL' does; rename one of them")
        #expect(error.location?.line == 1)
        #expect(error.notes.map(\.message) == ["'type.headlineXL' is declared here"])
        #expect(!result.files.contains { $0.path.hasSuffix(".css") })
        // Without CSS, the names do not meet.
        #expect(Self.render(resolved, [.json, .swift]).diagnostics.isEmpty)
    }

    @Test func aTokenOutsideTheCSSPlatformCannotClash() throws {
        let resolved = try Self.compile(
            #""headlineXL": {"$value": {"textStyle": "title1"}}, "#
                + #""headline-xl": {"$value": {"textStyle": "body"}, "$extensions": {"dev.higtype": {"platforms": ["macos"]}}}"#,
            platforms: #"["ios", "macos"]"#)
        // The iOS CSS has headlineXL alone; the macOS CSS has both.
        #expect(Self.render(resolved, [.css]).diagnostics.isEmpty)
        var macOS = RenderOptions()
        macOS.cssPlatform = .macos
        #expect(Self.render(resolved, [.css], options: macOS).diagnostics.map(\.id) == [.cssNameCollision])
    }

    @Test(arguments: [
        (".dt-{category} /* note", "it holds '/*', which would open a comment that hides the rules after it"),
        (
            ".dt-{category}} body { color: red",
            "it holds '}', which would end the selector and let the rest inject rules; only '{category}' may have braces"
        ),
        (
            ".dt-{category} { x",
            "it holds '{', which would end the selector and let the rest inject rules; only '{category}' may have braces"
        ),
        (".dt-{category}; @import url(x)", "it holds ';', which would end the rule and let the rest inject rules"),
        ("@media print { .dt-{category}", "it holds '@', which would start an at-rule"),
        (".dt-{category}\n.x", "it holds a control character (U+A), which a selector cannot"),
        // An escape or a string skips the code point after it; a line break there is still refused.
        (".dt-{category}\\\n", "it holds a control character (U+A), which a selector cannot"),
        ("[x=\"\\\r{category}\"]", "it holds a control character (U+D), which a selector cannot"),
        ("[data-x=\"{category}]", "a string in it is not closed: add the closing \""),
        ("[data-x={category}", "a '[' in it is not closed"),
        (":is(.a-{category}", "a '(' in it is not closed"),
        (".a-{category})", "its ')' closes nothing"),
        (".a-{category}\\", "it ends with '\\', which would escape the rule's '{'"),
        (".dt", "it needs '{category}' where the size category goes, e.g. '.dt-{category}'"),
        (".a-{category} </style>", "it holds '<', which no selector has"),
    ])
    func aSelectorPatternThatWouldBreakTheCSSIsRefused(pattern: String, problem: String) {
        #expect(CSSSelectorPattern.problem(pattern) == problem)
    }

    @Test(arguments: [
        #":root[data-dynamic-type="{category}"]"#, ".dt-{category}", "html.dt-{category} body > .reader",
        "[data-size='{category}'], .force-{category}", ":is(.a, .b)[data-c~=\"{category}\"]", ".md\\:text-{category}",
        "#app .t-{category}:not([hidden])", "* + .x-{category} ~ y",
    ])
    func aSelectorPatternIsAccepted(pattern: String) throws {
        #expect(CSSSelectorPattern.problem(pattern) == nil)
        var options = RenderOptions()
        options.cssSelector = pattern
        let resolved = try Self.compile(#""body": {"$value": {"textStyle": "body"}}"#)
        let result = Self.render(resolved, [.css], options: options)
        #expect(result.diagnostics.isEmpty)
        let css = String(decoding: result.files[0].contents, as: UTF8.self)
        #expect(css.contains("\n" + pattern.replacingOccurrences(of: "{category}", with: "xSmall") + " {\n"))
    }

    @Test func theRendererRefusesOptionsALibraryCallerSets() throws {
        let resolved = try Self.compile(#""body": {"$value": {"textStyle": "body"}}"#)
        var options = RenderOptions()
        options.cssSelector = ".x-{category} /*"
        let css = Self.render(resolved, [.css, .json], options: options)
        #expect(css.diagnostics.map(\.id) == [.renderOption])
        #expect(css.files.isEmpty)
        // The pattern only matters to the CSS.
        #expect(Self.render(resolved, [.json], options: options).diagnostics.isEmpty)
        options = RenderOptions()
        options.swiftNamespace = "String"
        let swift = Self.render(resolved, [.swift], options: options)
        #expect(
            swift.diagnostics.map(\.message) == [
                "the Swift namespace 'String' cannot be used: the generated file uses the standard library's 'String', "
                    + "which a namespace of that name would hide"
            ])
    }

    @Test func aTokenNamedAsTheNamespaceClashes() throws {
        let json =
            #"{"$extensions": {"dev.higtype": {"platforms": ["ios"]}}, "_App": {"$type": "typography", "$value": {"textStyle": "body"}}}"#
        let compilation = Compiler.compile(sources: [.init(path: "m.tokens.json", bytes: Array(json.utf8))])
        let resolved = try #require(compilation.resolved)
        var options = RenderOptions()
        #expect(Self.render(resolved, [.swift], options: options).diagnostics.isEmpty)
        options.swiftNamespace = "_App"
        let result = Self.render(resolved, [.swift], options: options)
        #expect(
            result.diagnostics.map(\.message) == [
                "token '_App' becomes the Swift name '_App', the name of the generated namespace"
            ])
        #expect(result.diagnostics.map(\.id) == [.swiftNameCollision])
    }
}
