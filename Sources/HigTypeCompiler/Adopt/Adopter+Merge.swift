import HigTypeCore
import HigTypeSpec

extension Adopter {
    /// One token's decision while plans are merged.
    private struct Pending {
        var token: Token
        /// The plan whose manifest holds the token as the adapter writes it.
        var plan: Int
        var converted: ValueConversions.Converted?
        var nearest: NearestStyle?
        var passedOver: NearestStyle?
    }

    /// The plans' decisions as one adapter: every token any selection adopts, in document order.
    /// A token converted in one selection must have that value in every selection that has it,
    /// or the adapter would replace another context's value (an error); a token nearest different
    /// styles in different selections takes the first selection's style (a warning).
    /// Tokens inside `skipped` are left out; those in `rewritten` are written whole, without the
    /// members DTCG does not have, and without the typography fields in `droppedFields`, which
    /// come from the style (`SkipFinder`).
    static func merge(
        _ plans: [Plan], request: Request, inputs: Compiler.Inputs, skipped: Set<String> = [],
        rewritten: Set<String> = [], droppedFields: [String: Set<String>] = [:],
        conformed: [String: [Conformer.Change]] = [:]
    ) -> (decisions: [AdoptDecision], document: AdapterDocument, problems: [Diagnostic]) {
        let skips = SkipList(names: skipped)
        var problems: [Diagnostic] = []
        var pending: [String: Pending] = [:]
        var order: [String] = []
        func note(_ name: String, _ token: Token, plan: Int) {
            if pending[name] == nil, !skips.contains(name) {
                pending[name] = Pending(token: token, plan: plan)
                order.append(name)
            }
        }
        for (i, plan) in plans.enumerated() {
            for converted in plan.converted {
                note(converted.token.name, converted.token, plan: i)
                guard pending[converted.token.name] != nil else { continue }
                if pending[converted.token.name]?.converted == nil {
                    pending[converted.token.name]?.converted = converted
                }
            }
            for name in rewritten.sorted() {
                if let token = plan.manifest.token(named: name) { note(name, token, plan: i) }
            }
            for chosen in plan.choice.chosen {
                let name = chosen.token.name
                note(name, chosen.token, plan: i)
                guard pending[name] != nil else { continue }
                guard let earlier = pending[name]?.nearest else {
                    pending[name]?.nearest = chosen.nearest
                    pending[name]?.passedOver = chosen.passedOver
                    continue
                }
                if earlier.style != chosen.nearest.style {
                    problems.append(
                        .warning(
                            .adoptContexts,
                            "'\(name)' is nearest \(earlier.style.displayName) in \(context(plans[pending[name]!.plan])) "
                                + "but \(chosen.nearest.style.displayName) in \(context(plan)); one adapter serves every "
                                + "context, so it names \(earlier.style.displayName), and the token keeps its own size in each",
                            at: chosen.token.location))
                }
            }
        }
        // Tokens in the first selection's document order, then those only later selections have.
        let rank = Dictionary(
            plans.enumerated().flatMap { p, plan in plan.manifest.tokens.enumerated().map { ($1.name, (p, $0)) } },
            uniquingKeysWith: { first, _ in first })
        var placed = rank
        for plan in plans {
            for composite in plan.composites where placed[composite.name] == nil {
                placed[composite.name] = rank[composite.anchor.name]
            }
        }
        order.sort {
            let (a, b) = (placed[$0] ?? (Int.max, 0), placed[$1] ?? (Int.max, 0))
            return (a.0, a.1, $0) < (b.0, b.1, $1)
        }
        problems += contextConflicts(order.compactMap { pending[$0]?.converted }, plans: plans)

        var document = AdapterDocument(
            description: "", sources: request.sourceNames,
            contexts: plans.compactMap { $0.selection?.description }.filter { !$0.isEmpty })
        document.description = rootDescription(document.sources, isResolver: inputs.isResolver)
        var decisions: [AdoptDecision] = []
        var composites: [String: Composites.Composite] = [:]
        for plan in plans {
            for composite in plan.composites where composites[composite.name] == nil {
                composites[composite.name] = composite
            }
        }
        for name in order {
            guard let entry = pending[name] else { continue }
            if var composite = composites[name] {
                // A composite is new in the adapter: written whole, with its style; a field whose
                // token is left out comes from the style too.
                guard let nearest = entry.nearest else { continue }
                composite.drop(where: skips.contains)
                for change in conformed[name] ?? [] { composite.conform(change) }
                var decision = AdoptDecision(name: name, path: composite.path, location: composite.anchor.location)
                decision.conformed = (conformed[name] ?? []).map(\.note)
                decision.style = AdoptDecision.Style(nearest: nearest, passedOver: entry.passedOver)
                decision.composedFrom = composite.origins
                decision.description = describe(nil, decision)
                document.entries.append(
                    AdapterDocument.composite(
                        composite, description: decision.description, style: nearest.style.rawValue))
                decisions.append(decision)
                continue
            }
            var decision = AdoptDecision(name: name, path: entry.token.path, location: entry.token.location)
            decision.conversions = entry.converted?.conversions ?? []
            decision.style = entry.nearest.map { AdoptDecision.Style(nearest: $0, passedOver: entry.passedOver) }
            decision.description = describe(entry.token.description, decision)
            let style = entry.nearest?.style.rawValue
            let node = plans[entry.plan].manifest.root.node(at: entry.token.path)
            let changes = conformed[name] ?? []
            decision.conformed = changes.map(\.note)
            if !changes.isEmpty { decision.description = describe(entry.token.description, decision) }
            if entry.converted != nil || rewritten.contains(name) || !changes.isEmpty,
                case .object(let object)? = node?.value
            {
                var value = Conformer.apply(changes, to: entry.converted?.value ?? entry.token.value)
                decision.leftOut = object.members.filter { !AdapterDocument.isValid($0) }.map(\.key)
                if entry.token.type == .typography, case .object(let fields) = value.value {
                    // Typography members DTCG does not have, and fields whose own value is not valid.
                    let dropped = droppedFields[name] ?? []
                    decision.leftOut += fields.members.filter {
                        !SkipFinder.typographyFields.contains($0.key) || dropped.contains($0.key)
                    }.map { "$value.\($0.key)" }
                    value = JSONNode(
                        .object(JSONObject(fields.members.filter { !dropped.contains($0.key) })), at: value.location)
                }
                if !decision.leftOut.isEmpty { decision.description = describe(entry.token.description, decision) }
                document.entries.append(
                    AdapterDocument.replacement(
                        path: entry.token.path, object: object, type: entry.token.type,
                        value: value, description: decision.description, style: style))
            } else if let style {
                document.entries.append(
                    AdapterDocument.amendment(path: entry.token.path, description: decision.description, style: style))
            } else {
                continue
            }
            decisions.append(decision)
        }
        return (decisions, document, problems)
    }

