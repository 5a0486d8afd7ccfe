/// Folds a name for lookup: lowercase, without spaces, hyphens, underscores or dots,
/// so "Title 1", "title-1" and "title1" are one name.
public func foldName(_ name: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    for byte in name.utf8 {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "\t"): continue
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
        case 0x80...:
            return String(
                name.lowercased().unicodeScalars.filter { !" -_.\t".unicodeScalars.contains($0) }.map(Character.init))
        default: bytes.append(byte)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
