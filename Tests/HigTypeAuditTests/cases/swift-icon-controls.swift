import SwiftUI

// Icon-only controls and decorative symbols: a font on a view that draws only images sizes an
// icon, not text. No finding, whatever the font. Beside text in a row, a symbol is flagged as one.
struct PlayerCard: View {
    @State var playing = false
    let kind: Kind

    var body: some View {
        VStack {
            HStack {
                // Button(action:label:) whose label is one symbol chosen by a ternary: no finding.
                Button(action: {
                    playing.toggle()
                }, label: {
                    Image(systemName: playing ? "pause.circle" : "play.circle")
                }).font(.system(size: 30))
                // Trailing-closure label, an action that calls Task {}: no finding.
                Button {
                    Task { await stop() }
                } label: {
                    Image(systemName: "stop.circle")
                }
                .font(.system(size: 30, weight: .medium))
                // `Button(action:) { label }` with two symbols: no finding.
                Button(action: skip) {
                    if playing { Image(systemName: "forward") } else { Image(systemName: "forward.end") }
                }
                .font(.system(size: 24))
            }
            // The font inside the icon-only label: no finding.
            Button(action: skip, label: {
                Image(systemName: "play.circle")
                    .font(.system(size: 30))
            })
            // A symbol reached through a variable: no finding.
            Image(systemName: kind.systemImage)
                .font(.system(size: 44, weight: .regular))
                .foregroundStyle(.red)
            // A label styled icon-only: no finding.
            Label("Play", systemImage: "play.fill")
                .labelStyle(.iconOnly)
                .font(.system(size: 36, weight: .bold))
            // A pin on an icon: no text to pin.
            Image(systemName: "heart")
                .font(.body)
                .dynamicTypeSize(.large)
            // A closure's image, sized by font to match its neighbours' ink: no finding.
            MenuButton { image in
                image
                    .font(.system(size: 15))
                    .frame(width: 32, height: 32)
            }
            // An image returned by a member named for it, with a pin between #if branches: no finding.
            kind.image(filled: true)
                #if os(macOS)
                    .font(.title)
                #else
                    .font(.body)
                    .dynamicTypeSize(.large)
                #endif
            // Labels chosen by a switch, styled icon-only further down the chain: no finding.
            Group {
                switch kind {
                case .play: Label("Play", systemImage: "play.fill")
                case .pause: Label("Pause", systemImage: "pause.fill")
                }
            }
            .font(.system(size: 36, weight: .bold))
            .contentShape(Rectangle())
            .labelStyle(.iconOnly)
        }
    }
}

// Should flag: text, and symbols inline with text.
struct Rows: View {
    var body: some View {
        VStack {
            HStack(spacing: 2) {
                Image(systemName: "checkmark")
                    .font(.system(size: 11, weight: .semibold))
                Text("Synced")
                    .font(.system(size: 11))
            }
            // A button whose label is text and a symbol: text.
            Button(action: skip) {
                HStack { Image(systemName: "play"); Text("Play") }
            }
            .font(.system(size: 17))
            Button("Skip", action: skip).font(.system(size: 15))
            Label("Play", systemImage: "play.fill").font(.system(size: 13))
            Text("2").dynamicTypeSize(.medium)
            // An unknown view might hold text: flagged as text.
            Button(action: skip) { TitleView() }.font(.system(size: 20))
        }
    }
}

// Rows, through if blocks: a symbol beside text or beside a view that may be text is a symbol
// finding; a row of images only is icons.
struct ScoreRow: View {
    let won: Bool
    var titleLabel: some View { Text("Week") }
    var body: some View {
        VStack {
            HStack {
                Text("Score")
                if won {
                    Image(systemName: "checkmark.circle.fill")
                        .font(.system(size: 18))
                }
            }
            HStack {
                self.titleLabel
                Image(systemName: "chevron.down").font(.system(size: 10))
            }
            HStack {
                Image(systemName: "star.fill").font(.system(size: 12))
                Image(systemName: "star").font(.system(size: 12))
            }
        }
    }
}
