import Foundation
import HigTypeCLI
import HigTypeTestSupport
import Testing

/// `audit --fix` on style sheets that set the root font size, checked in headless Chromium: every
/// element renders at the same size before the fix and after it, so the rems the fix writes are
/// read against the root the sheets set (`html { font-size: 62.5% }` makes `14px` `1.4rem`, not
/// `0.875rem`, which would render 8.75px), the browser, not higtype, deciding what they add up to.
@Suite("Browser audit fix", .tags(.browser), .slow) struct BrowserAuditFixTests {
    /// A theme whose base sheet sets the root to 62.5% and whose other sheet uses it (the audit
    /// reads the root from the sheets of the same run); a sheet that sets its root in px, a
    /// finding itself; a sheet that sets no root.
    static let themes: [(folder: String, files: [String: String], classes: [String])] = [
        (
            "percent",
            [
                "base.css": """
                html { font-size: 62.5%; }
                body { font-size: 16px; }
                """,
                "components.css": """
                :root { --meta-size: 13px; }
                .caption { font-size: 14px; font-weight: 400 }
                .lead { font: 600 20px/1.4 "Brand", sans-serif }
                .meta { font-size: var(--meta-size); }
                .fallback { font-size: var(--unset-size, 11px); }
                .odd { font-size: 15.5px; }
                .pt { font-size: 12pt; }
                """,
            ], ["body", "caption", "lead", "meta", "fallback", "odd", "pt"]
        ),
        (
            "pixels",
            [
                "site.css": """
                :root { font-size: 10px; }
                .caption { font-size: 13px; }
                .title { font: bold 28px/1.2 Georgia, serif; }
                """
            ], ["body", "caption", "title"]
        ),
        (
            "browser",
            [
                "plain.css": """
                .caption { font-size: 12px; }
                .headline { font-size: 17px; font-weight: 600 }
                """
            ], ["body", "caption", "headline"]
        ),
    ]

    @Test(
        "audit --fix keeps every rendered size, whatever root the sheets set",
        .enabled(if: Chromium.input.shouldRun, Chromium.input.skipComment),
        .timeLimit(.minutes(5)))
    func fixKeepsRenderedSizes() throws {
        let chromium = try Chromium.input.require()
        for theme in Self.themes {
            let folder = TemporaryFolder()
            for (name, text) in theme.files { folder.write("\(theme.folder)/\(name)", text + "\n") }
            folder.write(
                "page.html", Self.page(theme.folder, sheets: theme.files.keys.sorted(), classes: theme.classes))
            let before = try Self.sizes(chromium, folder)

            let fix = HigTypeTool.run(["audit", folder.file(theme.folder), "--fix", "--quiet"])
            #expect(fix.status == 0, "\(theme.folder): every finding had a fix-it:\n\(fix.stderr)")
            let fixed = theme.files.keys.sorted().compactMap { folder.read("\(theme.folder)/\($0)") }.joined()
            #expect(
                fixed.range(of: #"[0-9](px|pt)\b"#, options: .regularExpression) == nil,
                "\(theme.folder): an absolute length is left:\n\(fixed)")

            let after = try Self.sizes(chromium, folder)
            #expect(before.count == theme.classes.count, "\(theme.folder): the page measured \(before)")
            #expect(after == before, "\(theme.folder): rendered sizes changed:\n\(fixed)")
        }
    }

    /// The rendered font size of each element, by class, from the page's report.
    static func sizes(_ chromium: String, _ folder: TemporaryFolder) throws -> [String: String] {
        let dom = try Chromium.dumpDOM(chromium, page: folder.file("page.html"), folder: folder)
        return try Chromium.report([String: String].self, in: dom)
    }

    static func page(_ theme: String, sheets: [String], classes: [String]) -> String {
        let links = sheets.map { "<link rel=\"stylesheet\" href=\"\(theme)/\($0)\">" }.joined()
        let elements = classes.filter { $0 != "body" }.map { "<p class=\"\($0)\">Aa</p>" }.joined(separator: "\n")
        let list = classes.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            <!DOCTYPE html>
            <html>
            <head><meta charset="utf-8">\(links)</head>
            <body>
            \(elements)
            <pre id="out"></pre>
            <script>
            const sizes = {};
            for (const name of [\(list)]) {
              const element = name === "body" ? document.body : document.querySelector("." + name);
              sizes[name] = getComputedStyle(element).fontSize;
            }
            document.getElementById("out").textContent = JSON.stringify(sizes);
            </script>
            </body>
            </html>
            """
    }
}
