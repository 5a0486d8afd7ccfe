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
    /// A run that passes it is killed and tried once more (`attempts`): on a loaded machine
    /// headless Chromium has been seen to hang after writing nothing, once in many runs.
    public static let timeout: Duration = .seconds(60)
    /// How many times one page is loaded before the test fails with the browser's log.
    public static let attempts = 2

    /// Why a Chromium run gave no result; thrown so the test fails with the browser's log.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Loads `page` and returns the DOM as it stands once the page's inline scripts have run.
    /// `deadline` bounds each attempt; only the harness's own tests change it.
    public static func dumpDOM(
        _ chromium: String, page: String, folder: TemporaryFolder, deadline: Duration = timeout
    ) throws -> String {
        let (status, log) = try run(
            chromium, ["--dump-dom", URL(fileURLWithPath: page).absoluteString], folder: folder, stdout: "dom.html",
            deadline: deadline,
            finished: { folder.read("dom.html")?.contains("</html>") == true })
        let dom = folder.read("dom.html") ?? ""
        guard status == 0, !dom.isEmpty else {
            throw Failure("chromium exited with status \(status) and dumped no DOM. Its log:\n\(tail(log))")
        }
        return dom
    }

    /// Loads `page` in a window of `width`×`height` CSS px and writes a PNG of the viewport to `png`.
    public static func screenshot(
        _ chromium: String, page: String, to png: String, width: Int, height: Int, folder: TemporaryFolder
    ) throws {
        let arguments = [
            "--hide-scrollbars", "--screenshot=" + png, "--window-size=\(width),\(height)",
            URL(fileURLWithPath: page).absoluteString,
        ]
        let (status, log) = try run(
            chromium, arguments, folder: folder, stdout: "screenshot.out", deadline: timeout,
            finished: { isCompletePNG(png) })
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

    /// Whether `path` holds a whole PNG: its signature, and the IEND chunk that ends it.
    static func isCompletePNG(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 20 else { return false }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let iend: [UInt8] = [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        return Array(data.prefix(8)) == signature && Array(data.suffix(8)) == iend
    }

    /// Runs headless Chromium with a throwaway profile, one browser at a time across the test
    /// run, stdout to `stdout` in `folder`. A run still going at the deadline is killed; if
    /// `finished` says its output is whole by then (the browser hung on its way out), that output
    /// stands, otherwise the page is loaded again, up to `attempts` times. Returns the exit status
    /// and the browser's log.
    ///
    /// It blocks its thread rather than awaiting: the test run's process tests block the
    /// cooperative pool's threads (two, on two cores) for minutes, and a polling task waiting for
    /// one woke tens of seconds late, so a browser test took three minutes for a few seconds' work.
    private static func run(
        _ chromium: String, _ arguments: [String], folder: TemporaryFolder, stdout: String, deadline: Duration,
        finished: () -> Bool
    ) throws -> (Int32, String) {
        turnstile.lock()
        defer { turnstile.unlock() }
        return try attempt(chromium, arguments, folder: folder, stdout: stdout, deadline: deadline, finished: finished)
    }

    /// Loads the page up to `attempts` times, as `run` describes.
    private static func attempt(
        _ chromium: String, _ arguments: [String], folder: TemporaryFolder, stdout: String, deadline: Duration,
        finished: () -> Bool
    ) throws -> (Int32, String) {
        var logs: [String] = []
        for attempt in 1...attempts {
            let logName = stdout + ".\(attempt).log"
            let ending = try runOnce(
                chromium, arguments, folder: folder, stdout: stdout, logName: logName, deadline: deadline)
            switch ending {
            case .exited(let status):
                return (status, folder.read(logName) ?? "")
            case .killed where finished():
                return (0, folder.read(logName) ?? "")
            case .killed:
                logs.append("attempt \(attempt):\n" + tail(folder.read(logName)))
            }
        }
        throw Failure(
            "chromium did not finish within \(deadline), \(attempts) times; killed it each time. Its logs:\n"
                + logs.joined(separator: "\n"))
    }

    private enum Ending {
        case exited(Int32)
        case killed
    }

    /// One browser run: exits on its own, or is killed at the deadline.
    private static func runOnce(
        _ chromium: String, _ arguments: [String], folder: TemporaryFolder, stdout: String, logName: String,
        deadline: Duration
    ) throws -> Ending {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-extensions",
                "--user-data-dir=" + folder.file("profile-" + UUID().uuidString),
            ] + arguments
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
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()

        if exited.wait(timeout: .now() + seconds(deadline)) == .timedOut {
            process.terminate()
            if exited.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                exited.wait()
            }
            process.waitUntilExit()
            return .killed
        }
        process.waitUntilExit()
        return .exited(process.terminationStatus)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Lets one browser run at a time: several at once, beside the test run's builds, are what
    /// makes a 2-core machine slow enough for a run to pass its deadline.
    private static let turnstile = NSLock()

    /// The last lines of a log, enough to see why a run failed.
    public static func tail(_ text: String?, lines: Int = 30) -> String {
        (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
