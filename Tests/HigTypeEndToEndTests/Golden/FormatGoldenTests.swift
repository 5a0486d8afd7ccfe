import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit

/// One lookalike file per format under `Golden/formats/` (written for these tests, in each
/// format's shape): what `higtype convert` writes for it, and every diagnostic reading it gives,
/// compared byte for byte with `<name>.tokens.json` and `<name>.diagnostics.txt` beside it.
/// `HIGTYPE_RECORD=1` (`make record-goldens`) rewrites them instead.
@Suite struct FormatGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("formats")
        .path
    static let sources = [
        "tokens-studio-legacy", "tokens-studio-w3c", "style-dictionary", "figma-variables", "figma-plugin",
        "json5-style-dictionary",
    ]

    /// The lookalike's path: `<name>.json`, or `<name>.json5` for the JSON5 one.
    static func source(_ name: String) -> String {
        "Tests/HigTypeEndToEndTests/Golden/formats/\(name).json\(name.hasPrefix("json5-") ? "5" : "")"
    }

    /// The diagnostics as `severity line:column id: message`, notes indented below, positions
    /// only (the path is the same for all).
    static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { d in
            var text =
                "\(d.severity.rawValue) \(d.location.map { "\($0.line):\($0.column)" } ?? "-") \(d.id.rawValue): \(d.message)\n"
            for note in d.notes {
                text += "  note \(note.location.map { "\($0.line):\($0.column)" } ?? "-"): \(note.message)\n"
            }
            return text
        }.joined()
    }

    @Test(arguments: sources)
    func convertMatchesGolden(_ name: String) throws {
        try #require(PackageRoot.isCurrentDirectory, "the golden tests need the package root as cwd")
        let conversion = Compiler.convert(paths: [Self.source(name)])
        try GoldenTests.compare(
            "\(name).diagnostics.txt", Self.render(conversion.log.sorted), in: Self.folder)
        guard !conversion.log.hasErrors else { return }
        let file = try #require(conversion.files.first)
        try GoldenTests.compare("\(name).tokens.json", file.text, in: Self.folder)
    }

    /// The converted file is DTCG: it compiles as DTCG with no `foreign-format` diagnostic and no error.
    @Test(arguments: sources)
    func convertedFileIsDTCG(_ name: String) throws {
        try #require(PackageRoot.isCurrentDirectory, "the golden tests need the package root as cwd")
        let conversion = Compiler.convert(paths: [Self.source(name)])
        guard let file = conversion.files.first else { return }
        let compiled = Compiler.compile(sources: [
            Compiler.SourceFile(path: "converted.tokens.json", bytes: Array(file.text.utf8))
        ])
        #expect(compiled.formats.isEmpty)
        // The tokens name no text style, so `fixed-size` fails them (adopt's work); nothing else does.
        let errors = compiled.log.diagnostics.filter { $0.severity == .error && $0.id != .fixedSize }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        #expect(!compiled.log.diagnostics.contains { $0.id == .foreignFormat })
    }

    /// Each format's typography at Large (iOS), built from the file as it is kept: fontSize,
    /// lineHeight (points), weight.
    @Test(arguments: [
        ("tokens-studio-legacy", "typography.body", 16.0, 24.0, 400),
        ("tokens-studio-legacy", "typography.heading", 20.0, 28.0, 600),
        ("tokens-studio-w3c", "body", 16.0, 24.0, 400),
        ("tokens-studio-w3c", "title", 28.0, 33.6, 700),
        ("style-dictionary", "typography.body", 17.0, 22.0, 400),
        ("figma-plugin", "font.body", 17.0, 22.0, 400),
        ("json5-style-dictionary", "typography.body", 17.0, 22.0, 400),
        ("json5-style-dictionary", "typography.title", 34.0, 41.0, 700),
    ])
    func largeValues(_ name: String, _ token: String, _ size: Double, _ leading: Double, _ weight: Int) throws {
        try #require(PackageRoot.isCurrentDirectory, "the golden tests need the package root as cwd")
        // The tokens name no text style, so `fixed-size` fails them (adopt's work); the values resolve.
        let compilation = Compiler.compile(paths: [Self.source(name)])
        #expect(!compilation.log.diagnostics.contains { $0.severity == .error && $0.id != .fixedSize })
        let resolved = try #require(compilation.resolved?.tokens.first { $0.name == token })
        let large = try #require(resolved.values(on: .ios)?[.large])
        #expect(abs(large.fontSize - size) < 0.001)
        #expect(abs(large.lineHeight - leading) < 0.001)
        #expect(large.fontWeight.number == Double(weight))
    }
}
