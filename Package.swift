// swift-tools-version:6.0
import PackageDescription

// higtype has no dependencies: Foundation, XCTest and Swift Testing only.
let package = Package(
    name: "higtype",
    products: [
        .executable(name: "higtype", targets: ["higtype"]),
        .library(name: "HigTypeKit", targets: ["HigTypeKit"]),
    ],
    targets: [
        .target(name: "HigTypeKit"),
        .executableTarget(name: "higtype", dependencies: ["HigTypeKit"]),
        .testTarget(
            name: "HigTypeKitTests", dependencies: ["HigTypeKit"],
            // Golden outputs (one is a .swift file), manifest fixtures and the hostile corpus are data read by path, not sources.
            exclude: ["Golden/example", "Fixtures/manifests", "Hostile/corpus"]),
    ],
    swiftLanguageModes: [.v6]
)
