import SwiftUI

let hero = Font.custom("Brand", fixedSize: 48) // higtype: allow fixed-size — onboarding display type
// higtype: allow fixed-size: marketing hero, the HIG's exception
let splash = Font.system(size: 60)
/* higtype: allow fixed-size — spans
   two lines */
let ad = Font.system(size: 40)
// higtype: allow fixed-size
let bare = Font.system(size: 30)
let dash = Font.system(size: 29) // higtype: allow fixed-size —
// higtype: allow fixed-size — too far away

let far = Font.system(size: 28)
// higtype: allow fixed-sizes — another word
let other = Font.system(size: 27)
let text = "higtype: allow fixed-size — in a string"; let s = Font.system(size: 26)
