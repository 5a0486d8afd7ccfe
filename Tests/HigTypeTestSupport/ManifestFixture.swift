import Foundation
import Testing

/// One fixture case: the manifest files to compile and what compiling them must report.
public struct ManifestFixture: Sendable, CustomTestStringConvertible {
    public var name: String
    public var paths: [String]
    public var expectedPath: String
    public var isComposition: Bool

    public var testDescription: String { name }

    public init(name: String, paths: [String], expectedPath: String, isComposition: Bool) {
        self.name = name
        self.paths = paths
        self.expectedPath = expectedPath
        self.isComposition = isComposition
    }

    public static let directory = PackageRoot.file("Tests/HigTypeCompilerTests/Fixtures/manifests")

    /// The fewest cases the folder must hold, so a missing or emptied folder cannot pass.
    public static let minimumCount = 345

    public static let all: [ManifestFixture] = {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var cases: [ManifestFixture] = []
        for name in names {
            let path = directory + "/" + name
            if name.hasSuffix(".tokens.json") {
                let base = String(name.dropLast(".tokens.json".count))
                cases.append(
                    ManifestFixture(
                        name: base, paths: [path], expectedPath: directory + "/" + base + ".expected",
                        isComposition: false))
            } else if name.hasPrefix("compose-") {
                let files = ((try? manager.contentsOfDirectory(atPath: path)) ?? [])
                    .filter { $0.hasSuffix(".tokens.json") }
                    .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
                cases.append(
                    ManifestFixture(
                        name: name, paths: files.map { path + "/" + $0 }, expectedPath: path + "/expected",
                        isComposition: true))
            }
        }
        return cases
    }()

    public static func named(_ name: String) -> ManifestFixture? { all.first { $0.name == name } }
}
