import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI

/// The generated SwiftUI, UIKit and AppKit adapters, which Linux cannot import, type-checked
/// against the stand-ins (`AppleFrameworkStubs`) as each Apple platform would see them
/// (`SimulatedPlatform`), in Swift 6 mode with warnings as errors:
/// - a file of user code that calls every public adapter as an app would, with every framework
///   the platform has imported at once, compiles on every platform;
/// - each adapter calls nothing newer than its own `@available`, and nothing its platform lacks.
@Suite(
    .serialized, .enabled(if: SwiftCompiler.input.shouldRun, SwiftCompiler.input.skipComment), .tags(.compile), .slow)
struct AdapterPlatformTests {
    /// The example's and the hostile manifest's generated files, generated once.
    static func generatedFiles() throws -> [String: String] {
        let folder = TemporaryFolder()
        folder.write("hostile.tokens.json", SwiftCompileTests.hostileManifest)
        return [
            "Typography.swift": try SwiftCompileTests.generate(
                manifestPath: PackageRoot.file("tokens/example.tokens.json"), namespace: "Typography", into: folder),
            "Hostile.swift": try SwiftCompileTests.generate(
                manifestPath: folder.file("hostile.tokens.json"), namespace: "Hostile", into: folder),
        ]
    }

    /// App code using every public adapter the way a user would.
    static let userCode = #"""
        import Foundation
        #if canImport(SwiftUI)
        import SwiftUI
        #endif
        #if canImport(UIKit)
        import UIKit
        #endif

        func metricsUses() -> [Any] {
            [Typography.typeArticleBody.metrics(at: .large), Typography.typeArticleBody.defaultMetrics,
             Hostile.`class`.metrics(at: .default, on: .macos), Typography.all.map(\.name)]
        }

        #if canImport(SwiftUI)
        struct ArticleText<Content: View>: View {
            let content: Content
            @Environment(\.dynamicTypeSize) private var dynamicTypeSize

            var body: some View {
                content
                    .typography(Typography.typeArticleBody)
                    .modifier(Typography.TypographyModifier(Typography.typeScreenTitle))
                    .typography(Hostile.`default`)
                    .font(Typography.typeArticleCode.font(at: Typography.SizeCategory(dynamicTypeSize: dynamicTypeSize)))
            }
        }

        func swiftUIUses() -> [Any] {
            let category = Typography.SizeCategory(dynamicTypeSize: .large)
            let size: DynamicTypeSize = category.dynamicTypeSize
            let fonts: [Font] = [Typography.typeArticleBody.font, Typography.typeScreenTitle.font, Hostile.`class`.font]
            let style: Font.TextStyle = Typography.typeArticleBody.scalingStyle.swiftUI
            let design: Font.Design = Typography.typeArticleBody.design.swiftUI
            return [category, size, fonts, style, design, Hostile.SizeCategory(dynamicTypeSize: .accessibility5)]
        }
        #endif

