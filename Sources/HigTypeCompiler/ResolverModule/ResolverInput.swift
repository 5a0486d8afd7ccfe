import HigTypeCore

/// The Resolver Module's input: the context chosen for each modifier, as given (`--context theme=dark`).
public struct ResolverInput: Sendable, Hashable {
    /// One modifier's context.
    public struct Choice: Sendable, Hashable {
        public var modifier: String
        public var context: String

        public init(modifier: String, context: String) {
            self.modifier = modifier
            self.context = context
        }
    }

    /// In the order given; a modifier named twice is an error.
    public var choices: [Choice]

    public init(_ choices: [Choice] = []) { self.choices = choices }

    public var isEmpty: Bool { choices.isEmpty }
}

/// A valid input for one document: a context for every modifier `resolutionOrder` uses, by their
/// names as the document writes them, in the order the modifiers are first used.
public struct ResolverSelection: Sendable, Hashable, CustomStringConvertible {
    public var choices: [ResolverInput.Choice]

    public init(_ choices: [ResolverInput.Choice]) { self.choices = choices }

    public func context(of modifier: String) -> String? { choices.first { $0.modifier == modifier }?.context }

    /// `theme=dark, size=large`.
    public var description: String { choices.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ") }

    /// The same choices as an input.
    public var input: ResolverInput { ResolverInput(choices) }
}

extension ResolverDocument {
    /// Checks `input` as the module's input validation says: every named modifier exists and the
    /// context named for it is one of its contexts (matched exactly, else ignoring case when that
    /// is unambiguous); every modifier of `resolutionOrder` without a `default` is given a context.
    /// With `requireAll` false, modifiers left out stay out of the selection (for permutations).
    public func select(_ input: ResolverInput, requireAll: Bool = true) -> (ResolverSelection?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var chosen: [String: String] = [:]
        // Modifiers the input names, even with a context they lack: those are reported as such, not as missing.
        var named: Set<String> = []
        let known = allModifiers
        for choice in input.choices {
            guard let modifier = Self.match(choice.modifier, in: known) else {
                let names = known.map(\.name)
                let list =
                    names.isEmpty
                    ? "the document has no modifiers" : "its modifiers are \(names.joined(separator: ", "))"
                diagnostics.append(
                    .error(
                        .resolverInput,
                        "--context names modifier '\(choice.modifier)', which \(path) does not have"
                            + ResolverReader.didYouMean(Suggestions.closest(to: choice.modifier, in: names))
                            + "; \(list)",
                        at: orderLocation))
                continue
            }
            guard named.insert(modifier.name).inserted else {
                diagnostics.append(
                    .error(
                        .resolverInput,
                        "--context gives modifier '\(modifier.name)' more than once (last as '\(choice.context)'); give it once",
                        at: modifier.location))
                continue
            }
            guard let context = modifier.context(matching: choice.context) else {
                let names = modifier.contexts.map(\.name)
                diagnostics.append(
                    .error(
                        .resolverInput,
                        "modifier '\(modifier.name)' has no context '\(choice.context)'"
                            + ResolverReader.didYouMean(Suggestions.closest(to: choice.context, in: names))
                            + "; its contexts are \(names.joined(separator: ", "))", at: modifier.location))
                continue
            }
            chosen[modifier.name] = context.name
        }
        var choices: [ResolverInput.Choice] = []
        for modifier in orderModifiers {
            if let context = chosen[modifier.name] ?? (requireAll ? modifier.defaultContext : nil) {
                choices.append(.init(modifier: modifier.name, context: context))
            } else if requireAll, !named.contains(modifier.name) {
                let names = modifier.contexts.map(\.name)
                diagnostics.append(
                    .error(
                        .resolverInput,
                        "modifier '\(modifier.name)' has no default, so its context must be chosen: pass "
                            + "--context \(modifier.name)=\(names.first ?? "<context>") (its contexts are "
                            + "\(names.joined(separator: ", ")))", at: modifier.location))
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        return (ResolverSelection(choices), diagnostics)
    }

    /// The modifier named `name` exactly, else the one whose name matches ignoring case.
    private static func match(_ name: String, in modifiers: [ResolverModifier]) -> ResolverModifier? {
        if let exact = modifiers.first(where: { $0.name == name }) { return exact }
        let folded = modifiers.filter { $0.name.lowercased() == name.lowercased() }
        return folded.count == 1 ? folded[0] : nil
    }
}
