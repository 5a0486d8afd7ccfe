import SwiftUI
import UIKit

let direct = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Brand", size: 28)!)
let withMax = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30)
let nested = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Brand", size: 17) ?? .systemFont(ofSize: 17))
let stored = UIFont(name: "Brand", size: 34)!
let scaledStored = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: stored)
let unscaled = UIFont(name: "Brand", size: 20)!

struct Card: View {
    @ScaledMetric(relativeTo: .body) private var iconSize = 17
    @ScaledMetric var padding = 8
    let fixed: CGFloat = 17
    var body: some View {
        Text("a").font(.system(size: iconSize))
        Text("b").font(.system(size: fixed))
    }
}
func uiFont(size: CGFloat) -> UIFont {
    let font = families.lazy.compactMap { UIFont(name: $0, size: size) }.first ?? .systemFont(ofSize: size)
    return UIFontMetrics(forTextStyle: .body).scaledFont(for: font, compatibleWith: nil)
}
let x = 1; let y = UIFont(name: "Brand", size: 13)
