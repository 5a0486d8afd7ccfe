import SwiftUI
import UIKit

// Sizes that already scale, or are not a text size, as apps write them: none of these is flagged,
// except the controls at the end.
enum Metrics {
    static let titleSize = UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28)
    static let bodySize = UIFontMetrics.default.scaledValue(for: 17)
    static let captionSize = UIFontMetrics(forTextStyle: .caption1)
        .scaledValue(for: 12, compatibleWith: nil)
    static let subtitleSize = bodySize * 0.9
    static var badgeSize: CGFloat { UIFontMetrics.default.scaledValue(for: 11) }
    static let fixedSize: CGFloat = 15
    static func scaled(_ size: CGFloat, by factor: CGFloat = 1) -> CGFloat {
        UIFontMetrics.default.scaledValue(for: size * factor)
    }
}

final class ArticleCell: UITableViewCell {
    let title = UILabel()
    let body = UILabel()
    let byline = UILabel()

    func configure() {
        title.font = UIFont(name: "Charter-Bold", size: Metrics.titleSize)
        body.font = .systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 17))
        byline.font = UIFont(name: "Charter", size: Metrics.captionSize)
        detailTextLabel?.font = .systemFont(ofSize: Metrics.subtitleSize, weight: .medium)
        textLabel?.font = .systemFont(ofSize: Metrics.badgeSize)
        detailTextLabel?.font = UIFont(name: "Charter", size: Metrics.scaled(15, by: 1.1))
        // Placeholders: only the font's name is used, its size set later by a descriptor.
        let family = UIFont(name: "Charter", size: 1)?.familyName
        let descriptor = UIFont(name: "Charter-Italic", size: 0)?.fontDescriptor
        _ = (family, descriptor)
    }
}

struct Header: View {
    @ScaledMetric(relativeTo: .title) private var iconSize: CGFloat = 24
    @ScaledMetric private var spacing = 8

    var body: some View {
        HStack(spacing: spacing) {
            Text("Today").font(.system(size: iconSize * 1.2))
            Text("Now").font(.custom("Charter", size: iconSize))
            Text("Fixed").font(.system(size: Metrics.fixedSize))
            Text("Literal").font(.system(size: 1.5))
        }
    }
}
