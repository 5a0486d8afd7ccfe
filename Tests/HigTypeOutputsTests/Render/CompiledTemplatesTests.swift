import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

/// The built-in templates compiled to code (CompiledTemplates) are generated from templates/ and
/// must render exactly what the Mustache engine renders from the same templates, reading the
/// context's projection: on the example, on every fixture manifest that compiles, under several
/// option sets, and on a few hundred random manifests.
@Suite struct CompiledTemplatesTests {
    static let advice =
        "templates/ and Sources/HigTypeOutputs/Render/CompiledTemplates.swift disagree; run 'make embed-templates'"

    /// Every built-in template is compiled, from the text now in templates/.
    @Test func compiledFromTheTemplatesOnDisk() throws {
        let onDisk = try EmbeddedTemplatesTests.templateFiles()
        #expect(Set(CompiledTemplates.digests.keys) == Set(onDisk.keys), "\(Self.advice)")
        for (name, bytes) in onDisk {
            #expect(CompiledTemplates.digests[name] == TemplateDigest.of(bytes), "\(name): \(Self.advice)")
            #expect(CompiledTemplates.named(name) != nil)
        }
        #expect(TemplateDigest.of(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    }

    /// The built-in templates render compiled, and one that `--templates` replaces with the engine.
    @Test func overriddenTemplatesUseTheEngine() throws {
        let set = TemplateSet.load(overridesIn: nil)
        #expect(set.rendersCompiled("typography.css.mustache"))
        var overridden = set
        overridden.entries["typography.css.mustache"]?.file = "custom/typography.css.mustache"
        #expect(!overridden.rendersCompiled("typography.css.mustache"))
        #expect(overridden.rendersCompiled("typography.json.mustache"))
        #expect(!set.rendersCompiled("other.mustache"))
    }

    static let formats = OutputFormat.all.filter { $0.kind.template != nil }

    /// Renders every built-in template both ways, and returns the names of those that differ.
    static func differences(_ resolved: ResolvedManifest, options: RenderOptions) throws -> [String] {
        let cssPlatform = options.cssPlatform ?? RenderOptions.defaultCSSPlatform(for: resolved.platforms)
        let setup = RenderSetup(resolved: resolved, options: options, cssPlatform: cssPlatform)
        let model = TemplateContext(setup).model()
        let context = model.templateValue
        let templates = TemplateSet.load(overridesIn: nil)
        var differing: [String] = []
        for format in formats {
            let name = try #require(format.kind.template)
            let engine = try #require(templates.entries[name]).template.renderBytes(
                context, partials: templates.partials, escape: format.kind.escape)
            var compiled: [UInt8] = []
            // A small chunk, so the output is handed over in many pieces, as for a large manifest.
            try CompiledOutput.render(
                try #require(CompiledTemplates.named(name)), model, escape: format.kind.escape,
                limits: MustacheLimits(), chunkSize: 257, into: { compiled += $0 })
            if engine != compiled {
                differing.append(name)
                let first = engine.indices.first { $0 >= compiled.count || engine[$0] != compiled[$0] } ?? engine.count
                Issue.record(
                    "\(name) differs at byte \(first): engine \(String(decoding: engine[first...].prefix(120), as: UTF8.self).debugDescription), compiled \(String(decoding: compiled[first...].prefix(120), as: UTF8.self).debugDescription)"
                )
            }
        }
        return differing
    }

    /// The option sets each manifest is rendered under.
    static func optionSets(for resolved: ResolvedManifest) -> [RenderOptions] {
        var plain = RenderOptions()
        plain.swiftNamespace = "Typography"
        var styled = RenderOptions()
        styled.cssUnit = .rem
        styled.webKitKeywords = true
        styled.cssTextScale = true
        styled.cssSelector = ".size-{category} > *"
        styled.swiftNamespace = "AppType"
        var sets = [plain, styled]
        for platform in resolved.platforms {
            var scaled = styled
            scaled.cssPlatform = platform
            scaled.cssTextScale = platform.rawValue.count % 2 == 0
            sets.append(scaled)
        }
        return sets
    }

    @Test func exampleRendersTheSameBothWays() throws {
        let compilation = Compiler.compile(paths: [PackageRoot.file("tokens/example.tokens.json")])
        let resolved = try #require(compilation.resolved)
        #expect(resolved.tokens.count > 10)
        for options in Self.optionSets(for: resolved) {
            #expect(try Self.differences(resolved, options: options).isEmpty)
        }
    }

    @Test func everyFixtureRendersTheSameBothWays() throws {
        var rendered = 0
        for fixture in ManifestFixture.all {
            let compilation = Compiler.compile(paths: fixture.paths)
            guard let resolved = compilation.resolved, !resolved.tokens.isEmpty else { continue }
            rendered += 1
            for options in Self.optionSets(for: resolved) {
                #expect(try Self.differences(resolved, options: options).isEmpty, "\(fixture.name)")
            }
        }
        #expect(rendered > 150, "only \(rendered) fixtures compiled to tokens")
    }

