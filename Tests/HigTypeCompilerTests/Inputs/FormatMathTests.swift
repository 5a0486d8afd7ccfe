import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore

/// Tokens Studio's math as the readers evaluate it (`FormatMath`): the functions that give one
/// exact unit, and an exact failure for those that do not; a number with a space before its unit.
@Suite struct FormatMathTests {
    static func base(_ path: String) -> Result<Quantity, FormatFailure> {
        path == "base" ? .success(Quantity(16, .px)) : .failure(FormatFailure("'{\(path)}' names no token"))
    }

    static func value(_ text: String) -> Quantity? {
        guard case .success(let q) = FormatMath.evaluate(text, resolve: base) else { return nil }
        return q
    }

    static func failure(_ text: String) -> String? {
        guard case .failure(let f) = FormatMath.evaluate(text, resolve: base) else { return nil }
        return f.reason
    }

    @Test(arguments: [
        ("{base} * pow(1.25, 3)", 31.25, Quantity.Unit.px),
        ("{base} * 1.25 ^ 2", 25, .px),
        ("2 ^ 3 ^ 2", 512, .unitless),
        ("{base} * pow(2, -1)", 8, .px),
        ("pow({base}, 1)", 16, .px),
        ("{base} * sqrt(4)", 32, .px),
        ("abs(-{base})", 16, .px),
        ("trunc({base} / 3)", 5, .px),
        ("roundTo({base} * 1.333, 1)", 21.3, .px),
        // The evaluator allows spaces between a function's name and its '('.
        ("roundTo ({base} * 1.125, 0)", 18, .px),
        ("round  ({base} / 3)", 5, .px),
        ("{base} * pow (2, 2)", 64, .px),
    ])
    func exactFunctions(_ text: String, _ value: Double, _ unit: Quantity.Unit) {
        #expect(FormatMath.isExpression(text))
        #expect(Self.value(text) == Quantity(value, unit))
    }

    @Test(arguments: [
        ("pow({base}, 2)", "it raises 16px to the power 2, which is no length"),
        ("{base} * pow(2, 0.5)", "its exponent 0.5 is no whole number up to 64, and only those give an exact value"),
        ("pow(2, {base})", "its exponent 16px is no plain number"),
        ("sqrt({base})", "sqrt of 16px is no length; sqrt takes a plain number"),
        ("{base} * sqrt(-4)", "sqrt(-4) is no number"),
        ("pow(2)", "pow takes a base and an exponent"),
        ("{base} * exp(1)", "'exp' is no number with px, rem, em or %"),
    ])
    func inexactOrMixedFunctionsFail(_ text: String, _ reason: String) {
        #expect(Self.failure(text) == reason)
    }

    @Test func aNumberWithASpaceBeforeItsUnitIsNoLength() {
        #expect(FormatIndex.spacedUnit("1.4 rem")! == ("1.4", "rem"))
        #expect(FormatIndex.spacedUnit(" 24  px ")! == ("24", "px"))
        #expect(FormatIndex.spacedUnit("1.4rem") == nil)
        #expect(FormatIndex.spacedUnit("1.4 vw") == nil)
        let index = FormatIndex()
        guard
            case .failure(let failure) = index.quantity(
                JSONNode(.string("1.4 rem"), at: .init(file: "", line: 1, column: 1)))
        else {
            Issue.record("'1.4 rem' read as a length")
            return
        }
        #expect(
            failure.reason
                == "'1.4 rem' has a space between its number and its unit, which no format reads as a length; "
                + "whether \"1.4rem\" or the multiple 1.4 is meant would be a guess")
    }
}
