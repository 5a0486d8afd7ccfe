import HigTypeCore

/// What `Adopter.adopt` made of the sources: the decisions, the adapter that writes them, and
/// the diagnostics of the sources composed with it. A value: the command line prints and writes
/// it; an editor can offer one decision as a code action.
public struct Adoption: Sendable {
    /// Where the adapter is to be written, as the request named it.
    public var path: String
    /// The sources composed with the adapter (or, when there is none, alone): every file read,
    /// the adapter's text among them, and every diagnostic, adopt's own included.
    public var compilation: Compiler.Compilation
    /// One per token the adapter amends or replaces, in the sources' document order.
    public var decisions: [AdoptDecision] = []
    /// The adapter's text; nil when there is nothing to adopt or an error was found.
    public var adapter: String?
    /// An adapter `adopt` wrote earlier, found among the sources (its root carries the marker);
    /// its decisions stand, and only what it leaves is adopted.
    public var earlierAdapter: String?
    /// For a resolver document: its path, and the `resolutionOrder` entry that adds the adapter
    /// as a set at the end (its `$ref` relative to the document's folder).
    public var resolverDocument: String?
    public var resolverEntry: String?
    /// For a Tokens Studio `$themes.json`: how to add the adapter as a token set instead.
    public var themesAdvice: String?

    /// A token (or group) adopt leaves out, and that the adapter tells `build` to skip: one with
    /// an error adopt cannot fix without a guess, or that needs such a token.
    public struct Skipped: Sendable, Hashable {
        /// Its path joined with dots.
        public var name: String
        /// Why, as the adapter's `skip` setting says it.
        public var reason: String
        /// Where the error that left it out is, in a source file.
        public var location: SourceLocation?
    }

    /// What the adapter tells `build` to leave out, in the sources' document order.
    public var skipped: [Skipped] = []

    public var diagnostics: [Diagnostic] { compilation.log.sorted }
    public var hasErrors: Bool { compilation.log.hasErrors }
    /// Tokens that get a text style.
    public var styled: [AdoptDecision] { decisions.filter { $0.style != nil } }
    /// Tokens whose values are written as DTCG.
    public var converted: [AdoptDecision] { decisions.filter { !$0.conversions.isEmpty } }
}
