// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import UIKit

internal enum FontFamily {
    internal static let title = UIFont(name: "Inter-Bold", size: 28)
    internal static let body = UIFont.systemFont(ofSize: 17)
}
