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
        /// Make the adopted tokens pass the HIG's rules with the smallest change (`Conformer`);
        /// `--no-conform` leaves their values for the rules to report.
        public var conform = true
        /// Compose typography tokens from separate ones (`Composites`); `--no-compose` turns it off.
        public var compose = true
        /// Tokens left out of composing (`--compose-exclude`), which decides an ambiguous role.
        public var composeExcluded: [String] = []
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
            var interim = convert(&plan, inputs: &inputs, out: request.out)
            if request.compose, let converted = interim.manifest {
                let found = Composites.find(
                    in: converted, original: manifest, excluded: Set(request.composeExcluded),
                    unread: Set(first.unread.map(\.name)))
                plan.composites = found.composites
                plan.compositeProblems = found.problems
                if !found.composites.isEmpty {
                    interim = Compiler.compile(
                        &inputs, input: plan.input, appending: [source(request.out, interimAdapter(plan))])
                }
            }
            plan.choice = StyleChoice.choose(in: interim)
            plans.append(plan)
        }
        adoption.earlierAdapter = earlierAdapter(plans[0].manifest)

        // Adopt what can be adopted: a token with an error adopt cannot fix is left out, and the
        // adapter's `skip` setting tells the build to leave it out too; so is, round by round, a
        // token that needed it. A token whose only errors are members DTCG does not have is
        // written whole, without them.
        var skipped: [Adoption.Skipped] = []
        for item in plans.flatMap(\.choice.skipped) where !skipped.contains(where: { $0.name == item.name }) {
            skipped.append(item)
        }
        var rewritten = Set<String>()
        var droppedFields: [String: Set<String>] = [:]
        var droppedReasons: [Adoption.Skipped] = []
        var conformed: [String: [Conformer.Change]] = [:]
        var problems: [Diagnostic] = []
        var decisions: [AdoptDecision] = []
        var document = AdapterDocument(description: "", sources: [])
        var checked: [Compiler.Compilation] = []
        let superseded = plans.reduce(into: Set<StyleChoice.Superseded>()) { $0.formUnion($1.choice.superseded) }
        for _ in 0..<Self.skipRounds {
            (decisions, document, problems) = merge(
                plans, request: request, inputs: inputs, skipped: Set(skipped.map(\.name)), rewritten: rewritten,
                droppedFields: droppedFields, conformed: conformed)
            let composed = Set(plans.flatMap { $0.composites.map(\.name) })
            document.skips = skipped.filter { !composed.contains($0.name) }.map { ($0.name, $0.reason) }
            let text = document.text
            checked = []
            for plan in plans {
                checked.append(Compiler.compile(&inputs, input: plan.input, appending: [source(request.out, text)]))
            }
            guard let manifest = checked.first?.manifest else { break }
            let found = SkipFinder.find(
                in: manifest, diagnostics: checked.flatMap(\.log.diagnostics), adapter: request.out,
                superseded: superseded, composites: Set(plans.flatMap { $0.composites.map(\.name) }),
                unread: checked.flatMap(\.unread))
            var fresh = found.skipped.filter { item in !skipped.contains { $0.name == item.name } }
            fresh += Self.aliasesOfLeftOut(in: manifest, leftOut: skipped + fresh)
            // A composite is adopt's own: its warning points at the team's token it starts from.
            for i in fresh.indices {
                if let composite = plans.lazy.flatMap(\.composites).first(where: { $0.name == fresh[i].name }) {
                    fresh[i].location = composite.anchor.location
                }
            }
            // A token left out because it aliases one left out carries that one's reason.
            for i in fresh.indices {
                if let target = Self.aliasedTarget(fresh[i].reason),
                    let earlier = (skipped + fresh).first(where: {
                        (target == $0.name || target.hasPrefix($0.name + ".")) && Self.aliasedTarget($0.reason) == nil
                    })
                {
                    fresh[i].reason = "it aliases '\(target)', which is left out: \(earlier.reason)"
                }
            }
            let freshRewrites = found.rewritten.subtracting(rewritten)
            for (name, fields) in found.droppedFields { droppedFields[name, default: []].formUnion(fields) }
            droppedReasons += found.droppedReasons.filter { item in !droppedReasons.contains { $0.name == item.name } }
            var freshChanges = false
            if request.conform, let first = checked.first {
                let styled = Set(decisions.filter { $0.style != nil }.map(\.name))
                for (name, changes) in Conformer.changes(in: first, adopted: styled) {
                    let new = changes.filter { change in !(conformed[name] ?? []).contains { $0.field == change.field }
                    }
                    guard !new.isEmpty else { continue }
                    conformed[name, default: []] += new
                    freshChanges = true
                }
            }
            if fresh.isEmpty && freshRewrites.isEmpty && !freshChanges { break }
            skipped += fresh
            rewritten.formUnion(freshRewrites)
        }
        // A field of a typography value left out (`type.body.lineHeight`) comes from the style.
        for i in skipped.indices {
            let path = skipped[i].name.split(separator: ".").map(String.init)
            guard path.count > 1, TypographyConversion.fields[path[path.count - 1]] != nil,
                plans[0].manifest.token(named: path.dropLast().joined(separator: "."))?.type == .typography,
                !skipped[i].reason.hasSuffix(Self.fromStyle)
            else { continue }
            skipped[i].reason += Self.fromStyle
        }
        // In the order of the sources: a token by where it is, one the reader could not read (not in
        // the tree) by where its error is.
        let files = Dictionary(
            plans[0].first.sources.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        let place = { (item: Adoption.Skipped) -> [Int] in
            guard let at = plans[0].manifest.token(named: item.name)?.location ?? item.location else {
                return [Int.max]
            }
            return [files[at.file] ?? Int.max - 1, at.line, at.column]
        }
        adoption.skipped = skipped.enumerated().sorted {
            (place($0.element) + [$0.offset]).lexicographicallyPrecedes(place($1.element) + [$1.offset])
        }.map(\.element)
        let text = document.text
        if decisions.isEmpty && skipped.isEmpty {
            checked = plans.map(\.first)
        } else {
            fillSizes(&decisions, from: checked[0])
        }
        adoption.compilation = merged(checked, superseded: superseded)
        let reported = Set(plans.flatMap(\.choice.skipped).map(\.name))
        let warnings = adoption.skipped.filter { !reported.contains($0.name) }.map { item in
            Diagnostic.warning(
                .adoptSkipped,
                "'\(item.name)' is left out of the adapter, and the adapter tells build to skip it: \(item.reason)",
                at: item.location)
        }
        // A field of a typography token left out of its replacement comes from the style.
        let fieldWarnings = droppedReasons.filter { item in
            !skipped.contains { item.name.hasPrefix($0.name + ".") }
        }.map { item in
            let token = String(item.name[..<(item.name.lastIndex(of: ".") ?? item.name.endIndex)])
            return Diagnostic.warning(
                .adoptSkipped,
                "'\(item.name)' is left out of the adapter's replacement of '\(token)', which takes this field "
                    + "from its style: \(item.reason)",
                at: item.location)
        }
        adoption.compilation.log.report(
            contentsOf: plans.flatMap(\.choice.diagnostics) + plans[0].compositeProblems + problems + warnings
                + fieldWarnings)
        adoption.decisions = decisions
        if let resolver = inputs.resolver?.document.path {
            adoption.resolverDocument = resolver
            let ref = PathText.relative(
                request.out, from: PathText.folder(of: resolver), in: request.currentDirectory)
            adoption.resolverEntry =
                "{ \"type\": \"set\", \"name\": \"higtype-adopt\", \"sources\": [{ \"$ref\": \(JSONOutput.quote(ref)) }] }"
            if inputs.isTokensStudioThemes { adoption.themesAdvice = TokensStudioThemes.adapterAdvice(ref) }
        }
        if !(decisions.isEmpty && skipped.isEmpty), !adoption.hasErrors { adoption.adapter = text }
        return adoption
    }

    /// The token an `alias-missing` reason names: `alias '{a.b}' refers to no token` → `a.b`.
    static func aliasedTarget(_ reason: String) -> String? {
        guard reason.hasPrefix("alias '{"), let end = reason.firstRange(of: "}' refers to no token") else {
            return nil
        }
        return String(reason[reason.index(reason.startIndex, offsetBy: 8)..<end.lowerBound])
    }

    /// The tokens whose whole value aliases a token (or a group's token) left out: their value is
    /// that one's, so they are left out too, with its reason. (A rule's finding about such a token,
    /// a `fixed-size` for the style it would have taken from its target, would stop the build.)
    static func aliasesOfLeftOut(in manifest: Manifest, leftOut: [Adoption.Skipped]) -> [Adoption.Skipped] {
        var reasons: [String: String] = [:]
        for item in leftOut where reasons[item.name] == nil { reasons[item.name] = item.reason }
        var found: [Adoption.Skipped] = []
        for token in manifest.tokens
        where reasons[token.name] == nil
            && !leftOut.contains(where: {
                token.name.hasPrefix($0.name + ".")
            })
        {
            guard let target = ValueChecker.curlyAlias(token.value) else { continue }
            var prefix = Substring(target)
            while reasons[String(prefix)] == nil, let dot = prefix.lastIndex(of: ".") { prefix = prefix[..<dot] }
            guard let reason = reasons[String(prefix)] else { continue }
            found.append(
                .init(
                    name: token.name, reason: "it aliases '\(target)', which is left out: \(reason)",
                    location: token.location))
        }
        return found
    }

    /// What the reason of a typography field left out adds.
    static let fromStyle = "; the typography token takes this field from its style"

    /// The most rounds of leaving out: each round leaves out the tokens that needed one left out
    /// the round before (an alias to it); real files settle in two.
    static let skipRounds = 6

    /// What one selection of the sources (every file, or one permutation) gave.
    struct Plan {
        var input: ResolverInput
        var selection: ResolverSelection?
        /// The sources composed, as loaded.
        var manifest: Manifest
        /// The sources compiled alone.
        var first: Compiler.Compilation
        var converted: [ValueConversions.Converted] = []
        /// Typography tokens composed from separate ones, new in the adapter.
        var composites: [Composites.Composite] = []
        var compositeProblems: [Diagnostic] = []
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
        for composite in plan.composites {
            document.entries.append(AdapterDocument.composite(composite, description: nil, style: nil))
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
