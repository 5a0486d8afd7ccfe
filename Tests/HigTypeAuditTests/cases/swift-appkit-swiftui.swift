import AppKit
import SwiftUI

// A menu-bar utility: SwiftUI views in a file that imports AppKit, so it only builds for macOS.
struct StatusMenu: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Uptime").font(.system(size: 13))
            Text(uptime).font(.system(size: 11))
            Text("Brand").font(.custom("Brand", size: 15))
            HStack { Image(systemName: "bolt").font(.system(size: 20)); Text("Charging") }
        }
    }
}

final class StatusItemController {
    let title = NSAttributedString(string: "Up", attributes: [.font: NSFont.menuBarFont(ofSize: 0)])
    let label = NSTextField(labelWithString: "")
    func configure() {
        label.font = .systemFont(ofSize: 12)
    }
}

let gear = NSImage.SymbolConfiguration(pointSize: 15, weight: .regular)
