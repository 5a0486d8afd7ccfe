import HigTypeCore
import HigTypeOutputs

// Reading and writing files the way the pipeline does, for callers that write beside it
// (`higtype init`, `templates`, an audit baseline).

/// One input read with its size bounded before the read, as the compiler reads (an audit baseline).
public typealias InputFile = HigTypeCore.InputFile
/// The folders input may make higtype read (the enclosing repository), which bound the audit's config.
public typealias ProjectTree = HigTypeCore.ProjectTree
/// Paths as the diagnostics print them: joined, relative, a file's folder.
public typealias PathText = HigTypeCore.PathText
/// Numbers as higtype writes them everywhere (the starter manifest of `higtype init`).
public typealias NumberText = HigTypeCore.NumberText
/// One file to write and its bytes.
public typealias OutputFile = HigTypeOutputs.OutputFile
/// What writing did to one output: written, unchanged, or stale under `--check`.
public typealias OutputStatus = HigTypeOutputs.OutputStatus
/// Atomic, all-or-nothing writing of `OutputFile`s, as the pipeline writes its outputs.
public typealias OutputWriter = HigTypeOutputs.OutputWriter
/// Percent-decoding without Foundation's: the language server reads a resolver's `$ref` paths as
/// the resolver does.
public typealias PercentDecoding = HigTypeCore.PercentDecoding
/// What is at a path, a file or a folder: `--allow-path` must name a folder.
public typealias FileKind = HigTypeCore.FileKind
/// The one door to the file system (`HigTypeCore/Files`): the language server and the CLI ask it
/// what is on disk, as every layer does; none calls the system for a file itself.
public typealias FileSystem = HigTypeCore.FileSystem
