/// What a run that replaces several outputs writes down first, so that the next run can finish
/// the job or undo it if this one is killed: the run's id, whether the commit has passed its
/// point of no return, and each output it replaces. The file is `.higtype-commit-<run>` in the
/// output folder (`StateFile`); `OutputSession` writes, marks and removes it, and recovers from it.
///
/// The format, all of it covered by a CRC-32 except the phase byte, which is rewritten in place:
///
///     higtype commit journal 1\n       the marker: no other file starts this way
///     P\n                              the phase: P preparing (roll back), C committed (roll forward)
///     <run>\n                          the run id, the same as in the file's name
///     o tokens/typography.css\0        per output: o (it had an old version) or n (it was new),
///     n dtcg/ios/large.tokens.json\0     a space, its path inside the output folder, a NUL
///     crc32 1a2b3c4d\n                 the checksum, 8 lowercase hex digits, and the end
///
/// The names of the staged and backup files are not written down: they follow from the run id
/// and each output's name, so a journal cannot point recovery at any other file.
package struct CommitJournal: Equatable, Sendable {
    package enum Phase: UInt8, Sendable {
        /// Renames may have begun; the next run puts every old output back.
        case preparing = 0x50  // "P"
        /// Every rename is done; the next run only removes the backups.
        case committed = 0x43  // "C"
    }

    package struct Entry: Equatable, Sendable {
        /// The output's path inside the output folder: relative, no `.` or `..`, no empty part.
        package var target: String
        /// Whether an old version existed, kept as a backup while the commit runs.
        package var hadOld: Bool
    }

    var run: RunID
    package var phase: Phase
    /// The run id, as its state files' names carry it.
    package var runText: String { run.text }
    package var entries: [Entry]
    /// The journal's seal: its HMAC-SHA-256 under the key of the user whose higtype wrote it
    /// (`FingerprintKey`, the key that seals fingerprints), written as a last line `hmac <64 hex
    /// digits>`. A journal this user's higtype wrote is recovered by any later run, whatever
    /// outputs that run writes; one without a seal that verifies must name only outputs the run
    /// writes, since anyone could have written it (`OutputSession.trusted`).
    package var seal: [UInt8]?

    static let marker = Array("higtype commit journal 1\n".utf8)
    /// Where the phase byte is.
    static let phaseOffset = marker.count
    /// The largest journal read; one entry per output, so a real one is far smaller.
    static let maxSize = 4 << 20
    static let maxPath = 4096

    /// The journal's bytes.
    package func encoded() -> [UInt8] {
        var bytes = Self.marker + [phase.rawValue, 0x0A] + Array(run.text.utf8) + [0x0A]
        for entry in entries {
            bytes += [entry.hadOld ? 0x6F : 0x6E, 0x20] + Array(entry.target.utf8) + [0]
        }
        bytes += Array("crc32 \(Self.hex(Self.checksum(of: bytes)))\n".utf8)
        guard let seal else { return bytes }
        return bytes + Array("hmac \(SHA256.hex(seal))\n".utf8)
    }

    /// The seal `key` gives this journal: the HMAC of its bytes without a seal, its phase read as
    /// "preparing" (the phase byte is rewritten in place when the commit passes its point of no
    /// return, and the seal stays).
    package func seal(key: [UInt8]) -> [UInt8] {
        var unsealed = self
        unsealed.seal = nil
        unsealed.phase = .preparing
        return SHA256.hmac(key: key, message: unsealed.encoded())
    }

    /// Whether the journal carries the seal `key` gives it.
    package func isSealed(by key: [UInt8]) -> Bool {
        guard let seal, seal.count == 32 else { return false }
        let expected = self.seal(key: key)
        return zip(seal, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// Why bytes are not a journal higtype would trust, in words that follow "it".
    package struct Problem: Error, Equatable, Sendable {
        package var reason: String
    }

    /// The journal `bytes` hold, or why they hold none that recovery may act on.
    package static func decode(_ bytes: [UInt8]) -> Result<CommitJournal, Problem> {
        func problem(_ reason: String) -> Result<CommitJournal, Problem> { .failure(Problem(reason: reason)) }
        guard bytes.count <= maxSize else { return problem("is larger than a journal higtype writes") }
        guard bytes.starts(with: marker) else { return problem("does not start with higtype's journal marker") }
        var index = marker.count
        guard index + 1 < bytes.count, let phase = Phase(rawValue: bytes[index]), bytes[index + 1] == 0x0A else {
            return problem("has no phase line")
        }
        index += 2
        guard let end = bytes[index...].firstIndex(of: 0x0A),
            let run = RunID(String(decoding: bytes[index..<end], as: UTF8.self))
        else { return problem("has no run id") }
        index = end + 1
        let trailer = Array("crc32 ".utf8)
        var entries: [Entry] = []
        var seen = Set<String>()
        while index < bytes.count, !bytes[index...].starts(with: trailer) {
            guard bytes[index] == 0x6F || bytes[index] == 0x6E, index + 1 < bytes.count, bytes[index + 1] == 0x20,
                let nul = bytes[(index + 2)...].firstIndex(of: 0)
            else { return problem("has an entry that is not 'o PATH' or 'n PATH' ended by a NUL") }
            let raw = bytes[(index + 2)..<nul]
            let target = String(decoding: raw, as: UTF8.self)
            guard target.utf8.elementsEqual(raw) else { return problem("names a path that is not UTF-8") }
            if let reason = pathProblem(target) { return problem("names '\(target)', \(reason)") }
            guard seen.insert(target).inserted else { return problem("names '\(target)' twice") }
            entries.append(Entry(target: target, hadOld: bytes[index] == 0x6F))
            index = nul + 1
        }
        guard !entries.isEmpty else { return problem("names no output") }
        let body = bytes[..<index]
        let crcEnd = index + trailer.count + 9
        guard bytes.count >= crcEnd, bytes[crcEnd - 1] == 0x0A,
            let stored = UInt32(
                String(decoding: bytes[(index + trailer.count)..<(crcEnd - 1)], as: UTF8.self), radix: 16),
            hex(stored) == String(decoding: bytes[(index + trailer.count)..<(crcEnd - 1)], as: UTF8.self)
        else { return problem("does not end with its checksum") }
        guard stored == checksum(of: body) else { return problem("does not match its checksum") }
        var journal = CommitJournal(run: run, phase: phase, entries: entries)
        if crcEnd < bytes.count {
            let sealLine = Array("hmac ".utf8)
            guard bytes.count == crcEnd + sealLine.count + 65, bytes[crcEnd...].starts(with: sealLine),
                bytes.last == 0x0A, let seal = SHA256.bytes(hex: bytes[(crcEnd + sealLine.count)..<(bytes.count - 1)])
            else { return problem("has something after its checksum that is not its seal") }
            journal.seal = seal
        }
        return .success(journal)
    }

    /// `body` (a journal's bytes up to its trailer) with the trailer of its checksum: how the fuzz
    /// target turns any bytes into a journal whose checksum matches, to reach what comes after it.
    package static func sealed(_ body: [UInt8]) -> [UInt8] {
        guard body.count > phaseOffset else { return body }
        return body + Array("crc32 \(hex(checksum(of: body)))\n".utf8)
    }

    /// Why `path` is not an output's path inside the output folder, or nil.
    static func pathProblem(_ path: String) -> String? {
        if path.isEmpty || path.utf8.count > maxPath { return "which is empty or too long" }
        if path.hasPrefix("/") { return "which is not inside the output folder" }
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty || part == "." || part == ".." { return "which is not inside the output folder" }
        }
        if StateFile.isStateFile(path) { return "which is one of higtype's own state files" }
        return nil
    }

    /// The checksum of a journal's bytes before its trailer, without the phase byte.
    private static func checksum<Body: Collection<UInt8>>(of body: Body) -> UInt32
    where Body.Index == Int {
        let start = body.startIndex
        let before = CRC32.checksum(body[start..<(start + phaseOffset)])
        return CRC32.checksum(body[(start + phaseOffset + 1)...], continuing: before)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
