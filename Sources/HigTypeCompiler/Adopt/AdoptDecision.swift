import HigTypeCore
import HigTypeSpec

/// What `adopt` decided for one token: the values it writes as DTCG, and for a typography token
/// without a text style, the style it names. A value type, so a caller (the command line, an
/// editor's "adopt this token" action) can show or apply one decision alone.
public struct AdoptDecision: Sendable {
    /// A value DTCG 2025.10 does not have, written as the DTCG value it means exactly (the
    /// compiler's own fix-it): `"16px"` as `{"value": 16, "unit": "px"}`, a CSS font stack in one
    /// string as an array, `"150%"` as `1.5`.
    public struct Conversion: Sendable, Hashable {
        /// Where the source writes the value.
        public var location: SourceLocation
        /// The value as written, compact JSON: `"16px"`.
        public var original: String
        /// The DTCG value, compact JSON: `{"value":16,"unit":"px"}`.
        public var replacement: String
    }

    /// The text style named for a typography token that had none.
    public struct Style: Sendable {
        /// The spec's answer: the style, the query (the token's size, weight and leading at the
        /// default category), the distance and the platform whose table chose it.
        public var nearest: NearestStyle
        /// The token's font size in points at each size category of `nearest.platform` once the
        /// adapter is composed after the sources, smallest category first; empty when that build failed.
        public var sizes: [(category: SizeCategory, size: Double)] = []
        /// The nearest style, when it would have put the token out of the team's order (a
        /// larger token smaller than another at some size category) and `nearest` is the next
        /// nearest that keeps it (`StyleOrder`).
        public var passedOver: NearestStyle?

        /// Why this style, as the token's `$description` says it: "16 px Regular at Large: nearest
        /// Callout (16 pt); scales on Callout's curve", or for a size that is not the style's
        /// "…; keeps its 14 pt at Large and scales on Subheadline's curve".
        public var reason: String {
            let name = nearest.style.displayName
            let keeps =
                nearest.distance.size == 0
                ? "" : "keeps its \(NumberText.format(nearest.query.size)) pt \(nearest.place) and "
            guard let passedOver else { return "\(nearest.reason(unit: "px")); \(keeps)scales on \(name)'s curve" }
            return "\(passedOver.reason(unit: "px")), whose curve would put it out of the order of the team's sizes "
                + "at another size category; \(name) keeps it, so it \(keeps)scales on \(name)'s curve"
        }
    }

    /// Where one field of a composite adopt wrote came from: the team's token it aliases, the
    /// exact conversion of one, or the style.
    public struct FieldOrigin: Sendable, Hashable {
        /// `fontSize`, `lineHeight`, `fontWeight`, `fontFamily` or `letterSpacing`.
        public var field: String
        /// "'font-size.medium'", "'line-height.medium' (24px over the size, 16 px): 1.5", "the style".
        public var origin: String
    }

    /// The token's name (its path joined with dots) and path.
    public var name: String
    public var path: [String]
    /// Where the token's key is.
    public var location: SourceLocation
    /// The values converted, in document order; empty when only a style is named.
    public var conversions: [Conversion] = []
    /// The style named; nil when the token is not a typography token without one.
    public var style: Style?
    /// What adopt changed so the token passes the HIG's rules (`Conformer`): "fontSize raised
    /// from 9 px to 11 px, the iOS minimum (minimum-size)". Empty with `--no-conform`.
    public var conformed: [String] = []
    /// For a typography token adopt composed from separate tokens (it is new in the adapter):
    /// where each field came from. Empty for a token of the sources.
    public var composedFrom: [FieldOrigin] = []
    /// The members of the source's token that the adapter leaves out of its copy, as a DTCG
    /// token does not hold them (`source`, `fontVariationSettings`, `$fluid`).
    public var leftOut: [String] = []
    /// The `$description` the adapter gives the token: its own, then why.
    public var description: String = ""
}
