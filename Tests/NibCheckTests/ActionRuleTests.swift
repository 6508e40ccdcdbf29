import NibCheck
import XCTest

/// `action-selector` and `action-unresolved`: an action's selector against the class that receives it, with Swift's
/// rules for selector names.
final class ActionRuleTests: XCTestCase {
    private let profileView = """
        import UIKit
        class ProfileView: UIView {
            @IBAction func save(_ sender: Any) {}
            @IBAction func share(sender: UIButton) {}
            @IBAction func reload() {}
            @objc(sendNow:) @IBAction func send(_ sender: Any) {}
            func hidden(_ sender: Any) {}
        }
        """

    private func actionFindings(_ selector: String, target: String = "-1") throws -> [CheckFinding] {
        try check(["ProfileView.swift": profileView, "P.xib": CheckFixtures.action(selector, target: target)])
            .filter { $0.rule.hasPrefix("action") }
    }

    func testSwiftsSelectorNamesAreFound() throws {
        for selector in ["save:", "shareWithSender:", "reload", "sendNow:"] {
            XCTAssertEqual(try actionFindings(selector), [], selector)
        }
    }

    func testASelectorTheClassLacksIsAnErrorWithTheNearestOne() throws {
        let finding = try XCTUnwrap(try actionFindings("saved:").first)
        XCTAssertEqual(finding.rule, "action-selector")
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.contains("did you mean 'save:'?"), finding.message)
        XCTAssertTrue(finding.message.contains("UIButton 'Send'"), finding.message)
        // Swift's name for a labelled parameter is not the selector an Objective-C caller would guess.
        XCTAssertEqual(try actionFindings("share:").map(\.rule), ["action-selector"])
    }

    func testAMethodTheRuntimeCannotSeeIsAnError() throws {
        let finding = try XCTUnwrap(try actionFindings("hidden:").first)
        XCTAssertTrue(finding.message.contains("@IBAction"), finding.message)
    }

    func testFirstResponderActionsAreUnresolvedNotWrong() throws {
        XCTAssertEqual(try actionFindings("copy:", target: "-2"), [], "a standard edit action")
        XCTAssertEqual(try actionFindings("save:", target: "-2"), [], "a class of the project implements it")
        let finding = try XCTUnwrap(try actionFindings("frobnicate:", target: "-2").first)
        XCTAssertEqual(finding.rule, "action-unresolved")
        XCTAssertEqual(finding.severity, .note)
    }
}
