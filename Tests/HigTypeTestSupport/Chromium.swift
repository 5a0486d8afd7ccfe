import Foundation
import Testing

/// Headless Chromium for the browser tests: finding it, running it with a deadline, reading
/// a report a page wrote into its DOM, and taking screenshots.
///
/// The tests that use it skip without a browser, and fail without one under CI=true (`RequiredInput`).
public enum Chromium {
    /// The first Chromium-family browser on PATH.
    public static let input = RequiredInput.tool(
        "chromium", "chromium-browser", "google-chrome", hint: "install it (apt-get install chromium)",
        tests: "browser tests")

    /// How long one Chromium run may take; generous because other builds may share the machine.
    public static let timeout: Duration = .seconds(90)

    /// Why a Chromium run gave no result; thrown so the test fails with the browser's log.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Loads `page` and returns the DOM as it stands once the page's inline scripts have run.
    public static func dumpDOM(_ chromium: String, page: String, folder: TemporaryFolder) async throws -> String {
        let (status, log) = try await run(
            chromium, ["--dump-dom", URL(fileURLWithPath: page).absoluteString], folder: folder, stdout: "dom.html")
        let dom = folder.read("dom.html") ?? ""
        guard status == 0, !dom.isEmpty else {
            throw Failure("chromium exited with status \(status) and dumped no DOM. Its log:\n\(tail(log))")
        }
        return dom
    }

    /// Loads `page` in a window of `width`×`height` CSS px and writes a PNG of the viewport to `png`.
    public static func screenshot(
        _ chromium: String, page: String, to png: String, width: Int, height: Int, folder: TemporaryFolder
    ) async throws {
        let arguments = [
            "--hide-scrollbars", "--screenshot=" + png, "--window-size=\(width),\(height)",
            URL(fileURLWithPath: page).absoluteString,
        ]
        let (status, log) = try await run(chromium, arguments, folder: folder, stdout: "screenshot.out")
        guard status == 0, FileManager.default.fileExists(atPath: png) else {
            throw Failure("chromium exited with status \(status) and wrote no screenshot. Its log:\n\(tail(log))")
        }
    }

    /// Decodes the JSON a page's test script wrote into `<pre id="out">`. The dumped DOM
    /// serialises that text with `&`, `<`, `>` and no-break spaces as references; they are undone.
    public static func report<Report: Decodable>(_ type: Report.Type, in dom: String) throws -> Report {
        guard let open = dom.range(of: "<pre id=\"out\">"),
            let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex),
            open.upperBound < close.lowerBound
        else {
            throw Failure("the page wrote no report into <pre id=\"out\">. DOM:\n\(tail(dom))")
        }
        let json = unescapeText(String(dom[open.upperBound..<close.lowerBound]))
        return try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    }

    /// Undoes the references HTML serialisation uses in text nodes, in one pass.
    public static func unescapeText(_ text: String) -> String {
        let references = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&nbsp;": "\u{A0}"]
        var out = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            if let (reference, character) = references.first(where: { rest.hasPrefix($0.key) }) {
                out += character
                rest = rest.dropFirst(reference.count)
            } else {
                out += "&"
                rest = rest.dropFirst()
            }
        }
        return out + rest
    }

    /// Runs headless Chromium once with a throwaway profile, stdout to `stdout` in `folder`; kills
    /// it at the deadline. Returns the exit status and the browser's log.
    private static func run(
        _ chromium: String, _ arguments: [String], folder: TemporaryFolder, stdout: String
    ) async throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-extensions",
                "--user-data-dir=" + folder.file("profile-" + UUID().uuidString),
            ] + arguments
        let logName = stdout + ".log"
        folder.write(stdout, "")
        folder.write(logName, "")
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.file(stdout)))
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.file(logName)))
        defer {
            try? out.close()
            try? log.close()
        }
        process.standardOutput = out
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()

        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            if ContinuousClock.now >= deadline {
                process.terminate()
                let grace = ContinuousClock.now + .seconds(2)
                while process.isRunning && ContinuousClock.now < grace { try? await Task.sleep(for: .milliseconds(50)) }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                throw Failure(
                    "chromium did not finish within \(timeout); killed it. Its log:\n\(tail(folder.read(logName)))")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        return (process.terminationStatus, folder.read(logName) ?? "")
    }

    /// The last lines of a log, enough to see why a run failed.
    public static func tail(_ text: String?, lines: Int = 30) -> String {
        (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
