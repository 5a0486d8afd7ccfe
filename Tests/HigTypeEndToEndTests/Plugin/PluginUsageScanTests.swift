import Testing

/// `PluginUsageScan` (Plugins/Shared, linked into this target): which targets of a Package.swift
/// apply HigTypePlugin, so `higtype-generate` can refuse to write a second Typography.swift into
/// one. `PluginConsumerTests` runs the refusal through SwiftPM.
@Suite struct PluginUsageScanTests {
    @Test func theReadmesSetupIsFound() {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://example.com/your-fork/higtype.git", branch: "main"),
                ],
                targets: [
                    .executableTarget(
                        name: "App",  // Sources/App/Tokens/app.tokens.json
                        dependencies: [.product(name: "Kit", package: "kit"), .target(name: "Core")],
                        plugins: [.plugin(name: "HigTypePlugin", package: "higtype")]),
                    .target(name: "Core"),
                    .target(name: "Web", plugins: [.plugin(name: "OtherPlugin", package: "other")]),
                    .testTarget(
                        name: "AppTests",
                        plugins: [
                            .plugin(
                                name: "HigTypePlugin",
                                package: "higtype")
                        ]),
                ]
            )
            """
        #expect(PluginUsageScan.targets(applying: "HigTypePlugin", inManifest: manifest) == ["App", "AppTests"])
        #expect(PluginUsageScan.targets(applying: "OtherPlugin", inManifest: manifest) == ["Web"])
    }

    @Test func commentsAndStringsAreNotUsages() {
        let manifest = """
            let package = Package(
                name: "App",
                targets: [
                    // .target(name: "Old", plugins: [.plugin(name: "HigTypePlugin", package: "higtype")]),
                    /* .target(name: "Older", plugins: [.plugin(name: "HigTypePlugin", package: "higtype")]), */
                    .target(name: "Docs", exclude: [".plugin(name: \\"HigTypePlugin\\""]),
                    .target(name: "A // not a comment", plugins: [.plugin(name: "HigTypePlugin", package: "higtype")]),
                ]
            )
            """
        #expect(PluginUsageScan.targets(applying: "HigTypePlugin", inManifest: manifest) == ["A // not a comment"])
    }

    /// The fuzzer's first find (Fuzz/pluginusage-seeds/crash-name-across-a-line.txt): a string left
    /// open at the end of its line, then `/*`. A string literal ends on its line in every pass, so
    /// the `/*` is a comment (hiding App) and no name is read across the line.
    @Test func aStringLeftOpenEndsAtItsLine() {
        let manifest = """
            targets: [
                .target(name: "Core#)],
                    plugins: [.plugin(name/*: "HigTypePlugin", package: "higtype")]),
                .target(name: "App", plugins: [.plugin(name: "HigTypePlugin", package: "higtype")]), */
                .target(name: "Web", plugins: [.plugin(name: "HigTypePlugin", package: "higtype")]),
            ]
            """
        #expect(PluginUsageScan.targets(applying: "HigTypePlugin", inManifest: manifest) == ["Web"])
        // A name with an escape in it is no target name the scan reports.
        #expect(
            PluginUsageScan.targets(
                applying: "HigTypePlugin",
                inManifest: #".target(name: "A\"B", plugins: [.plugin(name: "HigTypePlugin", package: "h")])"#
            ).isEmpty)
    }

    @Test func aTargetWithoutTheUsageIsNotFound() {
        #expect(PluginUsageScan.targets(applying: "HigTypePlugin", inManifest: "").isEmpty)
        #expect(
            PluginUsageScan.targets(
                applying: "HigTypePlugin", inManifest: #"targets: [.target(name: "A"), .executableTarget(name: "B")]"#
            ).isEmpty)
        // A name built in code is not seen (the build-tool plugin still refuses the clash at build time).
        #expect(
            PluginUsageScan.targets(
                applying: "HigTypePlugin",
                inManifest:
                    #"targets: [.target(name: appName, plugins: [.plugin(name: "HigTypePlugin", package: "h")])]"#
            ).isEmpty)
    }
}
