/// Printed and PDF output: a font that sets a printed page's text or a PDF's is sized for paper,
/// where the reader's Dynamic Type setting has no meaning. Its size is no finding.
///
/// A print region is the body of:
/// - a type whose name has the word Print (`DatabasePrintFormatter`, `ReceiptPrinter`), or that
///   inherits from a UIKit print class (`UIPrintPageRenderer`, `UISimpleTextPrintFormatter` …),
///   and its extensions;
/// - a function that draws a PDF or runs a print job (`UIGraphicsPDFRenderer`,
///   `UIGraphicsBeginPDFContextToData`, `NSPrintOperation`).
extension SwiftFontFinder {
    static let printClasses: Set<String> = [
        "UIPrintPageRenderer", "UIPrintFormatter", "UISimpleTextPrintFormatter", "UIMarkupTextPrintFormatter",
        "UIViewPrintFormatter",
    ]
    static let printCalls: Set<String> = [
        "UIGraphicsPDFRenderer", "UIGraphicsBeginPDFContextToData", "UIGraphicsBeginPDFContextToFile",
        "UIGraphicsBeginPDFPage", "NSPrintOperation", "UIPrintInteractionController",
    ]

    /// Token ranges of print regions, each from its declaration's keyword to its `}`.
    func printRegions() -> [Range<Int>] {
        var regions: [Range<Int>] = []
        var k = 0
        while k < tokens.count {
            guard let word = name(k), !isPunct(k - 1, ".") else {
                k += 1
                continue
            }
            switch word {
            case "class", "struct", "enum", "actor", "extension":
                guard let typeName = name(k + 1), let open = bodyOpen(after: k + 1) else { break }
                let inherits = (k + 2..<open).contains { Self.printClasses.contains(name($0) ?? "") }
                if inherits || Self.namesPrintCode(typeName), let close = closing(of: open, end: tokens.count) {
                    regions.append(k..<close + 1)
                    k = close + 1
                    continue
                }
            case "func":
                guard let open = bodyOpen(after: k + 1), let close = closing(of: open, end: tokens.count) else { break }
                if (open..<close).contains(where: { Self.printCalls.contains(name($0) ?? "") }) {
                    regions.append(k..<close + 1)
                    k = close + 1
                    continue
                }
            default:
                break
            }
            k += 1
        }
        return regions
    }

    /// A name with the word Print, Printer or Printing (`DatabasePrintFormatter`); not
    /// `Blueprint` or `Fingerprint`, where it is part of a word.
    static func namesPrintCode(_ name: String) -> Bool {
        var rest = Substring(name)
        while let range = rest.firstRange(of: "Print") {
            var after = rest[range.upperBound...]
            for ending in ["er", "ing"] where after.hasPrefix(ending) {
                after = after.dropFirst(ending.count)
                break
            }
            if after.first.map({ $0.isUppercase || $0 == "_" }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// The `{` of a declaration's body within 128 tokens after `k`, before any `;` or `}`.
    private func bodyOpen(after k: Int) -> Int? {
        var j = k
        var depth = 0
        while j < tokens.count, j - k < 128 {
            if isPunct(j, "(") || isPunct(j, "[") || isPunct(j, "<") { depth += 1 }
            if isPunct(j, ")") || isPunct(j, "]") || isPunct(j, ">") { depth -= 1 }
            if depth <= 0, isPunct(j, "{") { return j }
            if isPunct(j, "}") || isPunct(j, ";") { return nil }
            j += 1
        }
        return nil
    }
}
