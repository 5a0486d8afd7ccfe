// Writes what follows from the rules' declarations (Sources/HigTypeCompiler/Validate/Rules/):
// the rules section of docs/rules.md and the rule settings of docs/manifest.schema.json.
// A test fails when either differs from what this writes (RuleReferenceTests).
// Usage: swift run generate-rules PACKAGE_ROOT   (make generate, which also re-embeds the docs)
import Foundation
import HigTypeCompiler

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: generate-rules PACKAGE_ROOT\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1])
let files: [(path: String, update: (String) -> String?)] = [
    ("docs/rules.md", RuleReference.rulesPage(updating:)),
    ("docs/manifest.schema.json", RuleReference.schema(updating:)),
]
for (path, update) in files {
    let url = root.appendingPathComponent(path)
    let old = try String(contentsOf: url, encoding: .utf8)
    guard let new = update(old) else {
        FileHandle.standardError.write(Data("generate-rules: \(path) does not have the shape this tool updates\n".utf8))
        exit(1)
    }
    if new != old {
        try new.write(to: url, atomically: true, encoding: .utf8)
        print("generate-rules: wrote \(path)")
    }
}
