import SwiftUI
import UIKit

// SwiftUI stays SwiftUI: a UIKit font inside Font(_:) keeps its size for good, so the fix-it is
// the SwiftUI text style, with what the UIKit call's name and weight said.
enum Fonts {
    static let plain = Font(UIFont.systemFont(ofSize: 16) as CTFont)
    static let medium = Font(UIFont.systemFont(ofSize: 16, weight: .medium) as CTFont)
    static let italic = SwiftUI.Font(UIFont.italicSystemFont(ofSize: 13) as CTFont)
    static let code = Font(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular) as CTFont)
    static let digits = Font(uiFont: UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .semibold))
    static let bold = Font(UIFont.boldSystemFont(ofSize: 15))
    static let light = Font(UIFont.systemFont(ofSize: 15, weight: UIFont.Weight.light) as CTFont)
    static func any(_ weight: UIFont.Weight) -> Font { Font(UIFont.systemFont(ofSize: 16, weight: weight) as CTFont) }
    static let swiftUI = Font.system(size: 16)
    static let serif = Font.system(size: 20, design: .serif)
    // Text styles already: not flagged.
    static let body = Font.body.weight(.medium)
    static let styled = Font.system(.body, design: .serif)
    static let brand = Font.custom("Brand", size: 17, relativeTo: .body)
}

// A symbol beside text keeps its weight and design.
struct Toolbar: View {
    var body: some View {
        HStack {
            Image(systemName: "star").font(.system(size: 20, weight: .medium))
            Image(systemName: "clock").font(.system(size: 17, weight: .semibold, design: .rounded))
            Text("Starred").font(.title2)
        }
    }
}

// A size read once keeps its factor, weight and traits: the style's size at the default text
// size, scaled as the style scales.
final class CaptionView: UIView {
    let label = UILabel()
    let small = UILabel()
    let badge = UILabel()

    func style() {
        label.font = .italicSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize)
        small.font = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .caption1).pointSize * 0.7)
        badge.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .footnote).pointSize, weight: .medium)
        label.font = UIFont(name: "Georgia-Italic", size: UIFont.preferredFont(forTextStyle: .body).pointSize * 0.9)
        // The style itself: not flagged.
        small.font = .preferredFont(forTextStyle: .caption1)
    }
}

struct Quote: View {
    var body: some View {
        VStack {
            Text("Quote").font(
                .system(size: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .light, design: .serif))
            Text("Fine print").font(.system(size: UIFont.preferredFont(forTextStyle: .footnote).pointSize * 0.8))
            Text("Brand").font(.custom("Brand", fixedSize: UIFont.preferredFont(forTextStyle: .title2).pointSize))
        }
    }
}

// A weight that is an expression is kept whole, whatever its last branch says.
struct Row: View {
    let selected: Bool
    var body: some View {
        Text("Row").font(.system(size: 17, weight: selected ? .semibold : .regular))
    }
}

final class RowCell: UITableViewCell {
    func style(selected: Bool) {
        textLabel?.font = .systemFont(ofSize: 17, weight: selected ? .semibold : .regular)
    }
}
