import XCTest

@testable import NibDecoding

final class UTF8TextTests: XCTestCase {
    private func made(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { UTF8Text.string($0) }
    }

    func testSmallStringsAreMadeDirectlyOnThisPlatform() {
        #if _endian(little) && _pointerBitWidth(_64)
            XCTAssertTrue(UTF8Text.smallStringsAreDirect)
        #endif
    }

    func testStringsEqualTheStandardLibrarysForEveryLength() {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_:. ".utf8)
        var generator = SystemRandomNumberGenerator()
        for count in 0...40 {
            for _ in 0..<50 {
                let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
                let expected = String(decoding: bytes, as: UTF8.self)
                let string = made(expected)
                XCTAssertEqual(string, expected)
                XCTAssertEqual(string.hashValue, expected.hashValue)
                XCTAssertEqual(Array(string.utf8), bytes)
                XCTAssertEqual(string.count, expected.count)
                XCTAssertEqual(string + "!", expected + "!")
                XCTAssertEqual(Set([string, expected]).count, 1)
            }
        }
    }

    func testNonASCIIBytesAreMadeTheGeneralWay() {
        for text in ["é", "naïve", "日本語", "emoji 🙂", "0123456789abcdé"] {
            XCTAssertEqual(made(text), text)
            XCTAssertEqual(Array(made(text).utf8), Array(text.utf8))
        }
    }
}
