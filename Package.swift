// swift-tools-version:6.0
import PackageDescription

// higtype has no dependencies: Foundation, XCTest and Swift Testing only.
//
// The targets are the compiler's layers; each may use only those listed as its dependencies,
// so a reference against the grain fails to compile. ARCHITECTURE.md draws the map.
//
//   HigTypeCore       JSON scanner with positions, Diagnostic, suggestions, number text, escapers
//   HigTypeSpec       the HIG's tables, vocabulary and queries                 → Core
//   Mustache          the template engine; knows nothing of the HIG or tokens  → Core
//   HigTypeCompiler   manifest → resolve → validate: a ResolvedManifest        → Core, Spec
//   HigTypeOutputs    contexts and renderers per format, the preview, writing  → Core, Spec, Mustache, Compiler
//   HigTypeAudit      `higtype audit`: Swift and CSS lexers, fixed font sizes  → Core, Spec, Compiler, Outputs
//   HigTypeKit        the whole pipeline as one API, and the facade to import  → Core, Spec, Compiler, Outputs, Audit
//   HigTypeLSP        `higtype lsp`: framing, JSON-RPC, documents, the server   → HigTypeKit
//   HigTypeCLI        argument parsing, commands, printing                     → HigTypeKit, LSP
//   higtype           the executable: a few lines that call HigTypeCLI
//   library-example   Examples/LibraryExample: the pipeline used as a library, as ARCHITECTURE.md shows
//   HigTypePlugin     the build-tool plugin: a target's token files → Typography.swift, by running higtype
//   HigType…Plugin    the command plugins `swift package higtype-lint`, `higtype-audit`, `higtype-generate`
//
// The plugins depend on the executable alone, never on the library: they find files and run
// higtype, which reads and checks them. Plugins/Shared is their common code, linked into each.
// Examples/PluginConsumer is a package of its own that applies them (PluginConsumerTests builds it).

