import SwiftUI
import UIKit

// Sizes that scale or follow the layout are not fixed sizes.
struct Poster: View {
    @ScaledMetric(relativeTo: .title) var height: CGFloat = 120
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View {
        GeometryReader { geometry in
            Text("Now playing")
                .font(.system(size: geometry.size.width * 0.5625))
        }
        .frame(height: height)
        Text("Category").font(.system(size: sizeCategory.isAccessibilityCategory ? 28 : 17))
        Text("Fixed").font(.system(size: 15))
    }
}

// A size a helper maps from the content size category, in a function of the project.
func badgeSize(for category: UIContentSizeCategory) -> CGFloat {
    switch category {
    case .extraSmall, .small: return 11
    case .accessibilityExtraLarge: return 24
    default: return 13
    }
}

final class Badge: UILabel {
    func update() {
        font = .systemFont(ofSize: badgeSize(for: traitCollection.preferredContentSizeCategory))
        font = .systemFont(ofSize: bounds.height * 0.6)
        // A descriptor's size is a style's size read once, not a fixed size.
        font = .systemFont(ofSize: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize)
        font = .systemFont(ofSize: 12)
    }
}
