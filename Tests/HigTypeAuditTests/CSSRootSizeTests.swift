import Testing

@testable import HigTypeAudit
@testable import HigTypeCore

/// The root font size a sheet's rems are read against, across the sheets of one run.
@Suite("CSS root size") struct CSSRootSizeTests {
    static func audit(_ path: String, _ text: String, project: [(String, String)]) -> Auditor.FileResult {
        var auditor = Auditor(platform: .ios)
        auditor.styleSheets = CSSRootSize.Project(project.map { ($0.0, Array($0.1.utf8)) })
        return auditor.audit(Array(text.utf8), path: path, language: .css)
    }

    static let components = ".caption { font-size: 14px; }\n"

    @Test func aSheetReadsTheRootAnotherSheetSets() throws {
        let base = "html { font-size: 62.5%; }\n"
        let result = Self.audit(
            "theme/components.css", Self.components,
            project: [("theme/base.css", base), ("theme/components.css", Self.components)])
        let finding = try #require(result.diagnostics.first)
        #expect(finding.fixIt?.replacement == "font-size: 1.4rem")
        #expect(
            finding.notes.map(\.message).contains(
                "the root font size is 10px (html { font-size: 62.5% } in theme/base.css), so 14px is 1.4rem"))
    }

    @Test func sheetsThatDisagreeLeaveTheRootUnknown() throws {
        let result = Self.audit(
            "components.css", Self.components,
            project: [("a.css", "html { font-size: 62.5%; }\n"), ("b.css", ":root { font-size: 100% }\n")])
        let finding = try #require(result.diagnostics.first)
        #expect(finding.fixIt == nil)
        #expect(
            finding.notes.first?.message
                == "the root font size is set to different values (html { font-size: 62.5% } in a.css, "
                + ":root { font-size: 100% } in b.css), so no rem is computed: write the size in rem of the root that applies"
        )
    }

    @Test func withoutARootTheBrowsersSixteenPixelsAndNoNote() throws {
        let result = Self.audit("c.css", Self.components, project: [("c.css", Self.components)])
        let finding = try #require(result.diagnostics.first)
        #expect(finding.fixIt?.replacement == "font-size: 0.875rem")
        #expect(finding.notes.isEmpty)
    }

    @Test func theSheetsOwnRootWinsAndTheShorthandCounts() throws {
        let own = "html { font: 75%/1.5 system-ui }\n" + Self.components
        let result = Self.audit("own.css", own, project: [("other.css", "html { font-size: 62.5% }\n")])
        #expect(result.diagnostics.first?.fixIt?.replacement == "font-size: 1.1667rem")
    }
}
