import Foundation
import NibCheck
import NibTestSupport
import XCTest

/// Names code computes rather than writes as one literal (issue 61): enum raw values, nested constants,
/// interpolations of a class's name, and members subclasses override, followed end to end.
final class ComputedNameTests: XCTestCase {
    /// A storyboard whose list scene (ListController) has a prototype cell `Image` of class ResultRow that connects an
    /// outlet `badge` ResultRow does not have.
    private let storyboard = CheckFixtures.table(prototypeCell: "Image", of: "ResultRow", id: "cell")

    private let resultRow = """
        import UIKit
        final class ResultRow: UITableViewCell {
            enum TableViewCellIdentifier: String {
                case image = "Image"
                case text
            }
        }
        """

    /// A data source apart from the scene's controller, whose dequeues are judged by the names they give (a
    /// controller that dequeues by a name the check cannot read counts as dequeuing all its scene's cells).
    private func dataSource(_ body: String) -> String {
        "import UIKit\nfinal class ResultsDataSource: NSObject, UITableViewDataSource {\n\(body)\n}\n"
            + "final class ListController: UITableViewController {}\n"
    }

    func testACellDequeuedByANestedEnumsRawValueIsDequeued() throws {
        func source(_ identifier: String) -> String {
            dataSource(
                """
                    func tableView(_ t: UITableView, cellForRowAt p: IndexPath) -> UITableViewCell {
                        t.dequeueReusableCell(withIdentifier: ResultRow.TableViewCellIdentifier.\(identifier).rawValue, for: p)
                    }
                """)
        }
        let found = try check([
            "Main.storyboard": storyboard, "ResultRow.swift": resultRow, "List.swift": source("image"),
        ])
        // Its broken outlet stands as an error, not held back in an `undequeued-cell` note.
        XCTAssertEqual(found.map(\.rule), ["outlet-key"])
        XCTAssertEqual(found.first?.severity, .error)
        // `.text` is the implicit raw value `text`, which no cell has.
        let text = try check([
            "Main.storyboard": storyboard, "ResultRow.swift": resultRow, "List.swift": source("text"),
        ])
        XCTAssertEqual(
            text.map { "\($0.rule) \($0.subject) \($0.severity)" }.sorted(),
            ["missing-reuse-identifier text error", "outlet-key badge warning", "undequeued-cell Image note"])
    }

    func testACellDequeuedThroughAWrapperThatTakesTheEnumIsDequeued() throws {
        let source = dataSource(
            """
                func dequeue(_ identifier: ResultRow.TableViewCellIdentifier, in t: UITableView, at p: IndexPath)
                    -> UITableViewCell
                {
                    t.dequeueReusableCell(withIdentifier: identifier.rawValue, for: p)
                }
                func tableView(_ t: UITableView, cellForRowAt p: IndexPath) -> UITableViewCell {
                    dequeue(.image, in: t, at: p)
                }
            """)
        let found = try check(["Main.storyboard": storyboard, "ResultRow.swift": resultRow, "List.swift": source])
        XCTAssertEqual(found.map(\.rule), ["outlet-key"])
    }

    func testANestedStaticConstantNamesItsValue() throws {
        let constants = """
            enum Constants {
                enum Cells {
                    static let base = "Ima"
                    static let image = base + "ge"
                }
            }
            """
        let dequeues = dataSource(
            """
                func tableView(_ t: UITableView, cellForRowAt p: IndexPath) -> UITableViewCell {
                    t.dequeueReusableCell(withIdentifier: Constants.Cells.image, for: p)
                }
            """)
        let found = try check([
            "Main.storyboard": storyboard, "ResultRow.swift": resultRow, "Constants.swift": constants,
            "List.swift": dequeues,
        ])
        XCTAssertEqual(found.map(\.rule), ["outlet-key"])
        let misspelt = try check([
            "Main.storyboard": storyboard, "ResultRow.swift": resultRow,
            "Constants.swift": constants.replacingOccurrences(of: "\"ge\"", with: "\"eg\""), "List.swift": dequeues,
        ])
        XCTAssertEqual(
            misspelt.filter { $0.rule == "missing-reuse-identifier" }.map(\.subject), ["Imaeg"],
            "a constant made of constants is judged by its value")
    }

    /// An Info.plist that names no document: only what code names loads.
    private let plist = CheckFixtures.plist

    private func photoNib(outlet: String) -> String {
        CheckFixtures.xib(owner: "PhotoView", ownerConnections: CheckFixtures.outlet(outlet))
    }

