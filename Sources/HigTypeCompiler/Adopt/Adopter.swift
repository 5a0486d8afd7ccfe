import HigTypeCore
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `higtype adopt`: from the token files a team has to an adapter that makes every typography
/// token build and follow Dynamic Type, without an edit to the sources.
///
///     read       the sources, as `build` reads them (files, or a resolver document and its contexts)
///     compile    as `build` does; the compiler's diagnostics and their fix-its
///     convert    each value DTCG lacks that a fix-it converts exactly (ValueConversions)
///     compile    again, with those conversions composed after the sources
///     choose     the nearest style for each typography token without one (StyleChoice)
///     write      the adapter's text (AdapterDocument)
///     check      compile the sources with the adapter composed after them: what is left is reported
///
/// With every context of a resolver document, each permutation is adopted and the decisions
/// merged into one adapter, which must serve them all (`adopt-contexts`). Nothing here writes a
/// file: `Pipeline.adopt` writes the adapter, atomically, when there is no error.
public enum Adopter {
    public struct Request: Sendable {
        /// The sources: token files in composition order, or one resolver document.
        public var sources: [String]
        /// The sources' bytes, when the caller has them in memory (`sources` then only names them).
        public var sourceFiles: [Compiler.SourceFile]?
        /// Where the adapter goes: it names the adapter's own diagnostics, and the sources are
        /// named relative to its folder.
        public var out: String
        /// The contexts of a resolver document's modifiers (`--context`).
        public var input = ResolverInput()
        /// Adopt every permutation of a resolver document's contexts into one adapter.
        public var allContexts = false
        /// Folders beside the project tree that a resolver document may read from (`--allow-path`).
        public var allowedPaths: [String] = []
        /// The folder relative paths are read against (the process's, unless a test says otherwise).
        public var currentDirectory = FileSystem.currentFolder

        public init(sources: [String], out: String) {
            self.sources = sources
            self.out = out
        }
    }

    public static func adopt(_ request: Request) -> Adoption {
        let policy = Compiler.InputPolicy(allowedPaths: request.allowedPaths)
        var inputs =
            request.sourceFiles.map { Compiler.read(sources: $0, policy: policy) }
            ?? Compiler.read(paths: request.sources, policy: policy)
        var adoption = Adoption(path: request.out, compilation: inputs.compilation)
        guard let selections = selections(request, inputs: inputs, into: &adoption) else { return adoption }

        var plans: [Plan] = []
        for selection in selections {
            let first = Compiler.compile(&inputs, input: selection)
            guard let manifest = first.manifest else {
                adoption.compilation = first
                return adoption
            }
            if let refusal = refusal(request, among: first.sources) {
                adoption.compilation = first
                adoption.compilation.log = DiagnosticLog()
                adoption.compilation.log.report(refusal)
                return adoption
            }
            var plan = Plan(input: selection, selection: first.selection, manifest: manifest, first: first)
            let interim = convert(&plan, inputs: &inputs, out: request.out)
            plan.choice = StyleChoice.choose(in: interim)
            plans.append(plan)
        }
        adoption.earlierAdapter = earlierAdapter(plans[0].manifest)

        var (decisions, document, problems) = merge(plans, request: request, inputs: inputs)
        let superseded = plans.reduce(into: Set<StyleChoice.Superseded>()) { $0.formUnion($1.choice.superseded) }
        var checked: [Compiler.Compilation] = []
        let text = document.text
        if decisions.isEmpty {
            checked = plans.map(\.first)
        } else {
            for plan in plans {
                checked.append(Compiler.compile(&inputs, input: plan.input, appending: [source(request.out, text)]))
            }
            fillSizes(&decisions, from: checked[0])
        }
        adoption.compilation = merged(checked, superseded: superseded)
        adoption.compilation.log.report(contentsOf: plans.flatMap(\.choice.diagnostics) + problems)
        adoption.decisions = decisions
        if let resolver = inputs.resolver?.document.path {
            adoption.resolverDocument = resolver
            let ref = PathText.relative(
                request.out, from: PathText.folder(of: resolver), in: request.currentDirectory)
            adoption.resolverEntry =
                "{ \"type\": \"set\", \"name\": \"higtype-adopt\", \"sources\": [{ \"$ref\": \(JSONOutput.quote(ref)) }] }"
        }
        if !decisions.isEmpty, !adoption.hasErrors { adoption.adapter = text }
        return adoption
    }

    /// What one selection of the sources (every file, or one permutation) gave.
    struct Plan {
        var input: ResolverInput
        var selection: ResolverSelection?
        /// The sources composed, as loaded.
        var manifest: Manifest
        /// The sources compiled alone.
        var first: Compiler.Compilation
        var converted: [ValueConversions.Converted] = []
        var choice = StyleChoice.Result()
    }

