import Testing
@testable import Cards

@Test func rowFont() {
    #expect(Card.rowFont == UIFont.systemFont(ofSize: 15))
}
