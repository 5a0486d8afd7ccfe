import HigTypeCompiler
import HigTypeCore

/// `Typography.swift`: the tokens as Swift values, with SwiftUI and UIKit adapters.
struct SwiftFormat: OutputKind {
    let name = "swift"
    let summary = "writes Typography.swift: the tokens as Swift values, with SwiftUI and UIKit adapters."
    let isDefault = true
    let template: String? = "Typography.swift.mustache"
    var escape: @Sendable (String) -> String { Escaping.swift }

    func optionProblem(_ options: RenderOptions) -> Diagnostic? {
        SwiftNames.namespaceProblem(options.swiftNamespace).map {
            .error(.renderOption, "the Swift namespace '\(options.swiftNamespace)' cannot be used: \($0)")
        }
    }

    /// Two tokens whose names fold to one Swift identifier would not compile.
    func clashes(_ setup: RenderSetup) -> [Diagnostic] {
        SwiftNameCheck.check(setup.tokens, names: setup.swiftNames.all, namespace: setup.options.swiftNamespace)
    }
}
