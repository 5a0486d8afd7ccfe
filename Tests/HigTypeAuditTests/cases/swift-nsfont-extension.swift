import Foundation

// A theme file of a Mac app that imports only Foundation: the implicit members are NSFont's.
extension NSFont {
    @objc
    static var secondaryTextFont: NSFont {
        .systemFont(ofSize: 13)
    }

    static var captionFont: NSFont {
        .systemFont(ofSize: 10, weight: .medium)
    }
}
