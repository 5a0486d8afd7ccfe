import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCore
@testable import HigTypeKit
@testable import HigTypeOutputs

/// No-op rebuilds (issue 27): a build whose fingerprint matches prints what the build it replays
/// printed, and anything that differs, or a fingerprint that is not this user's own, builds.
@Suite struct FingerprintTests {
    /// Two warnings, one with a fix-it, quoting their lines.
    static let manifest = """
        {
          "font": {
            "$type": "fontFamily",
            "ui": { "$value": "-apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif" }
          },
          "type": {
            "$type": "typography",
            "body": { "$value": { "textStyle": "body", "fontFamily": "{font.ui}" } },
            "caps": { "$value": { "textStyle": "caption1", "letterSpacing": { "value": 1, "unit": "px" } } }
          }
        }
        """

    /// `output` with the build's time left out: the one thing two runs print differently.
    static func untimed(_ output: ToolOutput) -> String {
        let stderr = output.stderr.replacingOccurrences(
            of: #" in \d+ ms"#, with: " in N ms", options: .regularExpression)
        return "\(output.status)\n\(output.stdout)\n\(stderr)"
    }

    @Test(arguments: [[], ["--diagnostics-format", "json"], ["--check"], ["--check", "--diagnostics-format", "json"]])
    func aNoOpRunPrintsWhatTheBuildPrinted(extra: [String]) throws {
        let folder = TemporaryFolder()
        folder.write("m.tokens.json", Self.manifest)
        let arguments = [
            "build", folder.file("m.tokens.json"), "--out", folder.file("out"), "--depfile", folder.file("out/deps.d"),
        ]
        let cold = HigTypeTool.run(arguments)
        #expect(cold.status == 0)
        #expect(cold.stderr.contains("(4 written, 0 unchanged)"))
        // The fingerprint is in the user's cache, keyed by the output folder; the output folder,
        // which a team commits, holds the outputs alone (issue 39).
        var probe = Pipeline.Request(manifests: [])
        probe.outDir = folder.file("out")
        probe.fingerprint = BuildCommand.fingerprintSettings()
        let fingerprint = try #require(Pipeline.fingerprintPath(probe))
        try #require(FileManager.default.fileExists(atPath: fingerprint))
        #expect(folder.allFiles().filter { $0.contains(".higtype-") } == [])

        let replayed = HigTypeTool.run(arguments + extra)
        // The same run without a fingerprint: a build that finds every output unchanged.
        try FileManager.default.removeItem(atPath: fingerprint)
        let built = HigTypeTool.run(arguments + extra)
        #expect(Self.untimed(replayed) == Self.untimed(built))
        #expect(replayed.stderr.contains("warning:") || replayed.stdout.contains("\"warning\""))
        #expect(
            replayed.stderr.contains(
                extra.contains("--check") ? "checked 3 outputs: all up to date" : "(0 written, 4 unchanged)"))
    }

    /// A request with a key of its own, as `build` makes one.
    static func request(_ folder: TemporaryFolder, key: [UInt8] = Array(repeating: 1, count: 32)) -> Pipeline.Request {
        var request = Pipeline.Request(manifests: [folder.file("m.tokens.json")])
        request.outDir = folder.file("out")
        request.fingerprint = .init(key: key, version: "test", folder: folder.file("state"))
        return request
    }

    @Test func onlyABuildWhoseInputsOptionsTemplatesAndOutputsAllMatchIsSkipped() throws {
        let folder = TemporaryFolder()
        folder.write("m.tokens.json", Self.manifest)
        folder.write("templates/typography.css.mustache", "/* css */\n")
        var request = Self.request(folder)
        request.templatesFolder = folder.file("templates")
        #expect(Pipeline.build(request).replay == nil)
        let skipped = Pipeline.build(request)
        #expect(skipped.replay != nil)
        #expect(skipped.diagnostics.map(\.id.rawValue) == ["font-stack", "tracking-override"])
        #expect(skipped.statuses.map(\.status) == [.unchanged, .unchanged, .unchanged])

        // An option.
        var other = request
        other.formats = [.css, .json]
        #expect(Pipeline.build(other).replay == nil)
        #expect(Pipeline.build(other).replay != nil)
        #expect(Pipeline.build(request).replay == nil)
        #expect(Pipeline.build(request).replay != nil)
        // The version.
        var newer = request
        newer.fingerprint?.version = "test 2"
        #expect(Pipeline.build(newer).replay == nil)
        #expect(Pipeline.build(request).replay == nil)
        // A template: its bytes, or a new one in the folder.
        folder.write("templates/typography.css.mustache", "/* css tokens */\n")
        #expect(Pipeline.build(request).replay == nil)
        #expect(folder.read("out/typography.css")?.contains("tokens */") == true)
        #expect(Pipeline.build(request).replay != nil)
        folder.write("templates/typography.json.mustache", "{}\n")
        #expect(Pipeline.build(request).replay == nil)
        #expect(folder.read("out/typography.json") == "{}\n")
        #expect(Pipeline.build(request).replay != nil)
        // An input.
        folder.write("m.tokens.json", Self.manifest.replacingOccurrences(of: "caption1", with: "caption2"))
        #expect(Pipeline.build(request).replay == nil)
        #expect(Pipeline.build(request).replay != nil)
        // An output touched, edited, or deleted.
        folder.age("out/typography.json")
        #expect(Pipeline.build(request).replay == nil)
        #expect(Pipeline.build(request).replay != nil)
        folder.write("out/typography.json", "{}\n")
        #expect(Pipeline.build(request).replay == nil)
        try FileManager.default.removeItem(atPath: folder.file("out/Typography.swift"))
        let rebuilt = Pipeline.build(request)
        #expect(rebuilt.replay == nil)
        #expect(rebuilt.statuses.filter { $0.status == .written }.map(\.path) == [folder.file("out/Typography.swift")])
        // A journal of a killed build: only a build recovers it.
        #expect(Pipeline.build(request).replay != nil)
        folder.write("out/.higtype-commit-0123456789ab", "")
        #expect(Pipeline.build(request).replay == nil)
    }

