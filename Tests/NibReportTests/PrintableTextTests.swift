import NibFiles
import XCTest

@testable import NibDecoding
@testable import NibReport

/// What `PrintableText` escapes, and what it leaves alone.
final class PrintableTextTests: XCTestCase {
    func testALineShowsEveryControlAsAnEscape() {
        XCTAssertEqual(PrintableText.line("a\nb\rc\td"), #"a\nb\rc\td"#)
        XCTAssertEqual(PrintableText.line("\u{1B}[31m\u{07}\u{7F}\u{9B}\u{0}"), #"\u{1B}[31m\u{07}\u{7F}\u{9B}\u{00}"#)
        XCTAssertEqual(PrintableText.line("\u{202E}txt.exe\u{2066}\u{2028}"), #"\u{202E}txt.exe\u{2066}\u{2028}"#)
    }

    func testPrintableTextIsUnchanged() {
        for text in ["Hello, World", "Café ✓ 日本語 👩‍👩‍👧", "quotes \" and \\ backslashes", "right-to-left שלום", ""] {
            XCTAssertEqual(PrintableText.line(text), text)
            XCTAssertEqual(PrintableText.lines(text), text)
            XCTAssertEqual(PrintableText.json(text), text)
        }
    }

    func testLinesKeepLineBreaksOnly() {
        XCTAssertEqual(PrintableText.lines("one\ntwo\u{1B}\r\n"), "one\ntwo\\u{1B}\\r\n")
    }

    func testFileNameBytesShowAsHex() {
        let name = FileName.string(fromBytes: Array("Caf".utf8) + [0xE9] + Array(".xib".utf8))
        XCTAssertEqual(PrintableText.line(name), #"Caf\xE9.xib"#)
        XCTAssertEqual(PrintableText.lines(name), name, "kept for the line-level escaping to show")
    }

    func testJSONEscapesWhatTheEncoderLeavesRaw() {
        XCTAssertEqual(
            PrintableText.json("{\n  \"a\" : \"x\u{7F}\u{85}\u{202E}\u{2029}\"\n}"),
            "{\n  \"a\" : \"x\\u007f\\u0085\\u202e\\u2029\"\n}")
    }
}
