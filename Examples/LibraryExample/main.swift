import Foundation
import HigTypeKit

// Compiles a manifest to CSS and JSON in memory, with the library alone: no command line.
let manifest = CommandLine.arguments.dropFirst().first ?? "tokens/example.tokens.json"

var request = Pipeline.Request(manifests: [manifest])
request.formats = [.css, .json]
request.mode = .render  // hand the outputs back; .write writes them atomically, .check compares
let result = Pipeline.build(request)

for diagnostic in result.diagnostics {
    print("\(diagnostic.severity): \(diagnostic.message) [\(diagnostic.id)]")
}
for output in result.outputs {
    print("\(output.path): \(output.contents.count) bytes")
}
exit(result.hasErrors ? 1 : 0)
