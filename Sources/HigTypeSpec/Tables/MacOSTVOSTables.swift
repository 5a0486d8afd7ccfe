/// macOS and tvOS built-in text styles: one published table each, with the emphasized
/// weight beside the standard one. Neither platform has a Dynamic Type table, so both
/// live under the single category `default`.
extension HIG {
    static let macOSStyles: [StyleSpec] = [
        fixed(.largeTitle, .regular, 26, 32, emphasized: .bold),
        fixed(.title1, .regular, 22, 26, emphasized: .bold),
        fixed(.title2, .regular, 17, 22, emphasized: .bold),
        fixed(.title3, .regular, 15, 20, emphasized: .semibold),
        fixed(.headline, .bold, 13, 16, emphasized: .heavy),
        fixed(.body, .regular, 13, 16, emphasized: .semibold),
        fixed(.callout, .regular, 12, 15, emphasized: .semibold),
        fixed(.subheadline, .regular, 11, 14, emphasized: .semibold),
        fixed(.footnote, .regular, 10, 13, emphasized: .semibold),
        fixed(.caption1, .regular, 10, 13, emphasized: .medium),
        fixed(.caption2, .medium, 10, 13, emphasized: .semibold),
    ]

    static let tvOSStyles: [StyleSpec] = [
        fixed(.title1, .medium, 76, 96, emphasized: .bold),
        fixed(.title2, .medium, 57, 66, emphasized: .bold),
        fixed(.title3, .medium, 48, 56, emphasized: .bold),
        fixed(.headline, .medium, 38, 46, emphasized: .bold),
        fixed(.subtitle1, .regular, 38, 46, emphasized: .medium),
        fixed(.callout, .medium, 31, 38, emphasized: .bold),
        fixed(.body, .medium, 29, 36, emphasized: .bold),
        fixed(.caption1, .medium, 25, 32, emphasized: .bold),
        fixed(.caption2, .medium, 23, 30, emphasized: .bold),
    ]

    private static func fixed(
        _ style: TextStyle, _ weight: FontWeight, _ size: Double, _ leading: Double, emphasized: FontWeight
    ) -> StyleSpec {
        StyleSpec(style, emphasized: emphasized, metrics: [.default: TextMetrics(weight, size, leading)])
    }
}
