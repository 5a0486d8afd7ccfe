import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// `higtype preview`: a self-contained HTML type specimen of a compiled manifest, with the
/// manifest's rule violations marked on the tokens they concern.
///
/// The page needs nothing but itself: the style sheet is inline, the one script (the text-scale
/// slider's listener, `PreviewTextScale`) too, there is no web font and no link to anything; samples are set in each token's CSS family stack, so they
/// show in the Apple fonts where those are installed and in the stack's fallbacks elsewhere.
/// The bytes depend only on the manifest and the paths given, never on the time or machine.
public enum PreviewPage {
    /// The sample line for tokens without a description.
    public static let pangram = "The quick brown fox jumps over the lazy dog"

    /// The page for `resolved`, with `diagnostics` (sorted) placed on the tokens they concern.
    public static func render(_ resolved: ResolvedManifest, diagnostics: [Diagnostic]) -> String {
        PreviewRenderer(resolved: resolved, diagnostics: diagnostics).page()
    }

    /// The page, or nil when it would be larger than `limit` bytes (`OutputBudget`): writing
    /// stops at the first token past the limit, so a page that would take gigabytes takes neither
    /// the memory nor the time.
    public static func render(_ resolved: ResolvedManifest, diagnostics: [Diagnostic], limit: Int) -> String? {
        var renderer = PreviewRenderer(resolved: resolved, diagnostics: diagnostics)
        renderer.limit = limit
        let page = renderer.page()
        return page.utf8.count > limit ? nil : page
    }
}

/// Everything one page needs while it is written.
struct PreviewRenderer {
    let files: [String]
    let resolved: ResolvedManifest
    let tokens: [PreviewToken]
    let diagnostics: [Diagnostic]
    let placement: DiagnosticPlacement
    let textScale: PreviewTextScale
    /// The most bytes the page may take; tokens past it are left out (the caller then refuses the page).
    var limit = Int.max

    init(resolved: ResolvedManifest, diagnostics: [Diagnostic]) {
        self.files = resolved.files
        self.resolved = resolved
        self.tokens = PreviewToken.all(in: resolved)
        self.diagnostics = diagnostics
        self.placement = DiagnosticPlacement(diagnostics, tokens: tokens, resolved: resolved)
        self.textScale = PreviewTextScale(tokens: tokens, platforms: resolved.platforms)
    }

    func page() -> String {
        var w = HTMLWriter()
        w.raw("<!DOCTYPE html>")
        w.element("html", [("lang", "en")]) { w in
            w.element("head") { w in
                w.void("meta", [("charset", "utf-8")])
                w.void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
                w.element("title", text: "Type specimen: " + files.joined(separator: ", "))
                w.open("style")
                w.raw("\n" + PreviewStyleSheet.css + (textScale.css.isEmpty ? "" : "\n" + textScale.css))
                w.close()
            }
            w.element("body") { w in
                w.element("main", [("class", "page")]) { w in
                    masthead(&w)
                    banner(&w)
                    for platform in resolved.platforms { section(platform, &w) }
                }
                if textScale.range != nil {
                    w.open("script")
                    w.raw("\n" + PreviewTextScale.script)
                    w.close()
                }
            }
        }
        return w.html + "\n"
    }

    // MARK: Top of the page

    private func masthead(_ w: inout HTMLWriter) {
        w.element("header", [("class", "masthead")]) { w in
            w.element("p", [("class", "kicker")], text: "higtype type specimen")
            w.element("h1", text: files.joined(separator: " + "))
            if let text = resolved.description {
                w.element("p", [("class", "manifest-description")], text: text)
            }
            summary(&w)
            textScaleControl(&w)
            if !resolved.platforms.isEmpty {
                w.element("nav", [("class", "platforms")]) { w in
                    for platform in resolved.platforms {
                        let spec = HIG.spec(for: platform)
                        w.element(
                            "a", [("href", "#platform-" + platform.rawValue)],
                            text: platform.displayName + ": "
                                + plural(spec.sizeCategories.count, "size category", "size categories"))
                    }
                }
            }
        }
    }

