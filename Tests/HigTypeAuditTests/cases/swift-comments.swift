import SwiftUI
// Text("x").font(.system(size: 12))
/// Use `.system(size: 17)` only in previews.
/* Font.system(size: 40) */
/* outer /* nested Font.system(size: 41) */ still inside UIFont.systemFont(ofSize: 9) */
/**
 UIFont(name: "Brand", size: 20)
 /* nested */ .custom("Brand", size: 10)
 */
let flagged = /* after */ Font.system(size: 17) // .system(size: 18)
let endOfLine = 1 //* not a block comment .system(size: 19)
let next = Font.system(size: 20)
