import HigTypeCore

/// Which revision of Apple's HIG the embedded tables are, so a user can tell whether a value
/// should have changed: the page, the entry of its change log that the tables follow, and the
/// retrieved copies they were transcribed from and checked against (docs/spec-notes.md).
public struct Provenance: Sendable {
    /// One copy of the page the tables were checked against.
    public struct Source: Sendable {
        /// The file in `../shared/hig/` (not shipped).
        public var document: String
        /// The date the copy bears, as an ISO 8601 date: when it was retrieved, or for the
        /// translation (002) the date of its screenshots; nil when it bears none.
        public var dated: String?
    }

    public var page: String
    /// The latest entry of the page's change log that the sources show, as an ISO 8601 date.
    public var changeLogEntry: String
    public var changeLogSummary: String
    /// The entry that last changed a table (the tvOS table's descriptions).
    public var lastTableChange: String
    public var sources: [Source]

    /// One line for `higtype --version`.
    public var summary: String {
        let dates = sources.compactMap(\.dated).sorted()
        return "HIG Typography tables as of the page's change-log entry of \(changeLogEntry)"
            + (dates.isEmpty ? "" : " (copies dated \(dates.joined(separator: ", ")))")
    }

    public var json: JSONOutput {
        .object([
            ("page", .string(page)),
            ("changeLogEntry", .object([("date", .string(changeLogEntry)), ("summary", .string(changeLogSummary))])),
            ("lastTableChange", .string(lastTableChange)),
            (
                "sources",
                .array(
                    sources.map { source in
                        .object([
                            ("document", .string(source.document)),
                            ("dated", source.dated.map(JSONOutput.string) ?? .null),
                        ])
                    })
            ),
        ])
    }
}

extension HIG {
    /// The revision of the HIG the tables follow (see docs/spec-notes.md, "Sources").
    public static let provenance = Provenance(
        page: "https://developer.apple.com/design/human-interface-guidelines/typography",
        changeLogEntry: "2025-03-07", changeLogSummary: "Expanded guidance for Dynamic Type.",
        lastTableChange: "2023-09-12",
        sources: [
            .init(document: "000", dated: "2025-07-20"),
            .init(document: "001", dated: nil),
            .init(document: "002", dated: "2020-03-27"),
            .init(document: "003", dated: "2025-06-25"),
            .init(document: "004", dated: nil),
        ])
}
