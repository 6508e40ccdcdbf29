import Foundation
import NibTestSupport
import XCTest

@testable import NibCommands

/// `nib preview`: one page, pictures inline, classes, outlets and actions, and nib check's findings.
final class PreviewCommandTests: XCTestCase {
    func testTheGalleryHoldsThePicturesConnectionsAndFindings() throws {
        let folder = try temporaryFolder("nib-preview")
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Card" customModule="App" customModuleProvider="target">
                        <connections><outlet property="nameLable" destination="name" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                        <subviews>
                            <label text="Ada &amp; Grace" id="name"><rect key="frame" x="10" y="10" width="150" height="21"/></label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        try Data(document.utf8).write(to: folder.appendingPathComponent("Card.xib"))
        try Data("import UIKit\nclass Card: UIView { @IBOutlet var nameLabel: UILabel! }\n".utf8).write(
            to: folder.appendingPathComponent("Card.swift"))
        let site = try temporaryFolder("nib-preview-site").appendingPathComponent("site").path
        let result = run(["preview", folder.path, "-o", site])
        XCTAssertEqual(result.code, 0, result.output.standardError)
        let page = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(page.components(separatedBy: "<svg ").count - 1, 1, "the picture inline, once")
        XCTAssertTrue(page.contains(">Ada &amp; Grace</text>"), "the label's text in the picture")
        XCTAssertTrue(page.contains("<td>File&apos;s Owner (Card)</td><td>nameLable</td>"), page)
        XCTAssertTrue(page.contains(#"<code>outlet-key</code>"#), "the finding listed")
        // Handed to the picture's marks as the browser reads the attribute: JSON, though the message holds quotes.
        let start = try XCTUnwrap(page.range(of: #"data-findings=""#)?.upperBound)
        let attribute = page[start...].prefix { $0 != "\"" }
        var json = String(attribute)
        for (entity, character) in [("&quot;", "\""), ("&apos;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            json = json.replacingOccurrences(of: entity, with: character)
        }
        let marks = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
        XCTAssertEqual(marks.map { [$0["id"], $0["severity"]] }, [["-1", "error"]])
        XCTAssertTrue(try XCTUnwrap(marks.first?["message"]).contains("'nameLable'"), "\(marks)")
        XCTAssertFalse(page.contains("http://") && page.contains("<script src"), "nothing loaded from a network")
    }
}
