import SwiftUI
import UIKit

struct Body: View {
    var body: some View {
        Text("a").font(.body)
        Text("b").font(Font.title)
        Text("c").font(.headline.weight(.semibold))
        Text("d").font(.system(.body, design: .rounded))
        Text("e").font(.custom("Brand", size: 17, relativeTo: .body))
    }
}
let f = UIFont.preferredFont(forTextStyle: .headline)
func system(size: CGFloat) -> Font { .body }
let s = system(size: 3)
