import NibModel
import NibRuntime
import XCTest

final class AutoresizingTests: XCTestCase {
    private let frame = Rect(x: 20, y: 10, width: 60, height: 30)
    private let old = Size(width: 100, height: 50)
    private let new = Size(width: 200, height: 150)

    func testNoFlexibilityKeepsTheFrame() {
        XCTAssertEqual(Autoresizing.resize(frame, mask: [], from: old, to: new), frame)
    }

    func testFlexibleSizeTakesTheWholeChange() {
        XCTAssertEqual(
            Autoresizing.resize(frame, mask: [.widthSizable, .heightSizable], from: old, to: new),
            Rect(x: 20, y: 10, width: 160, height: 130))
    }

    func testFlexibleMarginsMoveTheView() {
        XCTAssertEqual(
            Autoresizing.resize(frame, mask: [.flexibleMinX, .flexibleMinY], from: old, to: new),
            Rect(x: 120, y: 110, width: 60, height: 30))
    }

    func testSeveralFlexiblePartsShareInProportion() {
        // Horizontal: left margin 20, width 60, right margin 20 share +100 as 20:60:20.
        XCTAssertEqual(
            Autoresizing.resize(frame, mask: [.flexibleMinX, .widthSizable, .flexibleMaxX], from: old, to: new),
            Rect(x: 40, y: 10, width: 120, height: 30))
        // Centered: both margins flexible, 20 and 20 share +100 equally.
        XCTAssertEqual(
            Autoresizing.resize(frame, mask: [.flexibleMinX, .flexibleMaxX], from: old, to: new).x, 70)
    }

    func testShrinkingNeverGivesANegativeSize() {
        let shrunk = Autoresizing.resize(frame, mask: [.widthSizable], from: old, to: Size(width: 10, height: 50))
        XCTAssertEqual(shrunk.width, 0)
    }
}
