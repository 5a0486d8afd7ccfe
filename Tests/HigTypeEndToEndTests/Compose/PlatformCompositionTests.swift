import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeKit

/// `platforms` from several files are united in first-mention order, unless a later file says
/// `replacePlatforms`; and a CSS platform the manifest does not target is an error, not `:root {}`.
@Suite struct PlatformCompositionTests {
    static func platforms(_ name: String) throws -> [Platform] {
        let fixture = try #require(ManifestFixture.named(name))
        let compilation = Compiler.compile(paths: fixture.paths)
        #expect(!compilation.log.hasErrors)
        return try #require(compilation.manifest).settings.platforms
    }

    @Test func laterFilesAddPlatforms() throws {
        #expect(try Self.platforms("compose-platforms-union") == [.ios, .watchos])
    }

    @Test func replacePlatformsKeepsOnlyTheLaterOnes() throws {
        #expect(try Self.platforms("compose-platforms-replace") == [.watchos])
    }

    @Test func cssPlatformThatIsNotTargetedIsAnError() throws {
        let ws = try Workspace()
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--css-platform", "watchos")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("--css-platform watchos: the manifest does not target watchOS"), "\(result.stderr)")
        #expect(result.stderr.contains("[platform-not-targeted]"))
        #expect(!ws.folder.listing().contains("out"))
    }
}
