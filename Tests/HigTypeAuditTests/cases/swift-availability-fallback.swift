import UIKit

// Deploying to iOS 12: the fallback of a check for iOS 11 never runs; one for iOS 13 does.
final class StatsHeader: UIView {
    let total = UILabel()
    let caption = UILabel()
    let footer = UILabel()

    func style(compact: Bool) {
        if #available(iOS 11.0, *) {
            total.font = .preferredFont(forTextStyle: .largeTitle)
        } else {
            total.font = .systemFont(ofSize: 28, weight: .bold)
        }
        if #available(iOS 13, *) {
            caption.font = .preferredFont(forTextStyle: .caption1)
        } else {
            caption.font = .systemFont(ofSize: 12)
        }
        // Another condition beside the check: its else runs on any system.
        if #available(iOS 11.0, *), compact {
            footer.font = .preferredFont(forTextStyle: .footnote)
        } else {
            footer.font = .systemFont(ofSize: 13)
        }
        guard #available(iOS 10.0, *) else {
            footer.font = .systemFont(ofSize: 15)
            return
        }
    }
}
