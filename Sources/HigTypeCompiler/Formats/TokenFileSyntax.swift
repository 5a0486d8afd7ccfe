import HigTypeCore

/// Parses a token file in the syntax its name gives: `*.json5` as JSON5 (`JSON5Parser`), with a
/// `foreign-format` note "read as JSON5"; anything else as strict JSON (`JSONParser`). A file
/// not named `.json5` that is not JSON keeps its syntax error, never re-read silently; when it
/// parses as JSON5, the error gets a note saying so and how to have it read as JSON5.
public enum TokenFileSyntax {
    /// The note added to a JSON syntax error when the file parses as JSON5.
    public static let renameNote = "this file parses as JSON5; name it .json5 to read it as JSON5"

    public static func parse(
        _ bytes: [UInt8], file: String, limits: JSONParser.Limits = .init(), reportDuplicateKeys: Bool = true
    ) -> JSONParseResult {
        if JSON5Parser.isJSON5(path: file) {
            var result = JSON5Parser.parse(
                bytes, file: file, limits: limits, reportDuplicateKeys: reportDuplicateKeys)
            if let root = result.root {
                result.diagnostics.insert(
                    Diagnostic(
                        .note, id: .foreignFormat, "read as JSON5 (the file is named .json5)", at: root.location,
                        notes: [
                            .init(
                                "its fix-its are not offered: they are written for JSON; `higtype convert` writes the file as DTCG JSON"
                            )
                        ]), at: 0)
            }
            return result
        }
        var result = JSONParser.parse(bytes, file: file, limits: limits, reportDuplicateKeys: reportDuplicateKeys)
        if result.root == nil, result.diagnostics.count == 1, result.diagnostics[0].id == .jsonSyntax,
            JSON5Parser.parse(bytes, file: file, limits: limits, reportDuplicateKeys: false).root != nil
        {
            result.diagnostics[0].notes.append(.init(renameNote))
        }
        return result
    }
}
