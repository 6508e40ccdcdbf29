import Foundation
import NibCheck
import NibTestSupport
import XCTest

/// The names code uses (nibs, storyboards, storyboard IDs, segues, reuse identifiers), and what loading a nib with
/// `owner: self` depends on.
final class ResourceRuleTests: XCTestCase {
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController storyboardIdentifier="List" id="list" customClass="ListController" sceneMemberID="viewController">
                            <tableView key="view" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Row" id="row"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCell>
                                    <tableViewCell id="unnamed"><rect key="frame" x="0.0" y="44" width="320" height="44"/></tableViewCell>
                                </prototypes>
                            </tableView>
                            <connections>
                                <segue destination="list" kind="show" identifier="showDetail" id="seg"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func code(_ body: String) -> String {
        "import UIKit\nclass ListController: UITableViewController {\n    func run() {\n\(body)\n    }\n}\n"
    }

    private func names(_ body: String) throws -> [String] {
        try check(["Main.storyboard": storyboard, "Card.xib": CheckFixtures.xib(), "List.swift": code(body)])
            .filter { $0.rule.hasPrefix("missing") }.map { "\($0.rule) \($0.subject)" }
    }

    func testNamesTheDocumentsProvidePass() throws {
        let body = """
            _ = UINib(nibName: "Card", bundle: nil)
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "List")
            performSegue(withIdentifier: "showDetail", sender: nil)
            _ = tableView.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
            _ = tableView.dequeueReusableCell(withIdentifier: "Plain", for: IndexPath(row: 0, section: 0))
            _ = tableView.dequeueReusableCell(withIdentifier: "Maybe")
            """
        XCTAssertEqual(try names(body), [])
    }

