import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// Finds tokens whose Swift names clash. Two declarations with one name would not compile,
/// and silently renaming either would make the generated API depend on manifest order, so a
/// clash is an error and the build writes nothing.
enum SwiftNameCheck {
    /// Names the generated namespace declares besides the tokens (see templates/Typography.swift.mustache).
    static let reservedNames: Set<String> = [
        "all", "Token", "Metrics", "SizeCategory", "Platform", "Design", "TextStyle",
    ]

    /// One `swift-name-collision` error per token whose identifier is already taken, at that
    /// token, with a note at the token that took it first (or naming the declaration it clashes with).
    /// A token named as the namespace is one too: inside the namespace its constant would hide
    /// the namespace's own name. `names` holds each token's identifier (`SwiftNames.identifier`
    /// of its path, as `SwiftNameTable` computes it), in the order of `tokens`.
    static func check(_ tokens: [ResolvedToken], names: [String], namespace: String = "Typography") -> [Diagnostic] {
        precondition(names.count == tokens.count, "one Swift name per token")
        // The index of the token that took each name first: 100,000 copied sources made 28 MB.
        var firstByName: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for index in tokens.indices {
            let token = tokens[index]
            let name = SwiftNames.unescaped(names[index])
            if name == namespace {
                diagnostics.append(
                    .error(
                        .swiftNameCollision,
                        "token '\(token.name)' becomes the Swift name '\(name)', the name of the generated namespace",
                        at: token.source.location,
                        notes: [.init("rename the token, or choose another name with --swift-namespace")]))
            } else if reservedNames.contains(name) {
                diagnostics.append(
                    .error(
                        .swiftNameCollision,
                        "token '\(token.name)' becomes the Swift name '\(name)', which the generated file already declares",
                        at: token.source.location,
                        notes: [
                            .init(
                                "rename the token; '\(name)' is one of \(reservedNames.sorted().joined(separator: ", "))"
                            )
                        ]))
            } else if let first = firstByName[name].map({ tokens[$0].source }) {
                diagnostics.append(
                    .error(
                        .swiftNameCollision,
                        "token '\(token.name)' becomes the Swift name '\(name)', as token '\(first.name)' does",
                        at: token.source.location,
                        notes: [.init("'\(first.name)' is declared here", at: first.location)]))
            } else {
                firstByName[name] = index
            }
        }
        return diagnostics
    }
}
