import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeAudit
@testable import HigTypeCore

/// A project's font helpers and scaled sizes across files: the first pass (`SwiftFontHelpers.index`)
/// over every file, then each file audited with what it found.
@Suite struct AuditHelperTests {
    static let fonts = """
        import UIKit

        extension UIFont {
            static func appFont(ofSize size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
                .systemFont(ofSize: size, weight: weight)
            }
        }

        enum Metrics {
            static func scaled(_ value: CGFloat) -> CGFloat { UIFontMetrics.default.scaledValue(for: value) }
            static func badgeSize(for category: UIContentSizeCategory) -> CGFloat { category.isAccessibilityCategory ? 24 : 15 }
        }
        """

    static let theme = """
        import UIKit

        // Forwards into the helper of another file: a helper too.
        func titleFont(_ size: CGFloat) -> UIFont { UIFont.appFont(ofSize: size, weight: .semibold) }
        """

    static let screen = """
        import UIKit

        final class Screen: UIViewController {
            let label = UILabel()
            var size: CGFloat = 12
            func style(current: UIContentSizeCategory) {
                label.font = UIFont.appFont(ofSize: 15)
                label.font = .appFont(ofSize: 28, weight: .bold)
                label.font = titleFont(20)
                label.font = .appFont(ofSize: size)
                label.font = .systemFont(ofSize: Metrics.scaled(14))
                label.font = .systemFont(ofSize: Metrics.badgeSize(for: current))
            }
        }
        """

    static func audit(_ text: String, path: String, index: SwiftFontHelpers?) -> [Diagnostic] {
        var auditor = Auditor(platform: .ios)
        auditor.helpers = index
        return auditor.audit(Array(text.utf8), path: path, language: .swift).diagnostics
    }

    @Test func callsOfAnotherFilesHelperAreFound() {
        let index = SwiftFontHelpers.index([Self.fonts, Self.theme, Self.screen].map { Array($0.utf8) })
        let found = Self.audit(Self.screen, path: "Screen.swift", index: index)
        #expect(
            found.map { "\($0.location!.line):\($0.location!.column) \($0.id.rawValue)" } == [
                "7:22 fixed-size", "8:22 fixed-size", "9:22 fixed-size",
            ])
        #expect(
            found.first?.message
                == "fixed font size 15 pt Regular, passed to the project's font helper 'appFont(ofSize:weight:)', "
                + "does not follow Dynamic Type (the reader's text size); 15 pt Regular is exactly Subheadline at "
                + "Large on iOS")
        #expect(
            found.first?.notes.map(\.message) == [
                "'appFont(ofSize:weight:)' makes a UIFont of the size it is given; make it scale: return "
                    + "UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: font), or give it a text style "
                    + "(.subheadline) instead of a size"
            ])
        #expect(found.allSatisfy { $0.fixIt == nil })
        #expect(found.last?.message.contains("font helper 'titleFont(_:)'") == true)
        // The helpers' bodies are no findings: the size is the caller's.
        #expect(Self.audit(Self.fonts, path: "Fonts.swift", index: index).isEmpty)
        #expect(Self.audit(Self.theme, path: "Theme.swift", index: index).isEmpty)
    }

    @Test func withoutTheFirstPassAnotherFilesHelperIsUnknown() {
        let found = Self.audit(Self.screen, path: "Screen.swift", index: nil)
        // Metrics.scaled and Metrics.badgeSize are unknown too: their sizes are expressions, not literals.
        #expect(found.map { $0.location!.line } == [11, 12])
        #expect(found.allSatisfy { $0.message.contains("it is not a literal") })
    }

    @Test func theFirstPassStaysLinear() {
        func project(_ n: Int) -> [[UInt8]] {
            var declarations = "import UIKit\n"
            var calls = "import UIKit\nfunc use() {\n"
            for i in 0..<n {
                declarations += "func font\(i)(size: CGFloat) -> UIFont { .systemFont(ofSize: size) }\n"
                declarations += "func forward\(i)(_ s: CGFloat) -> UIFont { font\(i)(size: s) }\n"
                calls += "    _ = forward\(i)(\(i % 30 + 10))\n    _ = font\(i % 8)(size: 17)\n"
            }
            return [Array(declarations.utf8), Array((calls + "}\n").utf8)]
        }
        let ratio = Growth.ratio(n: 300) { n in
            let files = project(n)
            var auditor = Auditor(platform: .ios)
            auditor.helpers = SwiftFontHelpers.index(files)
            let found = auditor.audit(files[1], path: "Calls.swift", language: .swift).diagnostics
            precondition(found.count == 2 * n)
        }
        #expect(ratio < Growth.linearBound, "10 × the helpers and calls took \(ratio) × the time")
    }
}
