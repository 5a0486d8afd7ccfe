import HigTypeCore

/// Colors as the other formats write them: a hex string becomes DTCG's sRGB color object, each
/// component the byte over 255, and the hex kept; a DTCG color object stays as it is.
enum FormatColor {
    static func convert(_ node: JSONNode) -> JSONNode? {
        switch node.value {
        case .object(let object) where object["colorSpace"] != nil:
            return node
        case .string(let text):
            return hex(text.trimmingASCIISpaces(), at: node.location)
        default:
            return nil
        }
    }

    static func hex(_ text: String, at location: SourceLocation) -> JSONNode? {
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst().lowercased())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        let bytes = stride(from: 0, to: digits.count, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0 }
        func number(_ value: Double) -> JSONNode {
            JSONNode(.number(JSONNumber(text: JSONOutput.format(value), double: value)), at: location)
        }
        var members: [JSONObject.Member] = [
            .init(key: "colorSpace", keyLocation: location, value: JSONNode(.string("srgb"), at: location)),
            .init(
                key: "components", keyLocation: location,
                value: JSONNode(.array(bytes.prefix(3).map { number(Double($0) / 255) }), at: location)),
        ]
        if bytes.count == 4 {
            members.append(.init(key: "alpha", keyLocation: location, value: number(Double(bytes[3]) / 255)))
        }
        members.append(
            .init(
                key: "hex", keyLocation: location,
                value: JSONNode(.string("#" + String(digits.prefix(6))), at: location)))
        return JSONNode(.object(JSONObject(members)), at: location)
    }
}
