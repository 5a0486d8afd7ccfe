import SwiftUI
import UIKit

// The project's own font helpers: each passes a parameter into a system font call as the size.
extension UIFont {
    static func appFont(ofSize size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
        .systemFont(ofSize: size, weight: weight)
    }

    convenience init?(brandSize: CGFloat) {
        self.init(name: "Avenir Next", size: brandSize)
    }
}

enum Typeface {
    static func regular(_ size: CGFloat) -> UIFont {
        UIFont(name: "Avenir Next", size: size) ?? .systemFont(ofSize: size)
    }

    // Forwards its parameter into another helper's size: a helper too.
    static func heading(size: CGFloat) -> UIFont { .appFont(ofSize: size, weight: .bold) }

    // Scales what it makes: not a helper, its call sites are fine.
    static func scaled(_ size: CGFloat) -> UIFont {
        UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: size))
    }
}

func brandFont(size: CGFloat) -> Font { .custom("Avenir Next", fixedSize: size) }
// Font.custom(_:size:) scales with Body: not a helper, and its body is no finding.
func relativeFont(size: CGFloat) -> Font { .custom("Avenir Next", size: size) }

struct BrandFont {
    let font: Font
    init(size: CGFloat) { font = .system(size: size, weight: .semibold) }
}

final class Screen: UIViewController {
    let title = UILabel()
    let body = UILabel()
    let caption = UILabel()
    var size: CGFloat = 12

    func style() {
        title.font = UIFont.appFont(ofSize: 28, weight: .bold)
        body.font = .appFont(ofSize: 17)
        caption.font = Typeface.regular(12)
        caption.font = Typeface.heading(size: 20)
        caption.font = UIFont(brandSize: 15)
        // Not fixed here: a variable, or a helper that scales.
        caption.font = .appFont(ofSize: size)
        caption.font = Typeface.scaled(13)
    }
}

struct Card: View {
    var body: some View {
        VStack {
            Text("Title").font(brandFont(size: 22))
            Text("Body").font(BrandFont(size: 17).font)
            Text("Scales").font(relativeFont(size: 15))
        }
    }
}
