import HigTypeCore

// Every result of the pipeline reports `Diagnostic`s; a caller reads them, prints them and applies
// their fix-its.

/// What every stage reports: severity, id, message, position, notes, fix-it.
public typealias Diagnostic = HigTypeCore.Diagnostic
/// A diagnostic's stable id, which `rules` settings, waivers and baselines name.
public typealias DiagnosticID = HigTypeCore.DiagnosticID
/// The one list the stages report into; `Pipeline.Result` and `Compiler.Compilation` carry one.
public typealias DiagnosticLog = HigTypeCore.DiagnosticLog
/// A diagnostic's position, and a fix-it's range, in the caller's terms (line, column, offset).
public typealias SourceLocation = HigTypeCore.SourceLocation
/// The range a fix-it replaces.
public typealias SourceRange = HigTypeCore.SourceRange
/// The printers the command line uses, for a caller that prints diagnostics the same way.
public typealias TextDiagnosticPrinter = HigTypeCore.TextDiagnosticPrinter
/// The JSON form of diagnostics (`--diagnostics-format json`).
public typealias JSONDiagnosticPrinter = HigTypeCore.JSONDiagnosticPrinter
/// The SARIF 2.1.0 form of diagnostics (`--diagnostics-format sarif`), for code-scanning tools.
public typealias SARIFPrinter = HigTypeCore.SARIFPrinter
/// "Did you mean" for a caller's own names (the command line's options, platforms and formats).
public typealias Suggestions = HigTypeCore.Suggestions
/// A name from input made safe to print on a terminal, as the diagnostics quote it.
public typealias TerminalText = HigTypeCore.TerminalText
