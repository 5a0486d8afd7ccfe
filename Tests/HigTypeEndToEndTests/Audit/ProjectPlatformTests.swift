import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeAudit

/// An app whose project builds for macOS alone is audited as macOS code when no --platform or
/// manifest says otherwise: its SwiftUI files, which import neither UIKit nor AppKit, are then
/// `fixed-size-macos` warnings, not Dynamic Type errors (seen on a real macOS menu-bar app whose
/// widgets gave 36 iOS-worded errors).
@Suite struct ProjectPlatformTests {
    static let pbxproj = """
        // !$*UTF8*$!
        { objects = { A = { buildSettings = { SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 13.0; }; };
                      B = { buildSettings = { SDKROOT = macosx; }; }; }; }
        """

    @Test func readsTheSettingsThatNameAPlatform() {
        #expect(ProjectPlatform.sdkRoots(in: Self.pbxproj) == ["macosx"])
        #expect(ProjectPlatform.sdkRoots(in: "SDKROOT = iphoneos; SDKROOT = watchos;") == ["iphoneos", "watchos"])
        #expect(ProjectPlatform.packagePlatforms(in: "platforms: [.macOS(.v13)],") == ["macOS"])
        #expect(ProjectPlatform.packagePlatforms(in: "platforms: [.iOS(.v16), .macOS(.v13)]") == ["iOS", "macOS"])
        #expect(ProjectPlatform.packagePlatforms(in: "let package = Package(name: \"x\")") == [])
        // Found by the project fuzz target: a name without its dot is no platform.
        #expect(ProjectPlatform.packagePlatforms(in: "platforms: [iOS&macOS(.........., plat") == [])
    }

    @Test func aMacOnlyProjectIsAuditedAsMacOSCode() throws {
        let folder = TemporaryFolder()
        folder.write("App/App.xcodeproj/project.pbxproj", Self.pbxproj)
        folder.write("App/Widget.swift", "import SwiftUI\nlet t = Text(\"x\").font(.system(size: 13))\n")
        // A file that imports AppKit gives the project's reason too: one reason for the whole project.
        folder.write("App/Window.swift", "import AppKit\nlet f = NSFont.systemFont(ofSize: 11)\n")
        let result = try ToolProcess.higtype(["audit", "App"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "higtype: note: App/App.xcodeproj/project.pbxproj sets SDKROOT = macosx only, so the code is audited as "
                    + "macOS code; --platform ios audits it as iOS code\n"
                    + "App/Widget.swift:2:18: warning: fixed font size 13 pt Regular on macOS, which has no Dynamic Type "
                    + "(macOS-only code: the project builds for macOS only); 13 pt Regular is exactly Body on macOS, a "
                    + "text style that follows the system's styles [fixed-size-macos]\n"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "App/Window.swift:2:9: warning: fixed font size 11 pt Regular on macOS, which has no Dynamic Type "
                    + "(macOS-only code: the project builds for macOS only);"), "\(result.stderr)")
        // --platform ios is the user's word over the project's.
        let ios = try ToolProcess.higtype(["audit", "App", "--platform", "ios"], in: folder.path)
        #expect(ios.status == 1)
        #expect(ios.stderr.hasPrefix("App/Widget.swift:2:18: error: fixed font size 13 pt Regular does not follow"))
        #expect(!ios.stderr.contains("audited as macOS"))
    }

    @Test func anIOSOrMixedProjectKeepsTheDefault() throws {
        let folder = TemporaryFolder()
        folder.write("App/App.xcodeproj/project.pbxproj", "SDKROOT = macosx; SDKROOT = iphoneos;")
        #expect(ProjectPlatform.detect(in: folder.file("App")) == nil)
        folder.write("Pkg/Package.swift", "let p = Package(name: \"p\", platforms: [.iOS(.v17), .macOS(.v14)])")
        #expect(ProjectPlatform.detect(in: folder.file("Pkg")) == nil)
        folder.write("Mac/Package.swift", "let p = Package(name: \"p\", platforms: [.macOS(.v14)])")
        #expect(ProjectPlatform.detect(in: folder.file("Mac"))?.platform == .macos)
    }

    /// A watch-only app (Xcode 14's single-target watch app: no "WatchKit Extension" folder, no
    /// `import WatchKit`) is read against watchOS's table; 14 pt is Caption 2 there, not iOS's
    /// Subheadline.
    @Test func aWatchOnlyProjectIsAuditedAgainstWatchOSsTable() throws {
        let folder = TemporaryFolder()
        folder.write("Watch/Watch.xcodeproj/project.pbxproj", "SDKROOT = watchos; SDKROOT = watchos;")
        // A dependency's project says nothing of where the app runs.
        folder.write("Watch/Pods/Pods.xcodeproj/project.pbxproj", "SDKROOT = iphoneos; SDKROOT = macosx;")
        folder.write("Watch/Screen.swift", "import SwiftUI\nlet t = Text(\"x\").font(.system(size: 14))\n")
        let result = try ToolProcess.higtype(["audit", "Watch"], in: folder.path)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "higtype: note: Watch/Watch.xcodeproj/project.pbxproj sets SDKROOT = watchos only, so the code is "
                    + "audited as watchOS code; --platform ios audits it as iOS code\n"
                    + "Watch/Screen.swift:2:18: error: fixed font size 14 pt Regular does not follow Dynamic Type (the "
                    + "reader's text size); 14 pt Regular is exactly Caption 2 at Large on watchOS [fixed-size]\n"),
            "\(result.stderr)")
        #expect(result.stderr.contains("                     .font(.caption2)\n"), "\(result.stderr)")
    }

    @Test func oneProjectAtTheTopDecidesAndDependenciesBelowDoNot() throws {
        let folder = TemporaryFolder()
        folder.write("TV/TV.xcodeproj/project.pbxproj", "SDKROOT = appletvos;")
        folder.write("TV/Vendor/Lib.xcodeproj/project.pbxproj", "SDKROOT = iphoneos;")
        #expect(ProjectPlatform.detect(in: folder.file("TV"))?.platform == .tvos)
        // No project at the top: one level below, outside dependency folders.
        folder.write("Nested/App/App.xcodeproj/project.pbxproj", "SDKROOT = watchos;")
        folder.write("Nested/Carthage/Checkouts.xcodeproj/project.pbxproj", "SDKROOT = iphoneos;")
        #expect(ProjectPlatform.detect(in: folder.file("Nested"))?.platform == .watchos)
        folder.write("Both/App/App.xcodeproj/project.pbxproj", "SDKROOT = watchos;")
        folder.write("Both/Phone/Phone.xcodeproj/project.pbxproj", "SDKROOT = iphoneos;")
        #expect(ProjectPlatform.detect(in: folder.file("Both")) == nil)
        folder.write("Pkg/Package.swift", "let p = Package(name: \"p\", platforms: [.watchOS(.v10)])")
        #expect(ProjectPlatform.detect(in: folder.file("Pkg"))?.platform == .watchos)
    }

    @Test func aSymlinkedProjectIsNotFollowed() throws {
        let folder = TemporaryFolder()
        folder.write("elsewhere/Real.xcodeproj/project.pbxproj", Self.pbxproj)
        folder.write("App/Widget.swift", "import SwiftUI\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("App/Link.xcodeproj"), withDestinationPath: folder.file("elsewhere/Real.xcodeproj"))
        #expect(ProjectPlatform.detect(in: folder.file("App")) == nil)
    }
}
