// libFuzzer target for the audit's reading of project files (`ProjectPlatform`): the `SDKROOT`
// settings of a project.pbxproj and the `platforms:` list of a Package.swift, both committed
// input. Built by `make fuzz-build` against the library targets, under the sanitizers; it uses
// their public API only. Never part of the package.
import HigTypeKit

/// One input is read both ways. Besides crashing, an input fails when a value found is not
/// text of the input: an `SDKROOT` value must follow `SDKROOT = ` in it, and a platform name
/// must be one of Package.swift's and appear in it.
@_cdecl("LLVMFuzzerTestOneInput")
public func projectFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    for root in ProjectPlatform.sdkRoots(in: text) where root.isEmpty || !text.contains("SDKROOT = " + root) {
        fatalError("SDKROOT value \(root.debugDescription) is not in the input")
    }
    let known: Set = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "driverKit", "linux"]
    for name in ProjectPlatform.packagePlatforms(in: text) where !known.contains(name) || !text.contains("." + name) {
        fatalError("platform \(name.debugDescription) is not one the input names")
    }
    return 0
}
