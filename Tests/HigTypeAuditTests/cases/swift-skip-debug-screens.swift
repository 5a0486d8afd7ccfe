import AppKit
import UIKit

// Debug screens by name, outside #if DEBUG: a type whose name has the word Debug, and its
// extensions, are left out as debug code (--include debug audits them).
final class LogiDebugPanel: NSPanel {
    func makeLabel() -> NSTextField {
        let label = NSTextField(labelWithString: "HID++")
        label.font = NSFont.systemFont(ofSize: 9)
        return label
    }
}

extension LogiDebugPanel {
    func note() -> NSFont { NSFont.monospacedSystemFont(ofSize: 10, weight: .regular) }
}

struct NetworkDebugView {
    let font = UIFont.systemFont(ofSize: 11)
}

// Should flag: "Debug" is not a word of these names.
final class DebuggerBanner: UIView {
    let title = UIFont.systemFont(ofSize: 13)
}

final class Settings: UIView {
    var debugDescriptionFont = UIFont.systemFont(ofSize: 15)
}
