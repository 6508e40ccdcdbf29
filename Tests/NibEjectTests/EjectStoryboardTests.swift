import NibEject
import NibModel
import XCTest

/// Storyboards: a class per scene's root view, named after its view controller, and per prototype cell.
final class EjectStoryboardTests: XCTestCase {
    private let login = """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" customClass="LoginViewController" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label opaque="NO" text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="16" y="67" width="80" height="20"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" \
        translatesAutoresizingMaskIntoConstraints="NO" id="signIn">
                                <rect key="frame" x="16" y="790" width="60" height="30"/>
                                <connections>
                                    <action selector="signIn:" destination="vc" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="top" \
        secondAttribute="bottom" constant="8" id="c1"/>
                            <constraint firstItem="bottom" firstAttribute="top" secondItem="signIn" \
        secondAttribute="bottom" constant="32" id="c2"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" constant="16" id="c3"/>
                            <constraint firstItem="signIn" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" constant="16" id="c4"/>
                        </constraints>
                    </view>
                    <connections>
                        <outlet property="titleLabel" destination="title" id="o1"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """

    private let notes = """
        <scene sceneID="s2">
            <objects>
                <tableViewController storyboardIdentifier="Notes" id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" \
        style="plain" rowHeight="-1" estimatedRowHeight="44" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="Note" id="cell">
                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        """

    func testSceneRootIsAViewNamedAfterItsControllerWithItsOutletsAndActions() throws {
        let files = try Ejector().eject(try iosStoryboard(login), path: "Main.storyboard")
        XCTAssertEqual(files.map(\.fileName), ["LoginViewControllerView.swift"])
        let source = files[0].source
        XCTAssertTrue(source.contains("final class LoginViewControllerView: UIView {"), source)
        XCTAssertTrue(source.contains("// The root view of LoginViewController: make it the controller's view"))
        XCTAssertTrue(source.contains("let titleLabel = UILabel()"), source)
        XCTAssertTrue(source.contains("button.addTarget(self, action: #selector(signIn(_:)), for: .touchUpInside)"))
        XCTAssertEqual(files[0].viewProperties, ["titleLabel": "title", "button": "signIn"])
        XCTAssertEqual(files[0].warnings.map(\.message), [])
    }

    func testLegacyLayoutGuidesAreTheSafeArea() throws {
        let source = try Ejector().eject(try iosStoryboard(login), path: "Main.storyboard")[0].source
        XCTAssertTrue(
            source.contains("titleLabel.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 8),"),
            source)
        XCTAssertTrue(
            source.contains(
                "safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 32),"), source)
    }

    func testPrototypeCellIsAClassOfItsOwnThatTheTableRegisters() throws {
        let files = try Ejector().eject(try iosStoryboard(notes), path: "Main.storyboard")
        XCTAssertEqual(files.map(\.fileName), ["NotesView.swift", "NoteCell.swift"])
        let table = files[0].source
        XCTAssertTrue(table.contains("final class NotesView: UITableView {"), table)
        XCTAssertTrue(table.contains("override init(frame: CGRect, style: UITableView.Style) {"), table)
        XCTAssertTrue(table.contains("super.init(frame: frame, style: style)"), table)
        XCTAssertTrue(table.contains("register(NoteCell.self, forCellReuseIdentifier: \"Note\")"), table)
        XCTAssertTrue(table.contains("the tableViewController with Storyboard ID \"Notes\""), table)
        XCTAssertTrue(files[1].source.contains("final class NoteCell: UITableViewCell {"))
        XCTAssertEqual(files[1].rootID, "cell")
    }

    func testStaticCellsAreALocatedTodo() throws {
        let document = try iosStoryboard(
            """
            <scene sceneID="s3">
                <objects>
                    <tableViewController id="settings" customClass="SettingsViewController" \
            sceneMemberID="viewController">
                        <tableView key="view" contentMode="scaleToFill" dataMode="static" style="grouped" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <sections>
                                <tableViewSection id="section">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" id="row">
                                            <rect key="frame" x="0.0" y="18" width="393" height="44"/>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            """)
        let files = try Ejector().eject(document, path: "Settings.storyboard")
        XCTAssertEqual(files.map(\.fileName), ["SettingsViewControllerView.swift"])
        XCTAssertEqual(files[0].warnings.map(\.line), [8])
        XCTAssertTrue(files[0].source.contains("// TODO: the static cells of tableView table are not ejected"))
    }

    func testScenesWithoutAViewHaveNoClassAndAStoryboardOfThemIsALocatedError() throws {
        let navigation = """
            <scene sceneID="s4">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        </navigationBar>
                    </navigationController>
                </objects>
            </scene>
            """
        let files = try Ejector().eject(try iosStoryboard(navigation + login), path: "Main.storyboard")
        XCTAssertEqual(files.map(\.className), ["LoginViewControllerView"])
        XCTAssertThrowsError(try Ejector().eject(try iosStoryboard(navigation), path: "Nav.storyboard")) { error in
            XCTAssertTrue("\(error)".hasPrefix("Nav.storyboard:2: error: the document has no"), "\(error)")
        }
    }

    func testProjectClassesTheCodeNeedsAreListedAtTheTop() throws {
        let source = try ejectOne(
            """
            <view contentMode="scaleToFill" id="root" customClass="Badge">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <subviews>
                    <imageView contentMode="scaleToFill" id="avatar" customClass="AvatarView">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </imageView>
                </subviews>
            </view>
            """
        ).source
        XCTAssertTrue(source.contains("\n// Needs from the project: AvatarView (a UIImageView subclass).\n"), source)
    }

    func testAProjectClassThatSendsActionsIsNeededAsAControl() throws {
        let file = try ejectOne(
            """
            <view contentMode="scaleToFill" id="root" customClass="Player">
                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                <subviews>
                    <view contentMode="scaleToFill" id="play" customClass="RoundedButton">
                        <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <connections>
                            <action selector="play:" destination="root" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </view>
                </subviews>
            </view>
            """)
        // Made from a <view>, but addTarget(_:action:for:) needs a UIControl.
        XCTAssertEqual(file.referencedClasses, ["RoundedButton": "UIControl"])
        XCTAssertTrue(file.source.contains("// Needs from the project: RoundedButton (a UIControl subclass)."))
    }

    func testAContainerViewIsAViewWithATodoToEmbedItsController() throws {
        let document = try iosStoryboard(
            """
            <scene sceneID="s5">
                <objects>
                    <viewController id="host" customClass="HostViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" id="box">
                                    <rect key="frame" x="0.0" y="100" width="393" height="200"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                    <connections>
                                        <segue destination="child" kind="embed" id="e1"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s6">
                <objects>
                    <viewController id="child" customClass="ChildViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="childRoot">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)
        let files = try Ejector().eject(document, path: "Main.storyboard")
        let host = try XCTUnwrap(files.first { $0.className == "HostViewControllerView" })
        XCTAssertTrue(host.source.contains("let containerView = UIView()\n"), host.source)
        XCTAssertEqual(
            host.warnings.map(\.message),
            [
                "containerView box embeds ChildViewController: in the view controller, add it with addChild(_:), "
                    + "containerView.addSubview(child.view) and didMove(toParent:)"
            ])
        XCTAssertEqual(host.warnings.map(\.line), [15])
        XCTAssertTrue(files.contains { $0.className == "ChildViewControllerView" })
    }
}
