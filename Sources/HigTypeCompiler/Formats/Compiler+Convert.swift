import HigTypeCore

extension Compiler {
    /// What `higtype convert` makes of its sources: each read in its format and written as a DTCG
    /// 2025.10 file.
    public struct Conversion: Sendable {
        /// One source as DTCG: the file's text, and the format it was read in.
        public struct File: Sendable {
            public var source: String
            public var format: TokenFormat
            /// The DTCG 2025.10 document, two-space indented, ending in a newline.
            public var text: String
        }

        public var files: [File] = []
        /// Everything read, for quoting source lines under diagnostics.
        public var sources: [SourceFile] = []
        public var log = DiagnosticLog()
    }

    /// Reads the sources together (an alias in one may name a token of another) and converts
    /// each to DTCG 2025.10. A DTCG source is written as it is, members in their order. Any
    /// error leaves `files` empty: nothing is converted in part.
    public static func convert(paths: [String], policy: InputPolicy = .init()) -> Conversion {
        convert(read(paths: paths, policy: policy), paths: paths)
    }

    /// Converts sources already in memory, as `convert(paths:)` does after reading them; the
    /// `foreignformat` fuzz target drives the readers through this.
    public static func convert(sources: [SourceFile]) -> Conversion {
        convert(read(sources: sources), paths: sources.map(\.path))
    }

    private static func convert(_ inputs: Inputs, paths: [String]) -> Conversion {
        var conversion = Conversion()
        conversion.sources = inputs.compilation.sources
        conversion.log = inputs.compilation.log
        guard !conversion.log.hasErrors else { return conversion }
        if inputs.isResolver {
            conversion.log.report(
                .error(
                    .foreignFormat,
                    "'\(paths[0])' is a resolver document; convert reads token files: name the files its sets list"))
            return conversion
        }
        let readings = FormatReader.read(inputs.manifests)
        for (document, reading) in zip(inputs.manifests, readings) {
            conversion.log.report(contentsOf: reading.diagnostics)
            guard let converted = reading.document else { continue }
            conversion.files.append(
                Conversion.File(
                    source: document.location.file, format: reading.format,
                    text: JSONOutput(converted).serialized() + "\n"))
        }
        if conversion.log.hasErrors { conversion.files = [] }
        return conversion
    }
}
