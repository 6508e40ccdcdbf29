import NibDecoding
import NibModel
import XCTest

final class LosslessTests: XCTestCase {
    private let text = DocumentFixtures.xib(
        """
            <view contentMode="scaleToFill" sparkle="YES" id="v">
                <fancyThing key="x" level="3">
                    <inner>text &lt;kept&gt;</inner>
                    <label opaque="NO" text="inside" id="nested"/>
                </fancyThing>
                <simulatedMetricsContainer key="simulatedMetrics"/>
            </view>
        """)

    func testUnknownAttributesAndElementsAreKept() throws {
        let view = try DocumentFixtures.object("v", in: text)
        XCTAssertEqual(view.untyped.attributes, [Attribute(name: "sparkle", value: "YES")])
        XCTAssertEqual(view.untyped.elements.map(\.name), ["fancyThing", "simulatedMetricsContainer"])
        let fancy = view.untyped.elements[0]
        XCTAssertEqual(fancy.attributes, [Attribute(name: "key", value: "x"), Attribute(name: "level", value: "3")])
        guard case .element(let inner) = fancy.children[0] else { return XCTFail("expected <inner>") }
        XCTAssertEqual(inner.text, "text <kept>")
        guard case .object(let nested) = fancy.children[1] else { return XCTFail("expected the nested label") }
        XCTAssertEqual(nested.text?.text, "inside")
        XCTAssertEqual(nested.container, "fancyThing")
    }

    func testObjectsInsideUntypedElementsAreStillVisited() throws {
        let document = try DocumentFixtures.decode(text)
        XCTAssertEqual(document.object(withID: "nested")?.element, .label)
    }

    func testUntypedReportCountsNames() {
        let result = DocumentDecoder().decode(text, file: "x.xib")
        XCTAssertEqual(result.untyped.elements["fancyThing"], 1)
        XCTAssertEqual(result.untyped.elements["inner"], 1)
        XCTAssertEqual(result.untyped.elements["simulatedMetricsContainer"], 1)
        XCTAssertEqual(result.untyped.attributes["view@sparkle"], 1)
        XCTAssertEqual(result.untyped.attributes["fancyThing@level"], 1)
        XCTAssertNil(result.untyped.elements["label"], "typed objects are not reported")
    }

    func testJSONRoundTripKeepsTheWholeModel() throws {
        let document = try DocumentFixtures.decode(text)
        let data = try JSONEncoder().encode(document)
        let decoded = try JSONDecoder().decode(IBDocument.self, from: data)
        XCTAssertEqual(decoded, document)
        let json = String(decoding: data, as: UTF8.self)
        XCTAssertFalse(json.contains("\"text\":null"), "absent groups are left out, not written as null")
    }
}
