import UIKit

// The File's Owner of ib-styled.xib and the project's style functions: closures and a function
// that take a view and style it, some setting its font.
func compose<V>(_ first: @escaping (V) -> Void, and second: @escaping (V) -> Void) -> (V) -> Void {
    { view in
        first(view)
        second(view)
    }
}

let bodyTextStyle: (UILabel) -> Void = {
    $0.font = .preferredFont(forTextStyle: .body)
    $0.adjustsFontForContentSizeCategory = true
}

let sectionHeaderStyle = compose(
    bodyTextStyle,
    and: {
        $0.textAlignment = .natural
    })

let weakColorStyle: (UILabel) -> Void = {
    $0.textColor = .secondaryLabel
}

let linkButtonStyle: (UIButton) -> Void = {
    $0.titleLabel?.font = .preferredFont(forTextStyle: .callout)
    $0.titleLabel?.adjustsFontForContentSizeCategory = true
}

func applyFootnote(_ label: UILabel) {
    label.font = .preferredFont(forTextStyle: .footnote)
}

final class ServerHeaderView: UIView {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var noteLabel: UILabel!
    @IBOutlet private weak var countLabel: UILabel!
    @IBOutlet private weak var plainLabel: UILabel!
    @IBOutlet private weak var joinButton: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        sectionHeaderStyle(titleLabel)
        applyFootnote(self.noteLabel)
        weakColorStyle(countLabel)
        plainLabel.text = "Plain"
        linkButtonStyle(joinButton)
    }
}