    /// Random manifests from a seeded generator: awkward names (Unicode, escapes, keywords,
    /// markup), descriptions with HTML specials, deprecations, family stacks, fixed sizes,
    /// leading and size-category settings, scoped platforms, every platform.
    @Test func randomManifestsRenderTheSameBothWays() throws {
        var random = SeededRandom(seed: 27)
        var rendered = 0
        for _ in 0..<300 {
            let json = RandomManifest.make(&random)
            let compilation = Compiler.compile(sources: [.init(path: "random.tokens.json", bytes: Array(json.utf8))])
            guard let resolved = compilation.resolved, !resolved.tokens.isEmpty else { continue }
            rendered += 1
            var options = RenderOptions()
            options.cssTextScale = random.next(2) == 0
            options.webKitKeywords = random.next(2) == 0
            options.cssUnit = random.next(2) == 0 ? .px : .rem
            if !resolved.platforms.isEmpty, random.next(2) == 0 {
                options.cssPlatform = resolved.platforms[random.next(resolved.platforms.count)]
            }
            let differing = try Self.differences(resolved, options: options)
            #expect(differing.isEmpty, "\(differing) differ for:\n\(json)")
            if !differing.isEmpty { break }
        }
        #expect(rendered > 250, "only \(rendered) random manifests compiled to tokens")
    }
}

/// Manifests made of random typography tokens, as JSON text.
enum RandomManifest {
    static let platforms = ["ios", "ipados", "watchos", "macos", "tvos", "visionos"]
    static let styles = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
        "caption1", "caption2", "footnote1", "footnote2",
    ]
    static let names = [
        "body", "Title", "class", "default", "self", "Type", "_x", "x9", "9x", "a-b", "a_b", "née", "日本語",
        "emoji😀", "quote\"d", "back\\slash", "tag<b>", "amp&", "apos'", "dollar$", "sp ace", "tab\t", "line\nbreak",
        "u\u{301}", "ZWJ\u{200D}", "rtl\u{600}", "--", "-", "CamelCase", "snake_case", "kebab-case", "UPPER",
    ]
    static let families: [String] = [
        "\"SF Pro\"", "\"New York\"", "\"SF Mono\"", "\"SF Pro Rounded\"", "[\"New York\", \"Georgia\", \"serif\"]",
        "[\"Inter\", \"SF Pro\", \"sans-serif\"]", "\"Georgia, 'Times New Roman', serif\"", "\"Comic <Sans> & 'Co'\"",
        "[\"system-ui\"]", "\"Helvetica Neue\"", "[\"Fira Code\", \"SF Mono\", \"monospace\"]",
    ]
    static let descriptions = [
        "Plain text.", "<b>bold</b> & \\\"quoted\\\" 'single'", "Line one\\nline two", "Tab\\there", "Emoji 😀 é",
        "*/ closes a comment /*", "Back\\\\slash", "{braces} and [brackets]", "",
    ]
    static let weights = ["\"bold\"", "\"semi-bold\"", "400", "350", "950", "\"thin\"", "\"black\"", "700"]

    static func make(_ random: inout SeededRandom) -> String {
        var chosen = platforms.filter { _ in random.next(3) == 0 }
        if chosen.isEmpty { chosen = [random.pick(platforms)] }
        var members: [String] = []
        var used: Set<String> = []
        for _ in 0..<(1 + random.next(8)) {
            var name = random.pick(names)
            if random.next(3) == 0 { name += String(random.next(100)) }
            guard used.insert(name).inserted else { continue }
            members.append("\(quoted(name)): \(token(&random, platforms: chosen))")
        }
        let group = random.next(2) == 0 ? "" : ", \"$description\": \"Group & <stuff>\""
        return """
            {"$extensions": {"dev.higtype": {"platforms": [\(chosen.map(quoted).joined(separator: ", "))]}},
             "type": {"$type": "typography"\(group), \(members.joined(separator: ", "))}}
            """
    }

    static func token(_ random: inout SeededRandom, platforms: [String]) -> String {
        var value: [String] = ["\"textStyle\": \(quoted(random.pick(styles)))"]
        if random.next(2) == 0 { value.append("\"fontFamily\": \(random.pick(families))") }
        if random.next(3) == 0 { value.append("\"fontWeight\": \(random.pick(weights))") }
        var settings: [String] = []
        if random.next(4) == 0 {
            value.append("\"fontSize\": {\"value\": \(8 + random.next(60)), \"unit\": \"px\"}")
            settings.append("\"fixedSize\": {\"reason\": \"Brand <mark> & logo.\"}")
        }
        if random.next(4) == 0 {
            value.append("\"letterSpacing\": {\"value\": \(random.next(5)).\(random.next(10)), \"unit\": \"px\"}")
        }
        if random.next(4) == 0 { value.append("\"lineHeight\": 1.\(random.next(10))") }
        if random.next(4) == 0 {
            settings.append("\"leading\": \(quoted(random.pick(["tight", "loose", "standard"])))")
        }
        if random.next(5) == 0 { settings.append("\"emphasized\": true") }
        if random.next(5) == 0 { settings.append("\"sizeCategories\": {\"max\": \"large\"}") }
        if random.next(4) == 0 {
            let scoped = platforms.filter { _ in random.next(2) == 0 }
            if !scoped.isEmpty { settings.append("\"platforms\": [\(scoped.map(quoted).joined(separator: ", "))]") }
        }
        var parts = ["\"$value\": {\(value.joined(separator: ", "))}"]
        if random.next(2) == 0 { parts.append("\"$description\": \"\(random.pick(descriptions))\"") }
        switch random.next(6) {
        case 0: parts.append("\"$deprecated\": true")
        case 1: parts.append("\"$deprecated\": \"Use <body> & \\\"title\\\" instead.\"")
        case 2: parts.append("\"$deprecated\": false")
        case 3: parts.append("\"$deprecated\": \"\"")
        default: break
        }
        if !settings.isEmpty {
            parts.append("\"$extensions\": {\"dev.higtype\": {\(settings.joined(separator: ", "))}}")
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String { "\"" + Escaping.json(text) + "\"" }
}
