import HigTypeCompiler
import HigTypeCore

/// The DTCG files (`DTCGOutput`): built in code, a folder of them, so no template applies.
/// Opt-in: adding it to the default would change what every existing build writes and `--check`
/// expects.
struct DTCGFormat: OutputKind {
    let name = "dtcg"
    let summary =
        "writes DTCG 2025.10 token files, one per platform and size category, and a resolver per platform, under DIR/dtcg."
    let isDefault = false

    func paths(for resolved: ResolvedManifest) -> [String] { DTCGOutput.paths(for: resolved) }

    func render(_ job: RenderJob) throws(Diagnostic) -> [OutputStream] {
        var streams: [OutputStream] = []
        do {
            for file in DTCGOutput.files(for: job.resolved) {
                let stream = job.stream(file.path)
                streams.append(stream)
                try job.budget?.charge(file.text.utf8.count, for: stream.path)
                try stream.write(Array(file.text.utf8))
            }
        } catch {
            streams.forEach { $0.discard() }
            throw error
        }
        return streams
    }
}
