import HigTypeCore
import HigTypeOutputs

// Reading and writing files the way the pipeline does, for callers that write beside it
// (`higtype init`, `templates`, an audit baseline).

/// A file read whole with a size limit, so a caller reads input as the compiler does.
public typealias InputFile = HigTypeCore.InputFile
/// The project a path is in (the folder with `.git` or `Package.swift`), which bounds where input may lead.
public typealias ProjectTree = HigTypeCore.ProjectTree
/// Paths as the diagnostics print them: joined, relative, a file's folder.
public typealias PathText = HigTypeCore.PathText
/// Numbers as the outputs print them (shortest text, no exponent).
public typealias NumberText = HigTypeCore.NumberText
/// One file to write and its bytes.
public typealias OutputFile = HigTypeOutputs.OutputFile
/// What writing did to one output: written, unchanged, or stale under `--check`.
public typealias OutputStatus = HigTypeOutputs.OutputStatus
/// Atomic, all-or-nothing writing of `OutputFile`s, as the pipeline writes its outputs.
public typealias OutputWriter = HigTypeOutputs.OutputWriter
