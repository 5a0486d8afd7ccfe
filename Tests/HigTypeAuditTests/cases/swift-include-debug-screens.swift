import UIKit

// --include debug brings a debug screen by name back.
final class DebugMenuViewController: UIViewController {
    let title1 = UIFont.systemFont(ofSize: 13)
}
