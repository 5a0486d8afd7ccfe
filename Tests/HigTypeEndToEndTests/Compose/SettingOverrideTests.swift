import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeKit

/// A root setting a later file changes is a `setting-overridden` note: printed as a note, in text
/// and JSON, and never a reason to fail (not even `lint --strict`); the later value still wins.
@Suite struct SettingOverrideTests {
    static let brand = """
        {
          "$extensions": { "dev.higtype": { "rules": { "tight-leading": "off" } } },
          "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } }
        }

        """
    static let app = """
        {
          "$extensions": { "dev.higtype": { "rules": { "tight-leading": ["warning", {}] } } }
        }

        """

    static func workspace() throws -> Workspace {
        let ws = try Workspace()
        ws.folder.write("tokens/brand.tokens.json", brand)
        ws.folder.write("tokens/app.tokens.json", app)
        return ws
    }

    @Test func textShowsTheNoteAndItsEarlierValue() throws {
        let ws = try Self.workspace()
        let result = try ws.higtype("lint", "tokens/brand.tokens.json", "tokens/app.tokens.json", "--strict")
        #expect(result.status == 0)
        // The excerpt quotes the line four spaces in; the caret stands under column 65.
        let caret = String(repeating: " ", count: 4 + 64) + "^"
        #expect(
            result.stderr.split(separator: "\n").map(String.init) == [
                #"tokens/app.tokens.json:2:65: note: 'rules.tight-leading' is ["warning", {}] here, replacing "off" from brand.tokens.json; later files override earlier ones' settings [setting-overridden]"#,
                #"      "$extensions": { "dev.higtype": { "rules": { "tight-leading": ["warning", {}] } } }"#,
                caret,
                "tokens/brand.tokens.json:2:65: note: the earlier value of 'rules.tight-leading' is here",
                #"      "$extensions": { "dev.higtype": { "rules": { "tight-leading": "off" } } },"#,
                caret,
                "higtype: linted 2 files, 1 token: 0 errors, 0 warnings",
            ])
    }

    @Test func jsonShowsTheNoteWithItsSeverity() throws {
        let ws = try Self.workspace()
        let result = try ws.higtype(
            "lint", "tokens/brand.tokens.json", "tokens/app.tokens.json", "--diagnostics-format", "json")
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        #expect(array.first?["severity"] as? String == "note")
        #expect(array.first?["id"] as? String == "setting-overridden")
        #expect(array.first?["line"] as? Int == 2 && array.first?["column"] as? Int == 65)
    }

    @Test func aBuildWithANoteSucceedsAndTheLaterValueWins() throws {
        let ws = try Self.workspace()
        let result = try ws.higtype("build", "tokens/brand.tokens.json", "tokens/app.tokens.json", "--out", "out")
        #expect(result.status == 0)
        #expect(result.stderr.contains("[setting-overridden]"))
        #expect(result.stderr.contains("higtype: 1 token, 3 files (3 written, 0 unchanged)"), "\(result.stderr)")
        let compilation = Compiler.compile(paths: [
            ws.folder.file("tokens/brand.tokens.json"), ws.folder.file("tokens/app.tokens.json"),
        ])
        let setting = try #require(compilation.manifest?.settings.rules["tight-leading"])
        guard case .array(let items) = setting.value else {
            Issue.record("tight-leading is not the later file's array")
            return
        }
        #expect(items.first?.value.sameString(as: .string("warning")) == true)
    }

    @Test func aThirdFileNamesTheFileThatSetTheValueItReplaces() throws {
        let ws = try Self.workspace()
        ws.folder.write(
            "tokens/local.tokens.json",
            #"{ "$extensions": { "dev.higtype": { "rules": { "tight-leading": "error" } } } }"#)
        let paths = ["brand", "app", "local"].map { ws.folder.file("tokens/\($0).tokens.json") }
        let notes = Compiler.compile(paths: paths).log.sorted.filter { $0.id == .settingOverridden }
        #expect(
            notes.map(\.message) == [
                #"'rules.tight-leading' is ["warning", {}] here, replacing "off" from brand.tokens.json; later files override earlier ones' settings"#,
                #"'rules.tight-leading' is "error" here, replacing ["warning", {}] from app.tokens.json; later files override earlier ones' settings"#,
            ])
    }
}
