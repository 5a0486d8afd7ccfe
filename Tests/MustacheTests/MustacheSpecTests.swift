import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import Mustache

/// The official Mustache spec's core modules, read from `../shared/conformance/mustache`
/// next to the package; the files are not copied into this repository.
@Suite(.enabled(if: MustacheSpec.input.shouldRun, MustacheSpec.input.skipComment))
struct MustacheSpecTests {
    /// Every test needs the spec files; under CI=true their absence fails each one.
    init() throws { try MustacheSpec.input.require() }

    @Test(arguments: MustacheSpec.caseIDs)
    func conforms(file: String, name: String) throws {
        let spec = try #require(MustacheSpec.cases[file]?.first { $0.name == name })
        var partials: [String: MustacheTemplate] = [:]
        for (partialName, source) in spec.partials {
            partials[partialName] = try MustacheTemplate(source: source, name: "\(partialName).mustache")
        }
        let template = try MustacheTemplate(source: spec.template, name: "\(file).json")
        #expect(try template.render(spec.data, partials: partials) == spec.expected, "\(spec.desc)")
    }

    /// Guards against a silently empty or partial load: every file must yield all its tests.
    @Test func loadsEveryCase() {
        for (file, count) in MustacheSpec.expectedCounts {
            #expect(MustacheSpec.cases[file]?.count == count, "\(file).json")
            #expect(Set(MustacheSpec.cases[file]?.map(\.name) ?? []).count == count, "\(file).json has duplicate names")
        }
        #expect(MustacheSpec.caseIDs.count == 136)
    }
}

/// One test from a spec file.
struct MustacheSpecCase: Sendable {
    var name: String
    var desc: String
    var data: TemplateValue
    var template: String
    var partials: [String: String]
    var expected: String
}

enum MustacheSpec {
    /// Test counts of the spec files the suite was written against.
    static let expectedCounts = [
        "comments": 12, "delimiters": 14, "interpolation": 42, "inverted": 22, "partials": 12, "sections": 34,
    ]

    static let input = RequiredInput.shared("conformance/mustache", tests: "Mustache spec conformance tests")
    static let directory = URL(fileURLWithPath: PackageRoot.shared + "/conformance/mustache")

    static let cases: [String: [MustacheSpecCase]] = Dictionary(
        uniqueKeysWithValues: expectedCounts.keys.map { ($0, load($0)) })

    /// (file, test name) pairs, one per spec test, in file order.
    static let caseIDs: [(String, String)] = expectedCounts.keys.sorted().flatMap { file in
        (cases[file] ?? []).map { (file, $0.name) }
    }

    private static func load(_ file: String) -> [MustacheSpecCase] {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("\(file).json")),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tests = root["tests"] as? [[String: Any]]
        else { return [] }
        return tests.compactMap { test in
            guard let name = test["name"] as? String, let template = test["template"] as? String,
                let expected = test["expected"] as? String
            else { return nil }
            return MustacheSpecCase(
                name: name, desc: test["desc"] as? String ?? "", data: value(test["data"] ?? NSNull()),
                template: template, partials: test["partials"] as? [String: String] ?? [:], expected: expected)
        }
    }

    /// Converts `JSONSerialization` output. On Linux `true` and `1` are both NSNumbers and
    /// both cast to `Bool`, so booleans are told apart by their `objCType` ("c", a C char),
    /// which JSONSerialization uses only for `true`/`false`.
    private static func value(_ json: Any) -> TemplateValue {
        switch json {
        case let text as String: .string(text)
        case let number as NSNumber:
            String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let items as [Any]: .array(items.map(value))
        case let members as [String: Any]: .object(members.mapValues(value))
        default: .null
        }
    }
}
