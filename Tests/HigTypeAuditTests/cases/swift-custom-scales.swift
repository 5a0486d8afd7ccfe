import SwiftUI

// Font.custom(_:size:) scales with Body (Apple's declaration says so); only fixedSize: is fixed.
struct Brand: View {
    var body: some View {
        VStack {
            Text("Title").font(.custom("Brand-Bold", size: 28))
            Text("Body").font(Font.custom("Brand", size: 17))
            Text("Caption").font(.custom("Brand", size: 11, relativeTo: .caption2))
            Text("Fixed").font(.custom("Brand", fixedSize: 13))
            Text("Gen").font(FontFamily.Inter.regular.swiftUIFont(size: 15))
            Text("Gen fixed").font(FontFamily.Inter.regular.swiftUIFont(fixedSize: 15))
        }
    }
}

extension Font {
    static let brandLarge = custom("Brand", size: 34)
    static let brandPinned = custom("Brand", fixedSize: 34)
    // A helper that makes a custom font of its size scales with Body too: its calls are fine.
    static func brand(_ size: CGFloat) -> Font { .custom("Brand", size: size) }
    static let brandSmall = brand(12)
}
