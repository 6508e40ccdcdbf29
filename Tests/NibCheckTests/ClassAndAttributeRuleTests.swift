import NibTestSupport
import XCTest

@testable import NibCheck

/// `unknown-class`, `runtime-attribute-key`, and the decoder's findings as rules.
final class ClassAndAttributeRuleTests: XCTestCase {
    private let badgeView = """
        import UIKit
        class BadgeView: UIView {
            @IBInspectable var cornerRadius: CGFloat = 0
            @IBOutlet var label: UILabel!
        }
        class ProfileView: UIView {}
        """

    private func badge(
        customClass: String = "BadgeView", provider: Bool = true, attributes: String = "",
        connections: String = ""
    ) -> String {
        let module = provider ? #" customModule="App" customModuleProvider="target""# : ""
        return CheckFixtures.xib(
            """
            <view contentMode="scaleToFill" id="badge" customClass="\(customClass)"\(module)>
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                <userDefinedRuntimeAttributes>\(attributes)</userDefinedRuntimeAttributes>
                <connections>\(connections)</connections>
            </view>
            """)
    }

    func testAClassTheSourcesDeclarePasses() throws {
        XCTAssertEqual(try check(["B.swift": badgeView, "B.xib": badge()]), [])
    }

    func testAnUnknownClassInTheOwnTargetWithOutletsIsAnError() throws {
        let found = try check([
            "B.swift": badgeView, "B.xib": badge(customClass: "BadgeVeiw", connections: CheckFixtures.outlet("label")),
        ])
        let finding = try XCTUnwrap(findings("unknown-class", in: found).first)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.contains("Did you mean 'BadgeView'?"), finding.message)
        XCTAssertTrue(finding.message.contains("creates a UIView instead"), finding.message)
    }

    func testAnUnknownClassThatMayComeFromADependencyOrIsUnusedIsANote() throws {
        let plain = try check(["B.swift": badgeView, "B.xib": badge(customClass: "ShimmerView", provider: false)])
        XCTAssertEqual(plain.map(\.rule), ["unresolved-class"])
        XCTAssertEqual(plain.map(\.severity), [.note])
        let unused = try check(["B.swift": badgeView, "B.xib": badge(customClass: "ShimmerView")])
        XCTAssertEqual(unused.map(\.rule), ["class-fallback"], "nothing depends on it")
        XCTAssertEqual(unused.map(\.severity), [.note])
    }

    func testRuntimeAttributesMustNameAPropertyTheRuntimeCanSet() throws {
        func attribute(_ keyPath: String) -> String {
            #"<userDefinedRuntimeAttribute type="number" keyPath="\#(keyPath)"><real key="value" value="4"/></userDefinedRuntimeAttribute>"#
        }
        let twin = try check([
            "B.swift": badgeView,
            "B.xib": badge(attributes: attribute("cornerRadius") + attribute("layer.borderWidth")),
        ])
        XCTAssertEqual(twin, [])
        let broken = try check(["B.swift": badgeView, "B.xib": badge(attributes: attribute("cornerRadus"))])
        let finding = try XCTUnwrap(findings("runtime-attribute-key", in: broken).first)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.contains("did you mean 'cornerRadius'?"), finding.message)
    }

    func testARuntimeAttributesValueMustFitThePropertysType() throws {
        func attribute(_ type: String, _ keyPath: String = "cornerRadius") -> String {
            #"<userDefinedRuntimeAttribute type="\#(type)" keyPath="\#(keyPath)" value="4"/>"#
        }
        XCTAssertEqual(try check(["B.swift": badgeView, "B.xib": badge(attributes: attribute("number"))]), [])
        let wrong = try check(["B.swift": badgeView, "B.xib": badge(attributes: attribute("string"))])
        XCTAssertEqual(findings("runtime-attribute-type", in: wrong).map(\.subject), ["cornerRadius"])
        XCTAssertEqual(findings("runtime-attribute-type", in: wrong).first?.severity, .error)
    }

    func testTheDecodersProblemsAreRules() throws {
        let duplicate = CheckFixtures.xib(
            #"<view contentMode="scaleToFill" id="name"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#)
        XCTAssertEqual(findings("duplicate-id", in: try check(["D.xib": duplicate])).count, 1)
        let dangling = CheckFixtures.xib(ownerConnections: CheckFixtures.outlet("nameLabel", to: "gone"))
        XCTAssertEqual(
            findings("dangling-reference", in: try check(["D.xib": dangling, "B.swift": badgeView])).count, 1)
        let legacy =
            #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"></archive>"#
        let finding = try XCTUnwrap(try check(["Old.xib": legacy]).first)
        XCTAssertEqual([finding.rule, finding.severity.rawValue], ["legacy-document", "warning"])
        XCTAssertEqual(findings("unreadable-document", in: try check(["Bad.xib": "<document"])).count, 1)
    }

    func testEveryRuleHasAnExplanationAndAFix() {
        XCTAssertEqual(Set(CheckRule.all.map(\.id)).count, CheckRule.all.count)
        for rule in CheckRule.all {
            XCTAssertGreaterThan(rule.explanation.count, 80, rule.id)
            XCTAssertGreaterThan(rule.fix.count, 20, rule.id)
        }
    }
}

/// The configuration's path patterns.
final class GlobTests: XCTestCase {
    func testStarsMatchWithinAFolderAndDoubleStarsAcrossFolders() {
        XCTAssertTrue(Glob(pattern: "Tests/**").matches("Tests/Fixtures/A.xib"))
        XCTAssertTrue(Glob(pattern: "**/Legacy*.xib").matches("App/Old/LegacyMenu.xib"))
        XCTAssertTrue(Glob(pattern: "**/Legacy*.xib").matches("LegacyMenu.xib"))
        XCTAssertFalse(Glob(pattern: "*.xib").matches("App/Menu.xib"), "a star stays in its folder")
        XCTAssertTrue(Glob(pattern: "App/?enu.xib").matches("App/Menu.xib"))
        XCTAssertFalse(Glob(pattern: "App/*.storyboard").matches("App/Menu.xib"))
        XCTAssertTrue(Glob(pattern: "**/Fixtures/**/*.xib").matches("Tests/A/Fixtures/B/C/View.xib"))
        XCTAssertFalse(Glob(pattern: "**/Fixtures/**/*.xib").matches("Tests/A/Fixture/B/View.xib"))
        XCTAssertTrue(Glob(pattern: "a*b*c").matches("aXbYbZc"), "a later star retries after an early match")
        XCTAssertFalse(Glob(pattern: "a*b*c").matches("aXbYbZ"))
        XCTAssertTrue(Glob(pattern: "**").matches(""))
    }

    /// A pattern of many stars against a long name that does not match: tried from every star each time, it takes
    /// exponential time (230 s for ten stars); tried from the last star only, one pass per star.
    func testManyStarsMatchInOnePassPerStar() {
        let stars = String(repeating: "*a", count: 30) + "*z"
        let name = String(repeating: "a", count: 200) + ".xib"
        XCTAssertFalse(measured("30 stars against 200 letters") { Glob(pattern: stars).matches(name) })
        XCTAssertTrue(Glob(pattern: stars).matches(name + "z"))
        let folders = String(repeating: "**/a/", count: 20) + "z"
        let path = String(repeating: "a/", count: 100) + "b"
        XCTAssertFalse(measured("20 double stars against 100 folders") { Glob(pattern: folders).matches(path) })
    }
}