    /// Two builds with different inputs write one folder at once: B's commit lands between A's
    /// commit and A's fingerprint. A must not record B's files as its own outputs, or a later
    /// no-op run of A would call B's bytes up to date.
    @Test func anOutputAnotherRunReplacedIsNeverRecorded() throws {
        let folder = TemporaryFolder()
        folder.write("m.tokens.json", Self.manifest)
        let request = Self.request(folder)
        let built = Pipeline.build(request)
        #expect(built.replay == nil)
        let fingerprint = try #require(Pipeline.fingerprintPath(request))
        #expect(FileManager.default.fileExists(atPath: fingerprint))
        // Run B's commit: a new file renamed over one output, as every higtype run writes.
        folder.write("b-staged.css", "/* run B */\n")
        #expect(rename(folder.file("b-staged.css"), folder.file("out/typography.css")) == 0)
        // Run A records its fingerprint only now.
        Pipeline.record(built, request, try #require(request.fingerprint), templates: [])
        #expect(!FileManager.default.fileExists(atPath: fingerprint))
        let next = Pipeline.build(request)
        #expect(next.replay == nil)
        #expect(folder.read("out/typography.css")?.contains("run B") == false)
        // Recorded again with A's own files in place, the fingerprint is kept.
        Pipeline.record(next, request, try #require(request.fingerprint), templates: [])
        #expect(FileManager.default.fileExists(atPath: fingerprint))
        #expect(Pipeline.build(request).replay != nil)
    }

    /// The attack: the output folder is committed, with a fingerprint that claims the outputs
    /// match inputs they do not match. Sealed under another key, or edited, it is ignored.
    @Test(arguments: [false, true])
    func aForeignOrEditedFingerprintNeverSkipsABuild(edited: Bool) throws {
        let folder = TemporaryFolder()
        folder.write("m.tokens.json", Self.manifest)
        let request = Self.request(folder)
        #expect(Pipeline.build(request).replay == nil)
        let path = try #require(Pipeline.fingerprintPath(request))
        let sealed = try #require(FileManager.default.contents(atPath: path).map(Array.init))
        let key = try #require(request.fingerprint?.key)
        var fingerprint = try #require(Fingerprint.open(sealed, key: key))

        // The inputs change; the forged fingerprint claims the outputs are theirs.
        let changed = Self.manifest.replacingOccurrences(of: "caption1", with: "title1")
        folder.write("m.tokens.json", changed)
        let old = fingerprint.inputs[0].digest
        let new = Pipeline.fingerprintDigest(path: folder.file("m.tokens.json"), bytes: Array(changed.utf8))
        fingerprint.inputs[0].digest = new
        let forged =
            edited
            ? Array(String(decoding: sealed, as: UTF8.self).replacingOccurrences(of: old, with: new).utf8)
            : fingerprint.sealed(key: Array(repeating: 2, count: 32))
        #expect(forged != sealed)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(forged)))
        // The same fingerprint under the user's key would be trusted: the forgery is all that differs.
        #expect(Fingerprint.open(fingerprint.sealed(key: key), key: key) == fingerprint)

        let result = Pipeline.build(request)
        #expect(result.replay == nil)
        #expect(result.statuses.contains { $0.status == .written })
        #expect(folder.read("out/typography.css")?.contains("title1") == true || result.statuses.count == 3)
    }

    @Test func theKeyIsMadeOnceOwnerOnlyAndRefusedOtherwise() throws {
        let folder = TemporaryFolder()
        let path = try #require(FingerprintKey.path(environment: ["XDG_CACHE_HOME": folder.file("cache")]))
        #expect(path == folder.file("cache/higtype/key"))
        #expect(
            FingerprintKey.path(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])
                == "/home/u/.cache/higtype/key")
        #expect(FingerprintKey.path(environment: [:]) == nil)
        let key = try #require(FingerprintKey.load(at: path))
        #expect(key.count == 32)
        #expect(FingerprintKey.load(at: path) == key)
        let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        chmod(path, 0o644)
        #expect(FingerprintKey.load(at: path) == nil, "a key others can read is no secret")
        chmod(path, 0o600)
        let link = folder.file("cache/higtype/link")
        symlink(path, link)
        #expect(FingerprintKey.load(at: link) == nil, "a symlink is not followed")
    }
}
