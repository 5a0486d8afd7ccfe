import XCTest
import SwiftUI

final class TitleTests: XCTestCase {
    func testFont() {
        XCTAssertEqual(Font.system(size: 17), Font.system(size: 17))
        _ = UIFont.systemFont(ofSize: 13)
    }
}
