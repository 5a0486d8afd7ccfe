import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `higtype adopt` as one call: the adoption (`Adopter`, in the compiler), then the adapter
/// written atomically by the output writer when there is no error and something to adopt.
extension Pipeline {
    /// What one adoption did.
    public struct AdoptResult: Sendable {
        public var adoption: Adoption
        /// What happened to the adapter file: written or unchanged; nil when nothing was written.
        public var status: OutputStatus?
        /// Diagnostics about the file on disk: one that is not an adapter in the way, a failed write.
        public var outputDiagnostics: [Diagnostic] = []

        public var diagnostics: [Diagnostic] { adoption.diagnostics + outputDiagnostics }
        public var hasErrors: Bool { adoption.hasErrors || outputDiagnostics.contains { $0.severity == .error } }
    }

    /// Adopts the sources and, with `write`, writes the adapter to `request.out`: never over a
    /// file that is not an adapter `adopt` wrote, and never when an error was found.
    public static func adopt(_ request: Adopter.Request, write: Bool = true) -> AdoptResult {
        var result = AdoptResult(adoption: Adopter.adopt(request))
        guard write, let text = result.adoption.adapter else { return result }
        if case .success(let existing) = InputFile.read(request.out, limit: Compiler.InputPolicy().maxFileBytes),
            !Adopter.isAdapter(existing)
        {
            result.outputDiagnostics.append(
                .error(
                    .adoptOutput,
                    "'\(request.out)' exists and is not an adapter written by higtype adopt; adopt does not "
                        + "write over it: move it, or choose another path for the adapter"))
            return result
        }
        // The adapter's folder is its output folder; it may not be one of the files read (compared
        // by file, after symlinks, as a build's outputs are).
        let inputs = result.adoption.compilation.sources.map(\.path).filter {
            $0 != Compiler.standardInputName && $0 != request.out
        }
        let written = OutputWriter.write(
            [OutputFile(path: request.out, text: text)], root: PathText.folder(of: request.out), inputs: inputs)
        switch written {
        case .failure(let diagnostic): result.outputDiagnostics.append(diagnostic)
        case .success(let statuses): result.status = statuses.first?.1
        }
        return result
    }
}