    /// Counts of errors and warnings, machine-readable in data attributes, and links to the
    /// tokens that have findings.
    private func summary(_ w: inout HTMLWriter) {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let attributes: [HTMLWriter.Attribute] = [
            ("id", "summary"), ("class", "summary"), ("data-errors", String(errors)),
            ("data-warnings", String(warnings)),
            ("data-tokens", String(tokens.count)),
        ]
        w.element("div", attributes) { w in
            w.element("span", [("class", "count tokens")], text: plural(tokens.count, "typography token"))
            if errors == 0 && warnings == 0 {
                w.element("span", [("class", "count clean")], text: "no findings: every token follows the HIG rules")
            } else {
                w.element(
                    "span", [("class", "count errors" + (errors == 0 ? " zero" : ""))], text: plural(errors, "error"))
                w.element(
                    "span", [("class", "count warnings" + (warnings == 0 ? " zero" : ""))],
                    text: plural(warnings, "warning"))
            }
        }
        let flagged = tokens.filter { placement.byToken[$0.name] != nil }
        guard !flagged.isEmpty, let first = resolved.platforms.first else { return }
        w.element("p", [("class", "flagged-tokens")]) { w in
            w.element("span", text: "Findings on:")
            for token in flagged {
                let placed = placement.byToken[token.name] ?? []
                let worst = placed.map(\.diagnostic.severity).max() ?? .note
                w.element(
                    "a", [("href", "#" + anchor(token, first)), ("class", "flagged " + worst.rawValue)],
                    text: "\(token.name) (\(placed.count))")
            }
        }
    }

    /// Diagnostics that belong to no token: settings, rule configuration, unreadable parts.
    private func banner(_ w: inout HTMLWriter) {
        guard !placement.manifestLevel.isEmpty else { return }
        w.element("section", [("class", "banner"), ("id", "manifest-diagnostics")]) { w in
            w.element("h2", text: "Manifest")
            badges(placement.manifestLevel.map { DiagnosticPlacement.Placed(diagnostic: $0) }, &w)
        }
    }

    // MARK: Shared pieces

    /// A list of badges: severity, rule id, message, the category the message names and where
    /// in the manifest the problem is, with the diagnostic's notes under it.
    func badges(_ placed: [DiagnosticPlacement.Placed], _ w: inout HTMLWriter) {
        guard !placed.isEmpty else { return }
        w.element("ul", [("class", "badges")]) { w in
            for entry in placed {
                let d = entry.diagnostic
                let attributes: [HTMLWriter.Attribute] = [
                    ("class", "badge " + d.severity.rawValue), ("data-rule", d.id.rawValue),
                    ("data-severity", d.severity.rawValue),
                    ("data-category", entry.category?.rawValue),
                ]
                w.element("li", attributes) { w in
                    w.element("span", [("class", "severity")], text: d.severity.rawValue)
                    w.element("code", [("class", "rule")], text: d.id.rawValue)
                    w.element("span", [("class", "message")], text: d.message)
                    if let category = entry.category {
                        w.element("span", [("class", "where")], text: category.displayName)
                    }
                    if let location = d.location {
                        w.element("span", [("class", "location")], text: location.description)
                    }
                    for note in d.notes {
                        w.element(
                            "span", [("class", "note")],
                            text: "note: " + note.message + (note.location.map { " (\($0.description))" } ?? ""))
                    }
                }
            }
        }
    }

    /// The id of a token's block in a platform's section. Built from the token's position in the
    /// manifest rather than its name, so any name gives a valid fragment.
    func anchor(_ token: PreviewToken, _ platform: Platform) -> String {
        let index = tokens.firstIndex { $0.name == token.name } ?? 0
        return "\(platform.rawValue)-token-\(index + 1)"
    }

    /// "1 error", "2 errors"; `pluralNoun` for nouns that do not just take an s.
    func plural(_ count: Int, _ noun: String, _ pluralNoun: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : pluralNoun ?? noun + "s")
    }
}

extension DiagnosticPlacement.Placed {
    init(diagnostic: Diagnostic) { self.init(diagnostic: diagnostic, platform: nil, category: nil) }
}
