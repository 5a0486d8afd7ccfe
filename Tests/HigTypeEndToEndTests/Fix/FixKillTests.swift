import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeOutputs

/// `lint --fix` writes through the output session: the debug binary is killed (SIGKILL, by the
/// `HIGTYPE_TEST_KILL_AT` hook) at every step of the commit of two fixed files, and the next
/// `--fix` of the same files puts back what the kill left (or says a file changed and asks for
/// another run), so that at most two runs later both files hold exactly the fixed bytes and no
/// staged file, backup or journal is left beside them.
@Suite(.serialized, .tags(.concurrency), .slow) struct FixKillTests {
    static let steps = OutputSession.commitSteps(count: 2)
    static let files = ["a.tokens.json", "b.tokens.json"]
    static let original = [
        #"{ "a": { "$type": "typography", "x": { "$value": { "textStyle": "body", "fontWeight": "semibold" } } } }"#
            + "\n",
        #"{ "b": { "$type": "typography", "y": { "$value": { "textStyle": "title1", "fontWeight": "BOLD" } } } }"#
            + "\n",
    ]
    static let fixed = [
        #"{ "a": { "$type": "typography", "x": { "$value": { "textStyle": "body", "fontWeight": "semi-bold" } } } }"#
            + "\n",
        #"{ "b": { "$type": "typography", "y": { "$value": { "textStyle": "title1", "fontWeight": "bold" } } } }"#
            + "\n",
    ]

    private func fix(_ folder: TemporaryFolder, killAt step: String? = nil) throws -> ProcessResult {
        try ToolProcess.higtype(
            ["lint"] + Self.files + ["--fix"], in: folder.path,
            adding: step.map { ["HIGTYPE_TEST_KILL_AT": $0] } ?? [:])
    }

    private func contents(_ folder: TemporaryFolder) -> [String?] { Self.files.map { folder.read($0) } }

    @Test func theFixedBytesAreExact() throws {
        let folder = TemporaryFolder()
        for (name, text) in zip(Self.files, Self.original) { folder.write(name, text) }
        let result = try fix(folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(contents(folder) == Self.fixed)
        #expect(result.stderr == "higtype: lint --fix: fixed 2 problems in 2 files; 0 errors, 0 warnings remain\n")
        #expect(folder.listing() == Self.files, "no staged file, backup or journal is left")
    }

    @Test(arguments: steps)
    func aFixKilledAtAnyStepIsFinishedByTheNextFixes(step: String) throws {
        #expect(TestHooks.compiledIn, "the debug build has no test hooks, so nothing here can fail")
        let folder = TemporaryFolder()
        for (name, text) in zip(Self.files, Self.original) { folder.write(name, text) }
        let killed = try fix(folder, killAt: step)
        #expect(killed.status == SIGKILL, "the fix was not killed at \(step): \(killed.stderr)")
        for (index, text) in contents(folder).enumerated() {
            #expect(text == Self.original[index] || text == Self.fixed[index], "\(step): a file is half written")
        }

        // The next fix recovers first; if recovery put a file back, that file is not what it read.
        let next = try fix(folder)
        #expect(next.status == 0 || next.stderr.contains("[source-changed]"), "\(step): \(next.stderr)")
        #expect(folder.listing() == Self.files, "\(step): \(folder.listing())")
        if contents(folder) != Self.fixed {
            let last = try fix(folder)
            #expect(last.status == 0, "\(step): \(last.stderr)")
        }
        #expect(contents(folder) == Self.fixed, "\(step)")
        #expect(folder.listing() == Self.files, "\(step): \(folder.listing())")
    }
}
