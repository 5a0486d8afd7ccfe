import HigTypeCore

/// Reads the documents of one run in whatever format they are in: a DTCG document passes as it
/// is; a document of another tool (`ForeignFormat` recognises which) is converted by
/// `FormatConverter` into a DTCG-shaped tree with the positions of the original file, and gets a
/// `foreign-format` note naming its format. The documents are read together: an alias in one
/// may name a token of another, and a legacy file is Tokens Studio's when another file of the
/// run shows Tokens Studio.
/// A token of another format that was not read, because its value needs a guess: its path, its
/// first error (the reason `adopt` gives when it leaves the token out) and the positions of all
/// its errors. A skip list that names the path leaves those errors out (`SkipList`).
struct UnreadToken: Hashable, Sendable {
    var path: [String]
    var message: String
    var id: DiagnosticID
    var location: SourceLocation?
    var positions: Set<SourceLocation>

    var name: String { path.joined(separator: ".") }
}

enum FormatReader {
    /// One document as read.
    struct Reading {
        /// The DTCG-shaped tree; nil when the document holds no tokens to compose (a themes file).
        var document: JSONNode?
        var format: TokenFormat
        var diagnostics: [Diagnostic] = []
        /// Tokens the converter could not read exactly (`FormatConverter.unread`).
        var unread: [UnreadToken] = []
    }

    static func read(_ documents: [JSONNode]) -> [Reading] {
        var verdicts = documents.map(ForeignFormat.verdict)
        let studioRun = verdicts.contains { $0?.studioSign != nil }
        // A DTCG-shaped file beside Tokens Studio's whose types are none of DTCG's but ones the
        // W3C mode's reader knows (`fontSize`, `lineHeight`) is read as the others are.
        if studioRun {
            for i in documents.indices where verdicts[i] == nil {
                guard case .object(let root) = documents[i].value else { continue }
                var survey = ForeignFormat.Survey()
                survey.visit(root)
                let probe = FormatConverter(format: .tokensStudioW3C, index: FormatIndex())
                guard survey.dtcgTokens > 0, survey.figmaTokens == 0, let type = survey.otherType,
                    Self.readsType(probe.kind(named: type.value, path: [], scopes: nil))
                else { continue }
                verdicts[i] = .studioDTCG(type)
            }
        }
        let formats = zip(documents, verdicts).map { format(of: $0, verdict: $1, studioRun: studioRun) }
        guard formats.contains(where: { $0 != .dtcg }) else {
            return documents.map { Reading(document: $0, format: .dtcg) }
        }
        // The first Tokens Studio file of the run, and what shows it.
        let studioSign = zip(documents, verdicts).lazy.compactMap { document, verdict -> String? in
            guard let sign = verdict?.studioSign else { return nil }
            return "\(PathText.name(of: document.location.file)): \(sign)"
        }.first
        var index = FormatIndex()
        // Every document's tokens, DTCG ones too: an alias in a converted file may name a token of
        // a DTCG file of the run.
        for (document, format) in zip(documents, formats) {
            if format == .dtcg {
                index.add(document, format: .dtcg)
            } else {
                for set in TokensStudioReader.sets(document) { index.add(set.node, format: format) }
            }
        }
        return zip(documents, zip(verdicts, formats)).map { document, pair in
            let (verdict, format) = pair
            guard format != .dtcg, let verdict else { return Reading(document: document, format: .dtcg) }
            return convert(
                document, format: format, verdict: verdict, index: index,
                why: why(verdict, format: format, studioSign: studioSign))
        }
    }

    /// Whether a kind is one a reader converts (not one it leaves out).
    static func readsType(_ kind: FormatConverter.Kind) -> Bool {
        if case .leftOut = kind { return false }
        return true
    }

    static func format(of document: JSONNode, verdict: ForeignFormat.Verdict?, studioRun: Bool) -> TokenFormat {
        switch verdict {
        case nil: return .dtcg
        case .studioFile:
            let sets = TokensStudioReader.sets(document)
            guard !sets.isEmpty else { return .tokensStudioThemes }
            var survey = ForeignFormat.Survey()
            for set in sets { if case .object(let object) = set.node.value { survey.visit(object) } }
            return survey.legacyTokens == 0 && survey.dtcgTokens > 0 ? .tokensStudioW3C : .tokensStudioLegacy
        case .legacy(let survey):
            return survey.legacyStudioSign != nil || studioRun ? .tokensStudioLegacy : .styleDictionary
        case .studioDTCG: return .tokensStudioW3C
        case .figma: return .figmaVariables
        case .figmaPlugin: return .figmaPlugin
        }
    }

    /// What shows the format: "'fontSizes' is a Tokens Studio type".
    static func why(_ verdict: ForeignFormat.Verdict, format: TokenFormat, studioSign: String?) -> String {
        switch verdict {
        case .studioFile(let what, _): return what
        case .legacy(let survey):
            if let sign = survey.legacyStudioSign { return "\(survey.legacyKeys); \(sign)" }
            if format == .tokensStudioLegacy, let studioSign {
                return "\(survey.legacyKeys), like the other files of this run (\(studioSign))"
            }
            return survey.legacyKeys
        case .studioDTCG(let type):
            guard ForeignFormat.studioTypes.contains(type.value) else {
                return "$type '\(type.value)' is no DTCG type"
                    + (studioSign.map { ", and the other files of this run are Tokens Studio's (\($0))" } ?? "")
            }
            return "$type '\(type.value)' is a Tokens Studio type"
        case .figma(_, let sign), .figmaPlugin(_, let sign): return sign.value
        }
    }

