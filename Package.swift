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
        // Golden/example holds expected outputs (one is a .swift file), not test sources.
        .testTarget(name: "HigTypeKitTests", dependencies: ["HigTypeKit"], exclude: ["Golden/example"]),
    ],
    swiftLanguageModes: [.v6]
)
