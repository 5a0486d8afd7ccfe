import UIKit

// Icon fonts size glyphs, not text: no finding, whatever calls them.
final class IconCell: UITableViewCell {
    let iconLabel = UILabel()
    let glyph = UILabel()
    let title = UILabel()

    func setUp() {
        iconLabel.font = UIFont.systemFont(ofSize: 24)
        self.glyph.font = UIFont(name: "icomoon", size: 20)
        title.font = UIFont(name: "Ionicons", size: 18)
        title.font = UIFont(name: "Material Design Icons", size: 18)
        title.font = UIFont(name: "FontAwesome5Free-Solid", size: 18)
        // Text: flagged.
        title.font = UIFont(name: "Avenir-Book", size: 18)
    }

    // A checkbox about an icon is a checkbox: its title is text, flagged.
    let showsIconCheckbox = UILabel()
    func setUpOptions() { showsIconCheckbox.font = UIFont.systemFont(ofSize: 12) }

    // A font made only to read its name or measure a line: no text drawn with it.
    let family = UIFont.systemFont(ofSize: 12).familyName
    let name = UIFont(name: "Menlo", size: 12)?.fontName
    let rowHeight = UIFont.systemFont(ofSize: 17).lineHeight + 8
}

// An SF Symbol sized into a fixed box is an icon sized to the box: no finding. Beside text,
// without a box, it is a symbol finding.
struct Steps: View {
    var body: some View {
        HStack {
            Image(systemName: "bell.fill")
                .font(.system(size: 24))
                .foregroundColor(.blue)
                .frame(width: 44, height: 44)
            Image(systemName: "exclamationmark.triangle.fill")
                .font(.system(size: 18, weight: .semibold))
                .frame(maxWidth: 30)
            Text("Alerts")
        }
    }
}

// A font passed only to a call that measures text sizes a frame: no finding. Shown, it is text.
final class RateView: UILabel {
    func layout() {
        let width = "0".widthOfString(usingFont: .systemFont(ofSize: 26, weight: .light))
        let height = measure("Total", font: UIFont.systemFont(ofSize: 13), width: 200)
        font = .systemFont(ofSize: 26, weight: .light)
    }
}
