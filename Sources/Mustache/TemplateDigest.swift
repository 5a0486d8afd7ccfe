/// A 64-bit FNV-1a digest of a template's text. The compiled built-in templates record the
/// digest of the text they were compiled from, so a test can tell when templates/ changed
/// without `make embed-templates`.
package enum TemplateDigest {
    package static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
