import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeKit

/// What `audit --fix` writes in Swift is Swift: a file of the flagged forms type-checks against the
/// SwiftUI and UIKit stand-ins before the fix, and again after it, with every kept weight, design,
/// module, ternary and `UIFontMetrics` wrapper in place.
@Suite(
    .serialized, .enabled(if: SwiftCompiler.input.shouldRun, SwiftCompiler.input.skipComment), .tags(.compile), .slow)
struct AuditFixTypeCheckTests {
    static let source = """
        import SwiftUI
        import UIKit

        @available(iOS 16.0, *)
        enum AuditedFonts {
            static let semibold: Font = .system(size: 13, weight: .semibold)
            static let rounded = Font.system(size: 15, design: .rounded)
            static let qualified = SwiftUI.Font.system(size: 11, weight: .bold)
            static let both = Font.system(size: 34, weight: .bold, design: .rounded)
            static func compact(_ isCompact: Bool) -> Font { .system(size: isCompact ? 13 : 15, weight: .medium) }
            static let brand = Font.custom("Brand", fixedSize: 20)
            static let heavy = UIFont.systemFont(ofSize: 13, weight: .semibold)
            static let headline = UIFont.systemFont(ofSize: 17, weight: .semibold)
            static let bold = UIFont.boldSystemFont(ofSize: 13)
            static let plain = UIFont.systemFont(ofSize: 16)
            static let display = UIFont.systemFont(ofSize: 48, weight: .bold)
            static let descriptor = UIFont(descriptor: UIFontDescriptor(), size: 22)
            static let named = UIFont(name: "Brand", size: 15)
            static func ternary(_ isPad: Bool) -> UIFont { .systemFont(ofSize: isPad ? 15 : 13) }
        }

        @available(iOS 16.0, *)
        @MainActor func styled<V: View>(_ view: V, compact: Bool) -> some View {
            view.font(.system(size: 17, weight: .semibold))
                .font(.system(size: 12, weight: .medium, design: .monospaced))
                .font(.system(size: compact ? 28 : 34))
                .dynamicTypeSize(.large)
        }

        """

    @Test func fixedSwiftTypeChecksAgainstTheStandIns() throws {
        let swiftc = try SwiftCompiler.input.require()
        let folder = TemporaryFolder()
        folder.write("Fonts.swift", Self.source)
        let before = try AdapterPlatformTests.typeCheck(["Fonts.swift": Self.source], on: .iOS, swiftc: swiftc)
        #expect(before.status == 0 && before.output.isEmpty, "the flagged source does not compile:\n\(before.output)")

        let fix = HigTypeTool.run(["audit", folder.file("Fonts.swift"), "--fix", "--quiet"])
        #expect(fix.status == 0, "every finding had a fix-it:\n\(fix.stdout)\(fix.stderr)")
        let fixed = try #require(folder.read("Fonts.swift"))
        for written in [
            ".footnote.weight(.semibold)", "Font.system(.subheadline, design: .rounded)",
            "SwiftUI.Font.caption2.weight(.bold)", "Font.system(.largeTitle, design: .rounded).weight(.bold)",
            "(isCompact ? .footnote.weight(.medium) : .subheadline.weight(.medium))",
            "UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .semibold))",
            "UIFont.preferredFont(forTextStyle: .headline)", ".font(compact ? .title : .largeTitle)",
            ".dynamicTypeSize(...DynamicTypeSize.large)",
        ] {
            #expect(fixed.contains(written), "\(written) not in:\n\(fixed)")
        }
        let after = try AdapterPlatformTests.typeCheck(["Fonts.swift": fixed], on: .iOS, swiftc: swiftc)
        #expect(
            after.status == 0 && after.output.isEmpty, "the fixed source does not compile:\n\(after.output)\n\(fixed)")
    }
}
