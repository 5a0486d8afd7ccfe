import SwiftUI

struct Titles: View {
    var body: some View {
        Text("a").font(.system(size: 17, weight: .semibold))
        Text("b").font(Font.system(size: 17))
        Text("c").font(.system(size: 34, weight: .bold, design: .rounded))
        Text("d").font(.system(size: 15, design: .serif, weight: .regular))
        let title = Font.system(size: 22)
        let heavy = Font.system(size: 17).weight(.semibold)
        let bold = Font.system(size: 11).bold()
        Text("e").font(SwiftUI.Font.system(size: 1_2))
        Text("f").font(.system(size: 13.0, weight: .light)).padding()
    }
}
