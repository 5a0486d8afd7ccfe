// libFuzzer target for the JSON5 reader (`JSON5Parser`). Built by `make fuzz-build` against the
// library targets, compiled under the sanitizers; it uses their public API only. Never part of the package.
import HigTypeKit

/// One input is a token file. Besides crashing, an input fails when:
/// - strict JSON accepts it and JSON5 does not, or reads another tree (values, number texts,
///   every position and the duplicate-key errors must be the same: JSON is JSON5);
/// - JSON5 accepts it and the tree, written as JSON, does not read back as the same values;
/// - a number's text is not JSON.
/// The file is also compiled as `fuzz.json5`, through every stage after parsing.
@_cdecl("LLVMFuzzerTestOneInput")
public func json5FuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let five = JSON5Parser.parse(bytes, file: "fuzz.json5")
    let strict = JSONParser.parse(bytes, file: "fuzz.json5")
    if let strictRoot = strict.root {
        guard let root = five.root else {
            fatalError("strict JSON reads it, JSON5 does not: \(five.diagnostics.map(\.message))")
        }
        if let difference = json5FuzzDifference(strictRoot, root, positions: true) {
            fatalError("JSON5 reads strict JSON differently: \(difference)")
        }
        if strict.diagnostics != five.diagnostics || strict.values != five.values {
            fatalError("JSON5 reports other duplicate keys or counts other values than strict JSON")
        }
    }
    if let root = five.root {
        let text = JSONOutput(root).serialized()
        guard let again = JSONParser.parse(text, file: "again.json").root else {
            fatalError("the tree written as JSON does not read:\n\(text)")
        }
        if let difference = json5FuzzDifference(root, again, positions: false) {
            fatalError("the tree written as JSON reads back differently: \(difference)\n\(text)")
        }
        json5FuzzCheckNumbers(root)
    }
    _ = Compiler.compile(sources: [Compiler.SourceFile(path: "fuzz.json5", bytes: bytes)])
    return 0
}

/// Where two trees differ, or nil. Numbers compare by value (and by text when `positions`: the
/// strict parser's text is the literal, which the JSON5 reader must keep for JSON input).
func json5FuzzDifference(_ a: JSONNode, _ b: JSONNode, positions: Bool) -> String? {
    if positions, a.location != b.location { return "\(a.location) against \(b.location)" }
    switch (a.value, b.value) {
    case (.null, .null): return nil
    case (.bool(let x), .bool(let y)): return x == y ? nil : "\(x) against \(y) at \(a.location)"
    case (.string(let x), .string(let y)): return x == y ? nil : "'\(x)' against '\(y)' at \(a.location)"
    case (.number(let x), .null) where !positions && !x.double.isFinite:
        return nil  // JSON has no infinite number: the writer writes null
    case (.number(let x), .number(let y)):
        let same = positions ? x == y : (x.double == y.double || (x.double.isNaN && y.double.isNaN))
        return same ? nil : "\(x.text) against \(y.text) at \(a.location)"
    case (.array(let x), .array(let y)):
        guard x.count == y.count else { return "arrays of \(x.count) and \(y.count) at \(a.location)" }
        for (p, q) in zip(x, y) { if let d = json5FuzzDifference(p, q, positions: positions) { return d } }
        return nil
    case (.object(let x), .object(let y)):
        guard x.members.count == y.members.count else { return "objects of other sizes at \(a.location)" }
        for (p, q) in zip(x.members, y.members) {
            if p.key != q.key { return "key '\(p.key)' against '\(q.key)' at \(p.keyLocation)" }
            if positions, p.keyLocation != q.keyLocation {
                return "key '\(p.key)' at \(p.keyLocation) against \(q.keyLocation)"
            }
            if let d = json5FuzzDifference(p.value, q.value, positions: positions) { return d }
        }
        return nil
    default: return "\(a.value.typeName) against \(b.value.typeName) at \(a.location)"
    }
}

/// Every number's text is a JSON number of the same value.
func json5FuzzCheckNumbers(_ node: JSONNode) {
    switch node.value {
    case .number(let number):
        guard case .number(let parsed)? = JSONParser.parse(number.text, file: "n.json").root?.value,
            parsed.double == number.double || (parsed.double.isNaN && number.double.isNaN)
        else { fatalError("the number text '\(number.text)' at \(node.location) is not JSON of its value") }
    case .array(let items): for item in items { json5FuzzCheckNumbers(item) }
    case .object(let object): for member in object.members { json5FuzzCheckNumbers(member.value) }
    default: break
    }
}
