import HigTypeCompiler

// The compiler: a caller with sources in memory (the language server, `adopt`) runs its stages
// itself, and every caller reads the resolved model it hands the outputs.

/// The stages one call at a time: `read`, `compile`, `SourceFile`, `Compilation`, `Inputs`.
public typealias Compiler = HigTypeCompiler.Compiler
/// The formats `build`, `lint`, `adopt` and `convert` read: DTCG, Tokens Studio, Style Dictionary, Figma.
public typealias TokenFormat = HigTypeCompiler.TokenFormat
/// How a token file is parsed: JSON5 when it is named `*.json5`, strict JSON otherwise.
public typealias TokenFileSyntax = HigTypeCompiler.TokenFileSyntax
/// The resolved model, the boundary between the compiler and the outputs.
public typealias ResolvedManifest = HigTypeCompiler.ResolvedManifest
/// One typography token, resolved: style, family stack, per-platform values.
public typealias ResolvedToken = HigTypeCompiler.ResolvedToken
/// A token's values on one platform, per size category.
public typealias PlatformValues = HigTypeCompiler.PlatformValues
/// What the outputs may know of a token's source: name, description, deprecation, position.
public typealias TokenSource = HigTypeCompiler.TokenSource
/// A resolver document's chosen contexts (`Pipeline.Request.input`, `--context`).
public typealias ResolverInput = HigTypeCompiler.ResolverInput
/// `higtype adopt` in memory: the request, and the adapter it makes (`Pipeline.adopt`).
public typealias Adopter = HigTypeCompiler.Adopter
/// What `Adopter.adopt` returns: the adapter, the decisions, the diagnostics.
public typealias Adoption = HigTypeCompiler.Adoption
/// What `adopt` decided for one token: the language server offers it as a code action.
public typealias AdoptDecision = HigTypeCompiler.AdoptDecision
/// The Markdown report of an adoption (`adopt --report`).
public typealias AdoptReport = HigTypeCompiler.AdoptReport
/// DTCG's alias syntax (`{a.b}`): the language server navigates from an alias to its token.
public typealias AliasSyntax = HigTypeCompiler.AliasSyntax
/// The rule engine, whose `registry` lists every rule: the language server completes rule ids from it.
public typealias Validator = HigTypeCompiler.Validator
/// A rule's declaration (id, default severity, options, docs), as `Validator.registry` lists it.
public typealias RuleInfo = HigTypeCompiler.RuleInfo
