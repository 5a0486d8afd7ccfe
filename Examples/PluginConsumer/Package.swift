// swift-tools-version:6.0
import PackageDescription

// A package that uses higtype the way an app's package would: it depends on higtype and applies
// HigTypePlugin to a target that holds token files. `swift build` generates Typography.swift from
// Tokens/app.tokens.json (by the options in higtype.json) and compiles it in; nothing generated
// is committed. This depends on higtype by its path in this repository; an app names higtype's
// repository and a version instead. PluginConsumerTests builds and runs it.
let package = Package(
    name: "PluginConsumer",
    dependencies: [
        .package(name: "higtype", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "PluginConsumer",
            plugins: [.plugin(name: "HigTypePlugin", package: "higtype")])
    ],
    swiftLanguageModes: [.v6]
)
