import NibDecoding
import NibLayout
import NibModel
import NibTextMetrics
import XCTest

/// UIKit controls' intrinsic sizes read from small documents.
final class UIKitIntrinsicSizesTests: XCTestCase {
    private func objects(tools: String = "21507", _ body: String, resources: String = "") throws -> (
        IBDocument, [String: IBObject]
    ) {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                        <subviews>\(body)</subviews>
                    </view>
                </objects>
                <resources>\(resources)</resources>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(xml, file: "t.xib").document)
        var byID: [String: IBObject] = [:]
        document.forEachObject { byID[$0.id] = $0 }
        return (document, byID)
    }

    func testTextFieldIsAsWideAsItsTextOrPlaceholder() throws {
        let (document, objects) = try objects(
            """
            <textField text="500" borderStyle="roundedRect" id="rounded"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/></textField>
            <textField text="500" id="plain"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/></textField>
            <textField placeholder="A much longer placeholder" text="500" id="placeholder"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/></textField>
            <textField id="empty"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/></textField>
            """)
        let sizes = StandardIntrinsicSizes()
        let device = DeviceMetrics.forDocument(document.header)
        func size(_ id: String) throws -> IntrinsicSize {
            sizes.intrinsicSize(of: try XCTUnwrap(objects[id]), in: document, device: device)
        }
        let plain = try XCTUnwrap(size("plain").width)
        XCTAssertEqual(try XCTUnwrap(size("rounded").width) - plain, 10, "7 pt each side instead of 2")
        XCTAssertEqual(try size("rounded").height, 34, "since Xcode 13 a rounded rectangle is at least 34 high")
        XCTAssertGreaterThan(try XCTUnwrap(size("placeholder").width), plain * 3, "the wider placeholder counts")
        XCTAssertNil(try size("empty").width, "no text: the width is left to constraints")
    }

    func testRoundedRectFieldIsItsLineInWholePointsPlus13AndSinceXcode13AtLeast34() throws {
        let fields = """
            <textField text="500" borderStyle="roundedRect" id="small"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/></textField>
            <textField text="500" borderStyle="roundedRect" id="body"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></textField>
            <textField text="500" borderStyle="roundedRect" id="large"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <fontDescription key="fontDescription" type="system" pointSize="24"/></textField>
            """
        func heights(tools: String) throws -> [String: Double?] {
            let (document, objects) = try self.objects(tools: tools, fields)
            let device = DeviceMetrics.forDocument(document.header)
            var heights: [String: Double?] = [:]
            for id in ["small", "body", "large"] {
                heights[id] =
                    StandardIntrinsicSizes().intrinsicSize(
                        of: try XCTUnwrap(objects[id]), in: document, device: device
                    ).height
            }
            return heights
        }
        // Xcode 12: the 14 pt line (16.7) rounds up to 17, the body style's 17 pt line (20.3) to 21, not 20.5; 24 pt to 29.
        XCTAssertEqual(try heights(tools: "18122"), ["small": 30, "body": 34, "large": 42])
        // Xcode 13 and later: never below 34; a larger font still grows the field.
        XCTAssertEqual(try heights(tools: "19455"), ["small": 34, "body": 34, "large": 42])
    }

    func testBeforeXcode8TextIsSizedInWholePoints() throws {
        // Xcode 7 documents name no device and stored a 17 pt label 21 high; Xcode 8's, 20.5 on the 2x grid.
        func labelHeight(tools: String) throws -> Double? {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" \
                targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                            <subviews>
                                <label text="Necto" id="label"><rect key="frame" x="0" y="0" width="9" height="9"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """
            let document = try XCTUnwrap(DocumentDecoder().decode(xml, file: "t.xib").document)
            var label: IBObject?
            document.forEachObject { if $0.id == "label" { label = $0 } }
            let device = DeviceMetrics.forDocument(document.header)
            return StandardIntrinsicSizes().intrinsicSize(of: try XCTUnwrap(label), in: document, device: device).height
        }
        XCTAssertEqual(try labelHeight(tools: "9058"), 21)
        XCTAssertEqual(try labelHeight(tools: "11762"), 20.5)
    }

    func testButtonWithoutATitleIsAsLargeAsItsImage() throws {
        // SafeExamBrowser's QR-code button (Xcode 15): a 54 pt image, stored 54 × 54.
        let (document, objects) = try objects(
            """
            <button buttonType="system" id="scan"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <state key="normal" image="SEBQRCode.png"/></button>
            <button buttonType="system" id="titled"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <state key="normal" title="Scan" image="SEBQRCode.png"/></button>
            """,
            resources: #"<image name="SEBQRCode.png" width="54" height="54"/>"#)
        let device = DeviceMetrics.forDocument(document.header)
        func size(_ id: String) throws -> IntrinsicSize {
            StandardIntrinsicSizes().intrinsicSize(of: try XCTUnwrap(objects[id]), in: document, device: device)
        }
        XCTAssertEqual(try size("scan").width, 54)
        XCTAssertEqual(try size("scan").height, 54)
        XCTAssertNotEqual(try size("titled").height, 54, "with a title, the title sizes it")
    }

    func testLabelOfSeveralLinesIsAsWideAsItsWidestLine() throws {
        // Reusable's custom widget: three lines broken in the text, "MyCustomWidget.xib" the widest.
        let (document, objects) = try objects(
            """
            <label textAlignment="center" numberOfLines="3" id="lines"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <string key="text">Custom Widget
            Loaded from
            MyCustomWidget.xib</string>
                <fontDescription key="fontDescription" type="italicSystem" pointSize="12"/></label>
            """)
        let device = DeviceMetrics.forDocument(document.header)
        let size = StandardIntrinsicSizes().intrinsicSize(
            of: try XCTUnwrap(objects["lines"]), in: document, device: device)
        let font = Font(type: .italicSystem, pointSize: 12)
        func width(_ line: String) -> Double {
            let measured = TextMetrics().measure(line, font: font, maxWidth: nil, numberOfLines: 1).width
            return PixelGrid.ceil(measured, scale: device.scale)
        }
        XCTAssertEqual(try XCTUnwrap(size.width), width("MyCustomWidget.xib"), accuracy: 1e-9)
        XCTAssertGreaterThan(width("MyCustomWidget.xib"), width("Custom Widget") + 20, "not the first line's width")
        XCTAssertEqual(try XCTUnwrap(size.heightForWidth)(200), try XCTUnwrap(size.height), "three lines either way")
        // The last baseline sits in the last line as the first does in the first.
        let line = IntrinsicTextSizes(measurer: TextMetrics()).label("Custom Widget", font: font, scale: device.scale)
        XCTAssertEqual(
            try XCTUnwrap(size.firstBaseline) + XCTUnwrap(size.lastBaselineFromBottom), line.height, accuracy: 1e-9)
        XCTAssertGreaterThan(try XCTUnwrap(size.height), line.height * 2.5)
    }

    func testEmptyLabelHasNoSizeButKeepsItsFontsBaselines() throws {
        // Pocket Casts' AddCell.xib: an empty 17 pt label, 21 pt high by a constraint, its baseline on the "Main"
        // label's beside it, is stored at the same y (11.5) as that label.
        let (document, objects) = try objects(
            """
            <label text="Main" id="main"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label text="" id="empty"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """)
        let device = DeviceMetrics.forDocument(document.header)
        func size(_ id: String) throws -> IntrinsicSize {
            StandardIntrinsicSizes().intrinsicSize(of: try XCTUnwrap(objects[id]), in: document, device: device)
        }
        let (main, empty) = try (size("main"), size("empty"))
        XCTAssertEqual(empty.width, 0)
        XCTAssertEqual(empty.height, 0)
        XCTAssertEqual(try XCTUnwrap(empty.firstBaseline), try XCTUnwrap(main.firstBaseline), accuracy: 1e-9)
        XCTAssertEqual(
            try XCTUnwrap(empty.lastBaselineFromBottom), try XCTUnwrap(main.lastBaselineFromBottom), accuracy: 1e-9)
    }

    func testAttributedLabelIsSizedByItsAttributedTextFontAndLineMetrics() throws {
        // Pocket Casts' password hint: attributed text in 14 pt Helvetica Neue, its plain font left at the default;
        // its episode header's description: 15 pt at a line height multiple of 1.2, 21.5 pt high. Fragments in two
        // fonts are not read.
        func label(_ id: String, font: String, paragraph: String = "", second: String = "") -> String {
            """
            <label usesAttributedText="YES" id="\(id)"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <attributedString key="attributedText">
                    <fragment content="Must be at least 6 characters">
                        <attributes>\(font)\(paragraph)</attributes>
                    </fragment>\(second)
                </attributedString>
            </label>
            """
        }
        let mixed =
            #"<fragment content="!"><attributes><font key="NSFont" metaFont="system" size="30"/></attributes></fragment>"#
        let (document, objects) = try objects(
            label("hint", font: #"<font key="NSFont" size="14" name="HelveticaNeue"/>"#)
                + label(
                    "spaced", font: #"<font key="NSFont" metaFont="system" size="15"/>"#,
                    paragraph: #"<paragraphStyle key="NSParagraphStyle" alignment="left" lineHeightMultiple="1.2"/>"#)
                + label("mixed", font: #"<font key="NSFont" metaFont="system" size="15"/>"#, second: mixed))
        let device = DeviceMetrics.forDocument(document.header)
        func size(_ id: String) throws -> IntrinsicSize {
            StandardIntrinsicSizes().intrinsicSize(of: try XCTUnwrap(objects[id]), in: document, device: device)
        }
        let hint = try size("hint")
        let expected = IntrinsicTextSizes(measurer: TextMetrics()).label(
            "Must be at least 6 characters", font: Font(pointSize: 14, name: "HelveticaNeue"), scale: device.scale)
        XCTAssertEqual(hint.width, expected.width)
        XCTAssertEqual(hint.height, 17)
        XCTAssertEqual(try size("spaced").height, 21.5)
        XCTAssertEqual(try size("mixed").width, 0, "two fonts: not read, as no text")
    }

    func testSearchBarHeightDependsOnTheInterfaceBuilderGeneration() throws {
        let body = #"<searchBar id="search"><rect key="frame" x="0" y="0" width="9" height="9"/></searchBar>"#
        for (tools, height) in [("21507", 56.0), ("10117", 44.0)] {
            let (document, objects) = try objects(tools: tools, body)
            let size = StandardIntrinsicSizes().intrinsicSize(
                of: try XCTUnwrap(objects["search"]), in: document, device: DeviceMetrics.forDocument(document.header))
            XCTAssertEqual(size.height, height, "toolsVersion \(tools)")
        }
    }

    func testProgressViewHeightDependsOnTheInterfaceBuilderGeneration() throws {
        // 4 pt from Xcode 13 (iOS 15), 2 before (DuckDuckGo's web container and Rocket.Chat's banner, Xcode 10 and 11).
        let body = #"<progressView id="bar"><rect key="frame" x="0" y="0" width="9" height="9"/></progressView>"#
        for (tools, height) in [("21507", 4.0), ("19529", 4.0), ("16097", 2.0), ("14460", 2.0)] {
            let (document, objects) = try objects(tools: tools, body)
            let size = StandardIntrinsicSizes().intrinsicSize(
                of: try XCTUnwrap(objects["bar"]), in: document, device: DeviceMetrics.forDocument(document.header))
            XCTAssertEqual(size.height, height, "toolsVersion \(tools)")
            XCTAssertNil(size.width)
        }
    }
}

extension UIKitIntrinsicSizesTests {
    func testStandAloneBarsHaveTheirSystemHeights() throws {
        // Without a height constraint, a navigation bar and a toolbar are 44 high and a tab bar 49, at any width.
        for (element, height) in [("navigationBar", 44.0), ("toolbar", 44.0), ("tabBar", 49.0)] {
            let body = #"<\#(element) id="bar"><rect key="frame" x="0" y="0" width="9" height="9"/></\#(element)>"#
            let (document, objects) = try objects(body)
            let size = StandardIntrinsicSizes().intrinsicSize(
                of: try XCTUnwrap(objects["bar"]), in: document, device: DeviceMetrics.forDocument(document.header))
            XCTAssertEqual(size.height, height, element)
            XCTAssertNil(size.width, element)
        }
    }

    func testImageViewIsAsLargeAsItsNamedImageOrSymbol() throws {
        let body = """
            <imageView id="named" image="logo"><rect key="frame" x="0" y="0" width="9" height="9"/></imageView>
            <imageView id="symbol">
                <rect key="frame" x="0" y="0" width="9" height="9"/>
                <imageReference key="image" image="star.fill" catalog="system" symbolScale="medium"/>
            </imageView>
            <imageView id="unlisted" image="missing"><rect key="frame" x="0" y="0" width="9" height="9"/></imageView>
            """
        let resources = """
            <image name="logo" width="120" height="40"/>
            <image name="star.fill" catalog="system" width="17" height="16"/>
            """
        let (document, objects) = try objects(body, resources: resources)
        let device = DeviceMetrics.forDocument(document.header)
        func size(_ id: String) throws -> [Double?] {
            let size = StandardIntrinsicSizes().intrinsicSize(
                of: try XCTUnwrap(objects[id]), in: document, device: device)
            return [size.width, size.height]
        }
        XCTAssertEqual(try size("named"), [120, 40])
        XCTAssertEqual(try size("symbol"), [17, 16])
        XCTAssertEqual(try size("unlisted"), [nil, nil], "no size the resources do not list")
    }

    func testTextViewSizesToItsTextOnlyWhenItDoesNotScroll() throws {
        let text = String(repeating: "A sentence that wraps. ", count: 12)
        let (document, objects) = try objects(
            """
            <textView scrollEnabled="NO" text="\(text)" id="fixed"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/></textView>
            <textView text="\(text)" id="scrolling"><rect key="frame" x="0" y="0" width="9" height="9"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/></textView>
            """)
        let device = DeviceMetrics.forDocument(document.header)
        let sizes = StandardIntrinsicSizes()
        let fixed = sizes.intrinsicSize(of: try XCTUnwrap(objects["fixed"]), in: document, device: device)
        let measure = try XCTUnwrap(fixed.heightForWidth)
        XCTAssertGreaterThan(measure(150), measure(400), "narrower, more lines")
        XCTAssertEqual(measure(10_000), try XCTUnwrap(fixed.height), "one line plus the 8 pt insets when wide")
        let scrolling = sizes.intrinsicSize(of: try XCTUnwrap(objects["scrolling"]), in: document, device: device)
        XCTAssertNil(scrolling.height)
        XCTAssertNil(scrolling.heightForWidth)
    }
}
