import HigTypeKit

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

/// How diagnostics are shown: compiler-style text on stderr or one JSON array on stdout.
enum DiagnosticsFormat: String {
    case text, json
}

/// The environment a command runs in, passed in so tests can control it.
public struct ToolEnvironment: Sendable {
    /// Colour diagnostics (stderr is a terminal and NO_COLOR is unset).
    public var colorDiagnostics: Bool
    public init(colorDiagnostics: Bool = false) { self.colorDiagnostics = colorDiagnostics }
}
