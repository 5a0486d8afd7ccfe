import SwiftUI
import UIKit

let size: CGFloat = 17
let a = Font.system(size: size)
let b = UIFont.systemFont(ofSize: UIFont.labelFontSize)
let c = Font.custom("Brand", size: size * 2)