/// The test targets' settings: warnings are errors (see the test targets below).
let testSettings: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "higtype",
    products: [
        .executable(name: "higtype", targets: ["higtype"]),
        .library(name: "HigTypeKit", targets: ["HigTypeKit"]),
        .library(name: "Mustache", targets: ["Mustache"]),
        .plugin(name: "HigTypePlugin", targets: ["HigTypePlugin"]),
        .plugin(name: "HigTypeLintPlugin", targets: ["HigTypeLintPlugin"]),
        .plugin(name: "HigTypeAuditPlugin", targets: ["HigTypeAuditPlugin"]),
        .plugin(name: "HigTypeGeneratePlugin", targets: ["HigTypeGeneratePlugin"]),
    ],
    targets: [
        .target(name: "HigTypeCore"),
        .target(name: "HigTypeSpec", dependencies: ["HigTypeCore"]),
        .target(name: "Mustache", dependencies: ["HigTypeCore"]),
        .target(name: "HigTypeCompiler", dependencies: ["HigTypeCore", "HigTypeSpec"]),
        // Test hooks (a kill at a named step of the commit, Write/TestHooks.swift) exist in debug
        // builds only: no environment variable can make a release binary kill itself.
        .target(
            name: "HigTypeOutputs", dependencies: ["HigTypeCore", "HigTypeSpec", "Mustache", "HigTypeCompiler"],
            swiftSettings: [.define("HIGTYPE_TEST_HOOKS", .when(configuration: .debug))]),
        .target(
            name: "HigTypeAudit", dependencies: ["HigTypeCore", "HigTypeSpec", "HigTypeCompiler", "HigTypeOutputs"]),
        .target(
            name: "HigTypeKit",
            dependencies: ["HigTypeCore", "HigTypeSpec", "HigTypeCompiler", "HigTypeOutputs", "HigTypeAudit"]),
        .target(name: "HigTypeLSP", dependencies: ["HigTypeKit"]),
        .target(name: "HigTypeCLI", dependencies: ["HigTypeKit", "HigTypeLSP"]),
        .executableTarget(name: "higtype", dependencies: ["HigTypeCLI"]),
        .plugin(name: "HigTypePlugin", capability: .buildTool(), dependencies: ["higtype"]),
        .plugin(
            name: "HigTypeLintPlugin",
            capability: .command(
                intent: .custom(verb: "higtype-lint", description: "Lint each target's typography token files")),
            dependencies: ["higtype"]),
        .plugin(
            name: "HigTypeAuditPlugin",
            capability: .command(
                intent: .custom(
                    verb: "higtype-audit",
                    description: "Find font sizes that bypass Dynamic Type in each target's Swift and CSS")),
            dependencies: ["higtype"]),
        .plugin(
            name: "HigTypeGeneratePlugin",
            capability: .command(
                intent: .custom(
                    verb: "higtype-generate",
                    description: "Write each target's typography outputs (Swift, CSS, JSON) into the package"),
                permissions: [
                    .writeToPackageDirectory(reason: "higtype-generate writes the typography outputs a team commits")
                ]),
            dependencies: ["higtype"]),
        // The library example ARCHITECTURE.md shows, built and run by LibraryExampleTests.
        .executableTarget(name: "library-example", dependencies: ["HigTypeKit"], path: "Examples/LibraryExample"),
        // A build tool: parses templates/ into Sources/HigTypeOutputs/Render/EmbeddedTemplates.swift.
        .executableTarget(
            name: "embed-templates", dependencies: ["HigTypeCore", "Mustache"], path: "Tools/EmbedTemplates"),
        // A build tool: copies docs/*.md into Sources/HigTypeCLI/EmbeddedDocs.swift for `higtype docs`.
        .executableTarget(name: "embed-docs", dependencies: ["HigTypeCore"], path: "Tools/EmbedDocs"),
        // A build tool: writes docs/rules.md's rules section and the schema's rule settings from the rules' files.
        .executableTarget(name: "generate-rules", dependencies: ["HigTypeCompiler"], path: "Tools/GenerateRules"),
        // Tests mirror the layers: one target per library layer, each importing only its layer and
        // those below it, so a change to the Mustache engine runs its own tests in seconds; then the
        // end-to-end target for the CLI, goldens, integrations and the hostile corpus. Fixtures,
        // goldens and corpora are data read by path, not sources.
        //
        // The tests compile with warnings as errors, as the fuzz build compiles the library (a warning
        // in a test is often an unused result the test meant to check). The flag is on these targets
        // alone, which no product contains, so a package that depends on higtype never sees it.
        .target(name: "HigTypeTestSupport", path: "Tests/HigTypeTestSupport", swiftSettings: testSettings),
        .testTarget(
            name: "HigTypeCoreTests", dependencies: ["HigTypeCore", "HigTypeTestSupport"], swiftSettings: testSettings),
        .testTarget(
            name: "HigTypeSpecTests", dependencies: ["HigTypeSpec", "HigTypeTestSupport"], swiftSettings: testSettings),
        .testTarget(
            name: "MustacheTests", dependencies: ["Mustache", "HigTypeTestSupport"], swiftSettings: testSettings),
        .testTarget(
            name: "HigTypeCompilerTests", dependencies: ["HigTypeCompiler", "HigTypeTestSupport"],
            exclude: ["Fixtures/manifests", "ResolverModule/Fixtures", "Adopt/Fixtures/lookalike"],
            swiftSettings: testSettings),
        .testTarget(
            name: "HigTypeLSPTests", dependencies: ["HigTypeLSP", "HigTypeTestSupport"], swiftSettings: testSettings),
        .testTarget(
            name: "HigTypeOutputsTests", dependencies: ["HigTypeOutputs", "HigTypeTestSupport"],
            swiftSettings: testSettings),
        .testTarget(
            name: "HigTypeAuditTests", dependencies: ["HigTypeAudit", "HigTypeTestSupport"], exclude: ["cases"],
            swiftSettings: testSettings),
        .testTarget(
            name: "HigTypeEndToEndTests",
            dependencies: ["HigTypeKit", "HigTypeCLI", "Mustache", "library-example", "HigTypeTestSupport"],
            exclude: [
                "Golden/example", "Golden/adopt", "Hostile/corpus", "Fix/cases", "LSP/neovim-smoke.lua",
                "API/HigTypeKit.api.txt",
            ], swiftSettings: testSettings),
    ],
    swiftLanguageModes: [.v6]
)
