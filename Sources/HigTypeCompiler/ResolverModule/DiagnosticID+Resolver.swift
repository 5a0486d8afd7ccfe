import HigTypeCore

/// The diagnostics of the DTCG Resolver Module (2025.10): a resolver document's syntax, its
/// references, and the input (`--context`) that picks its contexts. All are errors except
/// `resolver-unused`; none can be configured, since a document that breaks the module has no
/// meaning another tool would agree on.
extension DiagnosticID {
    /// A member of the document has the wrong JSON type: `sets` is not an object, `sources` not an array, ….
    public static let resolverStructure = DiagnosticID("resolver-structure")
    /// A required member is missing: `version`, `resolutionOrder`, a set's `sources`, a modifier's
    /// `contexts`, an inline item's `name` or `type`.
    public static let resolverRequired = DiagnosticID("resolver-required")
    /// A member the module does not define, e.g. `context` for `contexts`.
    public static let resolverUnknownProperty = DiagnosticID("resolver-unknown-property")
    /// `version` is not `"2025.10"`.
    public static let resolverVersion = DiagnosticID("resolver-version")
    /// A set, modifier or context with an empty name.
    public static let resolverName = DiagnosticID("resolver-name")
    /// Two entries of `resolutionOrder` with one name.
    public static let resolverDuplicateName = DiagnosticID("resolver-duplicate-name")
    /// An inline `resolutionOrder` entry whose `type` is not `"set"` or `"modifier"`.
    public static let resolverItemType = DiagnosticID("resolver-item-type")
    /// A modifier with fewer than two contexts.
    public static let resolverContexts = DiagnosticID("resolver-contexts")
    /// A modifier's `default` is not one of its contexts.
    public static let resolverDefault = DiagnosticID("resolver-default")
    /// `resolutionOrder` is empty.
    public static let resolverEmptyOrder = DiagnosticID("resolver-empty-order")
    /// A `$ref` whose target does not exist: no such set, modifier, member or file fragment.
    public static let resolverReferenceMissing = DiagnosticID("resolver-reference-missing")
    /// A `$ref` that may not point where it does: a set or modifier to a modifier, anything into
    /// `resolutionOrder`, `resolutionOrder` to something that is not a set or modifier, a remote URL.
    public static let resolverReferenceInvalid = DiagnosticID("resolver-reference-invalid")
    /// `$ref`s that lead back to themselves, or to a node that contains them.
    public static let resolverReferenceCycle = DiagnosticID("resolver-reference-cycle")
    /// A token file a `$ref` names cannot be read.
    public static let resolverSourceFile = DiagnosticID("resolver-source-file")
    /// The input does not fit the document: an unknown modifier or context, a modifier without a
    /// default and no context chosen, `--context` without a resolver document. The command line
    /// reports these as usage errors.
    public static let resolverInput = DiagnosticID("resolver-input")
    /// A set or modifier that `resolutionOrder` never reaches (a warning).
    public static let resolverUnused = DiagnosticID("resolver-unused")
    /// References that expand to more sources, or nest deeper, than higtype follows.
    public static let resolverLimit = DiagnosticID("resolver-limit")
    /// More permutations than one run builds, or two whose folder names differ only in case.
    public static let resolverPermutations = DiagnosticID("resolver-permutations")

    /// Every id of the Resolver Module.
    public static let resolverCatalogue: [DiagnosticID] = [
        .resolverStructure, .resolverRequired, .resolverUnknownProperty, .resolverVersion, .resolverName,
        .resolverDuplicateName, .resolverItemType, .resolverContexts, .resolverDefault, .resolverEmptyOrder,
        .resolverReferenceMissing, .resolverReferenceInvalid, .resolverReferenceCycle, .resolverSourceFile,
        .resolverInput, .resolverUnused, .resolverLimit, .resolverPermutations,
    ]
}
