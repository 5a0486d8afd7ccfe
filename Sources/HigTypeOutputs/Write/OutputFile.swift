import HigTypeCompiler
import HigTypeCore

/// One generated file: where it goes and its exact bytes.
public struct OutputFile: Hashable, Sendable {
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}

/// What happened, or would happen, to one output.
public enum OutputStatus: String, Sendable, Hashable {
    /// The file was written because it was missing or its bytes differed.
    case written
    /// The file already held exactly these bytes and was not touched.
    case unchanged
    /// `--check`: the file does not exist.
    case missing
    /// `--check`: the file exists with other bytes.
    case stale
}