    /// The inputs to adopt: the one `request.input` names, or with `allContexts` each permutation.
    private static func selections(_ request: Request, inputs: Compiler.Inputs, into adoption: inout Adoption)
        -> [ResolverInput]?
    {
        guard request.allContexts else { return [request.input] }
        guard inputs.isResolver else {
            adoption.compilation.log.report(
                .error(
                    .resolverInput,
                    "--all-contexts adopts every permutation of a resolver document, and the input is a token manifest")
            )
            return nil
        }
        guard let loaded = inputs.resolver, !inputs.compilation.log.hasErrors else { return nil }
        let (all, problems) = ResolverPermutations.all(of: loaded.document, fixing: request.input)
        adoption.compilation.log.report(contentsOf: problems)
        return adoption.compilation.log.hasErrors || all.isEmpty ? nil : all.map(\.input)
    }

    /// An error when the adapter would be written over one of the files read.
    private static func refusal(_ request: Request, among sources: [Compiler.SourceFile]) -> Diagnostic? {
        let out = identity(request.out, in: request.currentDirectory)
        guard let clash = sources.first(where: { identity($0.path, in: request.currentDirectory) == out }) else {
            return nil
        }
        return .error(
            .adoptOutput,
            "the adapter's path '\(request.out)' is '\(clash.path)', which adopt reads as a source; the adapter is "
                + "written beside the sources, never over one: choose another path (to write an adapter again, give "
                + "the sources without the old one)")
    }

    /// A path as one file: absolute, and with symbolic links followed when it exists.
    private static func identity(_ path: String, in directory: String) -> String {
        let absolute = PathText.absolute(path, in: directory)
        return FileSystem.realPath(absolute) ?? absolute
    }

    /// The file among the sources that an earlier `adopt` wrote, by the marker in its root.
    private static func earlierAdapter(_ manifest: Manifest) -> String? {
        guard case .object(let root) = manifest.root.value, case .object(let vendors)? = root["$extensions"]?.value,
            let marker = vendors.member(AdapterDocument.markerKey)
        else { return nil }
        return marker.keyLocation.file
    }

    private static func source(_ path: String, _ text: String) -> Compiler.SourceFile {
        Compiler.SourceFile(path: path, bytes: Array(text.utf8))
    }

    /// The most rounds of conversion: a value converts once another has (an em letter spacing
    /// once the size it is relative to is a dimension), so each round compiles the sources with
    /// the conversions so far; real files settle in two.
    static let conversionRounds = 4

    /// Converts what converts exactly, round by round, into `plan.converted`; returns the
    /// sources compiled with those conversions composed after them, which the styles are chosen on.
    private static func convert(_ plan: inout Plan, inputs: inout Compiler.Inputs, out: String) -> Compiler.Compilation
    {
        var compilation = plan.first
        for _ in 0..<conversionRounds {
            guard let manifest = compilation.manifest else { break }
            let found = ValueConversions.find(in: manifest, diagnostics: compilation.log.diagnostics)
            guard !found.isEmpty else { break }
            for var converted in found {
                let name = converted.token.name
                // Positions name the sources, where the node was before any round replaced it.
                let original = plan.manifest.token(named: name)
                converted.locate(in: original?.value)
                if let i = plan.converted.firstIndex(where: { $0.token.name == name }) {
                    plan.converted[i].value = converted.value
                    plan.converted[i].conversions += converted.conversions
                } else {
                    if let original { converted.token = original }
                    plan.converted.append(converted)
                }
            }
            compilation = Compiler.compile(
                &inputs, input: plan.input, appending: [source(out, interimAdapter(plan))])
        }
        return compilation
    }

    /// The conversions alone, descriptions as the sources have them: what the styles are chosen on.
    private static func interimAdapter(_ plan: Plan) -> String {
        var document = AdapterDocument(description: "", sources: [])
        for converted in plan.converted {
            guard case .object(let object)? = plan.manifest.root.node(at: converted.token.path)?.value else { continue }
            document.entries.append(
                AdapterDocument.replacement(
                    path: converted.token.path, object: object, type: converted.token.type, value: converted.value,
                    description: nil, style: nil))
        }
        return document.text
    }
}

extension Adopter {
    /// Whether `bytes` are an adapter `adopt` wrote: a JSON object whose root `$extensions` carry
    /// its marker. `Pipeline.adopt` writes over such a file, and over no other.
    public static func isAdapter(_ bytes: [UInt8]) -> Bool {
        guard case .object(let root)? = JSONParser.parse(bytes, file: "").root?.value,
            case .object(let vendors)? = root["$extensions"]?.value
        else { return false }
        return vendors.member(AdapterDocument.markerKey) != nil
    }
}
