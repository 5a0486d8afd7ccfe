import SwiftUI

let brandTitle = Font.custom("Brand-Bold", size: 28)
let brandBody = Font.custom("Brand", size: 17, relativeTo: .body)
let brandFixed = Font.custom("Brand", fixedSize: 20)
let implicit: Font = .custom("Brand", size: 12 )
let multiLine = Font.custom(
    "Brand",
    size: 15
)
