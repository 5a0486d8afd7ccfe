import SwiftUI
import UIKit

// A text style's size read once, as apps do to build a custom or weighted font "at the body size".
let bodyPointSize = UIFont.preferredFont(forTextStyle: .body).pointSize
let largerPointSize = bodyPointSize + 4
// A descriptor kept in a local of a closure, its size returned: read once too.
private let kFontSize: CGFloat = {
    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .subheadline)
    return descriptor.pointSize
}()
// A style's font kept, its size never read: not a size at all.
private let kBodyFont: UIFont = {
    let font = UIFont.preferredFont(forTextStyle: .body)
    return font
}()

final class MessageCell: UITableViewCell {
    let name = UILabel()
    let message = UILabel()
    let time = UILabel()
    let badge = UILabel()

    func configure() {
        name.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .headline).pointSize, weight: .semibold)
        message.font = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize)
        time.font = UIFont(name: "Avenir Next", size: bodyPointSize)
        badge.font = .systemFont(ofSize: largerPointSize)
        message.font = UIFont.systemFont(ofSize: kFontSize, weight: .light)
        // Scaled by UIFontMetrics around it: the size is fine.
        textLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(
            for: UIFont(name: "Avenir Next", size: UIFont.preferredFont(forTextStyle: .body).pointSize)!)
        // A style's size that is not a font's (a layout inset): not a finding.
        separatorInset.left = UIFont.preferredFont(forTextStyle: .body).pointSize * 2
    }
}

struct Bubble: View {
    var body: some View {
        Text("Hi").font(.system(size: UIFont.preferredFont(forTextStyle: .callout).pointSize))
    }
}
