import NibEject
import NibModel
import XCTest

/// Documents written to make `nib eject` write code of their own, one per way a document's text reaches the Swift it
/// writes: comments, enumerated values, numbers, identifiers and literals. Each ejected file must parse with nothing of
/// the document's text outside string literals and comments, and a value code cannot say is a warning that rejects it.
final class EjectHostileDocumentTests: XCTestCase {
    /// A line feed, then code, then the start of a comment that would swallow the rest of the line.
    private let breakout = "x&#10;PWNED()&#10;//"

    private func card(
        _ subviews: String, root: String = #"customClass="Card""#, connections: String = "", extra: String = ""
    ) -> String {
        """
        <view contentMode="scaleToFill" id="root" \(root)>
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
        \(subviews)
            </subviews>
            <connections>
        \(connections)
            </connections>
            \(extra)
        </view>
        """
    }

    private func label(_ attributes: String, _ inner: String = "") -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" \
        translatesAutoresizingMaskIntoConstraints="NO" id="l" \(attributes)>
            <rect key="frame" x="16" y="16" width="100" height="20"/>
            \(inner)
        </label>
        """
    }

    /// Ejects, asserts the file is safe, and returns it.
    private func safeEject(_ objects: String, path: String = "Test.xib", line: UInt = #line) throws -> EjectedFile {
        let files = try Ejector().eject(try iosDocument(objects), path: path)
        let file = try XCTUnwrap(files.first)
        assertDocumentTextIsNotCode(file.source, line: line)
        return file
    }

    // MARK: Comments

    func testARuntimeAttributesKeyPathStaysInItsComment() throws {
        let keyPath =
            "note'&#10;PWNED()&#10;}&#10;}&#10;import Glibc&#10;func PWNED() {}&#10;extension X { func _r() { //"
        let file = try safeEject(
            card(
                label(
                    "",
                    """
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="\(keyPath)" value="v"/>
                    </userDefinedRuntimeAttributes>
                    """)))
        XCTAssertTrue(file.source.contains(#"// TODO: the user-defined runtime attribute 'note'\u{A}PWNED()"#))
    }

    func testAUserLabelObjectIDsAndAConstraintIDStayInTheirComments() throws {
        let file = try safeEject(
            card(
                label(#"userLabel="\#(breakout)""#),
                extra: """
                    <constraints>
                        <constraint firstItem="l" firstAttribute="top" secondItem="other" secondAttribute="top" \
                    id="c\(breakout)"/>
                    </constraints>
                    """)
                    + """
                    <view contentMode="scaleToFill" id="other">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
                    """)
        XCTAssertTrue(file.source.contains(#"// TODO: constraint cx\u{A}PWNED()\u{A}// relates"#), file.source)
    }

    func testAFileNameStaysInTheHeader() throws {
        let file = try safeEject(card(label("")), path: "Evil\nPWNED()\n.xib")
        XCTAssertTrue(file.source.hasPrefix(#"// Card.swift, ejected from Evil\u{A}PWNED()\u{A}.xib by"#), file.source)
    }

    func testAScenesControllerClassAndStoryboardIDStayInTheirComments() throws {
        let document = try iosStoryboard(
            """
            <scene sceneID="s1">
                <objects>
                    <viewController storyboardIdentifier="Home\(breakout)" id="vc" customClass="Home\(breakout)" \
            sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)
        let file = try XCTUnwrap(Ejector().eject(document, path: "Main.storyboard").first)
        assertDocumentTextIsNotCode(file.source)
        XCTAssertTrue(file.source.contains(#"// The root view of Homex\u{A}PWNED()"#), file.source)
        XCTAssertTrue(
            file.warnings.contains { $0.rejectsValue && $0.message.contains("custom class") }, "\(file.warnings)")
    }

    // MARK: Enumerated values

    /// Each enumerated attribute, given a value that is a statement: no code, a TODO and a rejecting warning.
    func testAnEnumeratedValueThatIsNotACaseIsATodoAndARejection() throws {
        let statement = "center; PWNED()"
        let cases: [(String, String)] = [
            ("textAlignment", card(label(#"textAlignment="\#(statement)""#))),
            (
                "borderStyle",
                card(
                    """
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="\(statement)" \
                    translatesAutoresizingMaskIntoConstraints="NO" id="t">
                        <rect key="frame" x="0" y="0" width="100" height="30"/>
                    </textField>
                    """)
            ),
            ("axis", card(stack(#"axis="\#(statement)""#))),
            ("distribution", card(stack(#"axis="vertical" distribution="\#(statement)""#))),
            ("alignment", card(stack(#"axis="vertical" alignment="\#(statement)""#))),
            ("buttonType", card(button(#"buttonType="\#(statement)""#))),
            ("state", card(button(#"buttonType="system""#, state: statement))),
            (
                "font weight",
                card(
                    label(
                        "",
                        #"<fontDescription key="fontDescription" type="system" weight="\#(statement)" pointSize="17"/>"#
                    ))
            ),
            ("blurEffect style", card(effect(#"<blurEffect style="\#(statement)"/>"#))),
        ]
        for (path, objects) in cases {
            let file = try safeEject(objects)
            XCTAssertTrue(
                file.warnings.contains { $0.rejectsValue && $0.message.contains(#""center; PWNED()""#) },
                "\(path): \(file.warnings)")
            XCTAssertTrue(file.source.contains(#"// TODO: "#), "\(path):\n\(file.source)")
        }
    }

    func testAnActionsEventThatIsNotAControlEventIsRejected() throws {
        let file = try safeEject(
            card(
                button(
                    #"buttonType="system""#,
                    connections:
                        #"<action selector="tap:" destination="root" eventType="touchUpInside; PWNED()" id="a"/>"#)))
        XCTAssertTrue(file.warnings.contains { $0.rejectsValue && $0.message.contains("UIControl.Event") })
        XCTAssertFalse(file.source.contains("addTarget"), file.source)
    }

    func testACellsAccessoryThatIsNotOneIsRejected() throws {
        let file = try safeEject(
            """
            <tableViewCell contentMode="scaleToFill" accessoryType="checkmark; PWNED()" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        XCTAssertTrue(file.warnings.contains { $0.rejectsValue && $0.message.contains("AccessoryType") })
    }

    // MARK: Numbers and names

    func testAGesturesNumbersAndDirectionAreWrittenOnlyWhenTheyParse() throws {
        let withAttachments = try iosDocument(
            """
            <view contentMode="scaleToFill" id="root" customClass="Card">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <connections>
                    <outletCollection property="gestureRecognizers" destination="g" appends="YES" id="o1"/>
                    <outletCollection property="gestureRecognizers" destination="t" appends="YES" id="o2"/>
                </connections>
            </view>
            <swipeGestureRecognizer direction="left; PWNED()" numberOfTouchesRequired="2; PWNED()" id="g"/>
            <tapGestureRecognizer numberOfTapsRequired="nan" id="t"/>
            """)
        let file = try XCTUnwrap(Ejector().eject(withAttachments, path: "Test.xib").first)
        assertDocumentTextIsNotCode(file.source)
        XCTAssertEqual(file.warnings.filter(\.rejectsValue).count, 3, "\(file.warnings)")
        XCTAssertFalse(file.source.contains(".direction ="), file.source)
        XCTAssertFalse(file.source.contains("numberOfTapsRequired ="), file.source)
    }

    func testAnOutletOrSelectorThatIsNotASwiftNameIsNeverAnIdentifier() throws {
        let file = try safeEject(
            card(
                button(
                    #"buttonType="system""#,
                    connections: #"<action selector="tap:&#10;PWNED()" destination="root" id="a"/>"#),
                connections: #"<outlet property="x&#10;PWNED()" destination="b" id="o"/>"#))
        XCTAssertTrue(
            file.warnings.contains { $0.rejectsValue && $0.message.contains("the outlet") }, "\(file.warnings)")
        XCTAssertTrue(file.source.contains("// TODO: the action 'tap:\\u{A}PWNED()'"), file.source)
    }

    func testACustomClassThatIsNotASwiftNameIsMadeAsItsUIKitClass() throws {
        let file = try safeEject(card(label(#"customClass="Badge&#10;PWNED()""#)))
        XCTAssertTrue(file.source.contains("let label = UILabel()"), file.source)
        XCTAssertTrue(file.warnings.contains { $0.rejectsValue && $0.message.contains("custom class") })
    }

    /// Outlets and classes named as Swift's keywords or the standard library: backticks where they work, another
    /// name (with a warning) where they would not build or would shadow Swift's.
    func testKeywordsAndSwiftsOwnNamesAreEscapedOrRenamed() throws {
        let names = ["self", "Type", "Any", "await", "1abc", "String", "print", "setUp"]
        let views = names.enumerated().map { index, _ in
            label(#"userLabel="L\#(index)""#).replacingOccurrences(of: #"id="l""#, with: #"id="l\#(index)""#)
        }
        let outlets = names.enumerated().map { index, name in
            #"<outlet property="\#(name)" destination="l\#(index)" id="o\#(index)"/>"#
        }
        let files = try Ejector().eject(
            try iosDocument(
                card(views.joined(separator: "\n"), root: #"customClass="String""#, connections: outlets.joined())),
            path: "String.xib")
        let file = try XCTUnwrap(files.first)
        let members = assertDocumentTextIsNotCode(file.source)
        XCTAssertNotEqual(file.className, "String")
        XCTAssertTrue(members.contains("`Type`"), "\(members)")
        XCTAssertTrue(members.contains("`await`"), "\(members)")
        for shadowing in ["self", "Any", "String", "print", "1abc"] {
            XCTAssertFalse(members.contains(shadowing), "\(shadowing) in \(members)")
        }
        XCTAssertEqual(members.filter { $0 == "setUp" }.count, 1, "\(members)")
        XCTAssertTrue(file.warnings.contains { $0.rejectsValue && $0.message.contains(#""1abc""#) })
        XCTAssertTrue(file.warnings.contains { !$0.rejectsValue && $0.message.contains("'String' would shadow") })
        XCTAssertTrue(file.warnings.contains { $0.message.contains("custom class String would shadow") })
    }

    func testACollectionLayoutClassCodeCannotUseIsSaid() throws {
        for (layoutClass, rejects) in [("String", false), ("Flow&#10;PWNED()", true)] {
            let file = try safeEject(
                card(
                    """
                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
                    dataMode="none" translatesAutoresizingMaskIntoConstraints="NO" id="cv">
                        <rect key="frame" x="0" y="0" width="320" height="100"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" \
                    minimumInteritemSpacing="10" id="fl" customClass="\(layoutClass)">
                            <size key="itemSize" width="50" height="50"/>
                        </collectionViewFlowLayout>
                    </collectionView>
                    """))
            XCTAssertTrue(
                file.warnings.contains { $0.rejectsValue == rejects && $0.message.contains("the layout class") },
                "\(layoutClass): \(file.warnings)")
            XCTAssertTrue(file.source.contains("// TODO: the layout class"), file.source)
        }
    }

    // MARK: Literals

    func testBidirectionalOverridesAreEscapesInLiteralsAndComments() throws {
        let file = try safeEject(
            card(
                label("userLabel=\"Evil\u{202E}txt.exe\"").replacingOccurrences(
                    of: "text=\"Name\"", with: "text=\"a\u{202E}b\u{2028}c\"")))
        XCTAssertTrue(file.source.contains(#"evilTxtExe.text = "a\u{202E}b\u{2028}c""#), file.source)
    }

    func testSwiftUIKeepsDocumentTextInLiteralsAndComments() throws {
        let objects = card(
            stack(#"axis="vertical" distribution="\#(breakout)""#)
                + label(
                    "", #"<fontDescription key="fontDescription" type="system" weight="bold; PWNED()" pointSize="17"/>"#
                )
                + button(
                    #"buttonType="system""#,
                    connections: #"<action selector="tap:&#10;PWNED()" destination="root" id="a"/>"#))
        let file = try XCTUnwrap(
            Ejector(options: EjectOptions(swiftUI: true)).eject(try iosDocument(objects), path: "Test.xib").first)
        assertDocumentTextIsNotCode(file.source)
        XCTAssertTrue(file.source.contains(".font(.system(size: 17))"), file.source)
        XCTAssertTrue(file.warnings.contains { $0.rejectsValue && $0.message.contains("UIFont.Weight") })
    }

    /// A 100,000-character value is quoted in a warning and its TODO, but cut after 300 characters.
    func testAHugeValueIsCutInItsWarningAndItsComment() throws {
        let huge = String(repeating: "a", count: 100_000)
        let file = try safeEject(card(label(#"textAlignment="\#(huge)""#)))
        let warning = try XCTUnwrap(file.warnings.first { $0.rejectsValue })
        XCTAssertLessThan(warning.message.count, 400, warning.message)
        XCTAssertTrue(warning.message.contains("bytes left out)…"), warning.message)
        XCTAssertLessThan(file.source.utf8.count, 3_000, file.source)
    }

    // MARK: Documents

    private func stack(_ attributes: String) -> String {
        """
        <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s" \
        \(attributes)>
            <rect key="frame" x="0" y="0" width="100" height="40"/>
        </stackView>
        """
    }

    private func button(_ attributes: String, state: String = "normal", connections: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b" \
        \(attributes)>
            <rect key="frame" x="0" y="0" width="80" height="30"/>
            <state key="\(state)" title="Go"/>
            <connections>\(connections)</connections>
        </button>
        """
    }

    private func effect(_ inner: String) -> String {
        """
        <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="e">
            <rect key="frame" x="0" y="0" width="100" height="40"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="ec">
                <rect key="frame" x="0" y="0" width="100" height="40"/>
            </view>
            \(inner)
        </visualEffectView>
        """
    }
}
