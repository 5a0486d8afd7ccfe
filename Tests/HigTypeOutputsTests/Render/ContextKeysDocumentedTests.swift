import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

/// docs/templates.md documents the template context ("## The context") for people who write
/// their own templates: every key the context holds is named there, and every key its tables
/// name is in the context. The context is the example's, with every option that adds keys.
@Suite struct ContextKeysDocumentedTests {
    /// Every object key anywhere in the context.
    static func keys(of value: TemplateValue, into keys: inout Set<String>) {
        switch value {
        case .object(let object):
            for (key, member) in object {
                keys.insert(key)
                Self.keys(of: member, into: &keys)
            }
        case .array(let items, _): for item in items { Self.keys(of: item, into: &keys) }
        case .list(let list): for item in list { Self.keys(of: item, into: &keys) }
        case .null, .bool, .number, .string: break
        }
    }

    static func contextKeys() throws -> Set<String> {
        let compilation = Compiler.compile(paths: [PackageRoot.file("tokens/example.tokens.json")])
        let resolved = try #require(compilation.resolved)
        var options = RenderOptions()
        options.webKitKeywords = true
        options.cssTextScale = true
        var keys: Set<String> = []
        Self.keys(
            of: TemplateContext(RenderSetup(resolved: resolved, options: options, cssPlatform: .ios)).build(),
            into: &keys)
        return keys
    }

    /// The section of docs/templates.md that documents the context.
    static func contextSection() throws -> String {
        let doc = try String(contentsOfFile: PackageRoot.file("docs/templates.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "\n## The context\n"))
        let end = try #require(doc.range(of: "\n## ", range: start.upperBound..<doc.endIndex))
        return String(doc[start.upperBound..<end.lowerBound])
    }

    /// Names written as code (`` `name` ``) that look like keys, and keys of the JSON examples
    /// (`{"keyword": …}`).
    static func codeNames(in text: some StringProtocol) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: #"`([A-Za-z][A-Za-z0-9]*)`|"([A-Za-z][A-Za-z0-9]*)":"#)
        let string = String(text)
        return Set(
            regex.matches(in: string, range: NSRange(string.startIndex..., in: string)).compactMap { match in
                (Range(match.range(at: 1), in: string) ?? Range(match.range(at: 2), in: string)).map {
                    String(string[$0])
                }
            })
    }

    @Test func everyContextKeyIsDocumented() throws {
        let undocumented = try Self.contextKeys().subtracting(Self.codeNames(in: try Self.contextSection()))
        #expect(
            undocumented.isEmpty, "keys in the context that docs/templates.md does not name: \(undocumented.sorted())")
    }

    @Test func everyDocumentedKeyIsInTheContext() throws {
        let keys = try Self.contextKeys()
        // The first cell of each table row in the section names keys.
        let rows = try Self.contextSection().split(separator: "\n").filter { $0.hasPrefix("| `") }
        let named = rows.reduce(into: Set<String>()) { names, row in
            names.formUnion(Self.codeNames(in: row.split(separator: "|").first ?? ""))
        }
        #expect(named.count > 40)
        #expect(
            named.subtracting(keys).isEmpty,
            "docs/templates.md names keys the context lacks: \(named.subtracting(keys).sorted())")
    }
}
