import SwiftUI

struct CountdownOverlay: View {
    var body: some View {
        #if os(tvOS)
            Text("Up next").font(.system(size: 38))
        #elseif os(iOS)
            Text("Up next").font(.system(size: 17))
        #endif
        #if os(iOS) || os(tvOS)
            Text("Both").font(.system(size: 17))
        #endif
        #if !os(tvOS)
            Text("Not TV").font(.system(size: 15))
        #endif
    }
}
