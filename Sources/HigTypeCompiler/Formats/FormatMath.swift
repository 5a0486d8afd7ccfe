import HigTypeCore

/// A length or a plain number as the other formats write them: `16`, `"16px"`, `"1.5rem"`,
/// `"150%"`, `"0.02em"`. In those formats a unitless length is px.
struct Quantity: Equatable, Sendable {
    enum Unit: String, Sendable {
        case unitless = ""
        case px, rem, em
        case percent = "%"
    }

    var value: Double
    var unit: Unit

    init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// "16px", "150%", "1.25": as written in messages.
    var text: String { JSONOutput.format(value) + unit.rawValue }

    /// A literal: an optional sign, digits with an optional fraction and exponent, then a unit or
    /// none. Nil for anything else, math included.
    static func literal(_ raw: String) -> Quantity? {
        let text = raw.trimmingASCIISpaces()
        for unit in [Unit.rem, .px, .em, .percent] where text.hasSuffix(unit.rawValue) {
            guard let number = plainNumber(String(text.dropLast(unit.rawValue.count))) else { return nil }
            return Quantity(number, unit)
        }
        return plainNumber(text).map { Quantity($0, .unitless) }
    }

    /// A decimal number as JSON writes one, with an optional leading `+` or `.5`; nil otherwise.
    static func plainNumber(_ text: String) -> Double? {
        var body = Substring(text)
        if body.hasPrefix("+") { body = body.dropFirst() }
        guard !body.isEmpty,
            body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "E") }),
            body.contains(where: \.isNumber), let value = Double(String(body)), value.isFinite
        else { return nil }
        return value
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingASCIISpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}

/// Tokens Studio's math: `{base.fontSize} * 1.25`, `calc(16 / 11)`, `({space} + 4) / 2`,
/// `{base} * pow(1.25, 3)`, `{base} * 1.25 ^ 3`. The functions are those of the evaluator Tokens
/// Studio uses that give one unit: `round`, `roundTo`, `floor`, `ceil`, `trunc`, `abs`, `min`,
/// `max` keep their operands' unit; `pow` and `^` raise a plain number to a whole power, and `sqrt`
/// takes a plain number (those are exact in floating point, as `exp`, `log` and a fractional power
/// are not: they stay errors). Every
/// operand resolves to a number with one unit: a unitless number is px beside px (as it means px
/// in these formats), a scale factor in `*` and `/`, and px divided by px is a plain ratio.
/// Anything else (px plus rem, % times px) is no exact value, and fails with what it mixes.
struct FormatMath {
    /// Resolves an alias path (without its braces) to its quantity, or says why it cannot.
    typealias Resolve = (String) -> Result<Quantity, FormatFailure>

    private let characters: [Character]
    private var index = 0
    private let resolve: Resolve

    /// Whether `text` is math: an operator outside braces between operands, or `calc(…)`.
    static let functions = [
        "roundTo(", "round(", "floor(", "ceil(", "trunc(", "abs(", "min(", "max(", "pow(", "sqrt(",
    ]

    static func isExpression(_ text: String) -> Bool {
        let trimmed = text.trimmingASCIISpaces()
        if trimmed.hasPrefix("calc(") || functionCall(at: 0, in: Array(trimmed)) != nil {
            return true
        }
        var depth = 0
        var previous: Character = " "
        for (offset, c) in trimmed.enumerated() {
            if c == "{" { depth += 1 } else if c == "}" { depth -= 1 }
            guard depth == 0 else { continue }
            if c == "*" || c == "/" || c == "+" || c == "^" { return offset > 0 }
            // A minus is an operator when it follows an operand: `{a} - 2`, `16-4`, not `-2px`.
            if c == "-", offset > 0, previous == "}" || previous == ")" || previous == " " || previous.isNumber {
                let rest = trimmed.dropFirst(offset + 1)
                if previous != " " || rest.first == " " { return true }
            }
            previous = c
        }
        return false
    }

