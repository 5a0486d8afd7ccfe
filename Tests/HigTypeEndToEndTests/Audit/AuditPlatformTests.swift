import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeKit

/// `audit --platform` with a manifest: the platform must be one the manifest targets, the
/// default follows the manifest, and a token limited to other platforms is never named.
@Suite struct AuditPlatformTests {
    static let manifest = """
        {
          "$extensions": { "dev.higtype": { "platforms": ["ios", "watchos"] } },
          "type": {
            "$type": "typography",
            "phone": {
              "$extensions": { "dev.higtype": { "platforms": ["ios"] } },
              "body": { "$value": { "textStyle": "body" } }
            },
            "wrist": {
              "$extensions": { "dev.higtype": { "platforms": ["watchos"] } },
              "body": { "$value": { "textStyle": "body" } }
            }
          }
        }
        """

    @Test func aPlatformTheManifestDoesNotTargetIsAnError() {
        let folder = TemporaryFolder()
        folder.write("app.tokens.json", Self.manifest)
        folder.write("A.swift", "let f = Font.system(size: 17)\n")
        let output = HigTypeTool.run([
            "audit", folder.file("A.swift"), "--manifest", folder.file("app.tokens.json"), "--platform", "tvos",
        ])
        #expect(output.status == 1)
        #expect(
            output.stderr.contains(
                "error: --platform tvos: the manifest does not target tvOS, so no token has values there; its platforms are ios, watchos."
            ),
            "\(output.stderr)")
        #expect(output.stderr.contains("[platform-not-targeted]"))
        #expect(!output.stderr.contains("audited"))
    }

    /// 17 pt is iOS Body, held by `type.phone.body` only; 16 pt is watchOS Body, held by `type.wrist.body` only.
    @Test func aScopedTokenIsNamedOnlyOnItsPlatforms() {
        let folder = TemporaryFolder()
        folder.write("app.tokens.json", Self.manifest)
        folder.write("A.swift", "let f = Font.system(size: 17)\nlet g = Font.system(size: 16)\n")
        let manifest = folder.file("app.tokens.json")
        let ios = HigTypeTool.run(["audit", folder.file("A.swift"), "--manifest", manifest]).stderr
        #expect(ios.contains("Typography.typePhoneBody"), "\(ios)")
        #expect(!ios.contains("Typography.typeWristBody"), "\(ios)")
        let watch = HigTypeTool.run(["audit", folder.file("A.swift"), "--manifest", manifest, "--platform", "watchos"])
            .stderr
        #expect(watch.contains("Typography.typeWristBody"), "\(watch)")
        #expect(!watch.contains("Typography.typePhoneBody"), "\(watch)")
    }

    @Test func withoutPlatformAWatchOnlyManifestAuditsForWatchOS() {
        let folder = TemporaryFolder()
        folder.write(
            "watch.tokens.json",
            #"{"$extensions": {"dev.higtype": {"platforms": ["watchos"]}}, "body": {"$type": "typography", "$value": {"textStyle": "body"}}}"#
        )
        folder.write("A.swift", "let g = Font.system(size: 16)\n")
        let output = HigTypeTool.run(["audit", folder.file("A.swift"), "--manifest", folder.file("watch.tokens.json")])
        #expect(output.stderr.contains("16 pt Regular is exactly Body at Large on watchOS"), "\(output.stderr)")
        #expect(output.stderr.contains("Typography.body"), "\(output.stderr)")
    }
}
