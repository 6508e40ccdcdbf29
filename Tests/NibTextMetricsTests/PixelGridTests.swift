import NibTextMetrics
import XCTest

/// Rounding intrinsic sizes up to the design device's pixel grid.
final class PixelGridTests: XCTestCase {
    func testCeilToPixel() {
        XCTAssertEqual(PixelGrid.ceil(20.287, scale: 2), 20.5)
        XCTAssertEqual(PixelGrid.ceil(20.287, scale: 3), 61.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(PixelGrid.ceil(20.287, scale: 1), 21)
        XCTAssertEqual(PixelGrid.ceil(20.5, scale: 2), 20.5, "values on the grid stay")
        XCTAssertEqual(PixelGrid.ceil(20.5000000001, scale: 2), 20.5, "noise below a millionth of a pixel")
        XCTAssertEqual(PixelGrid.ceil(14.32, scale: 2), 14.5)
    }

    func testDeviceScales() {
        XCTAssertEqual(PixelGrid.scale(forDevice: "retina6_1"), 2)
        XCTAssertEqual(PixelGrid.scale(forDevice: "retina4_7"), 2)
        XCTAssertEqual(PixelGrid.scale(forDevice: "retina6_12"), 3)
        XCTAssertEqual(PixelGrid.scale(forDevice: "retina5_9"), 3)
        XCTAssertEqual(PixelGrid.scale(forDevice: "ipad9_7"), 2)
        XCTAssertEqual(PixelGrid.scale(forDevice: "appleTV"), 1)
        XCTAssertEqual(PixelGrid.scale(forDevice: nil), 1)
    }
}
