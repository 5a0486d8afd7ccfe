import SwiftUI

#if DEBUG
let debugMenu = Font.system(size: 13)
#endif

#Preview {
    Text("x").font(.system(size: 17))
}
