import HigTypeCore

/// Every permutation of a resolver document: one selection per combination of the contexts of
/// the modifiers `resolutionOrder` uses, as many as the product of their context counts.
public enum ResolverPermutations {
    /// The most permutations one run builds; beyond this, fix some modifiers with `--context`.
    public static let limit = 256

    /// The permutations, with the modifiers `fixed` names held at its contexts. Modifiers vary in
    /// the order `resolutionOrder` first uses them, the last fastest, each over its contexts in
    /// document order.
    public static func all(of document: ResolverDocument, fixing fixed: ResolverInput = .init())
        -> ([ResolverSelection], [Diagnostic])
    {
        let (held, problems) = document.select(fixed, requireAll: false)
        guard let held else { return ([], problems) }
        let axes: [(name: String, contexts: [String])] = document.orderModifiers.map { modifier in
            (modifier.name, held.context(of: modifier.name).map { [$0] } ?? modifier.contexts.map(\.name))
        }
        var count = 1
        for axis in axes {
            let (product, overflow) = count.multipliedReportingOverflow(by: axis.contexts.count)
            guard !overflow, product <= limit else {
                let sizes = axes.map { "\($0.contexts.count) of \($0.name)" }.joined(separator: " × ")
                return (
                    [],
                    problems + [
                        .error(
                            .resolverPermutations,
                            "\(document.path) has more than \(limit) permutations (\(sizes)); higtype builds at most \(limit) "
                                + "in one run: hold some modifiers with --context NAME=VALUE",
                            at: document.orderLocation)
                    ]
                )
            }
            count = product
        }
        var selections: [ResolverSelection] = []
        var index = Array(repeating: 0, count: axes.count)
        for _ in 0..<count {
            selections.append(
                ResolverSelection(
                    axes.indices.map { .init(modifier: axes[$0].name, context: axes[$0].contexts[index[$0]]) }))
            // The last modifier varies fastest, like digits of a number.
            var digit = axes.count - 1
            while digit >= 0 {
                index[digit] += 1
                if index[digit] < axes[digit].contexts.count { break }
                index[digit] = 0
                digit -= 1
            }
        }
        if let clash = folderClash(selections) {
            return (
                [],
                problems + [
                    .error(
                        .resolverPermutations,
                        "the permutations '\(clash.0)' and '\(clash.1)' would be built into folders whose names differ only "
                            + "in case, which are one folder on macOS; rename a context", at: document.orderLocation)
                ]
            )
        }
        return (selections, problems)
    }

    /// The folder a permutation is built into, under `--out`: `<modifier>-<context>` for each
    /// modifier, joined by `_`, e.g. `theme-dark_size-large`. Bytes other than ASCII letters,
    /// digits, `-` and `.` are percent-encoded (`high contrast` → `high%20contrast`), so a name
    /// is always one safe path component and different permutations get different folders.
    public static func folderName(_ selection: ResolverSelection) -> String {
        selection.choices.map { encode($0.modifier) + "-" + encode($0.context) }.joined(separator: "_")
    }

    static func encode(_ name: String) -> String {
        var out = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                out.append(Character(UnicodeScalar(byte)))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// Two selections whose folder names are equal ignoring case, if any.
    private static func folderClash(_ selections: [ResolverSelection]) -> (String, String)? {
        var seen: [String: String] = [:]
        for selection in selections {
            let name = folderName(selection)
            if let other = seen.updateValue(name, forKey: name.lowercased()) { return (other, name) }
        }
        return nil
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
