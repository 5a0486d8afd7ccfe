import UIKit

// The classes of ib-outlets.xib: OrderCell sets three of its outlets' fonts in code, so their
// fonts in the XIB are placeholders.
final class OrderCell: UITableViewCell {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var amountLabel: UILabel! {
        didSet { amountLabel.attributedText = NSAttributedString(string: "") }
    }
    @IBOutlet private weak var noteLabel: UILabel!
    @IBOutlet private weak var payButton: UIButton!
    @IBOutlet private weak var plainLabel: UILabel!
    @IBOutlet private weak var styledLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        self.payButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
        plainLabel.text = "plain"
        styledLabel.adjustsFontForContentSizeCategory = true
    }
}

extension OrderCell {
    func configure(note: String) {
        noteLabel?.font = UIFont.preferredFont(forTextStyle: .footnote)
        noteLabel.text = note
    }
}

final class OrderSummaryView: UIView {
    @IBOutlet weak var totalLabel: UILabel!
    override func awakeFromNib() {
        super.awakeFromNib()
        totalLabel.applyBodyStyle()
    }
}

extension UILabel {
    func applyBodyStyle() {
        font = .preferredFont(forTextStyle: .body)
        adjustsFontForContentSizeCategory = true
    }
}

final class SettingsCell: UITableViewCell {
    func configure() {
        textLabel?.font = .preferredFont(forTextStyle: .body)
    }
}
