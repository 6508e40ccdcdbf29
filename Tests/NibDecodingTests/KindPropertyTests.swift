import NibDecoding
import NibModel
import XCTest

final class KindPropertyTests: XCTestCase {
    func testLabelText() throws {
        let label = try DocumentFixtures.object(
            "lbl",
            in: DocumentFixtures.xib(
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Caption" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <rect key="frame" x="8" y="11.5" width="304" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                        <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <nil key="highlightedColor"/>
                    </label>
                """))
        let text = try XCTUnwrap(label.text)
        XCTAssertEqual(text.text, "Caption")
        XCTAssertEqual(text.textAlignment, "center")
        XCTAssertEqual(text.lineBreakMode, "tailTruncation")
        XCTAssertEqual(text.numberOfLines, 2)
        XCTAssertEqual(text.baselineAdjustment, "alignBaselines")
        XCTAssertEqual(text.adjustsFontSizeToFit, false)
        XCTAssertEqual(text.minimumScaleFactor, 0.5)
        XCTAssertEqual(text.font, Font(type: .system, pointSize: 17, weight: .semibold))
        XCTAssertEqual(
            text.textColor,
            Color(kind: .white(1), alpha: 1, colorSpace: "custom", customColorSpace: "genericGamma22GrayColorSpace"))
        XCTAssertEqual(label.value(forKey: "highlightedColor"), .nil)
        XCTAssertEqual(label.view?.frame?.height, 20.5)
        XCTAssertTrue(label.untyped.isEmpty, "\(label.untyped)")
    }

    func testMultilineTextAndCustomFont() throws {
        let label = try DocumentFixtures.object(
            "lbl",
            in: DocumentFixtures.xib(
                """
                    <label opaque="NO" id="lbl">
                        <string key="text">First line
                Second &amp; last</string>
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="14"/>
                    </label>
                """))
        XCTAssertEqual(label.text?.text, "First line\nSecond & last")
        XCTAssertEqual(label.text?.font, Font(pointSize: 14, name: "Avenir-Heavy", family: "Avenir"))
    }

    /// Interface Builder names some sizes (`size="button"`, UIFont's buttonFontSize): a valid document, not an error.
    func testANamedFontSizeIsUIFontsSize() throws {
        let label = try DocumentFixtures.object(
            "l",
            in: DocumentFixtures.xib(
                """
                    <label opaque="NO" id="l">
                        <fontDescription key="fontDescription" type="boldSystem" size="button"/>
                    </label>
                """))
        XCTAssertEqual(label.text?.font, Font(type: .boldSystem, pointSize: 18))
        // A button keeps it among its properties, decoded the same way.
        let button = try DocumentFixtures.object(
            "b",
            in: DocumentFixtures.xib(
                """
                    <button opaque="NO" id="b">
                        <fontDescription key="fontDescription" type="boldSystem" size="button"/>
                    </button>
                """))
        XCTAssertEqual(button.value(forKey: "fontDescription"), .font(Font(type: .boldSystem, pointSize: 18)))
    }

    func testTextFieldPlaceholderAndControlState() throws {
        let field = try DocumentFixtures.object(
            "tf",
            in: DocumentFixtures.xib(
                """
                    <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" enabled="NO" id="tf">
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" autocapitalizationType="words"/>
                    </textField>
                """))
        XCTAssertEqual(field.text?.placeholder, "Name")
        XCTAssertEqual(field.text?.borderStyle, .roundedRect)
        XCTAssertEqual(field.text?.minimumFontSize, 17)
        XCTAssertEqual(field.control?.contentHorizontalAlignment, "left")
        XCTAssertEqual(field.control?.contentVerticalAlignment, "center")
        XCTAssertEqual(field.control?.isEnabled, false)
        XCTAssertEqual(field.view?.horizontalHuggingPriority, 248)
        // Not typed, but kept.
        XCTAssertEqual(field.untyped.elements.map(\.name), ["textInputTraits"])
        XCTAssertEqual(field.untyped.elements.first?[attribute: "autocapitalizationType"], "words")
    }

    func testButtonStatesAndConfiguration() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="btn">
                        <state key="normal" title="Shuffle" image="shuffle">
                            <color key="titleColor" systemColor="systemBlueColor"/>
                        </state>
                        <state key="highlighted" title="Shuffling"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="cfg">
                        <buttonConfiguration key="configuration" style="filled" title="Go" image="play"/>
                    </button>
                """))
        let button = try XCTUnwrap(document.object(withID: "btn")?.button)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.title, "Shuffle")
        XCTAssertEqual(button.states.map(\.state), [.normal, .highlighted])
        XCTAssertEqual(button.states[0].image, "shuffle")
        XCTAssertEqual(button.states[0].titleColor, Color(kind: .system("systemBlueColor")))
        XCTAssertEqual(button.states[1].title, "Shuffling")
        XCTAssertEqual(document.object(withID: "btn")?.untyped.attributes.map(\.name), ["lineBreakMode"])
        let configuration = try XCTUnwrap(document.object(withID: "cfg")?.button?.configuration)
        XCTAssertEqual(configuration, ButtonConfiguration(style: "filled", title: "Go", image: "play"))
    }

    func testControlsValues() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                """
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="sw"/>
                    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="-1" maxValue="2.5" id="sl"/>
                    <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="3" minimumValue="1" maximumValue="10" id="st"/>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" id="sg">
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                        </segments>
                    </segmentedControl>
                """))
        XCTAssertEqual(document.object(withID: "sw")?.control?.isOn, true)
        let slider = try XCTUnwrap(document.object(withID: "sl")?.control)
        XCTAssertEqual([slider.value, slider.minimumValue, slider.maximumValue], [0.5, -1, 2.5])
        let stepper = try XCTUnwrap(document.object(withID: "st")?.control)
        XCTAssertEqual([stepper.value, stepper.minimumValue, stepper.maximumValue], [3, 1, 10])
        let segmented = try XCTUnwrap(document.object(withID: "sg"))
        XCTAssertEqual(segmented.control?.selectedSegmentIndex, 1)
        XCTAssertEqual(segmented.untyped.elements.first?.children.count, 2)
    }

    func testStackViewAndImageView() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                """
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="8.5" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" id="stk">
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" image="photo" highlightedImage="photo.fill" catalog="system" id="img"/>
                            <view contentMode="scaleToFill" id="v2"/>
                        </subviews>
                    </stackView>
                    <stackView opaque="NO" contentMode="scaleToFill" id="h"/>
                    <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" id="standard"/>
                """))
        let stack = try XCTUnwrap(document.object(withID: "stk"))
        XCTAssertEqual(stack.stack?.axis, .vertical)
        XCTAssertEqual(stack.stack?.distribution, .fillEqually)
        XCTAssertEqual(stack.stack?.alignment, .center)
        XCTAssertEqual(stack.stack?.spacing, 8.5)
        XCTAssertEqual(stack.stack?.isBaselineRelativeArrangement, true)
        XCTAssertEqual(stack.stack?.isLayoutMarginsRelativeArrangement, true)
        XCTAssertEqual(stack.subviews.map(\.id), ["img", "v2"])
        XCTAssertEqual(
            stack.subviews[0].image, ImageAttributes(image: "photo", highlightedImage: "photo.fill", catalog: "system"))
        XCTAssertEqual(document.object(withID: "h")?.stack?.axis, .horizontal, "UIKit leaves the horizontal axis out")
        // The system spacing is written as a type, not a number: Interface Builder lays it out as 8 pt.
        let standard = try XCTUnwrap(document.object(withID: "standard"))
        XCTAssertEqual(standard.stack?.spacingType, .standard)
        XCTAssertNil(standard.stack?.spacing)
        XCTAssertEqual(standard.effectiveStack?.spacing, 8)
        XCTAssertNil(document.object(withID: "h")?.effectiveStack?.spacing, "no spacing: UIKit's 0")
        XCTAssertEqual(stack.effectiveStack?.spacing, 8.5)
    }

    func testMacStackViewOrientation() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.macXib(
                """
                    <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="6" detachesHiddenViews="YES" id="stk"/>
                """))
        let stack = try XCTUnwrap(document.object(withID: "stk")?.stack)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.detachesHiddenViews, true)
    }

    func testCellsAndReuseIdentifiers() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                """
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" rowHeight="44" id="cell" customClass="RowCell" customModule="App">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Square" id="square">
                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="square-content"/>
                    </collectionViewCell>
                """))
        let cell = try XCTUnwrap(document.object(withID: "cell"))
        XCTAssertEqual(cell.category, .view)
        XCTAssertEqual(cell.reuseIdentifier, "Row")
        XCTAssertEqual(cell.className(for: .iOS), "RowCell")
        let content = try XCTUnwrap(cell.child(forKey: "contentView"))
        XCTAssertEqual(content.className(for: .iOS), "UITableViewCellContentView")
        XCTAssertEqual(content.untyped[attribute: "tableViewCell"], "cell")
        XCTAssertEqual(document.object(withID: "square")?.reuseIdentifier, "Square")
        XCTAssertEqual(document.object(withID: "square")?.child(forKey: "contentView")?.id, "square-content")
    }
}
