import NibCheck
import XCTest

/// `outlet-key`: an outlet's key must be a property of its class the Objective-C runtime can set.
final class OutletRuleTests: XCTestCase {
    private let profileView = """
        import UIKit
        class ProfileView: UIView {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet var labels: [UILabel]!
            var plainLabel: UILabel?
        }
        """

    func testAnOutletTheClassDeclaresPasses() throws {
        let found = try check([
            "ProfileView.swift": profileView,
            "Profile.xib": CheckFixtures.xib(ownerConnections: CheckFixtures.outlet("nameLabel")),
        ])
        XCTAssertEqual(findings("outlet-key", in: found), [])
    }

    func testARenamedPropertyIsAnErrorWithTheNearestName() throws {
        let found = try check([
            "ProfileView.swift": profileView,
            "Profile.xib": CheckFixtures.xib(ownerConnections: CheckFixtures.outlet("nameLable")),
        ])
        let finding = try XCTUnwrap(findings("outlet-key", in: found).first)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.file, "Profile.xib")
        XCTAssertEqual(finding.line, 6)
        XCTAssertEqual(finding.subject, "nameLable")
        XCTAssertTrue(finding.message.contains("ProfileView has no property 'nameLable'"), finding.message)
        XCTAssertTrue(finding.message.contains("did you mean 'nameLabel'?"), finding.message)
        XCTAssertTrue(finding.message.contains("File's Owner (ProfileView)"), finding.message)
    }

    func testAPropertyTheRuntimeCannotSeeIsAnError() throws {
        let found = try check([
            "ProfileView.swift": profileView,
            "Profile.xib": CheckFixtures.xib(ownerConnections: CheckFixtures.outlet("plainLabel")),
        ])
        let finding = try XCTUnwrap(findings("outlet-key", in: found).first)
        XCTAssertTrue(finding.message.contains("ProfileView.swift:5"), finding.message)
        XCTAssertTrue(finding.message.contains("@IBOutlet"), finding.message)
    }

    func testOutletsDeclaredInASuperclassOrCategoryPass() throws {
        let sources = [
            "BaseView.swift": "import UIKit\nclass BaseView: UIView { @IBOutlet var nameLabel: UILabel! }\n",
            "ProfileView.swift": "class ProfileView: BaseView {}\n",
            "ProfileView+Extra.h":
                "@interface ProfileView (Extra)\n@property (nonatomic) IBOutlet UILabel *extraLabel;\n@end\n",
        ]
        let twin = try check(
            sources.merging([
                "Profile.xib": CheckFixtures.xib(
                    ownerConnections: CheckFixtures.outlet("nameLabel") + CheckFixtures.outlet("extraLabel"))
            ]) { $1 })
        XCTAssertEqual(findings("outlet-key", in: twin), [])
        let broken = try check(
            sources.merging(["Profile.xib": CheckFixtures.xib(ownerConnections: CheckFixtures.outlet("otherLabel"))]) {
                $1
            })
        XCTAssertEqual(findings("outlet-key", in: broken).map(\.subject), ["otherLabel"])
    }

    func testOutletCollectionsAreCheckedLikeOutlets() throws {
        func document(_ property: String) -> String {
            CheckFixtures.xib(
                ownerConnections:
                    #"<outletCollection property="\#(property)" destination="name" collectionClass="NSMutableArray" id="c1"/>"#
            )
        }
        XCTAssertEqual(
            findings("outlet-key", in: try check(["P.swift": profileView, "P.xib": document("labels")])), [])
        XCTAssertEqual(
            findings("outlet-key", in: try check(["P.swift": profileView, "P.xib": document("label")])).map(\.subject),
            ["label"])
    }

    func testTheFrameworksOwnOutletsPass() throws {
        let controller = "import UIKit\nclass ProfileView: UIViewController {}\n"
        let twin = try check([
            "P.swift": controller,
            "P.xib": CheckFixtures.xib(ownerConnections: CheckFixtures.outlet("view", to: "root")),
        ])
        XCTAssertEqual(findings("outlet-key", in: twin), [])
        let broken = try check([
            "P.swift": controller,
            "P.xib": CheckFixtures.xib(ownerConnections: CheckFixtures.outlet("viw", to: "root")),
        ])
        XCTAssertEqual(findings("outlet-key", in: broken).first?.message.contains("did you mean 'view'?"), true)
    }

    func testObjectiveCInstanceVariablesAnswerToTheirOwnNameAndTheirPropertys() throws {
        let header = """
            @interface ProfileView : UIView {
                IBOutlet UILabel *_badge;
            }
            @property (nonatomic, weak) IBOutlet UILabel *nameLabel;
            @end
            """
        let twin = try check([
            "ProfileView.h": header,
            "P.xib": CheckFixtures.xib(
                ownerConnections: CheckFixtures.outlet("_badge") + CheckFixtures.outlet("badge")
                    + CheckFixtures.outlet("_nameLabel")),
        ])
        XCTAssertEqual(findings("outlet-key", in: twin), [])
        let broken = try check([
            "ProfileView.h": header, "P.xib": CheckFixtures.xib(ownerConnections: CheckFixtures.outlet("_title")),
        ])
        XCTAssertEqual(findings("outlet-key", in: broken).map(\.subject), ["_title"])
    }

    func testAClassRenamedForTheRuntimeIsFoundByThatName() throws {
        let source =
            "import UIKit\n@objc(MYProfileView) class ProfileView: UIView { @IBOutlet var nameLabel: UILabel! }\n"
        let found = try check([
            "P.swift": source,
            "P.xib": CheckFixtures.xib(owner: "MYProfileView", ownerConnections: CheckFixtures.outlet("nameLabel")),
        ])
        XCTAssertEqual(found, [])
    }

    func testExtensionsOfATypeAliasAddToTheAliasedClass() throws {
        let source = """
            import UIKit
            class ProfileView: UIView {}
            typealias Debugging = ProfileView
            extension Debugging {
                @IBAction func dump(_ sender: Any) {}
            }
            """
        XCTAssertEqual(try check(["P.swift": source, "P.xib": CheckFixtures.action("dump:")]), [])
    }

    func testAnOutletConnectedToAnObjectOfAnotherTypeIsAWarning() throws {
        let source = """
            import UIKit
            class ProfileView: UIView {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet weak var saveButton: UIButton!
                @IBOutlet weak var anyView: UIView!
                @IBOutlet var buttons: [UIButton]!
            }
            """
        func findings(_ connections: String) throws -> [String] {
            try check(["P.swift": source, "P.xib": CheckFixtures.xib(ownerConnections: connections)])
                .filter { $0.rule == "outlet-type" }.map { "\($0.subject) \($0.severity.rawValue)" }
        }
        // The twins: a label in a label outlet, a button in a button outlet, either in a view outlet.
        XCTAssertEqual(
            try findings(
                CheckFixtures.outlet("nameLabel") + CheckFixtures.outlet("saveButton", to: "save")
                    + CheckFixtures.outlet("anyView")),
            [])
        XCTAssertEqual(try findings(CheckFixtures.outlet("saveButton")), ["saveButton warning"], "a label as a button")
        let collection =
            #"<outletCollection property="buttons" destination="name" collectionClass="NSMutableArray" id="c1"/>"#
        XCTAssertEqual(try findings(collection), ["buttons warning"])
    }
}
