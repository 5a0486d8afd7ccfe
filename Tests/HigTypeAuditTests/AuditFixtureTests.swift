// Audit fixtures: one case per source file in `Audit/cases/` (`<case>.swift`, `.css`, `.scss` or `.less`),
// audited in-process by `Auditor` for iOS, with a sibling `<case>.expected` listing every
// diagnostic in position order:
//
//     # a comment, ignored
//     error 7:18 fixed-size            <severity> <line>:<column> <id>
//       fix-it: .font(.headline)       the fix-it's exact replacement (a line break written \n); without this line, none
//       message: exactly Headline      optional: the message must contain this text
//     waived 2                         how many findings waivers covered (0 when absent)
//     include debug,previews           code that does not ship to audit all the same (default: none)
//     skipped previews 2               what was left out as code that does not ship (`AuditSkip`):
//                                      1 for the file itself, else the findings in such regions
//     project a.swift b.swift          Swift files of `cases/` the first pass reads as the project
//                                      (helpers, scaled names, outlets whose font code sets)
//     deployment macos 10.13           the project's oldest system for a platform (fix-its it cannot call are left out)
//
// Lines and columns are 1-based; columns count Unicode scalars. A file with no diagnostic lines
// means the source must audit clean.

import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeAudit
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeOutputs
@testable import HigTypeSpec

struct AuditFixture: Sendable, CustomTestStringConvertible {
    var name: String
    var path: String
    var testDescription: String { name }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("cases")
        .path

    static var all: [AuditFixture] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { Auditor.Language(path: $0) != nil }.sorted().map {
            AuditFixture(name: $0, path: directory + "/" + $0)
        }
    }

    /// Raise when adding cases, so a lost folder cannot pass as an empty suite.
    static let minimumCount = 80

    struct Expected: Equatable, CustomStringConvertible {
        var header: String
        var fixIt: String?
        var messages: [String] = []
        var description: String { header + (fixIt.map { "\n  fix-it: \($0)" } ?? "") }
    }

    func expectations() throws -> (
        diagnostics: [Expected], waived: Int, include: Set<AuditSkip>, skipped: [AuditSkip: Int], project: [String],
        deployment: DeploymentTarget
    ) {
        let stem = (path as NSString).deletingPathExtension
        let text = try String(contentsOfFile: stem + ".expected", encoding: .utf8)
        var diagnostics: [Expected] = []
        var waived = 0
        var include: Set<AuditSkip> = []
        var skipped: [AuditSkip: Int] = [:]
        var project: [String] = []
        var deployment = DeploymentTarget()
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("fix-it: ") {
                diagnostics[diagnostics.count - 1].fixIt = String(line.dropFirst(8))
            } else if line.hasPrefix("message: ") {
                diagnostics[diagnostics.count - 1].messages.append(String(line.dropFirst(9)))
            } else if line.hasPrefix("waived ") {
                waived = Int(line.dropFirst(7))!
            } else if line.hasPrefix("include ") {
                let parsed = AuditSkip.parse(String(line.dropFirst(8)))
                #expect(parsed.unknown == nil, "\(name): unknown kind in '\(line)'")
                include = parsed.kinds
            } else if line.hasPrefix("deployment ") {
                let parts = line.split(separator: " ")
                guard parts.count == 3, let platform = Platform(rawValue: String(parts[1])),
                    let version = DeploymentTarget.Version(parts[2])
                else {
                    Issue.record("\(name): not 'deployment PLATFORM VERSION': '\(line)'")
                    continue
                }
                deployment.versions[platform] = (version, "the case's deployment \(parts[2])")
            } else if line.hasPrefix("project ") {
                project.append(String(line.dropFirst(8)))
            } else if line.hasPrefix("skipped ") {
                let parts = line.split(separator: " ")
                guard parts.count == 3, let kind = AuditSkip(rawValue: String(parts[1])), let count = Int(parts[2])
                else {
                    Issue.record("\(name): not 'skipped KIND N': '\(line)'")
                    continue
                }
                skipped[kind] = count
            } else {
                diagnostics.append(Expected(header: line))
            }
        }
        return (diagnostics, waived, include, skipped, project, deployment)
    }
}

@Suite("audit fixtures") struct AuditFixtureTests {
    @Test func enoughCases() {
        #expect(AuditFixture.all.count >= AuditFixture.minimumCount)
    }

    @Test(arguments: AuditFixture.all)
    func fixture(_ fixture: AuditFixture) throws {
        let bytes = try #require(FileManager.default.contents(atPath: fixture.path))
        let expected = try fixture.expectations()
        var auditor = Auditor(platform: .ios)
        auditor.include = expected.include
        auditor.deployment = expected.deployment
        // `project A.swift B.swift`: the Swift files of the case's project, read by the first pass.
        if !expected.project.isEmpty {
            let files = try expected.project.map { name in
                (
                    path: name,
                    bytes: Array(
                        try #require(FileManager.default.contents(atPath: AuditFixture.directory + "/" + name)))
                )
            }
            auditor.helpers = SwiftFontHelpers.index(files.filter { $0.path.hasSuffix(".swift") }.map(\.bytes))
            // The case's own sheet is one of the run's, as the CLI reads it.
            auditor.styleSheets = CSSRootSize.Project(files + [(fixture.name, Array(bytes))])
        }
        let result = auditor.audit(
            Array(bytes), path: fixture.name, language: try #require(Auditor.Language(path: fixture.path)))
        let actual = result.diagnostics.map { d in
            AuditFixture.Expected(
                header: "\(d.severity.rawValue) \(d.location!.line):\(d.location!.column) \(d.id.rawValue)",
                fixIt: d.fixIt?.replacement.replacingOccurrences(of: "\n", with: "\\n"))
        }
        #expect(actual.map(\.description) == expected.diagnostics.map(\.description))
        for (d, e) in zip(result.diagnostics, expected.diagnostics) {
            for fragment in e.messages {
                #expect(d.message.contains(fragment), "\(e.header): '\(d.message)' lacks '\(fragment)'")
            }
        }
        #expect(result.waived == expected.waived)
        #expect(result.skipped == expected.skipped)
    }
}
