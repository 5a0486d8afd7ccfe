import SwiftUI
import UIKit

func isLargeScreen() -> Bool { UIScreen.main.bounds.width > 400 }

private let titleSize: CGFloat = 22
private let captionSize = CGFloat(11)
var userSize: CGFloat = 17

enum Metrics {
    static let amountFontSize: CGFloat = 34
    static let rowFontSize: CGFloat = if UIDevice.current.userInterfaceIdiom == .pad { 17 } else { 15 }
    static var badgeFontSize: CGFloat {
        switch UIDevice.current.userInterfaceIdiom {
        case .pad: return 13
        default: return 11
        }
    }
}

struct Row: View {
    let model: Model
    let item: Item?
    @Environment(\.sizeCategory) private var sizeCategory
    var body: some View {
        VStack {
            // A condition of any kind picks one of two fixed sizes.
            Text("a").font(.system(size: model.isCompact() ? 13 : 15))
            Text("b").font(.system(size: isLargeScreen() ? 20 : 17, weight: .bold))
            Text("c").font(.system(size: UIScreen.main.bounds.width > 375 ? 15 : 13))
            Text("d").font(.system(size: item?.isEmpty == true ? 15 : 13))
            Text("e").font(.system(size: model.isCompact() ? 12 : UIScreen.main.bounds.width > 375 ? 17 : 15))
            // A choice by the reader's text size follows it: not flagged.
            Text("f").font(.system(size: sizeCategory.isAccessibilityCategory ? 28 : 17))
            // Constants of the file and its types.
            Text("g").font(.system(size: titleSize))
            Text("h").font(.system(size: Metrics.amountFontSize, weight: .light))
            Text("i").font(.system(size: Metrics.rowFontSize))
            Text("j").font(.system(size: Metrics.badgeFontSize))
            Text("k").font(.system(size: captionSize))
            // A stored var can change: a size that is not a literal, as before.
            Text("l").font(.system(size: userSize))
        }
    }
}

final class Legacy: UIView {
    let label = UILabel()
    func style() {
        // UIKit's standard sizes are fixed on iOS.
        label.font = .systemFont(ofSize: UIFont.smallSystemFontSize)
        label.font = UIFont.boldSystemFont(ofSize: UIFont.labelFontSize)
    }
}
