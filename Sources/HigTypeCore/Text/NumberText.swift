/// Numbers as higtype writes them everywhere: in messages, templates, JSON and the preview.
public enum NumberText {
    /// Integral numbers print without a fraction ("85", not "85.0"); all others use Swift's
    /// shortest round-tripping form ("1.21").
    public static func format(_ number: Double) -> String {
        // 2^53: every integral Double below it converts to Int64 exactly.
        if number.rounded() == number, abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return String(number)
    }
}
