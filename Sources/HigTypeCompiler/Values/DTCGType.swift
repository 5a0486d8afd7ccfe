/// The thirteen token types of the DTCG 2025.10 Format Module, by their `$type` names
/// (case-sensitive, as the specification requires).
public enum DTCGType: String, CaseIterable, Sendable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle
    case border, transition, shadow, gradient, typography

    /// For messages: "a color", "an object" style articles are left to the caller; this is the
    /// type as the specification's prose names it.
    var prose: String {
        switch self {
        case .fontFamily: "font family"
        case .fontWeight: "font weight"
        case .cubicBezier: "cubic Bézier"
        case .strokeStyle: "stroke style"
        default: rawValue
        }
    }
}
