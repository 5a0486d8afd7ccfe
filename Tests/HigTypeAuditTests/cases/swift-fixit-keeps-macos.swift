import AppKit
import SwiftUI

// macOS code keeps what the call says beside its size: the design, the weight, the trait.
struct Inspector: View {
    let compact: Bool
    var body: some View {
        VStack(alignment: .leading) {
            Text("0x1F").font(.system(size: 11, design: .monospaced))
            Text("Name").font(.system(size: 13, weight: .medium))
            Text("Total").font(.system(size: 13, weight: .bold, design: .rounded))
            Text("Note").font(.system(size: compact ? 11 : 13, design: .serif))
            HStack { Image(systemName: "gear").font(.system(size: 15, weight: .semibold)); Text("Settings") }
            Text("Hero").font(.system(size: 48, weight: .bold))
            // Text styles already: not flagged.
            Text("Body").font(.body.weight(.medium))
            Text("Code").font(.system(.body, design: .monospaced))
        }
    }
}

final class CellView: NSView {
    let name = NSTextField(labelWithString: "")
    let size = NSTextField(labelWithString: "")
    let path = NSTextField(labelWithString: "")
    func style(compact: Bool) {
        name.font = .systemFont(ofSize: 13)
        name.font = NSFont.systemFont(ofSize: 13, weight: .medium)
        size.font = NSFont.monospacedDigitSystemFont(ofSize: 11, weight: .regular)
        path.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        path.font = .boldSystemFont(ofSize: 13)
        size.font = NSFont.systemFont(ofSize: compact ? 10 : 13)
        name.font = NSFont.systemFont(ofSize: 40, weight: .light)
        // The system's own sizes and styles: not flagged.
        path.font = .systemFont(ofSize: NSFont.smallSystemFontSize)
        name.font = .preferredFont(forTextStyle: .headline)
    }
}
