import Foundation
import Testing

@testable import HigTypeAudit
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// The three places that name a style for a size agree, because they ask one algorithm
/// (`HigTypeSpec.NearestStyle`): the manifest rule `fixed-size` ("higtype would scale it with x"),
/// `typography-incomplete` (add "textStyle": "x") and the audit of `.system(size:weight:)`.
@Suite struct NearestStyleAgreementTests {
    static let sizes: [Double] = [
        9, 10, 11, 12, 13, 14, 15, 16, 16.5, 17, 18, 19, 20, 22, 25, 26, 28, 29, 31, 34, 38, 40,
    ]
    static let weights: [FontWeight] = [.light, .regular, .medium, .semibold, .bold]

    @Test(arguments: [Platform.ios, .macos, .tvos, .watchos])
    func rulesAndAuditNameOneStyle(_ platform: Platform) throws {
        let cases = Self.sizes.flatMap { size in Self.weights.map { (size, $0) } }
        // One token per line, and one audited call per line, in the same order.
        let tokens = cases.enumerated().map { index, c in
            let size = #"{ "value": \#(NumberText.format(c.0)), "unit": "px" }"#
            return
                #"    "t\#(index)": { "$value": { "fontFamily": "Avenir Next", "fontSize": \#(size), "fontWeight": \#(c.1.value) } }"#
        }
        let manifest = """
            {
              "$extensions": { "dev.higtype": { "platforms": ["\(platform.rawValue)"] } },
              "type": { "$type": "typography",
            \(tokens.joined(separator: ",\n"))
              }
            }
            """
        let firstLine = 4
        let log = Compiler.compile(sources: [.init(path: "m.tokens.json", bytes: Array(manifest.utf8))]).log.sorted
        let swift = cases.map {
            "Text(\"\").font(.system(size: \(NumberText.format($0.0)), weight: .\($0.1.rawValue)))"
        }
        .joined(separator: "\n")
        let audited = Auditor(platform: platform).audit(Array(swift.utf8), path: "a.swift", language: .swift)
            .diagnostics

        for (index, c) in cases.enumerated() {
            let line = firstLine + index
            let expected = try #require(
                NearestStyle.find(size: c.0, weight: DTCGWeight(c.1), on: platform)?.style)
            let fixed = log.first { $0.id == .fixedSize && $0.location?.line == line }.flatMap {
                Self.capture($0.message, after: "scale it with ", until: [";", ","])
            }
            let incomplete = log.first { $0.id == .typographyIncomplete && $0.location?.line == line }?.notes.first
                .flatMap { Self.capture($0.message, after: "add \"textStyle\": \"", until: ["\""]) }
            let audit = audited.first { $0.location?.line == index + 1 }.flatMap { Self.auditStyle($0.message) }
            let what = "\(platform) \(c.0) pt \(c.1.displayName)"
            #expect(fixed == expected.rawValue, "fixed-size, \(what)")
            #expect(incomplete == expected.rawValue, "typography-incomplete, \(what)")
            #expect(audit == expected, "audit, \(what)")
        }
    }

    static func capture(_ text: String, after marker: String, until ends: Set<Character>) -> String? {
        guard let range = text.range(of: marker) else { return nil }
        return String(text[range.upperBound...].prefix { !ends.contains($0) })
    }

    /// The style an audit message names: "… is exactly Headline at Large on iOS", "… text style
    /// is Title 1 (28 pt Regular at Large)", or above it "… the largest iOS text style, Large Title (34 pt)".
    static func auditStyle(_ message: String) -> TextStyle? {
        let exact = capture(message, after: " is exactly ", until: ["("]).map {
            $0.components(separatedBy: " at ")[0].components(separatedBy: " on ")[0]
        }
        let name =
            exact
            ?? (capture(message, after: "text style is ", until: ["("])
            ?? capture(message, after: "text style, ", until: ["("])).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        return name.flatMap { name in TextStyle.allCases.first { $0.displayName == name } }
    }
}
