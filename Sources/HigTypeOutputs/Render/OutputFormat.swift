import HigTypeCore

/// The kinds of output `higtype build` generates.
public enum OutputFormat: String, CaseIterable, Sendable {
    case css, swift, json, dtcg

    /// What a build generates when `--format` is not given. `dtcg` is opt-in: it writes a folder
    /// of files (one per platform and size category) meant for other token tools, and adding it
    /// to the default would change what every existing build writes and `--check` expects.
    public static let defaults: [OutputFormat] = [.css, .swift, .json]

    /// How a format's files are made.
    public enum Generation: Sendable, Equatable {
        /// One file in `--out DIR`, rendered by the Mustache template named `fileName + ".mustache"`,
        /// which `--templates DIR` may replace.
        case template(fileName: String)
        /// Several files under `--out DIR`, built in code; no template is involved.
        case code
    }

    public var generation: Generation {
        switch self {
        case .css: .template(fileName: "typography.css")
        case .swift: .template(fileName: "Typography.swift")
        case .json: .template(fileName: "typography.json")
        case .dtcg: .code
        }
    }
}

extension Escaping {
    static func escaper(for format: OutputFormat) -> @Sendable (String) -> String {
        switch format {
        case .css: css
        case .swift: swift
        // DTCG output is built in code, not templated; it is JSON all the same.
        case .json, .dtcg: json
        }
    }
}
