// What the audit reads about a project beside its sources: deployment targets (fix-its never
// name an API the project cannot call), watch targets by folder, and debug folders.

import Foundation
import Testing

@testable import HigTypeAudit
@testable import HigTypeCore
@testable import HigTypeSpec

@Suite("audit project facts") struct AuditProjectFactsTests {
    @Test func deploymentFromProjectFileTakesTheLowest() {
        var target = DeploymentTarget()
        target.read(
            projectFile: """
                MACOSX_DEPLOYMENT_TARGET = 10.13;
                IPHONEOS_DEPLOYMENT_TARGET = 15.0;
                MACOSX_DEPLOYMENT_TARGET = 11.0;
                IPHONEOS_DEPLOYMENT_TARGET = 13.4;
                """, path: "App.xcodeproj/project.pbxproj")
        #expect(target.versions[.macos]?.version == DeploymentTarget.Version(10, 13))
        #expect(target.versions[.ios]?.version == DeploymentTarget.Version(13, 4))
        #expect(
            target.versions[.macos]?.evidence == "App.xcodeproj/project.pbxproj sets MACOSX_DEPLOYMENT_TARGET = 10.13")
    }

    /// A target's own setting overrides the project's; test targets are not read.
    @Test func deploymentOfTargetsOverridesTheProjects() {
        let project = """
            // !$*UTF8*$!
            {
            	objects = {
            		P1 /* Debug */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				IPHONEOS_DEPLOYMENT_TARGET = 9.0;
            				MACOSX_DEPLOYMENT_TARGET = 10.15;
            			};
            			name = Debug;
            		};
            		A1 /* Debug */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				IPHONEOS_DEPLOYMENT_TARGET = 15.0;
            			};
            		};
            		W1 /* Debug */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				PRODUCT_NAME = Widget;
            			};
            		};
            		T1 /* Debug */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				IPHONEOS_DEPLOYMENT_TARGET = 8.0;
            				TEST_TARGET_NAME = App;
            			};
            		};
            		L0 /* Build configuration list for PBXProject "App" */ = {
            			isa = XCConfigurationList;
            			buildConfigurations = (
            				P1 /* Debug */,
            			);
            		};
            		L1 /* Build configuration list for PBXNativeTarget "App" */ = {
            			isa = XCConfigurationList;
            			buildConfigurations = (
            				A1 /* Debug */,
            			);
            		};
            		L2 /* Build configuration list for PBXNativeTarget "AppUITests" */ = {
            			isa = XCConfigurationList;
            			buildConfigurations = (
            				T1 /* Debug */,
            			);
            		};
            	};
            }
            """
        var target = DeploymentTarget()
        target.read(projectFile: project, path: "App.xcodeproj/project.pbxproj")
        // The app says 15.0 over the project's 9.0; the UI tests' 8.0 is not read.
        #expect(target.versions[.ios]?.version == DeploymentTarget.Version(15, 0))
        // No target sets macOS: the project's 10.15 is each target's.
        #expect(target.versions[.macos]?.version == DeploymentTarget.Version(10, 15))
        // With a second target that sets nothing, the project's 9.0 is that target's.
        let withWidget = project.replacingOccurrences(
            of: "\t\tL2 /*",
            with:
                "\t\tL3 /* Build configuration list for PBXNativeTarget \"Widget\" */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\tW1 /* Debug */,\n\t\t\t);\n\t\t};\n\t\tL2 /*"
        )
        var widened = DeploymentTarget()
        widened.read(projectFile: withWidget, path: "p")
        #expect(widened.versions[.ios]?.version == DeploymentTarget.Version(9, 0))
    }

    @Test func deploymentFromPackageManifest() {
        var target = DeploymentTarget()
        target.read(
            manifest: """
                let package = Package(name: "Mos", platforms: [.macOS(.v10_13), .iOS("14.2")], targets: [])
                """, path: "Package.swift")
        #expect(target.versions[.macos]?.version == DeploymentTarget.Version(10, 13))
        #expect(target.versions[.ios]?.version == DeploymentTarget.Version(14, 2))
        var none = DeploymentTarget()
        none.read(manifest: "let package = Package(name: \"x\")", path: "Package.swift")
        #expect(none.versions.isEmpty)
    }

    @Test func requirementsOfFixIts() {
        #expect(DeploymentTarget.requirement(of: "NSFont.preferredFont(forTextStyle: .body)")?.macOS?.major == 11)
        #expect(DeploymentTarget.requirement(of: ".font(.title3)")?.ios?.major == 14)
        #expect(DeploymentTarget.requirement(of: "Font.caption2")?.ios?.major == 14)
        #expect(DeploymentTarget.requirement(of: ".font(.body)") == nil)
        #expect(DeploymentTarget.requirement(of: "UIFont.preferredFont(forTextStyle: .title2)") == nil)
        #expect(DeploymentTarget.requirement(of: ".dynamicTypeSize(...DynamicTypeSize.large)")?.ios?.major == 15)
        let scaled =
            "UIFont(name: \"A\", size: 15).map { UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: $0) }"
        #expect(DeploymentTarget.requirement(of: scaled)?.ios?.major == 11)
    }

    @Test func fixItBeyondTheDeploymentTargetBecomesANote() throws {
        var auditor = Auditor(platform: .macos)
        auditor.deployment.read(projectFile: "MACOSX_DEPLOYMENT_TARGET = 10.13;", path: "Mos.xcodeproj/project.pbxproj")
        let source = "import AppKit\nlet caption = NSFont.systemFont(ofSize: 11)\n"
        let result = auditor.audit(Array(source.utf8), path: "A.swift", language: .swift)
        let finding = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(finding.fixIt == nil)
        #expect(
            finding.notes.map(\.message).contains(
                "no fix-it: the style's form, NSFont.preferredFont(forTextStyle:), needs macOS 11, and the project "
                    + "deploys to macOS 10.13 (Mos.xcodeproj/project.pbxproj sets MACOSX_DEPLOYMENT_TARGET = 10.13); "
                    + "use it under `if #available(macOS 11, *)` or raise the deployment target"))
        // At macOS 11 the fix-it is offered.
        var newer = Auditor(platform: .macos)
        newer.deployment.read(projectFile: "MACOSX_DEPLOYMENT_TARGET = 11.0;", path: "p")
        let offered = newer.audit(Array(source.utf8), path: "A.swift", language: .swift)
        #expect(offered.diagnostics.first?.fixIt?.replacement == "NSFont.preferredFont(forTextStyle: .subheadline)")
    }

    /// In a project that builds for macOS only, an implicit `.systemFont(ofSize:)` is NSFont's:
    /// its fix-it keeps the AppKit call and its traits, never a UIFont.
    @Test func implicitSystemFontInAMacProjectIsAppKit() throws {
        var auditor = Auditor(platform: .macos)
        auditor.platformReason = "the project builds for macOS only"
        let source =
            "import Foundation\nlet text = render(font: .monospacedDigitSystemFont(ofSize: 15, weight: .medium))\n"
        let result = auditor.audit(Array(source.utf8), path: "A.swift", language: .swift)
        let finding = try #require(result.diagnostics.first)
        #expect(
            finding.fixIt?.replacement
                == ".monospacedDigitSystemFont(ofSize: NSFont.preferredFont(forTextStyle: .title3).pointSize, weight: .medium)"
        )
    }

    @Test func watchTargetsByWord() {
        #expect(Auditor.watchTarget("xDrip Watch Complication/Views/A.swift") != nil)
        #expect(Auditor.watchTarget("Weather WatchKit Extension/A.swift") != nil)
        #expect(Auditor.watchTarget("Weather Watch App/A.swift") != nil)
        #expect(Auditor.watchTarget("nightguard WatchKit App/views/MainView.swift") != nil)
        #expect(Auditor.watchTarget("watchOS/A.swift") != nil)
        #expect(Auditor.watchTarget("watchOS App/A.swift") != nil)
        #expect(Auditor.watchTarget("watchOS-Extension/A.swift") != nil)
        // An app named for the platform is any platform's: its iOS container app's launch screen.
        #expect(Auditor.watchTarget("watchOS2Sampler/Base.lproj/LaunchScreen.storyboard") == nil)
        #expect(Auditor.watchTarget("watchOS-2-Sampler/App/A.swift") == nil)
        // "watch" inside another word is not a watch target.
        #expect(Auditor.watchTarget("Unwatched/UnwatchedShareExtension/ShareView.swift") == nil)
        #expect(Auditor.watchTarget("App/Stopwatch Extension/A.swift") == nil)
        #expect(Auditor.watchTarget("Watch.swift") == nil)
    }

    @Test func tvOSFolders() {
        #expect(Auditor.tvTarget("Yattee/Views/Player/tvOS/TVPlayerView.swift") == "it is in the tvOS folder 'tvOS'")
        #expect(Auditor.tvTarget("tvOS App/Views/A.swift") == "it is in the tvOS folder 'tvOS App'")
        #expect(Auditor.tvTarget("Shared/tvos-extension/A.swift") != nil)
        // A folder that only starts with the letters, or a file of that name, is not one.
        #expect(Auditor.tvTarget("tvOSSupport/A.swift") == nil)
        #expect(Auditor.tvTarget("App/tvOS.swift") == nil)
    }

    @Test func debugFoldersAndNames() {
        #expect(SwiftShipping.isDebugFolder("Mos/Logi/Debug/LogiDebugPanel.swift"))
        #expect(SwiftShipping.isDebugFolder("App/DebugMenu/Root.swift"))
        #expect(!SwiftShipping.isDebugFolder("App/Debugger/Root.swift"))
        #expect(!SwiftShipping.isDebugFolder("Debug.swift"))
        #expect(SwiftShipping.namesDebugCode("LogiDebugPanel"))
        #expect(SwiftShipping.namesDebugCode("network_debug_view"))
        #expect(!SwiftShipping.namesDebugCode("DebuggerBanner"))
        // A property's name has the word too; only types' names (and folders) are read for it.
        #expect(SwiftShipping.namesDebugCode("debugDescriptionFont"))
    }
}
