import SFSafeSymbols
import SwiftUI
import UIKit

// An icon-font renderer: one glyph drawn into an image at the pixel size asked for. Not text.
enum IconRenderer {
    static func image(glyph: String, size: CGFloat, color: UIColor) -> UIImage {
        let font = UIFont(name: "FontAwesome5Free-Solid", size: size)!
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: size, height: size))
        return renderer.image { _ in
            (glyph as NSString).draw(at: .zero, withAttributes: [.font: font, .foregroundColor: color])
        }
    }

    static func badge() -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
        return renderer.image { _ in
            ("\u{f0f3}" as NSString).draw(at: .zero, withAttributes: [.font: UIFont(name: "Ionicons", size: 40)!])
        }
    }
}

struct Toolbar: View {
    var body: some View {
        HStack {
            // SFSafeSymbols: a symbol, sized as a symbol.
            Image(systemSymbol: .star).font(.system(size: 20))
            // An icon font's glyph shown as Text: a symbol too.
            Text("\u{f005}").font(.custom("FontAwesome5Free-Solid", size: 17))
            Text("Label").font(.custom("Avenir Next", size: 17))
            Text("\u{f101}").font(.system(size: 22))
        }
    }
}

final class Cell: UITableViewCell {
    let icon = UILabel()
    func setUp() {
        icon.font = UIFont(name: "Material Icons", size: 24)
        imageView?.image = UIImage(systemSymbol: .star, withConfiguration: UIImage.SymbolConfiguration(textStyle: .body))
    }
}

protocol IconDrawable {
    static var familyName: String { get }
}

extension IconDrawable {
    // Sized from its parameter (through a local): a helper, of an icon font; its body is no finding.
    static func font(ofSize fontSize: CGFloat) -> UIFont {
        let size = fontSize == 0 ? 10 : fontSize
        return UIFont(name: familyName, size: size)!
    }
}

enum Glyphs: IconDrawable {
    static let familyName = "MaterialDesignIcons"
    static func badge() -> UIFont { font(ofSize: 20) }
}
