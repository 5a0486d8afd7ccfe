import HigTypeCompiler
import HigTypeCore
import HigTypeSpec

/// The `dtcg` output: the resolved values as Design Tokens Community Group (DTCG 2025.10)
/// files, for Style Dictionary, Terrazzo and other DTCG tools.
///
/// Layout under `--out DIR`:
///
///     dtcg/<platform>.resolver.json          Resolver Module document for one platform
///     dtcg/<platform>/<category>.tokens.json every typography token at one size category
///
/// Platforms without Dynamic Type (macOS, tvOS) have the single category `default`.
/// Each platform gets its own resolver because a resolver's modifiers are independent of one
/// another: a `platform` modifier could not make a `sizeCategory` modifier pick that platform's
/// file. The files are built in code with `JSONOutput`, not with Mustache templates, because one
/// run writes many of them; `--templates` therefore does not apply to this format.
enum DTCGOutput {
    /// The folder under `--out DIR` that holds every DTCG file.
    static let folder = "dtcg"

    /// Every DTCG file for `resolved`: path relative to `--out DIR`, and its text.
    static func files(for resolved: ResolvedManifest) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for platform in resolved.platforms {
            let spec = HIG.spec(for: platform)
            guard let defaultCategory = spec.defaultSizeCategory, !spec.sizeCategories.isEmpty else { continue }
            for category in spec.sizeCategories {
                let document = DTCGTokenFile(resolved: resolved, platform: platform, category: category).build()
                files.append((folder + "/" + tokenFile(platform, category), text(document)))
            }
            let resolver = DTCGResolverFile(
                platform: platform, categories: spec.sizeCategories, defaultCategory: defaultCategory,
                sources: resolved.sourceNames
            ).build()
            files.append((folder + "/" + resolverFile(platform), text(resolver)))
        }
        return files
    }

    /// The path of every file `files(for:)` makes, relative to `--out DIR`, without making them.
    static func paths(for resolved: ResolvedManifest) -> [String] {
        resolved.platforms.flatMap { platform -> [String] in
            let spec = HIG.spec(for: platform)
            guard spec.defaultSizeCategory != nil, !spec.sizeCategories.isEmpty else { return [] }
            return spec.sizeCategories.map { folder + "/" + tokenFile(platform, $0) } + [
                folder + "/" + resolverFile(platform)
            ]
        }
    }

    /// A token file's path relative to the `dtcg` folder, as the resolver's `$ref`s name it.
    static func tokenFile(_ platform: Platform, _ category: SizeCategory) -> String {
        "\(platform.rawValue)/\(category.rawValue).tokens.json"
    }

    /// A platform's resolver document, relative to the `dtcg` folder.
    static func resolverFile(_ platform: Platform) -> String { "\(platform.rawValue).resolver.json" }

    private static func text(_ document: JSONOutput) -> String { document.serialized() + "\n" }
}