        #if canImport(UIKit)
        func uiKitUses() -> [Any] {
            let font: UIFont = Typography.typeArticleCode.uiFont(at: .large)
            let attributes: [NSAttributedString.Key: Any] = Typography.typeArticleBody.attributes(at: .accessibility3)
            var uses: [Any] = [font, attributes, Hostile.`default`.uiFont(at: .xSmall)]
            #if !os(watchOS)
            let category = Typography.SizeCategory(contentSizeCategory: .large)
            let traits = UITraitCollection(preferredContentSizeCategory: .extraLarge)
            let scaled: UIFont = Typography.typeArticleBody.uiFont()
            let forTraits: UIFont = Typography.typeArticleBody.uiFont(compatibleWith: traits)
            let forTraitsAttributes: [NSAttributedString.Key: Any] = Typography.typeScreenTitle.attributes(compatibleWith: traits)
            let content: UIContentSizeCategory = category.uiContentSizeCategory
            let style: UIFont.TextStyle = Typography.typeArticleBody.scalingStyle.uiKit
            uses += [category, scaled, forTraits, forTraitsAttributes, content, style,
                     Hostile.SizeCategory(contentSizeCategory: .unspecified), Hostile.`class`.uiFont(compatibleWith: nil)]
            #endif
            return uses
        }
        #endif
        """#

    /// Builds the stand-in modules `platform` has, as it sees them at `deployment`, in `folder/stubs`.
    static func buildStandIns(
        for platform: SimulatedPlatform, deployment: [Int]?, swiftc: String, in folder: TemporaryFolder
    ) throws {
        let sources = [
            "SwiftUI": AppleFrameworkStubs.swiftUI, "UIKit": AppleFrameworkStubs.uiKit,
            "AppKit": AppleFrameworkStubs.appKit,
        ]
        for module in platform.modules {
            folder.write("stubs/\(module).swift", platform.rewrite(sources[module]!, deployment: deployment))
            let built = try ToolProcess.run(
                swiftc,
                // No -warnings-as-errors: Linux's Foundation is not built for library evolution, which swiftc warns about.
                [
                    "-swift-version", "6", "-parse-as-library", "-enable-library-evolution", "-emit-module",
                    "-module-name", module, "-emit-module-path", "\(module).swiftmodule", "\(module).swift",
                ],
                in: folder.file("stubs"), timeout: 300)
            try #require(built.status == 0, "the \(module) stand-in did not build for \(platform):\n\(built.stderr)")
        }
    }

    /// Type-checks `files` against the stand-ins; returns swiftc's status and what it printed.
    static func typeCheck(
        _ files: [String: String], on platform: SimulatedPlatform, deployment: [Int]? = nil, swiftc: String
    ) throws -> (status: Int32, output: String) {
        let folder = TemporaryFolder()
        try buildStandIns(for: platform, deployment: deployment, swiftc: swiftc, in: folder)
        for (name, text) in files { folder.write("code/\(name)", platform.rewrite(text, deployment: deployment)) }
        let checked = try ToolProcess.run(
            swiftc,
            [
                "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck", "-I",
                folder.file("stubs"),
                "-module-name", "App",
            ] + files.keys.sorted(),
            in: folder.file("code"), timeout: 300)
        return (checked.status, checked.stderr + checked.stdout)
    }

    @Test(arguments: SimulatedPlatform.all)
    func userCodeCompiles(on platform: SimulatedPlatform) throws {
        let swiftc = try SwiftCompiler.input.require()
        var files = try Self.generatedFiles()
        files["App.swift"] = Self.userCode
        let result = try Self.typeCheck(files, on: platform, swiftc: swiftc)
        #expect(
            result.status == 0 && result.output.isEmpty, "user code does not compile \(platform):\n\(result.output)")
    }

    /// At each version an adapter is annotated with, and at version 0, everything newer is
    /// unavailable: an adapter that calls something newer than its own annotation (or code
    /// without one that calls anything annotated) does not compile.
    @Test(arguments: SimulatedPlatform.all)
    func adaptersCallNothingNewerThanTheirAvailability(on platform: SimulatedPlatform) throws {
        let swiftc = try SwiftCompiler.input.require()
        let files = try Self.generatedFiles()
        let annotated = platform.introducedVersions(in: files["Typography.swift"]!)
        #expect(!annotated.isEmpty, "no @available for \(platform) in the generated file")
        // Version 0 too: code without an annotation must call nothing that has one.
        let versions = (annotated.union([[0, 0, 0]])).sorted { $0.lexicographicallyPrecedes($1) }
        for version in versions {
            let result = try Self.typeCheck(files, on: platform, deployment: version, swiftc: swiftc)
            #expect(result.status == 0 && result.output.isEmpty, "\(platform) \(version): \(result.output)")
        }
    }

    /// The check above fails when an annotation is too low: the SwiftUI adapters claimed for
    /// iOS 15 call `Font.system(_:design:weight:)` and `View.tracking(_:)`, both iOS 16.
    @Test func availabilityCheckCatchesAnAnnotationTooLow() throws {
        let swiftc = try SwiftCompiler.input.require()
        var files = try Self.generatedFiles()
        files["Typography.swift"] = files["Typography.swift"]!.replacingOccurrences(
            of: "@available(iOS 16.0, macOS 13.0", with: "@available(iOS 15.0, macOS 13.0")
        let result = try Self.typeCheck(files, on: .iOS, deployment: [15, 0, 0], swiftc: swiftc)
        #expect(result.status != 0)
        #expect(result.output.contains("Typography.swift"))
        #expect(
            result.output.contains("'system(_:design:weight:)' is deprecated: iOS 16.0.0, newer than 15.0.0"),
            "\(result.output)")
        #expect(result.output.contains("'tracking' is deprecated: iOS 16.0.0, newer than 15.0.0"), "\(result.output)")
    }

    /// And when an adapter calls what its platform lacks: without the `!os(watchOS)` guard, the
    /// UIKit scaling adapters call `scaledFont(for:compatibleWith:)`, which watchOS has not.
    @Test func availabilityCheckCatchesAnAPIThePlatformLacks() throws {
        let swiftc = try SwiftCompiler.input.require()
        var files = try Self.generatedFiles()
        files["Typography.swift"] = files["Typography.swift"]!.replacingOccurrences(
            of: "#if canImport(UIKit) && !os(watchOS)", with: "#if canImport(UIKit)")
        let result = try Self.typeCheck(files, on: .watchOS, swiftc: swiftc)
        #expect(result.status != 0)
        #expect(
            result.output.contains("'scaledFont(for:compatibleWith:)' is deprecated: watchOS lacks it"),
            "\(result.output)")
        #expect(result.output.contains("'UIContentSizeCategory' is deprecated: watchOS lacks it"), "\(result.output)")
    }

    /// And code without an annotation that calls annotated API, checked at version 0: the
    /// AppKit weight helper without its `@available(macOS 10.11, *)`.
    @Test func availabilityCheckCatchesAnUnannotatedUse() throws {
        let swiftc = try SwiftCompiler.input.require()
        var files = try Self.generatedFiles()
        files["Typography.swift"] = files["Typography.swift"]!.replacingOccurrences(
            of: "@available(macOS 10.11, *)\nextension NSFont.Weight", with: "extension NSFont.Weight")
        let result = try Self.typeCheck(files, on: .macOS, deployment: [0, 0, 0], swiftc: swiftc)
        #expect(result.status != 0)
        #expect(result.output.contains("'Weight' is deprecated: macOS 10.11.0, newer than 0.0.0"), "\(result.output)")
    }
}