    /// Errors for converted tokens whose value differs in a selection that does not convert them alike.
    private static func contextConflicts(_ converted: [ValueConversions.Converted], plans: [Plan]) -> [Diagnostic] {
        guard plans.count > 1 else { return [] }
        var problems: [Diagnostic] = []
        for token in converted {
            let written = JSONOutput(token.value).serialized(pretty: false)
            for plan in plans {
                guard let there = plan.manifest.token(named: token.token.name) else { continue }
                let value = plan.converted.first { $0.token.name == token.token.name }?.value ?? there.value
                let other = JSONOutput(value).serialized(pretty: false)
                guard other != written else { continue }
                problems.append(
                    .error(
                        .adoptContexts,
                        "'\(token.token.name)' is \(written) written as DTCG in one context but \(other) in "
                            + "\(context(plan)); one adapter serves every context, and its value would replace that one: "
                            + "write the value as DTCG in the sources, or adopt one context at a time with --context",
                        at: there.location))
                break
            }
        }
        return problems
    }

    private static func context(_ plan: Plan) -> String {
        plan.selection.map { $0.choices.isEmpty ? "the document" : "'\($0)'" } ?? "the sources"
    }

    /// The adapter's `$description`: what it is, for which sources, and how to use it.
    private static func rootDescription(_ sources: [String], isResolver: Bool) -> String {
        let use =
            isResolver
            ? "Add it to the resolver document as a set at the end of resolutionOrder."
            : "Compose it after them, as the last file of a build."
        return
            "Adapter written by higtype adopt for \(sources.joined(separator: ", ")). It names a HIG text style for "
            + "each typography token that has none, so that it follows Dynamic Type, and writes as DTCG the values "
            + "DTCG lacks; each token's $description says why. \(use) Write it again with higtype adopt over the same "
            + "sources, without this file."
    }

