import UIKit

// The File's Owner of ib-hidden.xib. hiddenPinField is an off-screen input: the code makes it
// first responder and reads its text, and never shows it. errorLabel is shown on a wrong PIN;
// hintLabel is shown through an array.
final class PinEntryController: UIViewController, UITextFieldDelegate {
    @IBOutlet private var hiddenPinField: UITextField?
    @IBOutlet private weak var errorLabel: UILabel!
    @IBOutlet private weak var hintLabel: UILabel!
    @IBOutlet private weak var lockLabel: UILabel!
    @IBOutlet private weak var visibleLabel: UILabel!

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        self.hiddenPinField?.becomeFirstResponder()
    }

    func check(_ pin: String) {
        errorLabel.isHidden = pin.count == 4
        hiddenPinField?.text = ""
        for label in [hintLabel, lockLabel] { label?.alpha = 1 }
    }
}
