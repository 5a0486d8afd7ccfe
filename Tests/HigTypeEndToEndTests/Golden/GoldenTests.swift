import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

/// The example manifest's outputs, compared byte for byte with files checked in under
/// `Golden/example/`. `HIGTYPE_RECORD=1` (`make record-goldens`) rewrites them instead.
@Suite struct GoldenTests {
    static let manifest = "tokens/example.tokens.json"
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("example")
        .path
    static let isRecording = ProcessInfo.processInfo.environment["HIGTYPE_RECORD"] == "1"
    /// Stands for the temporary `--out` folder in the depfile golden, which is otherwise stable.
    static let outPlaceholder = "OUT"

    /// Builds the example in-process into a fresh folder and returns each output by golden name.
    /// The manifest path is relative so the generated headers name `tokens/example.tokens.json`.
    static func build() throws -> [String: String] {
        try #require(
            PackageRoot.isCurrentDirectory,
            "the golden tests need the package root as cwd (as 'swift test' sets it) to read \(manifest) by its relative path; cwd is \(FileManager.default.currentDirectoryPath)"
        )
        let out = TemporaryFolder()
        let result = HigTypeTool.run([
            "build", manifest, "--out", out.path, "--depfile", out.file("build.d"), "--quiet",
        ])
        try #require(result.status == 0, "build failed:\n\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(out.listing() == ["Typography.swift", "build.d", "typography.css", "typography.json"])
        var files: [String: String] = [:]
        for name in out.listing() { files[name] = out.read(name) }
        files["build.d"] = files["build.d"]?.replacingOccurrences(
            of: ((try? Depfile.escape(out.path).get()) ?? out.path) + "/", with: outPlaceholder + "/")
        return files
    }

    @Test(arguments: ["typography.css", "Typography.swift", "typography.json", "build.d"])
    func matchesGolden(_ name: String) throws {
        try Self.compare(name, try #require(try Self.build()[name]))
    }

    /// `dtcg` is not a default format, so it is built on its own; two of its files stand for the
    /// rest (every token file is laid out by the same code): the resolver and the default category.
    @Test(arguments: ["dtcg/ios.resolver.json", "dtcg/ios/large.tokens.json"])
    func dtcgMatchesGolden(_ name: String) throws {
        try #require(PackageRoot.isCurrentDirectory, "the golden tests need the package root as cwd")
        let out = TemporaryFolder()
        let result = HigTypeTool.run(["build", Self.manifest, "--out", out.path, "--format", "dtcg", "--quiet"])
        try #require(result.status == 0, "build failed:\n\(result.stderr)")
        try Self.compare(name, try #require(out.read(name)))
    }

    /// `--css-text-scale` is not the default, so its CSS is built on its own and kept beside the
    /// default CSS: the curves, the references to them and every category restating its values.
    @Test func textScaleCSSMatchesGolden() throws {
        try #require(PackageRoot.isCurrentDirectory, "the golden tests need the package root as cwd")
        let out = TemporaryFolder()
        let result = HigTypeTool.run([
            "build", Self.manifest, "--out", out.path, "--format", "css", "--css-text-scale", "--quiet",
        ])
        try #require(result.status == 0, "build failed:\n\(result.stderr)")
        #expect(result.stderr.isEmpty)
        try Self.compare("typography.text-scale.css", try #require(out.read("typography.css")))
    }

    /// Compares `actual` with the golden file `name` in `folder`, or re-records it when recording.
    static func compare(_ name: String, _ actual: String, in folder: String = folder) throws {
        let goldenPath = folder + "/" + name
        if Self.isRecording {
            try FileManager.default.createDirectory(
                atPath: (goldenPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: URL(fileURLWithPath: goldenPath), options: .atomic)
            Issue.record(
                "re-recorded \(goldenPath); review the change with 'git diff' and run the tests again without HIGTYPE_RECORD"
            )
            return
        }
        let golden = try #require(
            FileManager.default.contents(atPath: goldenPath), "no golden file \(goldenPath); run 'make record-goldens'")
        guard Array(golden) != Array(actual.utf8) else { return }
        let diff = TextDiff.unified(
            expected: String(decoding: golden, as: UTF8.self), actual: actual,
            expectedLabel: "golden/\(name)", actualLabel: "generated/\(name)")
        Issue.record(
            "generated \(name) differs from \(goldenPath); if the change is intended, run 'make record-goldens'\n\(diff)"
        )
    }

    /// Spot checks of the recorded CSS against the HIG's iOS tables at the default size (large),
    /// so a re-recording cannot quietly accept wrong values.
    @Test(arguments: [
        // Body 17/22; New York at 17 pt tracks -0.07 pt.
        ("article-body", "17px", "22px", "400", "-0.07px"),
        // Headline 17/22 semibold; SF Pro at 17 pt tracks -0.43 pt.
        ("list-row-title", "17px", "22px", "600", "-0.43px"),
        // Large Title 34/41, bold by the manifest; SF Pro at 34 pt tracks +0.40 pt.
        ("screen-title", "34px", "41px", "700", "0.4px"),
        // Title 1 28/34; New York at 28 pt tracks -0.33 pt.
        ("article-headline", "28px", "34px", "700", "-0.33px"),
        // Caption 2 11/13; SF Pro at 11 pt tracks +0.06 pt.
        ("screen-tab-label", "11px", "13px", "500", "0.06px"),
        // Footnote 13/18; SF Pro at 13 pt tracks -0.08 pt.
        ("footnote", "13px", "18px", "400", "-0.08px"),
    ])
    func goldenHoldsTheHIGValues(
        _ token: String, _ size: String, _ leading: String, _ weight: String, _ tracking: String
    ) throws {
        let css = try #require(FileManager.default.contents(atPath: Self.folder + "/typography.css"))
        let root = Self.rootProperties(String(decoding: css, as: UTF8.self))
        #expect(root["--type-\(token)-font-size"] == size)
        #expect(root["--type-\(token)-line-height"] == leading)
        #expect(root["--type-\(token)-font-weight"] == weight)
        #expect(root["--type-\(token)-letter-spacing"] == tracking)
    }

    /// The custom properties in the first `:root { … }` block, by name.
    static func rootProperties(_ css: String) -> [String: String] {
        guard let open = css.range(of: ":root {\n"),
            let close = css.range(of: "\n}", range: open.upperBound..<css.endIndex)
        else {
            return [:]
        }
        var properties: [String: String] = [:]
        for line in css[open.upperBound..<close.lowerBound].split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), line.hasSuffix(";") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            properties[name] = line[line.index(after: colon)...].dropLast().trimmingCharacters(in: .whitespaces)
        }
        return properties
    }
}
