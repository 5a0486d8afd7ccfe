import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import HigTypeSpec

/// A cell where a document disagrees with the embedded spec, the value chosen, and why.
/// docs/spec-notes.md tells the same story in prose.
struct KnownDisagreement: Sendable, CustomTestStringConvertible {
    var document: HIGDocument
    var key: CellKey
    var published: CellValue
    var chosen: CellValue
    var reason: String

    var testDescription: String { "\(document.rawValue) \(key): \(published) → \(chosen)" }
}

/// A table whose rows a document lists in another order than the embedded spec.
struct KnownOrderDisagreement: Sendable {
    var document: HIGDocument
    var table: String
    var published: [TextStyle]
    var reason: String
}

enum KnownDisagreements {
    /// 001 is an older revision of the tvOS table ("Dynamic Type sizes (tvOS)", standard and emphasized
    /// sub-tables). 000 and 003 are the newer page, after the change log entry of September 12, 2023
    /// that clarified the tvOS table descriptions, and they agree with each other; the spec follows them.
    static let tvOSRevision = "001 is the tvOS table before the September 12, 2023 revision; 000 and 003 (newer) agree"

    static let cells: [KnownDisagreement] = [
        KnownDisagreement(
            document: .lists, key: .metric(.tvos, .default, .caption1, .weight),
            published: .weight(.regular), chosen: .weight(.medium), reason: tvOSRevision),
        KnownDisagreement(
            document: .lists, key: .metric(.tvos, .default, .caption1, .emphasizedWeight),
            published: .weight(.medium), chosen: .weight(.bold), reason: tvOSRevision),
    ]

    static let orders: [KnownOrderDisagreement] = [
        KnownOrderDisagreement(
            document: .lists, table: "macos/default",
            published: [
                .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout,
                .footnote, .caption1, .caption2,
            ],
            reason:
                "001 lists Subheadline right after Headline; 000 and 003 (newer) list it after Callout, as the iOS tables do"
        )
    ]
}
