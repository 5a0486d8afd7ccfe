import SwiftUI

// A CSV writer and a Markdown renderer: one-line raw strings that hold quotes.
let quote = #"""#
let twoQuotes = #""""#
let escapedQuote = #"\""#
let said = #"say "hi""#
let fence = ##"""##
let tripleOnOneLine = #"""inline"""#
let label = Font.system(size: 12)
let multi = #"""
    .system(size: 13) "#
    """#
struct Row: View {
    var body: some View {
        Text(quote).font(.system(size: 15))
    }
}