    static func location(of verdict: ForeignFormat.Verdict, in document: JSONNode) -> SourceLocation {
        switch verdict {
        case .studioFile(_, let location): location
        case .legacy(let survey): survey.firstLegacy ?? document.location
        case .studioDTCG(let type): type.location
        case .figma(_, let sign), .figmaPlugin(_, let sign): sign.location
        }
    }

    static func convert(
        _ document: JSONNode, format: TokenFormat, verdict: ForeignFormat.Verdict, index: FormatIndex, why: String
    ) -> Reading {
        let at = location(of: verdict, in: document)
        var reading = Reading(document: nil, format: format)
        let sets = TokensStudioReader.sets(document)
        var converter = FormatConverter(format: format, index: index)
        var result: JSONNode?
        for set in sets {
            let converted = converter.document(set.node)
            result = result.map { Composer.merge($0, converted) } ?? converted
        }
        var notes: [Diagnostic.Note] = []
        if format == .tokensStudioThemes {
            notes.append(
                .init(
                    "it holds no tokens; the token files compose in the order they are named (or a resolver document's order), and its themes are not applied"
                ))
        } else {
            if sets.count > 1 || TokensStudioReader.isMultiSet(document) {
                notes.append(
                    .init(
                        "its \(sets.count) token sets compose in \(TokensStudioReader.orderSource(document)) order (\(sets.map(\.name).joined(separator: ", "))), a later set's token replacing an earlier one's; set names are not part of alias paths\(TokensStudioReader.multiSetReason(document)); $themes are not applied"
                    ))
            }
            notes.append(
                .init(
                    "\(converter.converted) token\(converter.converted == 1 ? "" : "s") read as DTCG 2025.10; members DTCG has no place for are kept in $extensions[\"\(FormatConverter.sourceKey)\"]; `higtype convert` writes the DTCG file"
                ))
        }
        reading.diagnostics.append(
            Diagnostic(.note, id: .foreignFormat, "read as \(format.displayName) (\(why))", at: at, notes: notes))
        for left in converter.leftOut {
            let more =
                left.count == 1
                ? "" : " (and \(left.count - 1) more token\(left.count == 2 ? "" : "s") for the same reason)"
            reading.diagnostics.append(
                Diagnostic(
                    .note, id: .foreignFormat, "'\(left.first)' is left out\(more): \(left.reason)", at: left.location))
        }
        reading.diagnostics += converter.diagnostics
        reading.unread = converter.unread
        reading.document =
            result ?? (format == .tokensStudioThemes ? nil : JSONNode(.object(JSONObject()), at: document.location))
        return reading
    }

    // MARK: Shapes shared by the formats

    /// A token's value member: `$value`, or a legacy `value` that is no DTCG group.
    static func tokenValue(_ object: JSONObject) -> JSONObject.Member? {
        if let value = object.member("$value") { return value }
        if let value = object.member("value"), !ForeignFormat.Survey.isDTCG(value.value) { return value }
        return nil
    }

    /// A token's own type name: `$type` or `type`.
    static func typeName(_ object: JSONObject) -> String? {
        for key in ["$type", "type"] { if case .string(let name)? = object[key]?.value { return name } }
        return nil
    }

    /// A group's type: `$type`, or a string `type` (a member `type` that is an object is a group).
    static func groupType(_ object: JSONObject) -> String? { typeName(object) }

    /// The path inside `{…}` when the whole string is one alias, spaces allowed around it; or
    /// after `$` in Tokens Studio's older form, `$fontSize.7`, a path of letters, digits, `.`,
    /// `-` and `_` (so a price such as `$5.99` with nothing of that name names no token).
    static func aliasReference(_ text: String) -> String? {
        let trimmed = text.trimmingASCIISpaces()
        if trimmed.hasPrefix("$"), trimmed.count > 1 {
            let path = trimmed.dropFirst()
            guard
                path.unicodeScalars.allSatisfy({
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "."
                        || $0 == "-" || $0 == "_"
                }), path.first != ".", path.last != "."
            else { return nil }
            return String(path)
        }
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// An alias's path without spaces around or inside it: `{ a.b }` → `a.b`.
    static func normalizedPath(_ reference: String) -> String {
        reference.split(separator: ".", omittingEmptySubsequences: false).map {
            String($0).trimmingASCIISpaces()
        }.joined(separator: ".")
    }

    /// The value as a DTCG alias, when it is one whose target is a token of these files: `{a.b}`
    /// at the position of the string. Style Dictionary's `.value` suffix is dropped.
    /// A target in a DTCG file is kept as an alias only when its `$type` is `dtcgType` (a size
    /// aliasing a DTCG `number` is written out as px, which DTCG's typography needs).
    static func aliasText(_ node: JSONNode, index: FormatIndex, dtcgType: String? = nil) -> JSONNode? {
        guard case .string(let text) = node.value, let reference = aliasReference(text),
            let (path, entry) = index.entry(reference)
        else { return nil }
        if let dtcgType, entry.format == .dtcg, entry.type != dtcgType { return nil }
        return JSONNode(.string("{\(path)}"), at: node.location)
    }
}
