import SwiftUI
import UIKit

// Sizes the user sets in the app (a reader's own text-size control) are not fixed by the code.
struct ArticleReader: View {
    @AppStorage("reader.textSize") private var textSize: Double = 17
    @AppStorage("reader.showNumbers") private var showNumbers = true

    var body: some View {
        VStack {
            Text("Body").font(.system(size: textSize))
            Text("Note").font(.system(size: textSize * 0.8, weight: .medium))
            // A setting that only picks between two fixed sizes still picks a fixed size.
            Text("Page").font(.system(size: showNumbers ? 12 : 13))
            Text("Title").font(.system(size: 22))
        }
    }
}

final class NoteCell: UITableViewCell {
    let savedSize = CGFloat(UserDefaults.standard.double(forKey: "noteSize"))

    func style() {
        textLabel?.font = .systemFont(ofSize: savedSize)
        detailTextLabel?.font = .systemFont(ofSize: UserDefaults.standard.double(forKey: "detailSize"))
        detailTextLabel?.font = .systemFont(ofSize: 11)
    }
}
