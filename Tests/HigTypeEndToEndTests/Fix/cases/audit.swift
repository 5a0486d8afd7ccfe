import SwiftUI
import UIKit

struct Row: View {
    var body: some View {
        VStack {
            Text("Title").font(.system(size: 17, weight: .semibold))
            Text("Body").font(Font.system(size: 17))
            Text("Brand").font(.custom("Avenir Next", fixedSize: 13))
            Text("Caption").font(.system(size: 13, weight: .semibold, design: .rounded))
            // higtype: allow fixed-size — the wordmark is drawn to the brand guide
            Text("Wordmark").font(.system(size: 40))
        }
    }
}

let label = UILabel()
let caption = UIFont.systemFont(ofSize: 12)
let logo = UIFont(name: "Avenir Next", size: 15)
let badge = FontFamily.Inter.bold.font(size: 11)
let scaled = UIFont.systemFont(ofSize: baseSize)
