import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

/// Compiling a resolver document once per permutation (`--all-contexts`).
extension Pipeline {
    /// One permutation of a resolver document, compiled.
    public struct Permutation: Sendable {
        public var selection: ResolverSelection
        /// Its folder under the build's `outDir`, by `ResolverPermutations.folderName`.
        public var folder: String
        public var compilation: Compiler.Compilation
    }

    /// What one lint is asked to do.
    public struct LintRequest: Sendable {
        /// What it compiles: the manifests or resolver document, contexts, platforms, allowed paths.
        public var inputs: Inputs
        /// Checks every permutation of a resolver document (those the inputs' contexts leave open).
        public var allContexts = false

        public init(_ inputs: Inputs) { self.inputs = inputs }
    }

    /// Checks manifests or a resolver document without rendering: with `allContexts`, every
    /// permutation of the document, their diagnostics merged as a build of them all merges them.
    public static func lint(_ request: LintRequest) -> Compiler.Compilation {
        var inputs = request.inputs.read()
        return compile(&inputs, input: request.inputs.contexts, allContexts: request.allContexts).compilation
    }

    /// Compiles `inputs` for `input`, or with `allContexts` for each permutation `input` leaves
    /// open. The compilation of several permutations has every file read and each distinct
    /// diagnostic once; one that only some permutations report gets a note naming them.
    static func compile(_ inputs: inout Compiler.Inputs, input: ResolverInput, allContexts: Bool)
        -> (compilation: Compiler.Compilation, permutations: [Permutation])
    {
        guard allContexts else { return (Compiler.compile(&inputs, input: input), []) }
        var base = inputs.compilation
        guard inputs.isResolver else {
            base.log.report(
                .error(
                    .resolverInput,
                    "--all-contexts builds every permutation of a resolver document, and the input is a token manifest")
            )
            return (base, [])
        }
        guard let loaded = inputs.resolver, !base.log.hasErrors else { return (base, []) }
        let (selections, problems) = ResolverPermutations.all(of: loaded.document, fixing: input)
        base.log.report(contentsOf: problems)
        base.completeFixIts()
        guard !base.log.hasErrors else { return (base, []) }
        let permutations = selections.map { selection in
            Permutation(
                selection: selection, folder: ResolverPermutations.folderName(selection),
                compilation: Compiler.compile(&inputs, input: selection.input))
        }
        return (merge(permutations, into: base), permutations)
    }

    /// `base` with the files and diagnostics of every permutation.
    private static func merge(_ permutations: [Permutation], into base: Compiler.Compilation) -> Compiler.Compilation {
        var merged = base
        var distinct: [Diagnostic] = []
        var reportedBy: [Diagnostic: [Int]] = [:]
        for (index, permutation) in permutations.enumerated() {
            for file in permutation.compilation.sources where !merged.sources.contains(where: { $0.path == file.path })
            {
                merged.sources.append(file)
            }
            for diagnostic in permutation.compilation.log.diagnostics {
                if reportedBy[diagnostic] == nil { distinct.append(diagnostic) }
                reportedBy[diagnostic, default: []].append(index)
            }
        }
        for diagnostic in distinct {
            var reported = diagnostic
            let indices = reportedBy[diagnostic] ?? []
            if indices.count < permutations.count {
                let folders = indices.prefix(3).map { "'\(permutations[$0].folder)'" }.joined(separator: ", ")
                let more = indices.count > 3 ? " and \(indices.count - 3) more" : ""
                reported.notes.append(
                    .init(
                        "only in permutation\(indices.count == 1 ? "" : "s") \(folders)\(more) of \(permutations.count)"
                    ))
            }
            merged.log.report(reported)
        }
        return merged
    }

    /// `folder` inside `outDir`; an empty folder (a document without modifiers) is `outDir` itself.
    static func join(_ outDir: String, _ folder: String) -> String {
        if folder.isEmpty { return outDir }
        return outDir.isEmpty || outDir == "."
            ? folder : (outDir.hasSuffix("/") ? outDir + folder : outDir + "/" + folder)
    }
}
