import SwiftUI

struct Gauge: View {
    var body: some View {
        #if os(watchOS)
            Text("Now").font(.system(size: 16))
        #else
            Text("Now").font(.system(size: 17))
        #endif
        #if os(iOS) || os(watchOS)
            Text("Both").font(.system(size: 17))
        #endif
    }
}
