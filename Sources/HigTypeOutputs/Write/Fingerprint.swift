import HigTypeCore

/// A build's fingerprint, kept in the user's cache, one file per output folder (`Pipeline.fingerprintPath`):
/// what a successful build read (each input's and custom template's SHA-256), how it was asked
/// (the options, the binary), what it left (each output's size, mtime, ctime and inode), and
/// what it reported (its diagnostics, its token count), so that a build that would do the same
/// again can skip compiling and rendering and print the same (issue 27).
///
/// The output folder is often committed, so the file is outside input. It is sealed with an
/// HMAC-SHA-256 under a key of the user's own (`FingerprintKey`, outside the repository): a
/// fingerprint written elsewhere, or edited, does not verify and is ignored, and the build runs.
/// The text, after the seal's line, is one record a line, fields separated by one space, each
/// string percent-encoded (`Fingerprint.encode`):
///
///     higtype-fingerprint 1
///     mac <64 hex digits: HMAC-SHA-256 of every byte after this line>
///     version <binary>
///     options <the request's options>
///     input <sha256> <path>                                  (each file read, in order)
///     template <sha256> <path>                               (each custom template)
///     output <size> <mtime ns> <ctime ns> <inode> <checked 0|1> <path>
///     tokens <count>
///     permutations <count>
///     selection <contexts>
///     diagnostic <severity> <id> <message> <location|~> <fix-it|~> <scope|~> <note count>
///     note <message> <location|~>
public struct Fingerprint: Sendable, Equatable {
    /// A file read, by path and the SHA-256 of its bytes (hex).
    public struct File: Sendable, Equatable {
        public var path: String
        public var digest: String

        public init(path: String, digest: String) {
            self.path = path
            self.digest = digest
        }
    }

    /// An output as the build left it.
    public struct Output: Sendable, Equatable {
        public var path: String
        public var stat: FileStat
        /// Whether `--check` compares it (every output but the depfile).
        public var checked: Bool

        public init(path: String, stat: FileStat, checked: Bool) {
            self.path = path
            self.stat = stat
            self.checked = checked
        }
    }

    public var version = ""
    public var options = ""
    public var inputs: [File] = []
    public var templates: [File] = []
    public var outputs: [Output] = []
    public var tokenCount = 0
    public var permutations = 0
    public var selection = ""
    /// The build's diagnostics, sorted as printed.
    public var diagnostics: [Diagnostic] = []

    public init() {}

    static let magic = "higtype-fingerprint 1"
    /// The most bytes a fingerprint file may have; a larger one is not read.
    public static let maxBytes = 16 << 20

    /// The file's bytes, sealed under `key`.
    public func sealed(key: [UInt8]) -> [UInt8] {
        let body = Array(encode().utf8)
        let mac = SHA256.hex(SHA256.hmac(key: key, message: body))
        return Array("\(Self.magic)\nmac \(mac)\n".utf8) + body
    }

    /// The fingerprint in `bytes`, or nil when they are not one sealed under `key`.
    public static func open(_ bytes: [UInt8], key: [UInt8]) -> Fingerprint? {
        let header = Array("\(magic)\nmac ".utf8)
        let macEnd = header.count + 64
        guard bytes.count > macEnd, bytes.count <= maxBytes, bytes.starts(with: header), bytes[macEnd] == 0x0A else {
            return nil
        }
        let body = bytes[(macEnd + 1)...]
        let mac = SHA256.hex(SHA256.hmac(key: key, message: body))
        guard SHA256.equal(Array(mac.utf8), Array(bytes[header.count..<macEnd])) else { return nil }
        return decode(body)
    }

