// libFuzzer target for the plugins' reading of Package.swift (`PluginUsageScan`, Plugins/Shared):
// `higtype-generate` reads a package's manifest text with it, to find the targets that apply
// HigTypePlugin. The plugins link no library, so `make fuzz-build` compiles this file with that
// one alone, under the sanitizers. Never part of the package.

/// One input is a manifest's text. Besides crashing, an input fails when a target found is not
/// a name the input writes as a string literal, or when a target is found in an input that
/// never names the plugin.
@_cdecl("LLVMFuzzerTestOneInput")
public func pluginUsageFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    let found = PluginUsageScan.targets(applying: "HigTypePlugin", inManifest: text)
    // Compared as Unicode scalars, as the scanner reads: a quote followed by a combining mark is
    // one Character, which String.contains would not match.
    let scalars = Array(text.unicodeScalars)
    for name in found where !contains(scalars, Array(("\"" + name + "\"").unicodeScalars)) {
        fatalError("target \(name.debugDescription) is not a string literal of the input")
    }
    if !found.isEmpty, !contains(scalars, Array("\"HigTypePlugin\"".unicodeScalars)) {
        fatalError("targets \(found.sorted()) found in an input that never names the plugin")
    }
    return 0
}

/// Whether `needle` occurs in `text`, scalar for scalar.
func contains(_ text: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
    guard needle.count <= text.count else { return false }
    return (0...(text.count - needle.count)).contains { start in
        needle.indices.allSatisfy { text[start + $0] == needle[$0] }
    }
}
