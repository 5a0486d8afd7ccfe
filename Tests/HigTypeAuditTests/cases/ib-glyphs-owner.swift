import UIKit

// The File's Owner of ib-glyphs.xib: it gives arrowLabel text and shareButton a title, so their
// glyph and image in the XIB are not all they show; starLabel it only colours.
final class ShortcutBar: UIView {
    @IBOutlet private weak var arrowLabel: UILabel!
    @IBOutlet private weak var shareButton: UIButton!
    @IBOutlet private weak var starLabel: UILabel!

    func update(direction: String, shareTitle: String?, starred: Bool) {
        arrowLabel.text = direction
        shareButton?.setTitle(shareTitle, for: .normal)
        starLabel.textColor = starred ? .systemYellow : .secondaryLabel
    }
}