    func testANibNamedByAnInterpolationLoads() throws {
        let source = """
            import UIKit
            class PhotoView: UIView {
                @IBOutlet var title: UILabel!
                func load() {
                    _ = UINib(nibName: "\\(PhotoView.self)Cell", bundle: nil).instantiate(withOwner: self)
                    _ = UINib(nibName: String(describing: PhotoView.self) + "Header", bundle: nil)
                    _ = UINib(nibName: "\\(Self.self)Footer", bundle: nil)
                }
            }
            """
        let found = try check([
            "Info.plist": plist, "PhotoView.swift": source, "PhotoViewCell.xib": photoNib(outlet: "titel"),
            "PhotoViewHeader.xib": photoNib(outlet: "titel"), "PhotoViewFooter.xib": photoNib(outlet: "titel"),
        ])
        XCTAssertEqual(
            found.map { "\($0.file) \($0.rule)" }.sorted(),
            ["PhotoViewCell.xib outlet-key", "PhotoViewFooter.xib outlet-key", "PhotoViewHeader.xib outlet-key"])
        XCTAssertTrue(found.allSatisfy { $0.message.contains("(the document loads: ") }, "\(found.map(\.message))")
        // A misspelt one is a missing nib.
        let misspelt = source.replacingOccurrences(of: "+ \"Header\"", with: "+ \"Haeder\"")
        XCTAssertEqual(
            try check(["PhotoView.swift": misspelt, "PhotoViewFooter.xib": photoNib(outlet: "title")]).filter {
                $0.rule == "missing-nib"
            }.map(\.subject).sorted(), ["PhotoViewCell", "PhotoViewHaeder"])
    }

    func testAStoryboardAnEnumNamesByItsOwnRawValueLoads() throws {
        // Tuning half of the sixth set (PhotoCapture): `UIStoryboard(name: rawValue, …)` in the enum of storyboards.
        let storyboards = """
            import UIKit
            enum AppStoryboard: String {
                case main = "Main"
                case photoLibrary = "PhotoLibrary"
                var storyboard: UIStoryboard { UIStoryboard(name: rawValue, bundle: nil) }
            }
            class PhotoView: UIView { @IBOutlet var title: UILabel! }
            """
        let found = try check([
            "Info.plist": plist, "AppStoryboard.swift": storyboards,
            "PhotoLibrary.storyboard": photoNib(outlet: "titel"),
        ])
        XCTAssertEqual(found.map { "\($0.rule) \($0.severity)" }, ["outlet-key error"])
        XCTAssertTrue(found.first?.message.contains("(the document loads: it is named at ") ?? false)
        // `self.rawValue` in a method of the enum (Zebra-App in the sixth set's validation half).
        let method = storyboards.replacingOccurrences(
            of: "var storyboard: UIStoryboard { UIStoryboard(name: rawValue, bundle: nil) }",
            with: "func instantiate<VC: UIViewController>(_ type: VC.Type) -> VC {\n"
                + "UIStoryboard(name: self.rawValue, bundle: nil).instantiateInitialViewController() as! VC }"
        )
        let inMethod = try check([
            "Info.plist": plist, "AppStoryboard.swift": method, "PhotoLibrary.storyboard": photoNib(outlet: "titel"),
        ])
        XCTAssertEqual(inMethod.map { "\($0.rule) \($0.severity)" }, ["outlet-key error"])
    }

    /// A base view that loads the nib its `nibName` names, which subclasses override.
    private let baseView = """
        import UIKit
        class BaseView: UIView {
            var nibName: String { "" }
            func loadContent() { Bundle(for: BaseView.self).loadNibNamed(nibName, owner: self, options: nil) }
        }
        class CardView: BaseView {
            @IBOutlet var title: UILabel!
            override var nibName: String { "Card" }
        }
        class PlainView: BaseView {}
        """

    func testABaseClassNibNameEveryMadeSubclassOverridesIsNotMissing() throws {
        let card = CheckFixtures.xib(owner: "CardView", ownerConnections: CheckFixtures.outlet("title"))
        let makesCard = "import UIKit\nfunc make() -> UIView { CardView() }\n"
        let found = try check(["Views.swift": baseView, "Make.swift": makesCard, "Card.xib": card])
        XCTAssertEqual(found.filter { $0.rule == "missing-nib" }.map(\.subject), [])
        // A made subclass that does not override it loads the nib ''.
        let makesPlain = makesCard + "func plain() -> UIView { PlainView() }\n"
        let missing = try check(["Views.swift": baseView, "Make.swift": makesPlain, "Card.xib": card]).filter {
            $0.rule == "missing-nib"
        }
        XCTAssertEqual(missing.map(\.subject), [""])
        XCTAssertEqual(missing.map(\.line), [3], "said where the base's value is written")
        XCTAssertTrue(
            missing.first?.message.contains("the nib '' (for PlainView) in BaseView.nibName") ?? false,
            "\(missing.map(\.message))")
    }

