import SwiftUI
import UIKit

struct Row: View {
    var body: some View {
        VStack {
            Text("Title").font(.headline)
            Text("Body").font(.body)
            Text("Brand").font(.custom("Avenir Next", size: 13, relativeTo: .footnote))
            Text("Caption").font(.system(.footnote, design: .rounded).weight(.semibold))
            // higtype: allow fixed-size — the wordmark is drawn to the brand guide
            Text("Wordmark").font(.system(size: 40))
        }
    }
}

let label = UILabel()
let caption = UIFont.preferredFont(forTextStyle: .caption1)
let logo = UIFont(name: "Avenir Next", size: 15).map { UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: $0) }
let badge = UIFontMetrics(forTextStyle: .caption2).scaledFont(for: FontFamily.Inter.bold.font(size: 11))
let scaled = UIFont.systemFont(ofSize: baseSize)
