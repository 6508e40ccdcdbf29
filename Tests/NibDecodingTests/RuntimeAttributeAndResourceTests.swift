import NibDecoding
import NibModel
import XCTest

final class RuntimeAttributeAndResourceTests: XCTestCase {
    func testRuntimeAttributeTypes() throws {
        let view = try DocumentFixtures.object(
            "v",
            in: DocumentFixtures.xib(
                """
                    <view contentMode="scaleToFill" id="v">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                <integer key="value" value="8"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="barOpacity">
                                <real key="value" value="0.5"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="string" keyPath="caption" value="Sunset"/>
                            <userDefinedRuntimeAttribute type="localizedString" keyPath="title" value="Hello"/>
                            <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                <color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="point" keyPath="anchor">
                                <point key="value" x="0.5" y="1"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="size" keyPath="shadowOffset">
                                <size key="value" width="0.0" height="2"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="rect" keyPath="box">
                                <rect key="value" x="1" y="2" width="3" height="4"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="range" keyPath="selection">
                                <range key="value" location="2" length="5"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="image" keyPath="placeholderImage" value="empty"/>
                            <userDefinedRuntimeAttribute type="nil" keyPath="delegate"/>
                        </userDefinedRuntimeAttributes>
                    </view>
                """))
        let values = Dictionary(uniqueKeysWithValues: view.runtimeAttributes.map { ($0.keyPath, $0.value) })
        XCTAssertEqual(values["layer.masksToBounds"], .bool(true))
        XCTAssertEqual(values["cornerRadius"], .integer(8))
        XCTAssertEqual(values["barOpacity"], .number(0.5))
        XCTAssertEqual(values["caption"], .string("Sunset"))
        XCTAssertEqual(values["title"], .string("Hello"))
        XCTAssertEqual(
            values["borderColor"],
            .color(
                Color(kind: .rgb(red: 1, green: 0, blue: 0), alpha: 1, colorSpace: "custom", customColorSpace: "sRGB")))
        XCTAssertEqual(values["anchor"], .point(Point(x: 0.5, y: 1)))
        XCTAssertEqual(values["shadowOffset"], .size(Size(width: 0, height: 2)))
        XCTAssertEqual(values["box"], .rect(Rect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertEqual(values["selection"], .range(location: 2, length: 5))
        XCTAssertEqual(values["placeholderImage"], .image("empty"))
        XCTAssertEqual(values["delegate"], .nil)
        XCTAssertEqual(view.runtimeAttributes.map(\.type).first, "boolean")
        XCTAssertEqual(view.runtimeAttributes.count, 12)
    }

    func testResources() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                "",
                resources: """
                        <image name="photo" width="320" height="240"/>
                        <image name="star.fill" catalog="system" width="128" height="124"/>
                        <namedColor name="Swatch">
                            <color red="1" green="0.53" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </namedColor>
                        <systemColor name="systemBackgroundColor">
                            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </systemColor>
                    """))
        let resources = document.resources
        XCTAssertEqual(
            resources.images,
            [
                ImageResource(name: "photo", width: 320, height: 240),
                ImageResource(name: "star.fill", width: 128, height: 124, catalog: "system"),
            ])
        XCTAssertEqual(resources.namedColors.map(\.name), ["Swatch"])
        XCTAssertEqual(resources.namedColors.first?.color?.kind, .rgb(red: 1, green: 0.53, blue: 0))
        XCTAssertEqual(resources.systemColors.first?.name, "systemBackgroundColor")
        XCTAssertEqual(resources.systemColors.first?.color?.kind, .white(1))
    }
}

extension RuntimeAttributeAndResourceTests {
    func testANamedColorWhoseColorDoesNotTypeKeepsItAsWritten() throws {
        // A color with an attribute the decoder does not know is not typed; it must not be dropped.
        let document = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                "",
                resources: """
                        <namedColor name="Accent">
                            <color red="1" green="0" blue="0" alpha="1" gamut="displayP3" colorSpace="custom"/>
                        </namedColor>
                    """))
        let accent = try XCTUnwrap(document.resources.namedColors.first)
        XCTAssertEqual(accent.name, "Accent")
        XCTAssertNil(accent.color)
        let kept = try XCTUnwrap(accent.untyped.elements.first)
        XCTAssertEqual(kept.name, "color")
        XCTAssertTrue(kept.attributes.contains { $0.name == "gamut" && $0.value == "displayP3" })
    }
}
