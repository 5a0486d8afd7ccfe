import SwiftUI
import UIKit

// An app that deploys to iOS 13: SwiftUI's .title2, .title3 and .caption2 and
// Font.custom(_:size:relativeTo:) need iOS 14, so those fix-its are left out; the others stay.
struct Card: View {
    var body: some View {
        VStack {
            Text("Title").font(.system(size: 22))
            Text("Body").font(.system(size: 17))
            Text("Fine print").font(.system(size: 11))
            Text("Brand").font(.custom("Avenir", fixedSize: 17))
        }
    }
}

final class Cell: UITableViewCell {
    func style() {
        // UIFont's text styles are iOS 7, UIFontMetrics iOS 11: both fine on 13.
        textLabel?.font = UIFont.systemFont(ofSize: 22)
        detailTextLabel?.font = UIFont(name: "Avenir", size: 15)
    }
}
