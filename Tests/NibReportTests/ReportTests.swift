import Foundation
import NibDecoding
import NibModel
import NibReport
import XCTest

final class ReportTests: XCTestCase {
    private let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner">
                    <connections>
                        <outlet property="title" destination="lbl" id="o1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="20" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="20.333333333333332"/>
                    <subviews>
                        <label opaque="NO" text="Hello" id="lbl"/>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    func testTreeShowsClassesIDsFramesAndOutlets() throws {
        let decoded = try XCTUnwrap(DocumentDecoder().decode(document, file: "a.xib").document)
        let text = TreeFormatter().format(decoded, file: "a.xib")
        XCTAssertEqual(
            text,
            """
            a.xib: xib · iOS.CocoaTouch · toolsVersion 22505 · autolayout
              File's Owner : Owner id=-1 'File's Owner'
                outlet title → lbl (label)
              view : UIView id=root frame=(0 0; 320 20.333)
                label : UILabel "Hello" id=lbl
            """)
    }

    func testJSONSpellsInfinityAsInterfaceBuilderDoes() throws {
        let result = DocumentDecoder().decode(document, file: "a.xib")
        let data = try JSONReport.encode([FileReport(file: "a.xib", result: result)])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        XCTAssertEqual(json.count, 1)
        XCTAssertEqual(json[0]["ok"] as? Bool, true)
        XCTAssertEqual(json[0]["file"] as? String, "a.xib")
        XCTAssertEqual((json[0]["diagnostics"] as? [Any])?.count, 0)
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("\"placeholderIntrinsicWidth\" : \"infinite\""))
    }

    func testUntypedListingSortsByCount() {
        let listing = UntypedListing.format(UntypedReport(elements: ["a": 1, "b": 3], attributes: ["view@x": 2]))
        XCTAssertEqual(
            listing,
            """
            untyped elements: 2 names, 4 occurrences
              3  b
              1  a
            untyped attributes (element@attribute): 1 names, 2 occurrences
              2  view@x
            """)
    }
}
