import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs

extension Pipeline {
    /// What `convert` did: the conversion, and the files written with their status.
    public struct ConvertResult: Sendable {
        public var conversion: Compiler.Conversion
        public var written: [(path: String, status: OutputStatus)] = []
        public var outputDiagnostics: [Diagnostic] = []

        public var diagnostics: [Diagnostic] { conversion.log.sorted + outputDiagnostics }
        public var hasErrors: Bool {
            conversion.log.hasErrors || outputDiagnostics.contains { $0.severity == .error }
        }
    }

    /// The file `convert` writes for a source in `folder`: its name with `.tokens.json` for its
    /// `.json`, `.json5` or `.tokens.json` ending.
    public static func convertedPath(of source: String, in folder: String) -> String {
        var name = PathText.name(of: source)
        for ending in [".tokens.json", ".json5", ".json"] where name.hasSuffix(ending) {
            name = String(name.dropLast(ending.count))
            break
        }
        return PathText.join(folder, name + ".tokens.json")
    }

    /// Converts the sources to DTCG 2025.10 and writes one file each into `folder`, all or none:
    /// on an error nothing is written, and files whose bytes are already there keep their mtime.
    public static func convert(_ sources: [String], into folder: String, write: Bool = true) -> ConvertResult {
        var result = ConvertResult(conversion: Compiler.convert(paths: sources))
        guard !result.conversion.log.hasErrors else { return result }
        var outputs: [OutputFile] = []
        for file in result.conversion.files {
            let path = convertedPath(of: file.source, in: folder)
            if let earlier = result.conversion.files.first(where: {
                $0.source != file.source && convertedPath(of: $0.source, in: folder) == path
            }) {
                result.outputDiagnostics.append(
                    .error(
                        .foreignFormat,
                        "'\(file.source)' and '\(earlier.source)' would both be written to '\(path)'; convert them into different folders"
                    ))
                return result
            }
            outputs.append(OutputFile(path: path, text: file.text))
        }
        guard write, !outputs.isEmpty else { return result }
        switch OutputWriter.write(outputs, root: folder, inputs: sources) {
        case .failure(let diagnostic): result.outputDiagnostics.append(diagnostic)
        case .success(let statuses): result.written = statuses.map { ($0.0.path, $0.1) }
        }
        return result
    }
}
