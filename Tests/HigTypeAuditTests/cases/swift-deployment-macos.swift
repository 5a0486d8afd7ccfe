import AppKit
import SwiftUI

// A Mac app that deploys to macOS 10.15: NSFont.preferredFont(forTextStyle:) and SwiftUI's
// .title3 need macOS 11, so those fix-its are left out; the findings stay.
final class PreferencesView: NSView {
    let caption = NSTextField(labelWithString: "(optional)")
    let title = NSTextField(labelWithString: "Buttons")

    func setUp() {
        caption.font = NSFont.systemFont(ofSize: 11)
        title.font = NSFont.boldSystemFont(ofSize: 13)
        // AppKit's standard size: no finding.
        title.font = NSFont.systemFont(ofSize: NSFont.systemFontSize)
    }
}

struct Badge: View {
    var body: some View {
        VStack {
            Text("New").font(.system(size: 15))
            // .body is macOS 10.15: its fix-it stays.
            Text("Body").font(.system(size: 13))
        }
    }
}
