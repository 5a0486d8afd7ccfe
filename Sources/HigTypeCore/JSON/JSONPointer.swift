/// RFC 6901 JSON Pointers in URI-fragment form (`#/font/serif/$value`), as DTCG's `$ref` uses them.
public enum JSONPointer {
    /// The reference tokens of a pointer, or nil if it is not a `#/…` fragment.
    public static func segments(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#") else { return nil }
        let body = pointer.dropFirst()
        if body.isEmpty { return [] }
        guard body.hasPrefix("/") else { return nil }
        let decoded = String(body).removingPercentEncodingIfValid
        return decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).replacingScalars(of: "~1", with: "/").replacingScalars(of: "~0", with: "~")
        }
    }

    /// The node the segments lead to from `root`, or nil.
    public static func resolve(_ segments: [String], in root: JSONNode) -> JSONNode? {
        var node = root
        for segment in segments {
            switch node.value {
            case .object(let object):
                guard let next = object[segment] else { return nil }
                node = next
            case .array(let items):
                guard let index = Int(segment), segment == String(index), items.indices.contains(index) else {
                    return nil
                }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }
}

extension String {
    /// Percent-decoding for URI fragments; text with no valid escapes is returned as it is.
    fileprivate var removingPercentEncodingIfValid: String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var utf8 = Array(self.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? self
    }
}
