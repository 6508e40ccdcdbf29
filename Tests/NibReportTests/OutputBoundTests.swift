import NibDecoding
import NibDiff
import NibModel
import NibReport
import XCTest

/// The bounds every report keeps to, whatever a document says: names cut to 80 characters, trees indented 32 levels at
/// most, listings stopped at a number of bytes with a line that says where.
final class OutputBoundTests: XCTestCase {
    func testAShortNameIsKeptAndALongOneCutTo80CharactersWithItsEnds() throws {
        XCTAssertEqual("Title".shortened(), "Title")
        let exact = String(repeating: "a", count: 80)
        XCTAssertEqual(exact.shortened(), exact)
        let long = "Begin" + String(repeating: "·", count: 100_000) + "End"
        let cut = long.shortened()
        XCTAssertEqual(cut.count, 80)
        XCTAssertTrue(cut.hasPrefix("Begin"), cut)
        XCTAssertTrue(cut.hasSuffix("End"), cut)
        // The count left out is exact: the bytes kept and those left out make the whole.
        let marker = try XCTUnwrap(cut.firstMatch(of: /…\((\d+) bytes left out\)…/))
        XCTAssertEqual(try XCTUnwrap(Int(marker.1)) + cut.utf8.count - marker.0.utf8.count, long.utf8.count)
        // Cutting again changes nothing, so a name cut twice reads as one cut once.
        XCTAssertEqual(cut.shortened(), cut)
        // Characters, not bytes: a name of 80 emoji is short.
        let emoji = String(repeating: "👩‍👩‍👧", count: 80)
        XCTAssertEqual(emoji.shortened(), emoji)
        XCTAssertEqual((emoji + "!").shortened().count, 80)
    }

    func testTreesIndentNoDeeperThan32LevelsAndSayHowDeep() {
        XCTAssertEqual(TreeIndentation.spaces(depth: 3), "      ")
        XCTAssertEqual(TreeIndentation.marker(depth: 32), "")
        XCTAssertEqual(TreeIndentation.spaces(depth: 200).count, 64)
        XCTAssertEqual(TreeIndentation.marker(depth: 200), "(depth 200) ")
        XCTAssertEqual(TreeIndentation.spaces(depth: -1), "")
    }

    func testTheBoundIs16BytesForEachByteBetween1And64MiB() {
        XCTAssertEqual(OutputBound.bytes(forDocumentsOfSize: 1_000), 1 << 20)
        XCTAssertEqual(OutputBound.bytes(forDocumentsOfSize: 1 << 20), 16 << 20)
        XCTAssertEqual(OutputBound.bytes(forDocumentsOfSize: 1 << 30), 64 << 20)
        XCTAssertEqual(OutputBound.bytes(forDocumentsOfSize: .max), 64 << 20)
    }

    func testATextconvListingStopsAtItsLimitAndSaysFromWhichLineOn() throws {
        let views = (0..<200).map { #"<view contentMode="scaleToFill" id="v\#($0)"/>"# }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
            \(views.joined(separator: "\n"))
                </objects>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(text, file: "Many.xib").document)
        let whole = DocumentDiff.readableText(of: document)
        XCTAssertFalse(whole.contains("stops here"))
        let listing = DocumentDiff.readableText(of: document, limit: 2_000)
        let lines = listing.split(separator: "\n")
        let note = try XCTUnwrap(lines.last)
        XCTAssertLessThanOrEqual(listing.utf8.count - note.utf8.count - 1, 2_000)
        XCTAssertTrue(whole.hasPrefix(lines.dropLast().map { $0 + "\n" }.joined()), "the lines kept are the whole's")
        // The note names the line of the object the first line left out belongs to (its own, or a property's under it).
        let wholeLines = whole.split(separator: "\n")
        let firstLeftOut = lines.count - 1
        let objectLine = try XCTUnwrap(wholeLines[...firstLeftOut].last { !$0.hasPrefix(" ") })
        let id = try XCTUnwrap(objectLine.split(separator: " ").last)
        let line = try XCTUnwrap(text.split(separator: "\n").firstIndex { $0.contains(#"id="\#(id)""#) }) + 1
        XCTAssertEqual(
            String(note),
            "nib diff --textconv: the listing stops here, at 2000 bytes, the most for this document; what it holds from "
                + "line \(line) on is not listed")
    }
}
