import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The files higtype keeps in an output folder besides the outputs: one family, one naming
/// scheme. Every one is a dot-file whose name starts with `.higtype-`, so one pattern
/// (`StateFile.pattern`) keeps them out of the pre-commit hooks' file lists, out of depfiles
/// and out of version control:
///
///     .higtype-commit-<run>            the commit journal of a run, in the output folder itself
///     .higtype-stage-<run>-<name>      an output staged beside its target `<name>`
///     .higtype-backup-<run>-<name>     the old `<name>`, kept while a commit replaces it
///
/// (A build's `Fingerprint` is kept in the user's cache, not here: issue 39. The name
/// `.higtype-fingerprint`, where earlier versions kept it, stays reserved.)
///
/// `<run>` is a random run id (`RunID`), not a process id: process ids repeat across PID
/// namespaces, so two containers sharing a folder could otherwise pick the same names. Whether
/// the run that made a file is alive is never judged by its id either: a run holds a lock on
/// the output folder (`FolderLock`) for as long as it works there.
///
/// higtype never takes a name of this family as an input or an output, and it acts only on
/// the names its own run derives from the outputs it was asked to write.
public enum StateFile {
    /// What every state file's name starts with.
    public static let prefix = ".higtype-"
    /// A regular expression (Python's `re` and ICU read it alike) that matches a path whose last
    /// component is a state file: what the pre-commit hooks' `exclude` adds.
    public static let pattern = #"(^|/)\.higtype-[^/]*$"#

    static let journalPrefix = prefix + "commit-"
    static let stagePrefix = prefix + "stage-"
    static let backupPrefix = prefix + "backup-"
    /// The fingerprint a build keeps of its inputs and outputs (`Fingerprint`, issue 27).
    public static let fingerprint = prefix + "fingerprint"

    /// Whether the last component of `path` is a state file's name.
    public static func isStateFile(_ path: String) -> Bool {
        PathText.name(of: path).hasPrefix(prefix)
    }

    /// The journal of `run`, in the output folder.
    static func journal(_ run: RunID) -> String { journalPrefix + run.text }

    /// The output `name` staged by `run`, beside it.
    static func stage(_ run: RunID, for name: String) -> String { stagePrefix + run.text + "-" + name }

    /// The old `name` kept by `run` while it commits, beside it.
    static func backup(_ run: RunID, for name: String) -> String { backupPrefix + run.text + "-" + name }

    /// The run id in a journal's name, or nil when `name` is not a journal's.
    static func journalRun(_ name: String) -> RunID? {
        guard name.hasPrefix(journalPrefix) else { return nil }
        return RunID(String(name.dropFirst(journalPrefix.count)))
    }

    /// The output a stage or backup file of any run stands for: `name` for
    /// `.higtype-stage-<run>-<name>`; nil for other names.
    static func output(ofStageOrBackup file: String) -> String? {
        for kind in [stagePrefix, backupPrefix] where file.hasPrefix(kind) {
            let rest = file.dropFirst(kind.count)
            guard rest.count > RunID.length + 1, RunID(String(rest.prefix(RunID.length))) != nil,
                rest.dropFirst(RunID.length).first == "-"
            else { return nil }
            return String(rest.dropFirst(RunID.length + 1))
        }
        return nil
    }

    /// The most bytes a file name may have (NAME_MAX on Linux and macOS).
    static let nameMax = 255
    /// How many bytes the longest state-file name adds to an output's name.
    static let overhead = backupPrefix.utf8.count + RunID.length + 1
}

/// A run's id in the names of its state files: 12 random characters from `0-9a-z`.
struct RunID: Hashable, Sendable {
    static let length = 12
    private static let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyz")

    let text: String

    /// A new random id.
    init() {
        var generator = SystemRandomNumberGenerator()
        text = String((0..<Self.length).map { _ in Self.alphabet[Int(generator.next() % 36)] })
    }

    /// The id `text` spells, or nil when it is not one.
    init?(_ text: String) {
        guard text.count == Self.length, text.allSatisfy({ Self.alphabet.contains($0) }) else { return nil }
        self.text = text
    }
}
