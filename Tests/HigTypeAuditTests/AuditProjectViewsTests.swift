import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeAudit
@testable import HigTypeCore

/// A font on one of the project's own SwiftUI views is judged by what the view's `body` draws,
/// wherever the view is declared (`SwiftProjectViews.swift`): a view that draws only symbols is
/// an icon, a UIKit view wrapped for SwiftUI is out of the font's reach, anything else may be text.
@Suite struct AuditProjectViewsTests {
    static let stars = """
        import SwiftUI

        struct StarRow: View {
            let value: Int

            var body: some View {
                HStack(spacing: 2) {
                    ForEach(0..<5) { index in
                        if index < value {
                            FullStar()
                        } else {
                            EmptyStar()
                        }
                    }
                }
            }
        }

        private extension StarRow {
            struct FullStar: View {
                var body: some View { Image(systemName: "star.fill") }
            }
            struct EmptyStar: View {
                var body: some View { Image(systemName: "star") }
            }
        }

        struct Meter: View {
            var body: some View {
                HStack { ForEach(0..<3) { _ in Bar() } }
            }
        }

        struct Bar: View {
            var body: some View { Image(systemName: "rectangle.fill") }
        }

        struct ScoreBadge: View {
            var body: some View {
                HStack {
                    Image(systemName: "flame")
                    Text("Hot")
                }
            }
        }

        struct CoverTile: View {
            var body: some View {
                ZStack {
                    Image("cover")
                    CaptionStrip()
                }
            }
        }
        """

    static let busy = """
        import SwiftUI
        import UIKit

        struct BusyIndicator: UIViewRepresentable {
            func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .large) }
            func updateUIView(_ view: UIActivityIndicatorView, context: Context) {}
        }

        struct TitleField: UIViewRepresentable {
            func makeUIView(context: Context) -> UILabel { UILabel() }
            func updateUIView(_ label: UILabel, context: Context) {
                label.font = context.environment.font.map { _ in UIFont.preferredFont(forTextStyle: .body) }
            }
        }
        """

    static let screen = """
        import SwiftUI

        struct ReviewScreen: View {
            @State var stars = 3

            var body: some View {
                VStack {
                    HStack {
                        StarRow(value: stars)
                            .font(.system(size: 28))
                    }
                    HStack {
                        StarRow(value: 4).font(.system(size: 13))
                        Text("128 reviews").font(.footnote)
                    }
                    ScoreBadge().font(.system(size: 15))
                    CoverTile().font(.system(size: 12))
                    VStack {
                        BusyIndicator()
                        Button {
                            retry()
                        } label: {
                            Label("Retry", systemImage: "arrow.clockwise")
                        }
                    }
                    .labelStyle(.iconOnly)
                    .font(.system(size: 40))
                    VStack {
                        TitleField()
                        Image(systemName: "xmark")
                    }
                    .font(.system(size: 20))
                    HStack {
                        BusyIndicator()
                        Image(systemName: "plus.circle").font(.system(size: 17))
                    }
                }
            }

            func retry() {}
        }
        """

    static func found(_ index: SwiftFontHelpers?) -> [String] {
        var auditor = Auditor(platform: .ios)
        auditor.helpers = index
        return auditor.audit(Array(Self.screen.utf8), path: "ReviewScreen.swift", language: .swift).diagnostics.map {
            "\($0.location!.line):\($0.location!.column) \($0.message.hasPrefix("symbol size") ? "symbol" : "text")"
        }
    }

    @Test func aViewOfAnotherFileThatDrawsOnlySymbolsIsAnIcon() {
        let index = SwiftFontHelpers.index([Self.stars, Self.busy, Self.screen].map { Array($0.utf8) })
        #expect(index.imageViews == ["StarRow", "FullStar", "EmptyStar", "Meter", "Bar"])
        #expect(index.wrappedViews == ["BusyIndicator"])
        // 10: the star row alone (the rating control) is an icon: no finding.
        // 13: the star row beside text is a symbol. 16: a badge with text is text.
        // 17: a tile whose body holds a view the project does not declare may be text.
        // 27: a wrapped spinner beside icon-only labels (the label style set above the font): no finding.
        // 32: a wrapped view that reads the environment's font may be text.
        // 35: a symbol beside a wrapped view, which may show words (a text field): a symbol.
        #expect(Self.found(index) == ["13:34 symbol", "16:25 text", "17:24 text", "32:13 text", "35:49 symbol"])
    }

    @Test func withoutTheFirstPassAnotherFilesViewIsUnknown() {
        #expect(
            Self.found(nil) == [
                "10:21 text", "13:34 text", "16:25 text", "17:24 text", "27:13 text", "32:13 text", "35:49 symbol",
            ])
    }
}
