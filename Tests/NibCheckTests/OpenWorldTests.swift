import NibTestSupport
import XCTest

@testable import NibCheck

/// Where the sources do not close the world: a class that takes keys or answers selectors it does not declare, and a
/// dependency not on disk that may add members to a framework class. Each is a warning that says which, never an
/// error and never silence.
final class OpenWorldTests: XCTestCase {
    private func badge(_ body: String) -> String {
        "import UIKit\nclass BadgeView: UIView {\n\(body)\n}\nclass ProfileView: UIView {}\n"
    }

    private func document(attributes: String = "", connections: String = "") -> String {
        CheckFixtures.xib(
            """
            <view contentMode="scaleToFill" id="badge" customClass="BadgeView" customModule="App" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                <userDefinedRuntimeAttributes>\(attributes)</userDefinedRuntimeAttributes>
                <connections>\(connections)</connections>
            </view>
            """)
    }

    private let styleName =
        #"<userDefinedRuntimeAttribute type="string" keyPath="styleName" value="title"/>"#

    func testAClassThatTakesUndefinedKeysMakesAMissingOutletAWarningThatNamesIt() throws {
        let absorbing = badge(
            "override func setValue(_ value: Any?, forUndefinedKey key: String) {}\n@IBOutlet var label: UILabel!")
        let found = try check(["B.swift": absorbing, "B.xib": document(connections: CheckFixtures.outlet("lable"))])
        let finding = try XCTUnwrap(findings("outlet-key", in: found).first)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(finding.message.contains("BadgeView overrides setValue(_:forUndefinedKey:) ("), finding.message)
        XCTAssertTrue(finding.message.contains("B.swift:3)"), finding.message)
        // Without the override the same outlet is the crash it is.
        let closed = try check([
            "B.swift": badge("@IBOutlet var label: UILabel!"),
            "B.xib": document(connections: CheckFixtures.outlet("lable")),
        ])
        XCTAssertEqual(findings("outlet-key", in: closed).map(\.severity), [.error])
    }

    func testAClassThatForwardsSelectorsMakesAMissingActionAWarning() throws {
        let button =
            #"<button id="b" customClass="UIButton"><connections><action selector="saveTapped:" destination="badge" eventType="touchUpInside" id="a1"/></connections></button>"#
        let forwarding = badge("override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }")
        let found = try check([
            "B.swift": forwarding,
            "B.xib": CheckFixtures.xib(
                """
                <view contentMode="scaleToFill" id="badge" customClass="BadgeView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="20" height="20"/><subviews>\(button)</subviews>
                </view>
                """),
        ])
        let finding = try XCTUnwrap(findings("action-selector", in: found).first, "\(found)")
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(finding.message.contains("overrides forwardingTarget(for:)"), finding.message)
    }

    func testARuntimeAttributeADependencyNotOnDiskMayAddIsAWarning() throws {
        let plain = badge("")
        let closed = try check(["B.swift": plain, "B.xib": document(attributes: styleName)])
        XCTAssertEqual(findings("runtime-attribute-key", in: closed).map(\.severity), [.error])
        // The Podfile names a pod whose sources are not here: it may add `styleName` to UIView in an extension.
        let open = try check([
            "Podfile": "pod 'SwiftRichString'\n", "B.swift": plain, "B.xib": document(attributes: styleName),
        ])
        let finding = try XCTUnwrap(findings("runtime-attribute-key", in: open).first)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(finding.message.contains("(CocoaPods SwiftRichString)"), finding.message)
        // An outlet needs storage, which an extension cannot add: still an error.
        let outlet = try check([
            "Podfile": "pod 'SwiftRichString'\n", "B.swift": plain,
            "B.xib": document(connections: CheckFixtures.outlet("lable")),
        ])
        XCTAssertEqual(findings("outlet-key", in: outlet).map(\.severity), [.error])
    }

    func testAMemberAnUnreadSuperclassMayDeclareIsAWarningThatNamesIt() throws {
        // BaseView comes from a framework whose sources are not here: it may declare `lable`, or not.
        let subclass =
            "import UIKit\nimport DesignKit\nclass BadgeView: BaseView { @IBOutlet var label: UILabel! }\n"
            + "class ProfileView: UIView {}\n"
        let found = try check(["B.swift": subclass, "B.xib": document(connections: CheckFixtures.outlet("lable"))])
        let finding = try XCTUnwrap(findings("outlet-key", in: found).first, "\(found)")
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(finding.message.contains("its superclass BaseView is in no source the check read"))
        // The outlet the class declares needs nothing of BaseView.
        let declared = try check(["B.swift": subclass, "B.xib": document(connections: CheckFixtures.outlet("label"))])
        XCTAssertEqual(findings("outlet-key", in: declared), [])
    }
}

extension OpenWorldTests {
    func testAMemberAFrameworkSuperclassOutsideTheTablesMayDeclareIsAWarningThatNamesIt() throws {
        // A UIKit class of an SDK newer than the tables (named as one would be): what it declares is not known.
        let subclass = """
            import UIKit
            class BadgeView: UINewerSDKView { @IBOutlet var label: UILabel! }
            class ProfileView: UIView {}
            """
        let found = try check(["B.swift": subclass, "B.xib": document(connections: CheckFixtures.outlet("lable"))])
        let finding = try XCTUnwrap(findings("outlet-key", in: found).first, "\(found)")
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(
            finding.message.contains("its superclass UINewerSDKView is a framework class whose members"),
            finding.message)
    }
}
