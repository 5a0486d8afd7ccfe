// libFuzzer target for build fingerprints (`Fingerprint`, the `.higtype-fingerprint` a build
// keeps in --out, which a committed output folder makes outside input). Built by
// `make fuzz-build` against the library targets, compiled under the sanitizers; it uses their
// public API only. Never part of the package.
import HigTypeKit
import HigTypeOutputs

/// One input is a fingerprint's body (the records after the seal), and the same bytes as a
/// whole file.
///
/// Besides crashing, an input fails when a body that decodes does not encode to a body that
/// decodes to the same fingerprint and encodes to the same text again, when a sealed fingerprint
/// does not open under its key or opens under another, or when the input opens as a file sealed
/// under the fuzzer's key without having been sealed by it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fingerprintFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let key = [UInt8](repeating: 0x5A, count: 32)
    if Fingerprint.open(bytes, key: key) != nil { fatalError("an unsealed input opened as a fingerprint") }
    guard let fingerprint = Fingerprint.decode(bytes) else { return 0 }
    let text = fingerprint.encode()
    guard let again = Fingerprint.decode(Array(text.utf8)), again == fingerprint else {
        fatalError("what was encoded does not decode to the same fingerprint:\n\(text)")
    }
    if again.encode() != text { fatalError("encoding twice gives other text") }
    let sealed = fingerprint.sealed(key: key)
    if Fingerprint.open(sealed, key: key) != fingerprint { fatalError("a sealed fingerprint does not open") }
    if Fingerprint.open(sealed, key: [UInt8](repeating: 0x5B, count: 32)) != nil {
        fatalError("a fingerprint opened under another key")
    }
    return 0
}
