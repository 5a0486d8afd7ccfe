import Foundation
import HigTypeTestSupport
import Testing

/// ARCHITECTURE.md's claims that a test can check: the target graph it draws is Package.swift's,
/// each target imports only what it declares, the command line, the language server and the
/// library example use HigTypeKit alone, and nothing is re-exported.
@Suite struct ArchitectureTests {
    /// Modules of the toolchain and the platforms, which no target declares.
    static let system: Set<String> = [
        "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Musl", "Darwin", "XCTest", "Testing",
        "PackageDescription", "PackagePlugin", "XcodeProjectPlugin",
    ]

    let graph: PackageGraph

    init() throws { graph = try PackageGraph.read() }

    @Test func theTableOfTargetsIsThePackageGraph() throws {
        let markdown = try String(contentsOfFile: PackageRoot.file("ARCHITECTURE.md"), encoding: .utf8)
        let names = graph.targets.map(\.name)
        let rows = ArchitectureTable.rows(in: markdown, targets: names)
        let documented = graph.targets.filter { $0.kind != "testTarget" }
        #expect(documented.count >= 16)
        for target in documented {
            let row = rows.first { $0.name == target.name }
            #expect(row != nil, "ARCHITECTURE.md's table has no row for the target \(target.name)")
            #expect(
                row?.dependencies == target.dependencies.sorted(),
                "ARCHITECTURE.md says \(target.name) depends on \(row?.dependencies ?? []); Package.swift says \(target.dependencies.sorted())"
            )
        }
        for row in rows {
            #expect(names.contains(row.name), "ARCHITECTURE.md's table names \(row.name), which Package.swift does not")
        }
    }

    @Test func eachTargetImportsOnlyWhatItDeclares() {
        var checked = 0
        for target in graph.targets {
            let imports = SourceImports.imports(of: target)
            checked += imports.count
            let problems = Self.undeclared(imports, of: target, in: graph)
            #expect(
                problems.isEmpty,
                "\(target.name) imports what it does not declare:\n\(problems.joined(separator: "\n"))")
        }
        #expect(checked > 500)
    }

    @Test func theConsumersImportHigTypeKitAlone() throws {
        let allowed: [String: Set<String>] = [
            "HigTypeCLI": ["Foundation", "HigTypeKit", "HigTypeLSP"],
            "HigTypeLSP": ["Foundation", "HigTypeKit"],
            "library-example": ["Foundation", "HigTypeKit"],
        ]
        for (name, modules) in allowed {
            let target = try #require(graph[name])
            let imports = SourceImports.imports(of: target)
            #expect(!imports.isEmpty)
            let other = imports.filter { !modules.contains($0.module) && !Self.system.contains($0.module) }
                .map(\.description)
            #expect(other.isEmpty, "\(name) may import only \(modules.sorted()):\n\(other.joined(separator: "\n"))")
        }
    }

    @Test func nothingIsReExported() {
        var imports = graph.targets.flatMap(SourceImports.imports(of:))
        imports += SourceImports.imports(
            of: PackageGraph.Target(name: "Fuzz", kind: "fuzz", dependencies: [], path: "Fuzz", exclude: []))
        let exported = imports.filter { $0.attributes.contains("@_exported") }.map(\.description)
        #expect(
            exported.isEmpty,
            "@_exported makes a layer's API another's by accident:\n\(exported.joined(separator: "\n"))")
    }

    /// The imports that name neither a declared dependency nor a system module. A test target may
    /// also import what its dependencies are built on (a layer's tests build fixtures with the
    /// layers below it); a library, an executable or a plugin may not.
    static func undeclared(_ imports: [SourceImports.Import], of target: PackageGraph.Target, in graph: PackageGraph)
        -> [String]
    {
        let allowed =
            target.kind == "testTarget" ? graph.closure(of: target.name) : Set(target.dependencies)
        return imports.filter { !allowed.contains($0.module) && !system.contains($0.module) }.map(\.description)
    }

    // The readers, on text whose answer is known, so the checks above cannot pass by reading nothing.

    @Test func thePackageTextIsRead() {
        let graph = PackageGraph(
            text: """
                products: [.plugin(name: "P", targets: ["P"])],
                targets: [
                    .target(name: "A"),
                    .target(
                        name: "B", dependencies: ["A"],
                        swiftSettings: [.define("X", .when(configuration: .debug))]),
                    .executableTarget(name: "tool", dependencies: ["B"], path: "Tools/Tool"),
                    .testTarget(name: "BTests", dependencies: ["B"], exclude: ["cases", "Golden/example"]),
                    .plugin(name: "P", capability: .buildTool(), dependencies: ["tool"]),
                ]
                """)
        #expect(
            graph.targets == [
                .init(name: "A", kind: "target", dependencies: [], path: "Sources/A", exclude: []),
                .init(name: "B", kind: "target", dependencies: ["A"], path: "Sources/B", exclude: []),
                .init(name: "tool", kind: "executableTarget", dependencies: ["B"], path: "Tools/Tool", exclude: []),
                .init(
                    name: "BTests", kind: "testTarget", dependencies: ["B"], path: "Tests/BTests",
                    exclude: ["cases", "Golden/example"]),
                .init(name: "P", kind: "plugin", dependencies: ["tool"], path: "Plugins/P", exclude: []),
            ])
        #expect(graph.closure(of: "P") == ["tool", "B", "A"])
    }

    @Test func importLinesAreRead() {
        let text = """
            import Foundation
            @testable import HigTypeCore
            @_exported public import HigTypeSpec
            import struct Mustache.Template
            #if canImport(Glibc)
                import Glibc
            #endif
            #if DEBUG
            \t@testable import HigTypeCompiler
            #endif
            let s = "import nothing"
            // import HigTypeKit
            let template = \"\"\"
            import SwiftUI
            \"\"\"
                let indented = \"\"\"
                    import UIKit
                    \"\"\"
            """
        let imports = SourceImports.imports(in: text, file: "F.swift")
        #expect(
            imports.map(\.module) == [
                "Foundation", "HigTypeCore", "HigTypeSpec", "Mustache", "Glibc", "HigTypeCompiler",
            ])
        #expect(imports[2].attributes == ["@_exported", "public"])
        #expect(imports[3].line == 4)
        #expect(imports[5].line == 9 && imports[5].attributes == ["@testable"])
        let target = PackageGraph.Target(
            name: "B", kind: "target", dependencies: ["HigTypeCore"], path: "", exclude: [])
        // A layer-skipping import inside `#if`, indented as the formatter writes it, is caught too.
        #expect(
            Self.undeclared(imports, of: target, in: PackageGraph(text: "")) == [
                "F.swift:3: import HigTypeSpec", "F.swift:4: import Mustache", "F.swift:9: import HigTypeCompiler",
            ])
    }

    @Test func theDependsOnCellIsRead() {
        let targets = ["HigTypeCore", "HigTypeSpec", "HigTypeCompiler", "HigTypeCLI", "Mustache", "higtype"]
        #expect(
            ArchitectureTable.names(in: "Core, Compiler (the rule id, manifests), Mustache", targets: targets) == [
                "HigTypeCompiler", "HigTypeCore", "Mustache",
            ])
        #expect(ArchitectureTable.names(in: "`higtype` (the executable only)", targets: targets) == ["higtype"])
        #expect(ArchitectureTable.names(in: "Foundation", targets: targets) == [])
        let rows = ArchitectureTable.rows(
            in: "| `HigType…Plugin` | the command plugins | `higtype` |\n| `HigTypeCLI` | commands | Core |",
            targets: [
                "HigTypePlugin", "HigTypeLintPlugin", "HigTypeAuditPlugin", "HigTypeCLI", "HigTypeCore", "higtype",
            ])
        #expect(
            rows == [
                .init(name: "HigTypeLintPlugin", dependencies: ["higtype"]),
                .init(name: "HigTypeAuditPlugin", dependencies: ["higtype"]),
                .init(name: "HigTypeCLI", dependencies: ["HigTypeCore"]),
            ])
    }
}
