import HigTypeCompiler
import HigTypeCore
import HigTypeSpec

/// The words of a finding: what is fixed, why it matters, the nearest text style, the token.
extension Auditor {
    /// The finding at `range.start`, with a fix-it that replaces `range`, the site's text. Every
    /// audit fix-it picks a text style or a token: a suggestion, which `audit --fix` applies.
    func diagnostic(for site: FontSite, replacing range: SourceRange) -> Diagnostic {
        if let other = watchOSDiagnostic(for: site, replacing: range) ?? helperDiagnostic(for: site, replacing: range) {
            return other
        }
        if let special = precisionDiagnostic(for: site, replacing: range) { return special }
        if let pinned = pinnedDynamicTypeDiagnostic(for: site, replacing: range) { return pinned }
        let location = range.start
        let weight = site.weight ?? .regular
        var notes: [Diagnostic.Note] = []
        guard case .points(let points) = site.size,
            let nearest = NearestStyle.find(size: points, weight: DTCGWeight(weight), on: platform)
        else {
            let expression: String
            if case .expression(let text) = site.size { expression = text } else { expression = "?" }
            notes.append(.init(AuditFixIt.advice(for: site.form)))
            return .error(
                .fixedSize,
                "font size '\(expression)' is fixed, so the text does not follow Dynamic Type (the reader's text size); "
                    + "it is not a literal, so no text style is suggested",
                at: location, notes: notes)
        }
        var described = "\(NumberText.format((points * 100).rounded() / 100)) pt \(weight.displayName)"
        if let written = CSSFixIt.writtenLength(site) { described = "\(written) (\(described))" }
        let token = tokens?.tokens(points: points, weight: weight).first
        let swift = SwiftFixIt(site: site, nearest: nearest, token: token, platform: platform)
        var message =
            "fixed font size \(described) does not follow Dynamic Type (the reader's text size); "
            + (swift?.abovePhrase ?? phrase(nearest, for: described))
        if HIG.spec(for: platform).defaultSizeCategory == nil {
            message += " (the HIG publishes no \(platform.displayName) table, so iOS's is read)"
        }
        if let token { message += "; token '\(token.name)' has these values" }
        let fix =
            swift.flatMap { $0.delegated ? nil : .some($0.replacement) }
            ?? AuditFixIt.replacement(for: site, style: nearest.style, token: token)
        notes += swift?.notes ?? []
        if token == nil, let root = CSSFixIt.rootNote(site, fix: fix) { notes.append(.init(root)) }
        if token != nil, let others = tokens?.tokens(points: points, weight: weight).dropFirst(), !others.isEmpty {
            notes.append(.init("also with these values: " + others.map { "'\($0.name)'" }.joined(separator: ", ")))
        }
        if let token { notes.append(.init(tokenAdvice(token, form: site.form))) }
        if fix == nil, swift?.advised != true { notes.append(.init(AuditFixIt.advice(for: site.form))) }
        return .error(
            .fixedSize, message, at: location, notes: notes, fixIt: fix.map { .replace(range, with: $0, .suggestion) })
    }

    /// "17 pt Semibold is exactly Headline at Large on iOS", or "the nearest iOS text style is
    /// Title 1 (28 pt Regular at Large)": the spec's nearest style in the audit's words.
    func phrase(_ nearest: NearestStyle, for described: String) -> String {
        let at = nearest.category == .default ? "" : " at \(nearest.category.displayName)"
        let table = nearest.table.displayName
        let metrics = nearest.metrics
        if nearest.isExact { return "\(described) is exactly \(nearest.style.displayName)\(at) on \(table)" }
        return "the nearest \(table) text style is \(nearest.style.displayName) "
            + "(\(NumberText.format(metrics.size)) pt \(metrics.weight.displayName)\(at))"
    }

    private func tokenAdvice(_ token: TokenMatch.Entry, form: FontSite.Form) -> String {
        switch form {
        case .cssFontSize, .cssFont, .cssLength: "use the token: var(--\(token.cssName)-font-size)"
        default: "apply the whole token (font, tracking, leading) with .typography(\(token.swiftName))"
        }
    }
}
