/// The kinds of file `higtype build` generates.
public enum OutputFormat: String, CaseIterable, Sendable {
    case css, swift, json

    /// The file name in `--out DIR`.
    public var fileName: String {
        switch self {
        case .css: "typography.css"
        case .swift: "Typography.swift"
        case .json: "typography.json"
        }
    }

    /// The template that renders it; `--templates DIR` may replace it by this name.
    public var templateName: String { fileName + ".mustache" }
}
