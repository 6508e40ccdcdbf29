import NibModel
import XCTest

final class FlippedMaskTests: XCTestCase {
    func testTopAndBottomMarginsSwapAndTheRestStays() {
        XCTAssertEqual(AutoresizingMask.flexibleMinY.flippedVertically, .flexibleMaxY)
        XCTAssertEqual(
            AutoresizingMask([.flexibleMaxY, .widthSizable]).flippedVertically, [.flexibleMinY, .widthSizable])
        XCTAssertEqual(
            AutoresizingMask([.flexibleMinY, .flexibleMaxY]).flippedVertically, [.flexibleMinY, .flexibleMaxY])
        XCTAssertEqual(AutoresizingMask.heightSizable.flippedVertically, .heightSizable)
    }
}
