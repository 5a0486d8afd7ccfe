import SwiftUI
import UIKit

// SF Symbols sized in points, as toolbars, empty states and tab bars size them.
final class ToolbarController {
    let small = UIImage.SymbolConfiguration(pointSize: 17)
    let bold = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
    let large = UIImage.SymbolConfiguration(pointSize: 22, weight: .regular, scale: .large)
    let fromFont = UIImage.SymbolConfiguration(font: UIFont.systemFont(ofSize: 15, weight: .semibold))
    let fromNamedFont = UIImage.SymbolConfiguration(font: UIFont(name: "Avenir Next", size: 13)!, scale: .small)
    let hero = UIImage.SymbolConfiguration(pointSize: 100, weight: .thin)
    // Already follows the text: not flagged.
    let styled = UIImage.SymbolConfiguration(textStyle: .body)
    let scaled = UIImage.SymbolConfiguration(pointSize: UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 80))
    let fromStyle = UIImage.SymbolConfiguration(font: .preferredFont(forTextStyle: .headline))
    let colors = UIImage.SymbolConfiguration(paletteColors: [.red, .blue])
}

struct EmptyState: View {
    var body: some View {
        HStack {
            Image(systemName: "tray")
                .symbolRenderingMode(.hierarchical)
                .font(.system(size: 100))
            Image(systemName: "star.fill").font(.system(size: 17))
            Image(systemName: "bell").foregroundStyle(.secondary).onTapGesture { ring() }.font(.system(size: 28))
            Text("Nothing yet").font(.system(size: 20))
        }
    }
}
