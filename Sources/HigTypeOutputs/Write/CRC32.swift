/// CRC-32 (IEEE 802.3, as zlib computes it), for the commit journal's checksum: a journal cut
/// short or edited by hand does not pass for one higtype wrote. (It is no signature: what makes
/// a forged journal harmless is what recovery checks before it acts, see `OutputSession`.)
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 {
        var c = ~crc
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return ~c
    }
}
