/// The project's own SwiftUI views, read in the first pass over the tree, so that a font set on
/// one of them (`RatingView(rating: 4).font(.system(size: 24))`) is judged by what its `body`
/// draws, wherever the view is declared:
/// - a view whose `body` draws only images (`Image(systemName:)`, or other project views that
///   do) is an icon, as an `Image` is (`SwiftFontFinder+Subjects`);
/// - a UIKit or AppKit view wrapped for SwiftUI (`UIViewRepresentable`, `NSViewRepresentable`
///   and their view-controller kinds) draws nothing the environment's font reaches, unless its
///   code reads the environment.
///
/// Conservative: a body with any text view, any view the project does not declare, or any value
/// the audit cannot see into (`label`, `content`) is not images; a name declared twice with
/// different bodies (two nested `Row`s) is neither.
final class ViewNames {
    var names: Set<String> = []
}

extension SwiftFontHelpers.FileScan {
    /// One `body` read: whether it draws only images once the project views it names do, and those names.
    struct ViewBody {
        var name: String
        var images: Bool
        var needs: Set<String>
    }

    static let wrappers: Set<String> = [
        "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable",
        "NSViewControllerRepresentable",
    ]

    /// The views this file declares: each `var body: some View { … }` under its type's name, and
    /// each type declared as a representable (`struct Spinner: UIViewRepresentable { … }`).
    static func views(_ finder: SwiftFontFinder) -> (bodies: [ViewBody], wrapped: [(name: String, reads: Bool)]) {
        var reading = finder
        var bodies: [ViewBody] = []
        var wrapped: [(name: String, reads: Bool)] = []
        for k in finder.tokens.indices {
            guard let word = finder.name(k) else { continue }
            if word == "var", finder.name(k + 1) == "body", finder.isPunct(k + 2, ":"), finder.name(k + 3) == "some",
                finder.name(k + 4) == "View", finder.isPunct(k + 5, "{"),
                let close = finder.closing(of: k + 5, end: finder.tokens.count),
                let type = finder.typeScopes.type(at: k, in: finder)
            {
                let names = ViewNames()
                reading.viewNames = names
                let content = reading.content(from: k + 6, to: close)
                bodies.append(ViewBody(name: type, images: content == .images, needs: names.names))
            }
            if ["struct", "class"].contains(word), let name = finder.name(k + 1), finder.isPunct(k + 2, ":") {
                var j = k + 3
                var isWrapper = false
                while j < finder.tokens.count, j - k < 32, !finder.isPunct(j, "{") {
                    if let conformance = finder.name(j), wrappers.contains(conformance) { isWrapper = true }
                    j += 1
                }
                guard isWrapper, finder.isPunct(j, "{"), let close = finder.closing(of: j, end: finder.tokens.count)
                else { continue }
                // `context.environment.font`: the wrapped view follows the SwiftUI font after all.
                let reads = (j..<close).contains { finder.name($0) == "environment" }
                wrapped.append((name, reads))
            }
        }
        return (bodies, wrapped)
    }
}

extension SwiftFontHelpers {
    /// Settles which of the project's views draw only images, once every file is read: a view
    /// whose body draws only images when the project views it names do, and they all do. Each
    /// round settles at least one more view or stops; nesting deeper than `maxViewRounds` is
    /// left undecided (not images).
    static func settleViews(
        _ bodies: [FileScan.ViewBody], wrapped: [(name: String, reads: Bool)]
    ) -> (images: Set<String>, wrapped: Set<String>) {
        var wrappedViews: Set<String> = []
        var readsEnvironment: Set<String> = []
        for view in wrapped {
            if view.reads { readsEnvironment.insert(view.name) } else { wrappedViews.insert(view.name) }
        }
        var declared: [String: FileScan.ViewBody] = [:]
        var conflicting: Set<String> = readsEnvironment
        for body in bodies {
            if let other = declared[body.name], other.images != body.images || other.needs != body.needs {
                conflicting.insert(body.name)
            }
            declared[body.name] = body
        }
        wrappedViews.subtract(conflicting)
        wrappedViews.subtract(declared.keys)
        var images: Set<String> = []
        var pending = declared.values.filter { $0.images && !conflicting.contains($0.name) }
        for _ in 0..<maxViewRounds {
            let settled = pending.filter { $0.needs.allSatisfy { images.contains($0) || wrappedViews.contains($0) } }
            if settled.isEmpty { break }
            images.formUnion(settled.map(\.name))
            pending.removeAll { images.contains($0.name) }
        }
        return (images, wrappedViews)
    }

    static let maxViewRounds = 8
}
