import NibEject
import NibModel
import XCTest

/// One test per construct `nib eject` writes.
final class EjectConstructTests: XCTestCase {
    private let card = """
        <view contentMode="scaleToFill" id="root" customClass="ProfileCard">
            <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
        verticalCompressionResistancePriority="749" text="Name" textAlignment="center" lineBreakMode="tailTruncation" \
        numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="16" y="16" width="100" height="20"/>
                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                    <color key="textColor" systemColor="labelColor"/>
                </label>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <color key="backgroundColor" name="Card"/>
            <constraints>
                <constraint firstItem="name" firstAttribute="leading" secondItem="safe" secondAttribute="leading" \
        constant="16" id="c1"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c2"/>
                <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="name" \
        secondAttribute="trailing" constant="8" priority="750" id="c3"/>
                <constraint firstItem="name" firstAttribute="width" secondItem="root" secondAttribute="width" \
        multiplier="0.5" id="c4"/>
            </constraints>
            <connections>
                <outlet property="nameLabel" destination="name" id="o1"/>
            </connections>
        </view>
        """

    func testClassIsNamedAfterTheCustomClassWithBothInitializers() throws {
        let file = try ejectOne(card)
        XCTAssertEqual(file.fileName, "ProfileCard.swift")
        XCTAssertTrue(file.source.contains("final class ProfileCard: UIView {"))
        XCTAssertTrue(file.source.contains("override init(frame: CGRect) {"))
        XCTAssertTrue(file.source.contains("required init?(coder: NSCoder) {"))
        XCTAssertTrue(file.source.contains("import UIKit"))
        XCTAssertFalse(file.source.contains("NibUIKit"))
    }

    func testSubviewIsAPropertyNamedAfterItsOutlet() throws {
        let file = try ejectOne(card)
        XCTAssertTrue(file.source.contains("let nameLabel = UILabel()"))
        XCTAssertEqual(file.viewProperties, ["nameLabel": "name"])
    }

    func testPropertiesAreSetOnlyWhereTheyDifferFromUIKit() throws {
        let source = try ejectOne(card).source
        XCTAssertTrue(source.contains("nameLabel.text = \"Name\""))
        XCTAssertTrue(source.contains("nameLabel.numberOfLines = 2"))
        XCTAssertTrue(source.contains("nameLabel.textAlignment = .center"))
        XCTAssertTrue(source.contains("nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)"))
        XCTAssertTrue(source.contains("nameLabel.textColor = .label"))
        XCTAssertTrue(source.contains("backgroundColor = UIColor(named: \"Card\")"))
        // userInteractionEnabled="NO" is a label's default in code too.
        XCTAssertFalse(source.contains("isUserInteractionEnabled"))
    }

    func testHuggingAndCompressionResistance() throws {
        let source = try ejectOne(card).source
        XCTAssertTrue(
            source.contains("nameLabel.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)"))
        XCTAssertTrue(
            source.contains(
                "nameLabel.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 749), for: .vertical)"))
    }

    func testConstraintsAreAnchorsWithGuidesMarginsPrioritiesAndMultipliers() throws {
        let source = try ejectOne(card).source
        XCTAssertTrue(source.contains("nameLabel.translatesAutoresizingMaskIntoConstraints = false"))
        XCTAssertTrue(source.contains("NSLayoutConstraint.activate(["))
        XCTAssertTrue(
            source.contains(
                "nameLabel.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 16),"))
        XCTAssertTrue(source.contains("nameLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),"))
        XCTAssertTrue(
            source.contains(
                "let constraint1 = trailingAnchor.constraint(greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8)"
            ))
        XCTAssertTrue(source.contains("constraint1.priority = .defaultHigh"))
        XCTAssertTrue(
            source.contains(
                "NSLayoutConstraint(item: nameLabel, attribute: .width, relatedBy: .equal, toItem: self, "
                    + "attribute: .width, multiplier: 0.5, constant: 0),"))
    }

    func testLinuxTestableFileImportsNibUIKitAndKeepsUIKitInitializersApart() throws {
        let source = try ejectOne(card, linuxTestable: true).source
        XCTAssertTrue(source.contains("#if canImport(UIKit)\nimport UIKit\n#else\nimport NibUIKit\n#endif"))
        XCTAssertTrue(source.contains("    required init(coder: NibCoder) throws {"))
        XCTAssertTrue(source.contains("    required init?(coder: NSCoder) {"))
    }

