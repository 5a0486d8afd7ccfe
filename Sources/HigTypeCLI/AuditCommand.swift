import Foundation
import HigTypeKit

/// `higtype audit`: finds font sizes in Swift and CSS that bypass Dynamic Type.
enum AuditCommand {
    static let platform = OptionSpec(
        name: "--platform", valueName: "NAME",
        help:
            "The platform whose HIG table names the nearest text style (default ios, or the manifest's first target when it does not target iOS)."
    )
    static let manifest = OptionSpec(
        name: "--manifest", valueName: "FILE",
        help:
            "A token manifest (repeatable; later files compose over earlier ones; - reads standard input): each finding names the token whose default-category size and weight it has.",
        repeatable: true)

    static let syntax = CommandSyntax(
        name: "audit", positional: "PATH...", options: [platform, manifest, .config, .diagnosticsFormat, .quiet],
        summary: """
            Finds font sizes in Swift and CSS that bypass Dynamic Type: Font.system(size:),
            Font.custom without relativeTo:, UIFont/NSFont systemFont(ofSize:) and (name:size:),
            CSS font-size and font with px, pt or another absolute length. Each finding names the
            nearest HIG text style and carries a fix-it. Folders are searched for .swift and .css
            files, skipping .build, DerivedData, Pods, Carthage, node_modules and hidden folders.
            A comment "higtype: allow fixed-size — <reason>" on the line or the line before
            waives a finding. With --config, the tokens are those a build with that
            higtype.json compiles (its manifests or resolver, contexts and platforms), named in
            its namespace.
            """,
        exitStatus: """
            0 clean; 1 findings, a waiver without a reason, or errors in the manifest;
            2 usage error.
            """)

    static func run(_ parsed: ParsedArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let format = try HigTypeTool.diagnosticsFormat(parsed)
        guard !parsed.positional.isEmpty else { throw UsageError("'audit' needs at least one file or folder") }
        var asked: Platform?
        if let name = parsed[Self.platform] {
            guard let named = Platform(named: name) else {
                let ids = Platform.allCases.map(\.rawValue)
                throw UsageError("unknown platform '\(name)' for --platform" + Suggestions.didYouMean(name, in: ids))
            }
            asked = named
        }
        let files: [String]
        switch AuditFiles.collect(parsed.positional) {
        case .success(let found): files = found
        case .failure(let problem): throw UsageError(problem.message)
        }
        var config: BuildConfig?
        switch HigTypeTool.readConfig(
            parsed, command: "audit", format: format, environment: environment, output: &output)
        {
        case .failed: return
        case .loaded(let loaded): config = loaded
        case .none: break
        }
        var compilation = Compiler.Compilation()
        try HigTypeTool.readStandardInputOnce(parsed.values(Self.manifest))
        let manifests = parsed.values(Self.manifest).isEmpty ? config?.inputs ?? [] : parsed.values(Self.manifest)
        if !manifests.isEmpty {
            compilation = Pipeline.lint(
                manifests: manifests, input: config?.contexts ?? .init(), platforms: config?.platforms)
        }
        let targets = compilation.resolved?.platforms
        if let asked, let targets, !targets.contains(asked) {
            // Token names from another platform's values would be wrong names.
            let error = Diagnostic.error(
                .platformNotTargeted,
                "--platform \(asked.rawValue): the manifest does not target \(asked.displayName), so no token has values "
                    + "there; its platforms are \(targets.map(\.rawValue).joined(separator: ", ")). Pick one of those, "
                    + "or add it to $extensions[\"dev.higtype\"].platforms")
            HigTypeTool.emit(compilation, extra: [error], format: format, environment: environment, output: &output)
            output.status = ToolOutput.Status.failure
            return
        }
        let platform = asked ?? targets.map { $0.contains(.ios) || $0.isEmpty ? .ios : $0[0] } ?? .ios
        var auditor = Auditor(platform: platform)
        auditor.tokens = compilation.resolved.map {
            TokenMatch($0, platform: platform, namespace: config?.namespace ?? "Typography")
        }
        var diagnostics: [Diagnostic] = []
        var waived = 0
        var lines = 0
        for file in files {
            // A FIFO or device named like a source file is reported as what it is, never waited on.
            let bytes: [UInt8]
            switch InputFile.read(file, limit: Compiler.InputPolicy().maxFileBytes) {
            case .success(let read): bytes = read
            case .failure(let failure):
                diagnostics.append(.error(.ioError, "cannot read '\(file)': \(failure.reason)"))
                continue
            }
            let result = auditor.audit(bytes, path: file, language: Auditor.Language(path: file)!)
            if !result.diagnostics.isEmpty { compilation.sources.append(.init(path: file, bytes: bytes)) }
            diagnostics += result.diagnostics
            waived += result.waived
            lines += result.lines
        }
        HigTypeTool.emit(compilation, extra: diagnostics, format: format, environment: environment, output: &output)
        let findings = diagnostics.filter { $0.id == .fixedSize }.count
        let failed = compilation.log.hasErrors || diagnostics.contains { $0.severity == .error }
        output.status = failed ? ToolOutput.Status.failure : ToolOutput.Status.ok
        guard !parsed.has(.quiet) else { return }
        output.stderr +=
            "higtype: audited \(files.count) \(files.count == 1 ? "file" : "files") (\(lines) lines): "
            + "\(findings) fixed \(findings == 1 ? "size" : "sizes"), \(waived) waived\n"
    }
}
