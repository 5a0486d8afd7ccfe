// Prints the HIG values of this target's typography tokens, from the Swift that HigTypePlugin
// generated at build time: `AppTypography` (the namespace higtype.json names) exists only in
// the plugin's output, so this file compiles only if the plugin ran.

/// One token's metrics at one size category, as `platform token category size/leading weight tracking`.
func describe(
    _ token: AppTypography.Token, on platform: AppTypography.Platform, at category: AppTypography.SizeCategory
) -> String {
    let metrics = token.metrics(at: category, on: platform)
    return "\(platform.rawValue) \(token.name) \(category.rawValue) "
        + "\(metrics.fontSize)/\(metrics.lineHeight) w\(metrics.fontWeight) t\(metrics.letterSpacing)"
}

print("platforms:", AppTypography.Platform.allCases.map(\.rawValue).joined(separator: " "))
for platform in AppTypography.Platform.allCases {
    for token in AppTypography.tokens(on: platform) {
        print(describe(token, on: platform, at: platform.defaultCategory))
        print(describe(token, on: platform, at: .accessibility3))
    }
}