    /// The body's text: the records after the seal.
    public func encode() -> String {
        var lines = ["version " + Self.escape(version), "options " + Self.escape(options)]
        lines += inputs.map { "input \(Self.escape($0.digest)) \(Self.escape($0.path))" }
        lines += templates.map { "template \(Self.escape($0.digest)) \(Self.escape($0.path))" }
        for output in outputs {
            let s = output.stat
            lines.append(
                "output \(s.size) \(s.mtime) \(s.ctime) \(s.inode) \(output.checked ? 1 : 0) \(Self.escape(output.path))"
            )
        }
        lines += ["tokens \(tokenCount)", "permutations \(permutations)", "selection " + Self.escape(selection)]
        for diagnostic in diagnostics {
            lines.append(
                "diagnostic \(diagnostic.severity.rawValue) \(Self.escape(diagnostic.id.rawValue)) "
                    + "\(Self.escape(diagnostic.message)) \(Self.location(diagnostic.location)) "
                    + "\(Self.fixIt(diagnostic.fixIt)) \(Self.scope(diagnostic.scope)) \(diagnostic.notes.count)")
            for note in diagnostic.notes {
                lines.append("note \(Self.escape(note.message)) \(Self.location(note.location))")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The records in `body`, or nil when any line is not one, is out of order, or is missing.
    public static func decode(_ body: some Collection<UInt8>) -> Fingerprint? {
        guard let text = String(validating: Array(body), as: UTF8.self), text.hasSuffix("\n") else { return nil }
        var lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)[...]
        var fingerprint = Fingerprint()
        func next(_ kind: String) -> [Substring]? {
            guard let line = lines.first else { return nil }
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.first == Substring(kind) else { return nil }
            lines = lines.dropFirst()
            return Array(fields.dropFirst())
        }
        guard let version = next("version"), version.count == 1, let v = unescape(version[0]),
            let options = next("options"), options.count == 1, let o = unescape(options[0])
        else { return nil }
        (fingerprint.version, fingerprint.options) = (v, o)
        for kind in ["input", "template"] {
            while let fields = next(kind) {
                guard fields.count == 2, let digest = unescape(fields[0]), let path = unescape(fields[1]) else {
                    return nil
                }
                let file = File(path: path, digest: digest)
                if kind == "input" { fingerprint.inputs.append(file) } else { fingerprint.templates.append(file) }
            }
        }
        while let fields = next("output") {
            guard fields.count == 6, let size = Int(fields[0]), let mtime = Int(fields[1]), let ctime = Int(fields[2]),
                let inode = UInt64(fields[3]), fields[4] == "0" || fields[4] == "1", let path = unescape(fields[5])
            else { return nil }
            fingerprint.outputs.append(
                Output(
                    path: path, stat: FileStat(size: size, mtime: mtime, ctime: ctime, inode: inode),
                    checked: fields[4] == "1"))
        }
        guard let tokens = next("tokens"), tokens.count == 1, let tokenCount = Int(tokens[0]), tokenCount >= 0,
            let permutations = next("permutations"), permutations.count == 1, let count = Int(permutations[0]),
            count >= 0, let selection = next("selection"), selection.count == 1, let s = unescape(selection[0])
        else { return nil }
        (fingerprint.tokenCount, fingerprint.permutations, fingerprint.selection) = (tokenCount, count, s)
        while let fields = next("diagnostic") {
            guard fields.count == 7, let severity = Diagnostic.Severity(rawValue: String(fields[0])),
                let id = unescape(fields[1]), let message = unescape(fields[2]), let at = location(fields[3]),
                let edit = fixIt(fields[4]), let about = scope(fields[5]), let noteCount = Int(fields[6]),
                noteCount >= 0, noteCount <= lines.count
            else { return nil }
            var diagnostic = Diagnostic(severity, id: DiagnosticID(id), message, at: at.value)
            diagnostic.fixIt = edit.value
            diagnostic.scope = about.value
            for _ in 0..<noteCount {
                guard let fields = next("note"), fields.count == 2, let note = unescape(fields[0]),
                    let noteAt = location(fields[1])
                else { return nil }
                diagnostic.notes.append(.init(note, at: noteAt.value))
            }
            fingerprint.diagnostics.append(diagnostic)
        }
        return lines.isEmpty ? fingerprint : nil
    }

    // MARK: Fields

    /// An optional value read from a field: nil when the field is not one, `.init(nil)` for `~`.
    struct Field<Value> {
        var value: Value?
    }

    private static func location(_ location: SourceLocation?) -> String {
        guard let l = location else { return "~" }
        return "\(escape(l.file)):\(l.line):\(l.column):\(l.offset)"
    }

    private static func location(_ field: Substring) -> Field<SourceLocation>? {
        if field == "~" { return Field(value: nil) }
        let parts = field.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 4, let file = unescape(parts[0]), let line = Int(parts[1]), let column = Int(parts[2]),
            let offset = Int(parts[3])
        else { return nil }
        return Field(value: SourceLocation(file: file, line: line, column: column, offset: offset))
    }

    private static func fixIt(_ fixIt: Diagnostic.FixIt?) -> String {
        guard let f = fixIt else { return "~" }
        return [
            f.applicability.rawValue, location(f.range.start), location(f.range.end), escape(f.replacement),
        ].joined(separator: ",")
    }

    private static func fixIt(_ field: Substring) -> Field<Diagnostic.FixIt>? {
        if field == "~" { return Field(value: nil) }
        let parts = field.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4, let applicability = Diagnostic.FixIt.Applicability(rawValue: String(parts[0])),
            let start = location(parts[1])?.value, let end = location(parts[2])?.value,
            let replacement = unescape(parts[3])
        else { return nil }
        return Field(
            value: .init(
                range: SourceRange(start: start, end: end), replacement: replacement, applicability: applicability))
    }

    private static func scope(_ scope: Diagnostic.Scope?) -> String {
        guard let s = scope else { return "~" }
        return [escape(s.token), s.platform.map(escape) ?? "~", s.category.map(escape) ?? "~"].joined(separator: ",")
    }

    private static func scope(_ field: Substring) -> Field<Diagnostic.Scope>? {
        if field == "~" { return Field(value: nil) }
        let parts = field.split(separator: ",", omittingEmptySubsequences: false)
        func optional(_ part: Substring) -> Field<String>? {
            part == "~" ? Field(value: nil) : unescape(part).map(Field.init)
        }
        guard parts.count == 3, let token = unescape(parts[0]), let platform = optional(parts[1]),
            let category = optional(parts[2])
        else { return nil }
        return Field(value: .init(token: token, platform: platform.value, category: category.value))
    }

    /// `text` with every byte but `A-Z a-z 0-9 . _ / -` as `%XX`, so no field holds a space,
    /// a newline, a `:`, a `,` or a `~`.
    static func escape(_ text: String) -> String {
        var out: [UInt8] = []
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "/"),
                UInt8(ascii: "-"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text `escape` gave `field`, or nil when it is not such a field (or not UTF-8).
    static func unescape(_ field: Substring) -> String? {
        var out: [UInt8] = []
        var bytes = Array(field.utf8)[...]
        func hex(_ b: UInt8) -> UInt8? {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        while let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard let high = bytes.popFirst().flatMap(hex), let low = bytes.popFirst().flatMap(hex) else {
                    return nil
                }
                out.append(high << 4 | low)
            } else {
                guard escape(String(UnicodeScalar(byte))) == String(UnicodeScalar(byte)) else { return nil }
                out.append(byte)
            }
        }
        return String(validating: out, as: UTF8.self)
    }
}

/// What a file's `lstat` says that changes when anything writes, renames or touches it.
public struct FileStat: Sendable, Equatable {
    public var size: Int
    /// Modification and status-change times, in nanoseconds since the epoch.
    public var mtime: Int
    public var ctime: Int
    public var inode: UInt64

    public init(size: Int, mtime: Int, ctime: Int, inode: UInt64) {
        self.size = size
        self.mtime = mtime
        self.ctime = ctime
        self.inode = inode
    }
}
