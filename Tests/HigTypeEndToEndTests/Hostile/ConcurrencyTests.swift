import Foundation
import HigTypeTestSupport
import Testing

/// Builds that race for one out folder, and a build killed midway: an output is always one
/// complete version, never torn or mixed, and a killed build leaves the previous outputs intact.
@Suite(.serialized, .tags(.concurrency), .slow) struct ConcurrencyTests {
    static let outputs = ["Typography.swift", "typography.css", "typography.json"]

    /// Four manifests whose outputs all differ (each names its own file in the headers, and
    /// each gives the footnote token a different style).
    static let variants = ["footnote", "caption1", "caption2", "callout"]

    @Test func concurrentBuildsNeverTearAnOutput() throws {
        let folder = TemporaryFolder()
        let example = HostileCase.exampleText
        // The complete versions each output may hold, by file name.
        var expected: [String: Set<Data>] = [:]
        for (i, style) in Self.variants.enumerated() {
            let text = example.replacingOccurrences(of: #""textStyle": "footnote""#, with: #""textStyle": "\#(style)""#)
            try #require(text != example || i == 0, "the example manifest no longer has a footnote token")
            folder.write("v\(i).tokens.json", text)
            let alone = try ToolProcess.higtype(
                ["build", "v\(i).tokens.json", "--out", "alone\(i)", "--quiet"], in: folder.path, timeout: 60)
            try #require(alone.status == 0, "v\(i) does not build: \(alone.stderr)")
            for name in Self.outputs {
                expected[name, default: []].insert(
                    try #require(FileManager.default.contents(atPath: folder.file("alone\(i)/" + name))))
            }
        }
        for name in Self.outputs {
            try #require(expected[name]?.count == Self.variants.count, "\(name): variants coincide")
        }

        for round in 0..<4 {
            let statuses = Statuses()
            let path = folder.path
            DispatchQueue.concurrentPerform(iterations: Self.variants.count * 2) { i in
                let v = i % Self.variants.count
                let result = try? ToolProcess.higtype(
                    ["build", "v\(v).tokens.json", "--out", "shared", "--quiet"], in: path, timeout: 120)
                if result?.status != 0 || result?.timedOut != false {
                    statuses.append("v\(v): " + (result.map { "exit \($0.status): \($0.stderr)" } ?? "did not start"))
                }
            }
            #expect(statuses.all.isEmpty, "round \(round), failed builds: \(statuses.all)")
            for name in Self.outputs {
                let bytes = FileManager.default.contents(atPath: folder.file("shared/" + name))
                #expect(
                    bytes.map { expected[name]!.contains($0) } == true,
                    "round \(round): \(name) is not one complete version")
            }
            // The outputs and nothing else: the fingerprint is in the user's cache (issue 39).
            let listing = (try FileManager.default.contentsOfDirectory(atPath: folder.file("shared"))).sorted()
            #expect(
                listing == Self.outputs.sorted(),
                "round \(round): the out folder holds \(listing)")
        }
    }

    /// Starts a build of 20,000 tokens over the example's outputs, kills it with SIGKILL once it
    /// has staged a temporary file (or at the poll that finds it still running without one), and
    /// checks that the old outputs are intact; then a successful build removes what the killed
    /// one left behind. Nothing here is a number of seconds: a build that finishes before a poll
    /// sees it is run again at twice the tokens, and the polls are counted, with the child
    /// killed on every way out of the test.
    @Test func killedBuildLeavesPreviousOutputsIntact() throws {
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        var tokens = 20_000
        for _ in 0..<4 {
            let folder = TemporaryFolder()
            _ = try HostileInputTests.builtWorkspace(folder)
            let before = HostileInputTests.snapshot(folder)
            try HostileInputTests.write(
                Array(Self.bigManifest(tokens: tokens).utf8), to: folder.file("big.tokens.json"))
            guard let kill = try Self.killWhileStaging(binary, in: folder) else {
                tokens *= 2  // it finished first: nothing was killed, so try a bigger build
                continue
            }
            print(
                "ConcurrencyTests: killed the \(tokens)-token build at poll \(kill.polls), "
                    + (kill.sawTemporary ? "while it was staging outputs" : "before it staged any output"))

            let after = HostileInputTests.snapshot(folder)
            let outputs = Set(HostileInputTests.outputs.map { String($0.dropFirst("out/".count)) })
            #expect(after.filter { outputs.contains($0.name) } == before, "the previous outputs changed")
            let leftovers = after.map(\.name).filter { !outputs.contains($0) }
            #expect(leftovers.allSatisfy { $0.contains(".higtype-") }, "unexpected files: \(leftovers)")

            // The next successful build deletes the temporary files of the killed one.
            let rebuild = try ToolProcess.higtype(
                ["build", "tokens/example.tokens.json", "--out", "out", "--quiet"], in: folder.path, timeout: 60)
            #expect(rebuild.status == 0, "\(rebuild.stderr)")
            let listing = try FileManager.default.contentsOfDirectory(atPath: folder.file("out")).sorted()
            #expect(listing == Self.outputs.sorted(), "left after the next build: \(listing)")
            return
        }
        Issue.record("every build, up to \(tokens / 2) tokens, finished before a poll could kill it")
    }

    /// Runs `higtype build big.tokens.json` in `folder` and polls its output folder every 2 ms,
    /// at most 60,000 times; kills the build (SIGKILL) at the first poll that sees a staged file,
    /// or at the last. nil when the build finished before it could be killed. However this
    /// returns or throws, the child does not outlive it.
    static func killWhileStaging(_ binary: String, in folder: TemporaryFolder) throws -> (
        polls: Int, sawTemporary: Bool
    )? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["build", "big.tokens.json", "--out", "out", "--quiet"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }
        var polls = 0
        var sawTemporary = false
        while process.isRunning, polls < 60_000 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("out"))) ?? []
            if names.contains(where: { $0.contains(".higtype-") }) {
                sawTemporary = true
                break
            }
            polls += 1
            usleep(2_000)
        }
        guard process.isRunning else { return nil }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        return (polls, sawTemporary)
    }

    static func bigManifest(tokens: Int) -> String {
        let styles = [
            "body", "headline", "title1", "title2", "title3", "caption1", "caption2", "footnote", "subheadline",
            "callout",
        ]
        let members = (0..<tokens).map { #""t\#($0)": { "$value": { "textStyle": "\#(styles[$0 % styles.count])" } }"# }
        return #"{ "$extensions": { "dev.higtype": { "platforms": ["ios"] } }, "big": { "$type": "typography","#
            + members.joined(separator: ",\n") + " } }"
    }
}

/// Results collected from concurrent closures.
final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func append(_ item: String) {
        lock.lock()
        items.append(item)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}
