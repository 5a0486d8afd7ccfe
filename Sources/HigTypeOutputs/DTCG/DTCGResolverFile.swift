import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// A DTCG Resolver Module document (2025.10) for one platform: the entry point a DTCG tool
/// loads to get that platform's typography at a chosen size category.
///
/// With Dynamic Type it has one modifier, `sizeCategory`, whose contexts are the platform's
/// categories, each naming that category's token file, and whose default is the HIG's default
/// category (`large`). A platform with a single category (macOS, tvOS) gets a plain set instead,
/// since the resolver schema requires a modifier to have at least two contexts.
/// `$ref`s are relative to this document, which sits in the `dtcg` folder.
struct DTCGResolverFile {
    var platform: Platform
    var categories: [SizeCategory]
    var defaultCategory: SizeCategory
    /// The manifests the values come from, for the description.
    var sources: [String]

    static let version = "2025.10"
    static let modifierName = "sizeCategory"
    static let setName = "typography"

    func build() -> JSONOutput {
        var document: [(String, JSONOutput)] = [
            ("name", .string("higtype typography for \(platform.displayName)")),
            ("version", .string(Self.version)),
            (
                "description",
                .string(
                    "Apple HIG typography for \(platform.displayName), resolved by higtype from \(sources.joined(separator: ", "))."
                )
            ),
        ]
        if categories.count > 1 {
            let contexts = categories.map { ($0.rawValue, sourceList($0)) }
            document.append(
                (
                    "modifiers",
                    .object([
                        (
                            Self.modifierName,
                            .object([
                                (
                                    "description",
                                    .string("The Dynamic Type size category, by SwiftUI's DynamicTypeSize names.")
                                ),
                                ("contexts", .object(contexts)),
                                ("default", .string(defaultCategory.rawValue)),
                            ])
                        )
                    ])
                ))
            document.append(("resolutionOrder", .array([reference("#/modifiers/" + Self.modifierName)])))
        } else {
            document.append(
                (
                    "sets",
                    .object([
                        (
                            Self.setName,
                            .object([
                                (
                                    "description",
                                    .string("\(platform.displayName) has no Dynamic Type: one size category.")
                                ),
                                ("sources", sourceList(defaultCategory)),
                            ])
                        )
                    ])
                ))
            document.append(("resolutionOrder", .array([reference("#/sets/" + Self.setName)])))
        }
        return .object(document)
    }

    private func sourceList(_ category: SizeCategory) -> JSONOutput {
        .array([reference(DTCGOutput.tokenFile(platform, category))])
    }

    private func reference(_ target: String) -> JSONOutput { .object([("$ref", .string(target))]) }
}