    /// The function called at `start`, and where its arguments begin (after the `(`), or nil when
    /// no function is called there. The evaluator Tokens Studio uses allows spaces between a
    /// function's name and its `(`, as in `roundTo ({a} * 1.2, 0)`.
    static func functionCall(at start: Int, in characters: [Character]) -> (name: String, end: Int)? {
        for function in functions {
            let name = Array(function.dropLast())
            guard characters[start...].starts(with: name) else { continue }
            var end = start + name.count
            while end < characters.count, characters[end] == " " || characters[end] == "\t" { end += 1 }
            if end < characters.count, characters[end] == "(" { return (String(name), end + 1) }
        }
        return nil
    }

    /// The value of an expression, or why it has none.
    static func evaluate(_ text: String, resolve: @escaping Resolve) -> Result<Quantity, FormatFailure> {
        var math = FormatMath(characters: Array(text), resolve: resolve)
        do throws(FormatFailure) {
            let value = try math.sum()
            math.skipSpaces()
            guard math.index == math.characters.count else {
                throw FormatFailure("'\(text)' has '\(math.characters[math.index])' where an operator belongs")
            }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private init(characters: [Character], resolve: @escaping Resolve) {
        self.characters = characters
        self.resolve = resolve
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    private mutating func take(_ c: Character) -> Bool {
        skipSpaces()
        guard index < characters.count, characters[index] == c else { return false }
        index += 1
        return true
    }

    private mutating func sum() throws(FormatFailure) -> Quantity {
        var value = try product()
        while true {
            if take("+") {
                value = try Self.add(value, try product(), sign: 1)
            } else if take("-") {
                value = try Self.add(value, try product(), sign: -1)
            } else {
                return value
            }
        }
    }

    private mutating func product() throws(FormatFailure) -> Quantity {
        var value = try power()
        while true {
            if take("*") {
                value = try Self.multiply(value, try power())
            } else if take("/") {
                value = try Self.divide(value, try power())
            } else {
                return value
            }
        }
    }

    /// `a ^ b`, right to left as the evaluator reads it (`2 ^ 3 ^ 2` is 2 ^ 9).
    private mutating func power() throws(FormatFailure) -> Quantity {
        let base = try factor()
        guard take("^") else { return base }
        return try Self.power(base, try power())
    }

    private mutating func factor() throws(FormatFailure) -> Quantity {
        skipSpaces()
        guard index < characters.count else { throw FormatFailure("the expression ends where a number belongs") }
        if take("-") {
            let inner = try factor()
            return Quantity(-inner.value, inner.unit)
        }
        if take("(") { return try closed() }
        if characters[index...].starts(with: "calc(") {
            index += 5
            return try closed()
        }
        if let (name, end) = Self.functionCall(at: index, in: characters) {
            index = end
            return try call(name)
        }
        if characters[index] == "{" {
            guard let close = characters[index...].firstIndex(of: "}") else {
                throw FormatFailure("a '{' has no '}'")
            }
            let path = String(characters[(index + 1)..<close])
            index = close + 1
            return try resolve(path).get()
        }
        let start = index
        while index < characters.count,
            characters[index].isNumber || characters[index] == "." || characters[index].isLetter
                || characters[index] == "%"
        {
            index += 1
        }
        let word = String(characters[start..<index])
        guard !word.isEmpty, let quantity = Quantity.literal(word) else {
            throw FormatFailure(
                word.isEmpty ? "'\(characters[start])' is no number" : "'\(word)' is no number with px, rem, em or %")
        }
        return quantity
    }

    /// Tokens Studio's functions: `roundTo(x)` and `roundTo(x, digits)`, `round`, `floor`,
    /// `ceil`, and `min`/`max` of operands in one unit.
    private mutating func call(_ name: String) throws(FormatFailure) -> Quantity {
        var arguments = [try sum()]
        while take(",") { arguments.append(try sum()) }
        guard take(")") else { throw FormatFailure("\(name)( has no ')'") }
        let first = arguments[0]
        switch name {
        case "pow":
            guard arguments.count == 2 else { throw FormatFailure("pow takes a base and an exponent") }
            return try Self.power(first, arguments[1])
        case "sqrt", "abs", "trunc":
            guard arguments.count == 1 else { throw FormatFailure("\(name) takes one value") }
            switch name {
            case "abs": return Quantity(Swift.abs(first.value), first.unit)
            case "trunc": return Quantity(first.value.rounded(.towardZero), first.unit)
            default:
                guard first.unit == .unitless else {
                    throw FormatFailure("\(name) of \(first.text) is no length; \(name) takes a plain number")
                }
                guard first.value >= 0 else { throw FormatFailure("sqrt(\(first.text)) is no number") }
                return Quantity(first.value.squareRoot(), .unitless)
            }
        case "min", "max":
            guard arguments.allSatisfy({ $0.unit == first.unit }) else {
                throw FormatFailure("\(name) of values in different units")
            }
            let values = arguments.map(\.value)
            return Quantity((name == "min" ? values.min() : values.max()) ?? first.value, first.unit)
        default:
            var scale = 1.0
            if name == "roundTo", arguments.count == 2 {
                guard arguments[1].unit == .unitless, arguments[1].value >= 0, arguments[1].value <= 10 else {
                    throw FormatFailure("roundTo's digits are no whole number from 0 to 10")
                }
                for _ in 0..<Int(arguments[1].value) { scale *= 10 }
            } else if arguments.count != 1 {
                throw FormatFailure("\(name) takes one value")
            }
            let scaled = first.value * scale
            let rounded =
                switch name {
                case "floor": scaled.rounded(.down)
                case "ceil": scaled.rounded(.up)
                default: scaled.rounded(.toNearestOrAwayFromZero)
                }
            return Quantity(rounded / scale, first.unit)
        }
    }

    private mutating func closed() throws(FormatFailure) -> Quantity {
        let value = try sum()
        guard take(")") else { throw FormatFailure("a '(' has no ')'") }
        return value
    }

    /// px beside a unitless number is px: in these formats a unitless length means px.
    private static func add(_ a: Quantity, _ b: Quantity, sign: Double) throws(FormatFailure) -> Quantity {
        let unit: Quantity.Unit
        switch (a.unit, b.unit) {
        case (let x, let y) where x == y: unit = x
        case (.px, .unitless), (.unitless, .px): unit = .px
        default: throw FormatFailure("it adds \(a.text) and \(b.text), which have different units")
        }
        return Quantity(a.value + sign * b.value, unit)
    }

    private static func multiply(_ a: Quantity, _ b: Quantity) throws(FormatFailure) -> Quantity {
        if b.unit == .unitless { return Quantity(a.value * b.value, a.unit) }
        if a.unit == .unitless { return Quantity(a.value * b.value, b.unit) }
        throw FormatFailure("it multiplies \(a.text) by \(b.text), two lengths")
    }

    /// A plain number to a plain power; a length only to the power 1, since a squared length is none.
    private static func power(_ a: Quantity, _ b: Quantity) throws(FormatFailure) -> Quantity {
        guard b.unit == .unitless else { throw FormatFailure("its exponent \(b.text) is no plain number") }
        if a.unit != .unitless {
            guard b.value == 1 else {
                throw FormatFailure("it raises \(a.text) to the power \(b.text), which is no length")
            }
            return a
        }
        guard b.value == b.value.rounded(), Swift.abs(b.value) <= 64 else {
            throw FormatFailure(
                "its exponent \(b.text) is no whole number up to 64, and only those give an exact value")
        }
        var value = 1.0
        for _ in 0..<Int(Swift.abs(b.value)) { value *= a.value }
        if b.value < 0 { value = 1 / value }
        guard value.isFinite else { throw FormatFailure("\(a.text) to the power \(b.text) is no number") }
        return Quantity(value, .unitless)
    }

    private static func divide(_ a: Quantity, _ b: Quantity) throws(FormatFailure) -> Quantity {
        guard b.value != 0 else { throw FormatFailure("it divides by zero") }
        if b.unit == .unitless { return Quantity(a.value / b.value, a.unit) }
        if a.unit == b.unit { return Quantity(a.value / b.value, .unitless) }
        throw FormatFailure("it divides \(a.text) by \(b.text), which have different units")
    }
}

/// Why a value of another format has no exact DTCG form, in words for a message.
struct FormatFailure: Error, Sendable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
