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

extension NumberText {
    /// `number` with exactly `decimals` digits after the point, as C's `%.Nf` prints it: the exact
    /// binary value rounded half to even, a minus sign whenever the sign bit is set ("-0.00").
    /// Written here so that no part of higtype needs `String(format:)`, which links ICU.
    public static func fixed(_ number: Double, decimals: Int) -> String {
        precondition((0...3).contains(decimals) && number.magnitude < 1e12, "small numbers, few decimals")
        let sign = number.sign == .minus ? "-" : ""
        var scale: UInt64 = 1
        for _ in 0..<decimals { scale *= 10 }
        // The magnitude is significand × 2^exponent exactly: an integral significand below 2^53 and,
        // below 10^12 (2^40), a negative exponent. Times 10^3 the significand stays below 2^63.
        let magnitude = number.magnitude
        let significand = UInt64(magnitude.significandBitPattern) | (magnitude.isNormal ? 1 << 52 : 0)
        let shift = magnitude.isNormal ? 52 - Int(magnitude.exponent) : 1074
        let product = significand * scale
        var scaled: UInt64 = 0  // from a shift of 64 on, the value is below one half
        if shift < 64 {
            let quotient = product >> UInt64(shift)
            let remainder = product - (quotient << UInt64(shift))
            let half = UInt64(1) << UInt64(shift - 1)
            scaled = quotient + (remainder > half || (remainder == half && quotient & 1 == 1) ? 1 : 0)
        }
        var fraction = String(scaled % scale)
        while fraction.count < decimals { fraction = "0" + fraction }
        return sign + String(scaled / scale) + (decimals > 0 ? "." + fraction : "")
    }
}
