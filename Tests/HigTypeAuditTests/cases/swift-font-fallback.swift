import UIKit

// A font with its fallback is one font: one finding, and the fix-it scales both, so the
// monospaced log stays monospaced.
final class LogView: UIView {
    let text = UITextView()
    func style() {
        text.font = UIFont(name: "Menlo", size: 12) ?? .systemFont(ofSize: 12)
        text.font = UIFont(name: "Menlo-Bold", size: 12) ?? UIFont.monospacedSystemFont(ofSize: 12, weight: .bold)
    }
}

#if os(macOS)
import AppKit
final class MacLogView: NSView {
    let field = NSTextField()
    func style() {
        field.font = NSFont(name: "Monaco", size: 10) ?? NSFont.systemFont(ofSize: 10)
    }
}
#endif