    /// The token's own description, then why adopt changed it.
    private static func describe(_ own: String?, _ decision: AdoptDecision) -> String {
        var why: [String] = []
        if !decision.composedFrom.isEmpty {
            why.append(
                "composed from separate tokens: "
                    + decision.composedFrom.map { "\($0.field) from \($0.origin)" }.joined(separator: ", "))
        }
        if let style = decision.style { why.append(style.reason) }
        if !decision.conformed.isEmpty { why.append("to pass the HIG: " + decision.conformed.joined(separator: ", ")) }
        if !decision.conversions.isEmpty {
            why.append(decision.conversions.map(\.original).joined(separator: ", ") + " written as DTCG")
        }
        // A field of DTCG's typography in `leftOut` was left out for its value; it comes from the style.
        let fromStyle = decision.leftOut.filter {
            $0.hasPrefix("$value.") && SkipFinder.typographyFields.contains(String($0.dropFirst(7)))
        }
        let invalid = decision.leftOut.filter { !fromStyle.contains($0) }
        if !invalid.isEmpty {
            why.append(
                "left out \(invalid.map { "'\($0)'" }.joined(separator: ", ")), which a DTCG token does not hold")
        }
        if !fromStyle.isEmpty {
            why.append(
                "left out \(fromStyle.map { "'\($0)'" }.joined(separator: ", ")), whose value is not valid DTCG here; "
                    + "the style gives \(fromStyle.count == 1 ? "it" : "them")")
        }
        let note = "higtype adopt: " + why.joined(separator: "; ")
        guard let own = own?.trimmingWhitespace(), !own.isEmpty else { return note }
        return own + (own.last.map { ".!?".contains($0) } == true ? " " : ". ") + note
    }

    /// Each style's sizes at every category, from the sources compiled with the adapter.
    static func fillSizes(_ decisions: inout [AdoptDecision], from compilation: Compiler.Compilation) {
        guard let resolved = compilation.resolved else { return }
        let byName = Dictionary(resolved.tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for i in decisions.indices {
            guard let style = decisions[i].style,
                let values = byName[decisions[i].name]?.values(on: style.nearest.platform)
            else { continue }
            decisions[i].style?.sizes = values.categories.map { ($0.category, $0.values.fontSize) }
        }
    }

    /// One compilation of several checked selections: every file, each distinct diagnostic once,
    /// without those adopt's own diagnostics say better.
    static func merged(_ checked: [Compiler.Compilation], superseded: Set<StyleChoice.Superseded>)
        -> Compiler.Compilation
    {
        var result = checked[0]
        result.log = DiagnosticLog()
        for compilation in checked {
            for file in compilation.sources where !result.sources.contains(where: { $0.path == file.path }) {
                result.sources.append(file)
            }
            for diagnostic in compilation.log.diagnostics {
                if let location = diagnostic.location,
                    superseded.contains(StyleChoice.Superseded(id: diagnostic.id, location: location))
                {
                    continue
                }
                result.log.report(diagnostic)
            }
        }
        return result
    }
}

extension Adopter.Request {
    /// The sources as the adapter names them: relative to its folder.
    var sourceNames: [String] {
        sources.map { path in
            path == Compiler.standardInputPath || path == Compiler.standardInputName
                ? Compiler.standardInputName
                : PathText.relative(path, from: PathText.folder(of: out), in: currentDirectory)
        }
    }
}
