import UIKit

// Fonts of printed pages and PDFs are sized for paper: the reader's text size has no meaning
// there, so they are no findings.
final class DatabasePrintFormatter {
    private enum Predefined {
        static let titleFont = UIFont.boldSystemFont(ofSize: 16)
        static let entryFont = UIFont.systemFont(ofSize: 12)
    }
}

extension DatabasePrintFormatter {
    func fieldFont() -> UIFont { UIFont.monospacedSystemFont(ofSize: 10, weight: .regular) }
}

final class ReceiptRenderer: UIPrintPageRenderer {
    let footer = UIFont.systemFont(ofSize: 9)
}

final class ExportController: UIViewController {
    func pdfData() -> Data {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
        return renderer.pdfData { context in
            context.beginPage()
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 11)]
            "Report".draw(at: .zero, withAttributes: attributes)
        }
    }

    // Should flag: screen text beside the print code, and names where "print" is part of a word.
    let titleLabel = UILabel()
    func show() { titleLabel.font = UIFont.systemFont(ofSize: 20) }
}

final class FingerprintView: UIView {
    let hint = UIFont.systemFont(ofSize: 13)
}
