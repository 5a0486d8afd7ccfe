import SwiftUI
import WatchKit

// watchOS code: read against watchOS's table (Body is 16 pt at Large there, not 17).
struct Complication: View {
    var body: some View {
        Text("72°").font(.system(size: 16))
        Text("High").font(.system(size: 15, weight: .semibold))
    }
}

final class Row: NSObject {
    let label = WKInterfaceLabel()
    func update() {
        label.setAttributedText(NSAttributedString(string: "x", attributes: [.font: UIFont.systemFont(ofSize: 13)]))
    }
}
