import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeKit

/// A token limited to some platforms has no values on the others, and the generated Swift says
/// so: `isAvailable(on:)` and `platforms` report it, `tokens(on:)` leaves it out, and
/// `metrics(at:on:)` traps with the token's name rather than return another platform's values.
/// Before scoping existed, `byline.metrics(at: .large, on: .watchos)` gave iOS's 15/20.
@Suite(
    .serialized, .enabled(if: SwiftCompiler.input.shouldRun, SwiftCompiler.input.skipComment), .tags(.compile), .slow)
struct PlatformScopeSwiftTests {
    static let manifest = """
        {
          "$extensions": { "dev.higtype": { "platforms": ["ios", "watchos"] } },
          "type": {
            "$type": "typography",
            "byline": {
              "$value": { "textStyle": "subheadline" },
              "$extensions": { "dev.higtype": { "platforms": ["ios"] } }
            },
            "watch": {
              "$extensions": { "dev.higtype": { "platforms": ["watchos"] } },
              "note": { "$value": { "textStyle": "footnote1" } }
            },
            "body": { "$value": { "textStyle": "body" } }
          }
        }
        """

    static let main = """
        func show(_ m: Scoped.Metrics) -> String { "\\(m.fontSize)/\\(m.lineHeight)" }
        let byline = Scoped.typeByline, note = Scoped.typeWatchNote, body = Scoped.typeBody
        for token in [byline, note, body] {
            print(token.name, token.platforms.map(\\.rawValue), token.isAvailable(on: .ios), token.isAvailable(on: .watchos))
        }
        print(Scoped.tokens(on: .watchos).map(\\.name), Scoped.tokens(on: .ios).map(\\.name), Scoped.all.count)
        print(show(byline.metrics(at: .large, on: .ios)), show(note.metrics(at: .large, on: .watchos)))
        if CommandLine.arguments.count > 1 {
            print(show(byline.metrics(at: .large, on: .watchos)))
        }
        """

    @Test func scopedTokensHaveValuesOnlyWhereTheyAreFor() throws {
        let swiftc = try SwiftCompiler.input.require()
        let folder = TemporaryFolder()
        folder.write("scoped.tokens.json", Self.manifest)
        let generated = try SwiftCompileTests.generate(
            manifestPath: folder.file("scoped.tokens.json"), namespace: "Scoped", into: folder)
        let lines = try SwiftCompileTests.compileAndRun(generated, main: Self.main, swiftc: swiftc, in: folder)
        #expect(
            lines == [
                #"type.byline ["ios"] true false"#,
                #"type.watch.note ["watchos"] false true"#,
                #"type.body ["ios", "watchos"] true true"#,
                #"["type.watch.note", "type.body"] ["type.byline", "type.body"] 3"#,
                // iOS Subheadline at Large is 15/20; watchOS Footnote 1 at Large is 13/15.5.
                "15.0/20.0 13.0/15.5",
            ])
        // Asking for watchOS values of the iOS-only token is a programming error: it traps, naming the token.
        let run = try ToolProcess.run(
            folder.file("program/program"), ["watchos"], in: folder.file("program"),
            environment: ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 })
        #expect(run.status != 0)
        #expect(!run.stdout.contains("15.0/20.0\n15.0/20.0"))
        #expect(run.stderr.contains("typography token 'type.byline' has no values on watchos; it is for ios only"))
    }
}
