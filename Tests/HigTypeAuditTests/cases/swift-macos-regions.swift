import SwiftUI

// A multiplatform app: shared SwiftUI, with platform branches, modelled on menu-bar and
// document apps that share one target between iOS and macOS.
#if canImport(UIKit)
import UIKit
typealias PlatformFont = UIFont
#else
import AppKit
typealias PlatformFont = NSFont
#endif

struct Badge: View {
    var body: some View {
        #if os(macOS)
        Text("mac").font(.system(size: 11))
        #elseif os(iOS)
        Text("phone").font(.system(size: 11))
        #else
        Text("tv or watch").font(.system(size: 11))
        #endif
    }
}

enum Fonts {
    #if os(macOS)
    static let sidebar: PlatformFont = .systemFont(ofSize: 13)
    static let title = NSFont(name: "Brand", size: 22)
        #if DEBUG
        static let debug = Font.system(size: 10)
        #endif
    #endif
    #if os(iOS)
    static let row = UIFont.systemFont(ofSize: 17)
    #else
    static let row = NSFont.systemFont(ofSize: 13)
    #endif
    #if !os(macOS)
    static let caption = UIFont.systemFont(ofSize: 12)
    #else
    static let caption = NSFont.systemFont(ofSize: 12)
    #endif
    #if os(macOS) || targetEnvironment(macCatalyst)
    static let shared = Font.system(size: 15)
    #endif
    #if targetEnvironment(macCatalyst)
    static let catalyst = UIFont.systemFont(ofSize: 13)
    #endif
    #if canImport(AppKit)
    static let maybeCatalyst = Font.system(size: 17)
    #endif
    #if os(macOS) && DEBUG
    static let inspector = Font.system(size: 12)
    #endif
    static let explicitMac = NSFont.systemFont(ofSize: 26)
    static let everywhere = Font.system(size: 28)
}
