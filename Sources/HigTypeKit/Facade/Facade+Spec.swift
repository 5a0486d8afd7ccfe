import HigTypeCore
import HigTypeSpec

// The HIG as typed values and its queries: requests name platforms, and callers (the `spec`
// command, the starter manifest, the language server's hover) read the tables.

/// The HIG's tables: `HIG.spec(for:)`, the provenance.
public typealias HIG = HigTypeSpec.HIG
/// A target platform (`Pipeline.Request.platforms`).
public typealias Platform = HigTypeSpec.Platform
/// One platform's table of styles and size categories.
public typealias PlatformSpec = HigTypeSpec.PlatformSpec
/// A HIG text style.
public typealias TextStyle = HigTypeSpec.TextStyle
/// A Dynamic Type size category.
public typealias SizeCategory = HigTypeSpec.SizeCategory
/// One style's size, leading and weight at one category.
public typealias TextMetrics = HigTypeSpec.TextMetrics
/// Apple's nine font weights.
public typealias FontWeight = HigTypeSpec.FontWeight
/// DTCG's 1–1000 weights and their names, with the nearest Apple weight.
public typealias DTCGWeight = HigTypeSpec.DTCGWeight
/// A vocabulary enum read by its HIG name (`TextStyle(named:)`, …), for a caller's own parsing.
public typealias NamedCase = HigTypeSpec.NamedCase
/// The HIG style nearest a size, weight and leading: the one algorithm the rules and audit ask.
public typealias NearestStyle = HigTypeSpec.NearestStyle

extension HIG {
    /// The spec as the `spec` command prints it, one table per platform, narrowed by the
    /// arguments (a wrapper: Spec's free function would be ambiguous beside a re-declared one).
    public static func specTable(platform: Platform?, style: TextStyle?, category: SizeCategory?) -> String {
        HigTypeSpec.specTable(platform: platform, style: style, category: category)
    }

    /// The spec as JSON (`spec --format json`), narrowed by the arguments.
    public static func specJSON(platform: Platform? = nil, style: TextStyle? = nil, category: SizeCategory? = nil)
        -> JSONOutput
    {
        HigTypeSpec.specJSON(platform: platform, style: style, category: category)
    }
}
