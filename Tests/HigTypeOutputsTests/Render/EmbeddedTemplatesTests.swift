import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

/// The templates compiled into the binary must be exactly the files in templates/, which is
/// what people edit; a mismatch means `make embed-templates` was not re-run.
@Suite struct EmbeddedTemplatesTests {
    static let folder = PackageRoot.file("templates")
    static let advice =
        "templates/ and Sources/HigTypeOutputs/Render/EmbeddedTemplates.swift disagree; run 'make embed-templates'"

    static func templateFiles() throws -> [String: [UInt8]] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".mustache") }
        var files: [String: [UInt8]] = [:]
        for name in names {
            files[name] = Array(try #require(FileManager.default.contents(atPath: folder + "/" + name)))
        }
        return files
    }

    @Test func sameNames() throws {
        let onDisk = Set(try Self.templateFiles().keys)
        let embedded = Set(EmbeddedTemplates.files.map(\.name))
        #expect(!onDisk.isEmpty)
        #expect(EmbeddedTemplates.files.count == embedded.count, "a template is embedded twice")
        #expect(
            onDisk == embedded,
            "\(Self.advice): only in templates/: \(onDisk.subtracting(embedded).sorted()); only embedded: \(embedded.subtracting(onDisk).sorted())"
        )
    }

    @Test func sameBytes() throws {
        let onDisk = try Self.templateFiles()
        for (name, text) in EmbeddedTemplates.files {
            guard let file = onDisk[name] else { continue }  // reported by sameNames
            #expect(Array(text.utf8) == file, "\(Self.advice): \(name) differs")
        }
    }

    /// The embedded node trees are exactly what parsing the embedded text gives, positions included.
    @Test func parsedAheadEqualsParsedNow() throws {
        for (name, text) in EmbeddedTemplates.files {
            let embedded = try #require(EmbeddedTemplates.parsed(name), "\(name) has no parsed form; \(Self.advice)")
            let parsed = try MustacheTemplate(source: text, name: "<built-in>/" + name)
            #expect(embedded.nodes == parsed.nodes, "\(name): \(Self.advice)")
            #expect(embedded.name == parsed.name)
        }
    }
}