    func testStackViewAddsArrangedSubviews() throws {
        let source = try ejectOne(
            """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="a" userLabel="Top">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="46"/>
                    </view>
                    <view contentMode="scaleToFill" id="b" userLabel="Bottom">
                        <rect key="frame" x="0.0" y="54" width="200" height="46"/>
                    </view>
                </subviews>
            </stackView>
            """
        ).source
        XCTAssertTrue(source.contains("final class Test: UIStackView {"))
        XCTAssertTrue(source.contains("axis = .vertical"))
        XCTAssertTrue(source.contains("spacing = 8"))
        XCTAssertTrue(source.contains("addArrangedSubview(top)"))
        XCTAssertTrue(source.contains("addArrangedSubview(bottom)"))
        XCTAssertFalse(source.contains("top.translatesAutoresizingMaskIntoConstraints"))
    }

    func testAutoresizingViewKeepsItsFrameAndMask() throws {
        let source = try ejectOne(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="bar" userLabel="Bar">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    </view>
                </subviews>
            </view>
            """
        ).source
        XCTAssertTrue(source.contains("bar.frame = CGRect(x: 0, y: 0, width: 200, height: 44)"))
        XCTAssertTrue(source.contains("bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]"))
    }

    func testButtonTitlesImagesAndActions() throws {
        let source = try ejectOne(
            """
            <view contentMode="scaleToFill" id="root" customClass="Toolbar">
                <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go" userLabel="Go">
                        <rect key="frame" x="0.0" y="0.0" width="60" height="44"/>
                        <state key="normal" title="Go" image="arrow"/>
                        <connections>
                            <action selector="goTapped:" destination="root" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            """, linuxTestable: true
        ).source
        XCTAssertTrue(source.contains("let go = UIButton(type: .system)"))
        XCTAssertTrue(source.contains("go.setTitle(\"Go\", for: .normal)"))
        XCTAssertTrue(source.contains("go.setImage(UIImage(named: \"arrow\"), for: .normal)"))
        XCTAssertTrue(source.contains("go.addTarget(self, action: #selector(goTapped(_:)), for: .touchUpInside)"))
        XCTAssertTrue(source.contains("@objc func goTapped(_ sender: Any) {}"))
        // #selector needs the Objective-C runtime: UIKit only.
        let wiring = try XCTUnwrap(source.range(of: "go.addTarget"))
        XCTAssertTrue(source[..<wiring.lowerBound].hasSuffix("#if canImport(UIKit)\n        "))
    }

    func testUnknownRuntimeAttributeIsALocatedWarningAndATodo() throws {
        let file = try ejectOne(
            """
            <view contentMode="scaleToFill" id="root" customClass="Badge">
                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <integer key="value" value="8"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="shine" value="gold"/>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        XCTAssertTrue(file.source.contains("layer.cornerRadius = 8"))
        XCTAssertTrue(file.source.contains("// TODO: the user-defined runtime attribute 'shine'"))
        XCTAssertEqual(file.warnings.count, 1)
        XCTAssertEqual(file.warnings.first?.file, "Test.xib")
        // The line of the view that has the attribute.
        XCTAssertEqual(file.warnings.first?.line, 7)
    }

    func testUnsupportedElementStandsInAsAViewWithAWarning() throws {
        let file = try ejectOne(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="map">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    </mapView>
                </subviews>
            </view>
            """)
        XCTAssertTrue(file.source.contains("let ownView = UIView()  // TODO: a mapView is not ejected"))
        XCTAssertEqual(file.warnings.map(\.line), [10])
    }

    func testTableViewCellAddsToItsContentView() throws {
        let source = try ejectOne(
            """
            <tableViewCell contentMode="scaleToFill" id="cell" customClass="NoteCell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label opaque="NO" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                            <rect key="frame" x="16" y="12" width="40" height="20"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="note" firstAttribute="leading" secondItem="content" \
            secondAttribute="leadingMargin" id="n1"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        ).source
        XCTAssertTrue(source.contains("final class NoteCell: UITableViewCell {"))
        XCTAssertTrue(source.contains("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"))
        XCTAssertTrue(source.contains("contentView.addSubview(label)"))
        XCTAssertTrue(
            source.contains("label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),"))
    }

    func testAppKitDocumentWithoutAViewIsALocatedError() throws {
        var document = try iosDocument("")
        document.header.targetRuntimeName = "MacOSX.Cocoa"
        XCTAssertThrowsError(try Ejector().eject(document, path: "Mac.xib")) { error in
            XCTAssertTrue("\(error)".hasPrefix("Mac.xib:"), "\(error)")
            XCTAssertTrue("\(error)".contains("no top-level view"), "\(error)")
        }
    }
}
