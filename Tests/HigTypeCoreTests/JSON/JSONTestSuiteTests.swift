import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCore

/// Runs Nicolas Seriot's JSONTestSuite, kept outside the repository in `../shared/conformance/json`.
enum JSONTestSuite {
    static let input = RequiredInput.shared("conformance/json", tests: "JSONTestSuite tests")
    static let directory = URL(fileURLWithPath: PackageRoot.shared + "/conformance/json")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static func parse(_ name: String) throws -> JSONParseResult {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return JSONParser.parse(data, file: name, reportDuplicateKeys: false)
    }
}

@Suite(.enabled(if: JSONTestSuite.input.shouldRun, JSONTestSuite.input.skipComment))
struct JSONTestSuiteTests {
    /// Every test needs the suite's files; under CI=true their absence fails each one.
    init() throws { try JSONTestSuite.input.require() }

    /// Also fails when the folder is there but empty, where the per-file tests would have no cases.
    @Test func suiteIsComplete() {
        #expect(JSONTestSuite.files.count > 300)
    }

    @Test(arguments: JSONTestSuite.files.filter { $0.hasPrefix("y_") })
    func accepts(_ name: String) throws {
        let result = try JSONTestSuite.parse(name)
        #expect(result.root != nil, "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.isEmpty)
    }

    /// JSON is JSON5: every file strict JSON accepts reads as JSON5 to the same tree, positions,
    /// number texts and value count included.
    @Test(arguments: JSONTestSuite.files.filter { $0.hasPrefix("y_") })
    func json5ReadsTheSame(_ name: String) throws {
        let strict = try JSONTestSuite.parse(name)
        let bytes = [UInt8](try Data(contentsOf: JSONTestSuite.directory.appendingPathComponent(name)))
        let five = JSON5Parser.parse(bytes, file: name, reportDuplicateKeys: false)
        let strictRoot = try #require(strict.root)
        let root = try #require(five.root, "\(five.diagnostics.map(\.message))")
        #expect(JSON5ParserTests.difference(strictRoot, root) == nil)
        #expect(five.values == strict.values)
        #expect(JSON5ParserTests.extentProblem(root, in: bytes) == nil)
    }

    @Test(arguments: JSONTestSuite.files.filter { $0.hasPrefix("n_") })
    func rejects(_ name: String) throws {
        let result = try JSONTestSuite.parse(name)
        #expect(result.root == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first.map { [.jsonSyntax, .jsonEncoding, .jsonDepth].contains($0.id) } == true)
    }

    @Test(arguments: JSONTestSuite.files.filter { $0.hasPrefix("i_") })
    func decidesWithoutCrashing(_ name: String) throws {
        let result = try JSONTestSuite.parse(name)
        #expect((result.root == nil) == (result.diagnostics.count == 1))
    }
}
