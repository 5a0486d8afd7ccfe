import SwiftUI
import UIKit

// SwiftGen's generated accessors.
let headline = FontFamily.Inter.semiBold.font(size: 17)
let caption = UIFont(font: FontFamily.Inter.regular, size: 12)
let swiftUIBody = FontFamily.Inter.regular.swiftUIFont(size: 15)
let swiftUIFixed = FontFamily.Inter.bold.swiftUIFont(fixedSize: 28)
let swiftUIScaled = FontFamily.Inter.bold.swiftUIFont(size: 28, relativeTo: .title)

// R.swift's generated accessors.
let price = R.font.interBold(size: 20)
let scaledPrice = UIFontMetrics(forTextStyle: .title3).scaledFont(for: R.font.interBold(size: 20)!)

// Descriptors and withSize.
let rounded = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withDesign(.rounded)!
let roundedTitle = UIFont(descriptor: rounded, size: 22)
let roundedBody = UIFont(descriptor: rounded, size: 0)
let roundedSame = UIFont(descriptor: rounded, size: rounded.pointSize)
let smaller = UIFont.preferredFont(forTextStyle: .body).withSize(13)
let relative = label.font.withSize(label.font.pointSize - 2)
let scaledSmaller = UIFontMetrics.default.scaledFont(for: baseFont.withSize(13))

extension Font {
    static let brandTitle = custom("Brand-Bold", size: 28)
    static func brand(_ size: CGFloat) -> Font { custom("Brand-Regular", size: size) }
    static let brandBody = custom("Brand-Regular", size: 17, relativeTo: .body)
    static func custom(_ style: String) -> Font { .body }
}

struct Card {
    // not in an extension of Font: some other custom(_:size:)
    func custom(_ name: String, size: CGFloat) -> Card { self }
    func make() -> Card { custom("x", size: 3) }
}

extension UIFont {
    convenience init?(brandOfSize size: CGFloat) {
        self.init(name: "Brand-Regular", size: size)
    }
    convenience init(roundedTitle: Void) {
        self.init(descriptor: UIFontDescriptor(), size: 22)
    }
    convenience init(inheriting font: UIFont) {
        self.init(descriptor: font.fontDescriptor, size: 0)
    }
}

final class Cell {
    init() { self.init(name: "x", size: 3) }
}

struct Onboarding: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    var body: some View {
        VStack {
            Text("Welcome").dynamicTypeSize(.large)
            Text("Tip").dynamicTypeSize(DynamicTypeSize.xSmall)
            Text("Capped").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            Text("Range").dynamicTypeSize(.xSmall ... .accessibility2)
            Text("Sheet").dynamicTypeSize(dynamicTypeSize)
            Text("Size").font(.system(size: isCompact ? 13 : 15))
            Text("Chained").font(.system(size: isCompact ? 13 : width > 400 ? 17 : 15))
        }
    }
}