    func testNamesNoDocumentProvidesAreErrors() throws {
        let body = """
            _ = UINib(nibName: "Crad", bundle: nil)
            _ = UIStoryboard(name: "Mian", bundle: nil).instantiateViewController(withIdentifier: "Lsit")
            performSegue(withIdentifier: "showDetial", sender: nil)
            _ = tableView.dequeueReusableCell(withIdentifier: "Rwo", for: IndexPath(row: 0, section: 0))
            """
        XCTAssertEqual(
            try names(body),
            [
                "missing-nib Crad", "missing-view-controller-identifier Lsit", "missing-storyboard Mian",
                "missing-segue showDetial", "missing-reuse-identifier Rwo",
            ])
        let finding = try XCTUnwrap(
            try check([
                "Main.storyboard": storyboard,
                "List.swift": code(#"performSegue(withIdentifier: "showDetial", sender: nil)"#),
            ])
            .first { $0.rule == "missing-segue" })
        XCTAssertEqual([finding.file, "\(finding.line)"], ["List.swift", "4"])
        XCTAssertTrue(finding.message.contains("did you mean 'showDetail'?"), finding.message)
        XCTAssertTrue(finding.message.contains("in ListController.run()"), finding.message)
    }

    func testAPrototypeCellWithoutAnIdentifierIsAWarning() throws {
        let found = try check(["Main.storyboard": storyboard]).filter { $0.rule == "prototype-without-identifier" }
        XCTAssertEqual(found.map(\.objectID), ["unnamed"])
        XCTAssertEqual(found.first?.severity, .warning)
    }

    /// A view class that loads `nib` with `owner: self` from `function`.
    private func loader(_ nib: String = "Card", in function: String = "required init?(coder: NSCoder)") -> String {
        """
        import UIKit
        class CardView: UIView {
            \(function) {
                super.init(coder: coder)
                Bundle.main.loadNibNamed("\(nib)", owner: self, options: nil)
            }
        }
        class ProfileView: UIView {}
        """
    }

    /// A nib whose File's Owner is `owner` and whose top-level views are `views` (class names, "" for UIView).
    private func nib(owner: String, views: [String]) -> String {
        let objects = views.enumerated().map { index, name in
            let custom =
                name.isEmpty ? "" : #" customClass="\#(name)" customModule="App" customModuleProvider="target""#
            return
                #"<view contentMode="scaleToFill" id="v\#(index)"\#(custom)><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
        }
        let outlet = views.isEmpty ? "" : #"<outlet property="contentView" destination="v0" id="o1"/>"#
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)" customModule="App" customModuleProvider="target">
                        <connections>\(outlet)</connections>
                    </placeholder>
            \(objects.joined(separator: "\n"))
                </objects>
            </document>
            """
    }

    private func ownerFindings(_ files: [String: String]) throws -> [String] {
        try check(files).filter { ["recursive-nib", "owner-class", "owner-top-level-views"].contains($0.rule) }
            .map { "\($0.rule) \($0.severity.rawValue)" }
    }

    func testATopLevelViewOfTheLoadingClassRecursesWithoutEnd() throws {
        let recursive = try check(["CardView.swift": loader(), "Card.xib": nib(owner: "CardView", views: ["CardView"])])
        let finding = try XCTUnwrap(recursive.first { $0.rule == "recursive-nib" })
        XCTAssertEqual([finding.file, finding.objectID], ["Card.xib", "v0"])
        XCTAssertTrue(finding.message.contains("decoding a CardView runs init(coder:) ("), finding.message)
        XCTAssertTrue(finding.message.contains("CardView.swift:5)"), finding.message)
        // The twin: File's Owner is the class, the top-level view a plain view.
        XCTAssertEqual(
            try ownerFindings(["CardView.swift": loader(), "Card.xib": nib(owner: "CardView", views: [""])]), [])
        // Loading it on demand, not while being made, does not recurse.
        XCTAssertEqual(
            try ownerFindings([
                "CardView.swift": loader(in: "func reload(coder: NSCoder)"),
                "Card.xib": nib(owner: "CardView", views: ["CardView"]),
            ]), [])
    }

    /// `nib check .` names documents `./Card.xib` while the project root finds `/…/Card.xib`: one document, checked
    /// once, each finding once.
    func testADocumentNamedAnotherWayThanItsRootIsCheckedOnce() throws {
        let folder = try temporaryFolder("nib-check-once")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data(loader().utf8).write(to: folder.appendingPathComponent("CardView.swift"))
        try Data(nib(owner: "CardView", views: ["", ""]).utf8).write(to: folder.appendingPathComponent("Card.xib"))
        let checker = try ProjectChecker(paths: [folder.path + "/sub/.."], sourceRoots: [folder.path])
        XCTAssertEqual(checker.check().filter { $0.rule == "owner-top-level-views" }.count, 1)
    }

    func testFilesOwnerMustBeTheLoadingClass() throws {
        XCTAssertEqual(
            try ownerFindings(["CardView.swift": loader(), "Card.xib": nib(owner: "ProfileView", views: [""])]),
            ["owner-class error"])
    }

    func testAViewsContentNibHasOneTopLevelView() throws {
        XCTAssertEqual(
            try ownerFindings(["CardView.swift": loader(), "Card.xib": nib(owner: "CardView", views: ["", ""])]),
            ["owner-top-level-views warning"])
        XCTAssertEqual(
            try ownerFindings(["CardView.swift": loader(), "Card.xib": nib(owner: "CardView", views: [])]),
            ["owner-top-level-views warning"], "emitted at the severity the rule lists")
        XCTAssertEqual(
            try ownerFindings(["CardView.swift": loader(), "Card.xib": nib(owner: "CardView", views: [""])]), [])
    }

    /// A project may ship compiled nibs and storyboards, or old nib bundles, without their documents: their names
    /// count.
    func testCompiledNibsAndNibBundlesProvideTheirNames() throws {
        let body = """
            _ = UINib(nibName: "Legacy", bundle: nil)
            _ = UINib(nibName: "Compiled", bundle: nil)
            _ = UIStoryboard(name: "Flow", bundle: nil)
            """
        let files = [
            "List.swift": code(body), "English.lproj/Legacy.nib/keyedobjects.nib": "bplist00",
            "Compiled.nib": "bplist00", "Flow.storyboardc/Info.plist": "bplist00",
        ]
        XCTAssertEqual(try check(files).filter { $0.rule.hasPrefix("missing") }.map(\.subject), [])
        XCTAssertEqual(
            try check(["List.swift": code(body)]).filter { $0.rule.hasPrefix("missing") }.map(\.subject),
            ["Legacy", "Compiled", "Flow"])
    }

    /// UIKit's loaders raise on a missing nib; AppKit's `loadNibNamed(_:owner:topLevelObjects:)`, `NSNib(nibNamed:)`
    /// and a window controller's `init(windowNibName:)` return NO or nil, so the same missing name is a warning there.
    func testAMissingNibIsAnErrorWhereTheLoaderRaisesAndAWarningWhereItReturnsNo() throws {
        func severities(_ files: [String: String]) throws -> [String] {
            try check(files).filter { $0.rule == "missing-nib" }.map { "\($0.subject) \($0.severity.rawValue)" }
                .sorted()
        }
        let swift = """
            import AppKit
            final class Loader: NSObject {
                func run() {
                    _ = Bundle.main.loadNibNamed("Raises", owner: self, options: nil)
                    _ = Bundle.main.loadNibNamed("Quiet", owner: self, topLevelObjects: nil)
                    _ = NSNib(nibNamed: "QuietNib", bundle: nil)
                    _ = NSWindowController(windowNibName: "QuietWindow")
                }
            }
            """
        XCTAssertEqual(
            try severities(["Loader.swift": swift]),
            ["Quiet warning", "QuietNib warning", "QuietWindow warning", "Raises error"])
        let objC = """
            @implementation Loader
            - (void)run {
                [[NSBundle mainBundle] loadNibNamed:@"Raises" owner:self options:nil];
                [[NSBundle mainBundle] loadNibNamed:@"Quiet" owner:self topLevelObjects:nil];
                [NSBundle loadNibNamed:@"QuietOld" owner:self];
                [[NSNib alloc] initWithNibNamed:@"QuietNib" bundle:nil];
            }
            @end
            """
        let findings = try check(["Loader.m": objC]).filter { $0.rule == "missing-nib" }
        XCTAssertEqual(
            findings.map { "\($0.subject) \($0.severity.rawValue)" }.sorted(),
            ["Quiet warning", "QuietNib warning", "QuietOld warning", "Raises error"])
        let quiet = try XCTUnwrap(findings.first { $0.subject == "Quiet" })
        XCTAssertTrue(
            quiet.message.hasSuffix(
                "the window stays nil, or the code looks the nib up first) and what it shows never appears"),
            quiet.message)
    }

    /// A window controller that builds its window in its own `loadWindow` never looks its nib up, whatever name its
    /// initializer was given; with `super.loadWindow()` it does.
    func testAControllerThatNeverLoadsItsNibIsNotToldTheNibIsMissing() throws {
        func objC(_ body: String) -> String {
            """
            @interface Prefs : NSWindowController
            @end
            @implementation Prefs
            - (void)loadWindow { \(body) }
            @end
            @implementation AppDelegate
            - (void)show { Prefs *prefs = [[Prefs alloc] initWithWindowNibName:@"UNUSED"]; [prefs showWindow:nil]; }
            @end
            """
        }
        XCTAssertEqual(try check(["Prefs.m": objC("self.window = [self makeWindow];")]).map(\.rule), [])
        XCTAssertEqual(
            try check(["Prefs.m": objC("[super loadWindow];")]).map(\.rule), ["missing-nib"])
        let swift = """
            import AppKit
            final class Prefs: NSWindowController {
                override func loadWindow() { window = NSWindow() }
            }
            func show() { Prefs(windowNibName: "UNUSED").showWindow(nil) }
            """
        XCTAssertEqual(try check(["Prefs.swift": swift]).map(\.rule), [])
        XCTAssertEqual(
            try check(["Prefs.swift": swift.replacingOccurrences(of: "window = NSWindow()", with: "super.loadWindow()")]
            )
            .map(\.rule), ["missing-nib"])
    }

    func testANibLoadedOnlyWhenTheBundleHasItIsNotACrash() throws {
        // Validation half of the sixth set (clearkeep-ios's MatrixKit): +nib looks the nib up before loading it.
        let cell = """
            @interface BubbleCell : UITableViewCell
            @end
            @implementation BubbleCell
            + (UINib *)nib {
                NSString *path = [[NSBundle mainBundle] pathForResource:NSStringFromClass([self class]) ofType:@"nib"];
                if (path) { return [UINib nibWithNibName:NSStringFromClass([self class]) bundle:nil]; }
                return nil;
            }
            - (UINib *)card { return [UINib nibWithNibName:@"Card" bundle:nil]; }
            @end
            @interface OutgoingCell : BubbleCell
            @end
            @implementation OutgoingCell
            + (instancetype)make { return [[OutgoingCell alloc] init]; }
            @end
            """
        let found = try check(["BubbleCell.m": cell]).filter { $0.rule == "missing-nib" }
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.subject), ["Card"], "\(found.map(\.message))")
    }
}
