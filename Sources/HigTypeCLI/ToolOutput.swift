import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// What a run of higtype prints and how it exits. Commands write here, never to the
/// process directly, so tests can run them in-process.
public struct ToolOutput: Sendable {
    public var stdout = ""
    public var stderr = ""
    public var status: Int32 = 0

    public init() {}

    /// Exit statuses, as the README documents them.
    public enum Status {
        public static let ok: Int32 = 0
        /// The manifest has errors, `--check` found stale outputs, or `--strict` met a warning.
        public static let failure: Int32 = 1
        public static let usage: Int32 = 2
    }
}

/// How diagnostics are shown: compiler-style text on stderr, one JSON array on stdout, or (audit
/// only) one SARIF 2.1.0 log on stdout.
enum DiagnosticsFormat: String {
    case text, json, sarif
}

/// The environment a command runs in, passed in so tests can control it.
public struct ToolEnvironment: Sendable {
    /// Colour diagnostics (stderr is a terminal and NO_COLOR is unset).
    public var colorDiagnostics: Bool
    /// How the binary was started (`argv[0]`), so that advice can name the command the user
    /// can run: `../.build/release/higtype` when higtype is not on PATH.
    public var invokedAs: String?

    public init(colorDiagnostics: Bool = false, invokedAs: String? = nil) {
        self.colorDiagnostics = colorDiagnostics
        self.invokedAs = invokedAs
    }

    /// The command that runs this binary from `folder` (a path from the current folder): the name
    /// it was started by when that has a slash (made absolute when `folder` is not the current
    /// one), else `higtype`, found on PATH.
    func command(from folder: String = ".") -> String {
        guard let invoked = invokedAs, invoked.contains("/") else { return "higtype" }
        let path =
            folder == "." || invoked.hasPrefix("/")
            ? invoked : URL(fileURLWithPath: invoked).standardizedFileURL.path
        return BuildCommand.shellQuoted(path)
    }
}

extension ToolOutput {
    /// Writes `stdout` and `stderr` to the process's standard output and error, and returns the
    /// status to exit with: the tool's own, or 1 (failure) in place of 0 when either could not
    /// be written all (a closed pipe, a full disk). A failed write on standard output is said on
    /// standard error, if that can still be written. Nothing here traps or raises a signal.
    public func emit(stdoutFD: Int32 = STDOUT_FILENO, stderrFD: Int32 = STDERR_FILENO) -> Int32 {
        var status = self.status
        var errors = stderr
        if let problem = Self.write(stdout, to: stdoutFD) {
            errors = "higtype: error: cannot write to standard output: \(problem)\n" + errors
            if status == Status.ok { status = Status.failure }
        }
        if Self.write(errors, to: stderrFD) != nil, status == Status.ok { status = Status.failure }
        return status
    }

    /// Writes all of `text` to `fd`; why not, in the system's words, when it cannot.
    static func write(_ text: String, to fd: Int32) -> String? {
        // The text's own bytes, not a copy: an audit's SARIF log can be gigabytes.
        var text = text
        return text.withUTF8 { write($0, to: fd) }
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) -> String? {
        var done = 0
        var waits = 0
        while done < bytes.count {
            let n = systemWrite(fd, bytes.baseAddress! + done, bytes.count - done)
            if n > 0 {
                done += n
                continue
            }
            let reason = n < 0 ? errno : ENOSPC
            if reason == EINTR { continue }
            if reason == EAGAIN, waits < 600 {  // a non-blocking descriptor: wait until it takes more
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 100)
                waits += 1
                continue
            }
            return String(cString: strerror(reason))
        }
        return nil
    }
}

/// libc's `write`, named apart from this file's methods of the same name.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
