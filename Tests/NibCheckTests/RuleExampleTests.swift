import NibCheck
import XCTest

/// Every rule's examples, the ones the catalog shows: each triggering project gives findings of its rule, at the
/// severity the rule lists, and each passing twin none; no example finds anything of another rule, but for the findings
/// a rule keeps as warnings because the check could not see them happen (`unused-document`'s, `undequeued-cell`'s).
final class RuleExampleTests: XCTestCase {
    func testEveryRuleShowsWhatItFindsAndWhatItLetsPass() {
        for rule in CheckRule.all {
            XCTAssertTrue(rule.examples.contains(where: \.triggers), "\(rule.id) has no triggering example")
            XCTAssertTrue(rule.examples.contains { !$0.triggers }, "\(rule.id) has no passing example")
        }
    }

    func testEachExampleTriggersItsRuleOrPasses() throws {
        for rule in CheckRule.all {
            for example in rule.examples {
                let all = try check(example.files)
                let found = all.filter { $0.rule == rule.id }
                let others = all.filter { $0.rule != rule.id && $0.condition == nil }
                XCTAssertEqual(others.map(\.message), [], "\(rule.id): \(example.title) finds others")
                if example.triggers {
                    XCTAssertFalse(found.isEmpty, "\(rule.id): \(example.title) finds nothing")
                    for finding in found {
                        XCTAssertEqual(finding.severity, rule.severity, "\(rule.id): \(finding.message)")
                    }
                } else {
                    XCTAssertEqual(found.map(\.message), [], "\(rule.id): \(example.title)")
                }
            }
        }
    }
}
