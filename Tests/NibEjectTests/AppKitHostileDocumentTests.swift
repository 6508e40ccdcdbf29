import NibEject
import XCTest

/// An AppKit document whose enumerated values are statements: each becomes a TODO and a rejecting warning, and
/// nothing of it becomes code.
final class AppKitHostileDocumentTests: XCTestCase {
    private let statement = "x; PWNED()"

    func testEachEnumeratedValueThatIsNotACaseIsRejected() throws {
        let controls = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                <rect key="frame" x="200" y="13" width="87" height="32"/>
                <buttonCell key="cell" type="push" title="Save" bezelStyle="\(statement)" alignment="\(statement)" \
            controlSize="\(statement)" borderStyle="border" inset="2" id="okc">
                    <font key="font" textStyle="\(statement)"/>
                </buttonCell>
            </button>
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="sl">
                <rect key="frame" x="18" y="30" width="100" height="28"/>
                <sliderCell key="cell" state="on" alignment="left" maxValue="100" sliderType="\(statement)" id="sc"/>
            </slider>
            <progressIndicator maxValue="100" style="\(statement)" translatesAutoresizingMaskIntoConstraints="NO" \
            id="p">
                <rect key="frame" x="150" y="30" width="32" height="32"/>
            </progressIndicator>
            <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                <rect key="frame" x="150" y="60" width="100" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" \
            trackingMode="\(statement)" id="segc">
                    <segments>
                        <segment label="One"/>
                    </segments>
                </segmentedCell>
            </segmentedControl>
            <box boxType="\(statement)" titlePosition="\(statement)" title="Box" \
            translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0" y="0" width="100" height="50"/>
                <view key="contentView" id="boxc">
                    <rect key="frame" x="0" y="0" width="100" height="50"/>
                </view>
            </box>
            """
        let file = try ejectOneAppKit(macRoot(controls))
        assertDocumentTextIsNotCode(file.source)
        let rejected = Set(
            file.warnings.filter(\.rejectsValue).compactMap { warning in
                [
                    "bezelStyle", "alignment", "controlSize", "font", "sliderType", "style", "trackingMode", "boxType",
                    "titlePosition",
                ].first { warning.message.contains("the \($0) of") }
            })
        XCTAssertEqual(
            rejected,
            [
                "bezelStyle", "alignment", "controlSize", "font", "sliderType", "style", "trackingMode", "boxType",
                "titlePosition",
            ], "\(file.warnings)")
        XCTAssertTrue(file.source.contains("trackingMode: .selectOne"), file.source)
    }
}
