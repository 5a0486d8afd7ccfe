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

    /// What the fix-its keep beside the size (issue 38): a size read once keeps its factor, weight,
    /// trait and family (the style's size at the default text size, scaled); SwiftUI keeps its
    /// design and weight. Before and after the fix, against the iOS stand-ins.
    static let keptSource = """
        import SwiftUI
        import UIKit

        @available(iOS 16.0, *)
        enum KeptFonts {
            static let italic = UIFont.italicSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize)
            static let factor = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .caption1).pointSize * 0.7)
            static let weighted = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .footnote).pointSize, weight: .medium)
            static let named = UIFont(name: "Georgia-Italic", size: UIFont.preferredFont(forTextStyle: .body).pointSize * 0.9)
            static let digits = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            static let code = UIFont.monospacedSystemFont(ofSize: 12, weight: .medium)
            static let serif = Font.system(size: 20, design: .serif)
            static let brand = Font.custom("Brand", fixedSize: UIFont.preferredFont(forTextStyle: .title2).pointSize)
        }

        @available(iOS 16.0, *)
        @MainActor func quoted<V: View>(_ view: V) -> some View {
            view.font(.system(size: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .light, design: .serif))
        }

        """

    @Test func keptFormsTypeCheckAgainstTheStandIns() throws {
        let fixed = try Self.fixAndCheck(
            Self.keptSource, on: .iOS,
            expecting: [
                "UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.italicSystemFont(ofSize: 17))",
                "UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont.systemFont(ofSize: 12 * 0.7))",
                "UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .medium))",
                "UIFont(name: \"Georgia-Italic\", size: 17 * 0.9).map { UIFontMetrics(forTextStyle: .body).scaledFont(for: $0) }",
                "UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular))",
                "UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont.monospacedSystemFont(ofSize: 12, weight: .medium))",
                "Font.system(.title3, design: .serif)", "Font.custom(\"Brand\", size: 22, relativeTo: .title2)",
                ".font(.system(.body, design: .serif).weight(.light))",
            ])
        #expect(!fixed.contains("pointSize"), "a size read once is left:\n\(fixed)")
    }

    /// SwiftUI stays SwiftUI: a UIKit system font inside `Font(_:)` becomes a SwiftUI text style with
    /// its weight and traits. The source before the fix bridges `UIFont` to `CTFont`, which no
    /// stand-in can declare as Apple does (toll-free bridging is the compiler's), so only the
    /// fixed source is type-checked, and it must hold no UIKit at all.
    static let liftedSource = """
        import SwiftUI
        import UIKit

        @available(iOS 16.0, *)
        enum LiftedFonts {
            static let plain = Font(UIFont.systemFont(ofSize: 16) as CTFont)
            static let medium = Font(UIFont.systemFont(ofSize: 16, weight: .medium) as CTFont)
            static let italic = SwiftUI.Font(UIFont.italicSystemFont(ofSize: 13) as CTFont)
            static let code = Font(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular) as CTFont)
            static let digits = Font(UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .semibold) as CTFont)
            static let bold = Font(UIFont.boldSystemFont(ofSize: 15) as CTFont)
            static let light = Font(UIFont.systemFont(ofSize: 15, weight: UIFont.Weight.light) as CTFont)
        }

        """

    @Test func liftedFontsStaySwiftUIAndTypeCheck() throws {
        let swiftc = try SwiftCompiler.input.require()
        let folder = TemporaryFolder()
        folder.write("Fonts.swift", Self.liftedSource)
        let fix = HigTypeTool.run(["audit", folder.file("Fonts.swift"), "--fix", "--quiet"])
        #expect(fix.status == 0, "every finding had a fix-it:\n\(fix.stdout)\(fix.stderr)")
        let fixed = try #require(folder.read("Fonts.swift"))
        for written in [
            "static let plain = Font.callout\n", "Font.callout.weight(.medium)", "SwiftUI.Font.footnote.italic()",
            "Font.system(.caption, design: .monospaced)", "Font.headline.monospacedDigit()",
            "Font.subheadline.weight(.bold)", "Font.subheadline.weight(.light)",
        ] {
            #expect(fixed.contains(written), "\(written) not in:\n\(fixed)")
        }
        let code = fixed.replacingOccurrences(of: "import UIKit\n", with: "")
        #expect(!code.contains("UIFont") && !code.contains("CTFont"), "UIKit is left:\n\(fixed)")
        let after = try AdapterPlatformTests.typeCheck(["Fonts.swift": code], on: .iOS, swiftc: swiftc)
        #expect(
            after.status == 0 && after.output.isEmpty, "the fixed source does not compile:\n\(after.output)\n\(code)")
    }

    /// macOS code: SwiftUI keeps its design and weight, AppKit its weight, trait and ternary,
    /// against the macOS stand-ins (SwiftUI and AppKit, no UIKit).
    static let macOSSource = """
        import AppKit
        import SwiftUI

        @available(macOS 13.0, *)
        enum MacFonts {
            static let mono = Font.system(size: 11, design: .monospaced)
            static let medium = Font.system(size: 13, weight: .medium)
            // NSFont is not Sendable: computed, not stored.
            static var plain: NSFont { NSFont.systemFont(ofSize: 13) }
            static var note: NSFont { NSFont.systemFont(ofSize: 13, weight: .medium) }
            static var digits: NSFont { NSFont.monospacedDigitSystemFont(ofSize: 11, weight: .regular) }
            static var code: NSFont { NSFont.monospacedSystemFont(ofSize: 12, weight: .regular) }
            static var bold: NSFont { NSFont.boldSystemFont(ofSize: 13) }
            static func sized(_ compact: Bool) -> NSFont { NSFont.systemFont(ofSize: compact ? 10 : 13) }
        }

        """

    @Test func macOSFixesTypeCheckAgainstTheStandIns() throws {
        _ = try Self.fixAndCheck(
            Self.macOSSource, on: .macOS,
            expecting: [
                "Font.system(.subheadline, design: .monospaced)", "Font.body.weight(.medium)",
                "static var plain: NSFont { NSFont.preferredFont(forTextStyle: .body) }",
                "NSFont.systemFont(ofSize: NSFont.preferredFont(forTextStyle: .body).pointSize, weight: .medium)",
                "NSFont.monospacedDigitSystemFont(ofSize: NSFont.preferredFont(forTextStyle: .subheadline).pointSize, weight: .regular)",
                "NSFont.monospacedSystemFont(ofSize: NSFont.preferredFont(forTextStyle: .callout).pointSize, weight: .regular)",
                "static var bold: NSFont { NSFont.preferredFont(forTextStyle: .headline) }",
                "NSFont.systemFont(ofSize: compact ? NSFont.preferredFont(forTextStyle: .footnote).pointSize : NSFont.preferredFont(forTextStyle: .body).pointSize)",
            ])
    }

    /// Type-checks `source` on `platform`, applies `audit --fix`, checks the fixed text holds each
    /// of `expecting`, and type-checks it again; returns it.
    static func fixAndCheck(_ source: String, on platform: SimulatedPlatform, expecting: [String]) throws -> String {
        let swiftc = try SwiftCompiler.input.require()
        let folder = TemporaryFolder()
        folder.write("Fonts.swift", source)
        let before = try AdapterPlatformTests.typeCheck(["Fonts.swift": source], on: platform, swiftc: swiftc)
        #expect(before.status == 0 && before.output.isEmpty, "the flagged source does not compile:\n\(before.output)")
        let fix = HigTypeTool.run(["audit", folder.file("Fonts.swift"), "--fix", "--quiet"])
        #expect(fix.status == 0, "every finding had a fix-it:\n\(fix.stdout)\(fix.stderr)")
        let fixed = try #require(folder.read("Fonts.swift"))
        for written in expecting {
            #expect(fixed.contains(written), "\(written) not in:\n\(fixed)")
        }
        let after = try AdapterPlatformTests.typeCheck(["Fonts.swift": fixed], on: platform, swiftc: swiftc)
        #expect(
            after.status == 0 && after.output.isEmpty, "the fixed source does not compile:\n\(after.output)\n\(fixed)")
        return fixed
    }
}
