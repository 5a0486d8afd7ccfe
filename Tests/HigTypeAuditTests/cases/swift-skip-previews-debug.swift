import SwiftUI
import UIKit

// Shipping code is flagged; previews and #if DEBUG code are left out and counted.
struct Card: View {
    var body: some View {
        Text("Title").font(.system(size: 17, weight: .semibold))
        #if DEBUG
        Text("build 42").font(.system(size: 10))
        #endif
    }
}

#Preview("AX1") {
    Card().dynamicTypeSize(.accessibility1).font(.system(size: 40))
}

#Preview {
    Text("plain").font(.system(size: 13))
}

struct Card_Previews: PreviewProvider {
    static var previews: some View {
        Text("old style").font(.system(size: 12))
    }
}

extension Card: Equatable {
    static func == (a: Card, b: Card) -> Bool { true }
    static let rowFont = UIFont.systemFont(ofSize: 15)
}

#if DEBUG && os(iOS)
let inspectorFont = UIFont.systemFont(ofSize: 11)
#elseif os(macOS)
let shippedOnMac = Font.system(size: 13)
#else
let shipped = Font.system(size: 13)
#endif

#if !DEBUG
let releaseOnly = Font.system(size: 20)
#else
let debugOnly = Font.system(size: 20)
#endif

#if DEBUG || TESTFLIGHT
let beta = Font.system(size: 28)
#endif

// A name that only mentions previews is not one.
let previewProviderNote = Font.system(size: 34)
