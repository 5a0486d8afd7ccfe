import SwiftUI
import UIKit

// Fix-its keep what the call wrote beside the size: weight, design, the module, traits.
struct ReceiptRow: View {
    let compact: Bool
    var body: some View {
        HStack {
            Text("Total").font(.system(size: 13, weight: .semibold))
            Text("€12.40").font(.system(size: 15, design: .rounded))
            Text("Paid").font(.system(size: 12, weight: .medium, design: .monospaced))
            Text("Note").font(.system(size: 17, weight: .regular, design: .default))
            Text("Tag").font(SwiftUI.Font.system(size: 11, weight: .bold))
            Text("Hint").font(.system(size: 16, weight: emphasis))
            Text("Sum").font(.system(size: compact ? 13 : 15, weight: .semibold))
        }
    }
    var emphasis: Font.Weight { .medium }
}

// Above the largest text style: no text style, a note on @ScaledMetric.
struct Countdown: View {
    var body: some View {
        Text("42").font(.system(size: 96, weight: .heavy, design: .rounded))
    }
}

let heading: Font = .system(size: 20, weight: .semibold)
let amount = Font.system(size: compact ? 28 : 34, design: .rounded)

final class BadgeView: UIView {
    let title = UILabel()
    let count = UILabel()
    func style() {
        title.font = .systemFont(ofSize: 13, weight: .semibold)
        count.font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        title.font = UIKit.UIFont.systemFont(ofSize: 20)
        count.font = .systemFont(ofSize: 48, weight: .bold)
        title.font = .systemFont(ofSize: isPad ? 15 : 13)
    }
}