    func testAnOverrideWithGetAndSetAccessorsNamesItsNib() throws {
        // Validation half of the sixth set (sales-tax-iOS): a stored `var nibName = ""` in the base, overridden with a
        // getter and an empty setter, which Swift requires to override a stored property.
        let views = """
            import UIKit
            class DesignableView: UIView {
                var nibName = ""
                func loadViewFromNib() { _ = UINib(nibName: nibName, bundle: nil).instantiate(withOwner: self) }
            }
            class CardView: DesignableView {
                @IBOutlet var title: UILabel!
                override var nibName: String {
                    get { return "Card" }
                    set {}
                }
            }
            """
        let card = CheckFixtures.xib(owner: "CardView", ownerConnections: CheckFixtures.outlet("title"))
        let makesCard = "import UIKit\nfunc make() -> UIView { CardView() }\n"
        let found = try check(["Views.swift": views, "Make.swift": makesCard, "Card.xib": card])
        XCTAssertEqual(found.filter { $0.rule == "missing-nib" }.map(\.subject), [])
    }

    func testABaseClassMemberNotWrittenAsANibNameIsEachSubclasssOwn() throws {
        let views = """
            import UIKit
            class BaseView: UIView {
                var contentNib: String { "" }
                func loadContent() { Bundle.main.loadNibNamed(contentNib, owner: self, options: nil) }
            }
            class CardView: BaseView { override var contentNib: String { "Card" } }
            class PlainView: BaseView {}
            class WrongView: BaseView {
                override var contentNib: String { "Crad" }
                override func loadContent() { super.loadContent() }
            }
            """
        let card = CheckFixtures.xib(owner: "CardView")
        let make = "import UIKit\nlet views: [UIView] = [CardView(), WrongView()]\n"
        XCTAssertEqual(
            try check(["Views.swift": views, "Make.swift": make, "Card.xib": card]).filter {
                $0.rule == "missing-nib"
            }.map { "\($0.subject) \($0.line)" }, ["Crad 4"])
        let plain = try check([
            "Views.swift": views, "Make.swift": make + "let plain = PlainView()\n", "Card.xib": card,
        ]).filter { $0.rule == "missing-nib" }
        XCTAssertEqual(plain.map(\.subject).sorted(), ["", "Crad"])
        XCTAssertTrue(
            plain.contains { $0.message.contains("(PlainView's contentNib)") }, "\(plain.map(\.message))")
    }

    func testANibAnEnumsSwitchNamesIsRegisteredForEachCase() throws {
        // stepik-ios (sixth set): a loop over an enum's cases registers the nib each case's `nibName` returns.
        let source = """
            import UIKit
            class PhotoView: UIView { @IBOutlet var title: UILabel! }
            enum Block {
                case photo, text
                static let all: [Block] = [.photo, .text]
                var nibName: String {
                    switch self {
                    case .photo: return "PhotoViewCell"
                    case .text: return "TextCell"
                    }
                }
            }
            final class Blocks: NSObject {
                func attach(_ tableView: UITableView) {
                    for block in Block.all {
                        tableView.register(UINib(nibName: block.nibName, bundle: nil), forCellReuseIdentifier: "x")
                    }
                }
            }
            """
        let found = try check([
            "Info.plist": plist, "Blocks.swift": source, "PhotoViewCell.xib": photoNib(outlet: "titel"),
        ])
        XCTAssertEqual(found.map { "\($0.rule) \($0.severity)" }, ["outlet-key error"])
        XCTAssertTrue(found.first?.message.contains("(the document loads: it is named at ") ?? false)
    }

    func testAnEnumThatDeclaresItsOwnRawValueIsNotReadByItsCases() throws {
        // ONLYOFFICE (seventh set's validation half): the cases' implicit raw values (`launchScreen`) are not what its
        // `rawValue` returns (SwiftGen's storyboard names).
        let source = """
            import UIKit
            enum Storyboard: String {
                case launchScreen, main
                var rawValue: String {
                    switch self {
                    case .launchScreen: return StoryboardScene.LaunchScreen.storyboardName
                    case .main: return StoryboardScene.Main.storyboardName
                    }
                }
            }
            final class Screens {
                func make(_ storyboard: Storyboard) -> UIStoryboard { UIStoryboard(name: storyboard.rawValue, bundle: nil) }
            }
            """
        let found = try check([
            "Info.plist": plist, "Screens.swift": source, "PhotoView.xib": photoNib(outlet: "title"),
        ])
        XCTAssertEqual(found.filter { $0.rule == "missing-storyboard" }.map(\.subject), [])
    }
}
