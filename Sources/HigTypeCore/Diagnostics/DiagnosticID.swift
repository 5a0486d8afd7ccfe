/// A diagnostic's stable id, the `[id]` at the end of every message: `json-syntax`,
/// `alias-missing`, `minimum-size`. Editors, `rules` settings and waivers name diagnostics by it.
///
/// Ids are declared once, as static members in the layer that reports them (the catalogue:
/// `DiagnosticID+Core.swift` here, and one file beside each other layer's code); code names them
/// as `.jsonSyntax`, never as strings, so a misspelt id does not compile.
public struct DiagnosticID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id as printed, e.g. `json-syntax`.
    public let rawValue: String

    /// Declares an id; only a layer's catalogue calls this.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
    public static func < (a: DiagnosticID, b: DiagnosticID) -> Bool { a.rawValue < b.rawValue }
}
