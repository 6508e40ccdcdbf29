import Foundation
import NibCheck
import NibTestSupport
import XCTest

/// What made `nib check` wrong on shipping apps it had never seen, each as the mechanism it now follows, with a case
/// that must be found and its twin that must pass.
final class UnseenProjectTests: XCTestCase {
    /// An iOS document whose File's Owner is `owner` with an outlet `outlet` to its label.
    private func nib(owner: String = "CardView", outlet: String = "titleLabel") -> String {
        CheckFixtures.xib(owner: owner, ownerConnections: CheckFixtures.outlet(outlet))
    }

    private let card = "import UIKit\nclass CardView: UIView { @IBOutlet var titleLabel: UILabel! }\n"

    /// Every finding has the severity its rule lists (the issue's policy).
    private func assertListedSeverities(_ findings: [CheckFinding], file: StaticString = #filePath, line: UInt = #line)
    {
        for finding in findings {
            XCTAssertEqual(
                finding.severity, CheckRule.named(finding.rule)?.severity, "\(finding.rule)", file: file, line: line)
        }
    }

    private func projectFile(resources: [String]) -> String {
        let files = resources.enumerated().map { index, name in
            "        F\(index) = {isa = PBXFileReference; path = \(name); sourceTree = \"<group>\"; };\n"
                + "        B\(index) = {isa = PBXBuildFile; fileRef = F\(index); };"
        }.joined(separator: "\n")
        let buildFiles = resources.indices.map { "B\($0)" }.joined(separator: ", ")
        return """
            // !$*UTF8*$!
            {
                objects = {
            \(files)
                    G = {isa = PBXGroup; children = (\(resources.indices.map { "F\($0)" }.joined(separator: ", "))); sourceTree = "<group>"; };
                    R = {isa = PBXResourcesBuildPhase; files = (\(buildFiles)); };
                    T = {isa = PBXNativeTarget; name = App; buildPhases = (R); productType = "com.apple.product-type.application"; };
                    P = {isa = PBXProject; mainGroup = G; targets = (T); };
                };
                rootObject = P;
            }
            """
    }

    func testADocumentNoTargetBuildsIsOneNote() throws {
        let found = try check([
            "App.xcodeproj/project.pbxproj": projectFile(resources: ["Card.xib", "CardView.swift"]),
            "CardView.swift": card, "Card.xib": nib(outlet: "titelLabel"), "Old.xib": nib(outlet: "gone"),
        ])
        XCTAssertEqual(
            found.map { "\($0.file) \($0.rule)" }.sorted(), ["Card.xib outlet-key", "Old.xib unbuilt-document"])
        assertListedSeverities(found)
    }

    private let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
        """

    func testADocumentNothingLoadsIsOneNoteAndALoadedOneSaysHow() throws {
        let loader = """
            import UIKit
            class CardView: UIView { @IBOutlet var titleLabel: UILabel! }
            final class Loader { func load() { _ = UINib(nibName: "Card", bundle: nil) } }
            """
        let found = try check([
            "Info.plist": plist, "CardView.swift": loader, "Card.xib": nib(outlet: "titelLabel"),
            "Dead.xib": nib(outlet: "gone"),
        ])
        XCTAssertEqual(
            found.map { "\($0.file) \($0.rule)" }.sorted(), ["Card.xib outlet-key", "Dead.xib unused-document"])
        let loaded = try XCTUnwrap(found.first { $0.rule == "outlet-key" })
        XCTAssertTrue(loaded.message.contains("(the document loads: it is named at "), loaded.message)
        let dead = try XCTUnwrap(found.first { $0.rule == "unused-document" })
        XCTAssertTrue(dead.message.contains("no property 'gone'"), "the held-back error is named: \(dead.message)")
        assertListedSeverities(found)
        // Without an Info.plist the app's entry points are not known: every document counts as loaded.
        let loose = try check(["CardView.swift": card, "Dead.xib": nib(outlet: "gone")])
        XCTAssertEqual(loose.map(\.rule), ["outlet-key"])
    }

    func testAClassFromADependencyNotOnDiskIsOneNotePerClass() throws {
        let updater = #"""
            <customObject id="u1" customClass="SPUStandardUpdaterController" customModule="Sparkle"/>
            <customObject id="u2" customClass="SPUStandardUpdaterController" customModule="Sparkle"/>
            """#
        let found = try check([
            "Podfile": "platform :ios, '15.0'\npod 'Sparkle'\n", "CardView.swift": card,
            "Card.xib": CheckFixtures.xib(owner: "CardView", updater),
        ])
        let notes = found.filter { $0.rule == "unresolved-class" }
        XCTAssertEqual(notes.count, 1, "one note per class")
        XCTAssertTrue(notes[0].message.contains("(1 more use in 1 document)"), notes[0].message)
        XCTAssertTrue(notes[0].message.contains("CocoaPods Sparkle"), notes[0].message)
        assertListedSeverities(found)
        // Nothing missing from disk: the class is likely nowhere.
        let nowhere = try check(["CardView.swift": card, "Card.xib": CheckFixtures.xib(owner: "CardView", updater)])
        XCTAssertTrue(nowhere.first { $0.rule == "unresolved-class" }?.message.contains("likely nowhere") ?? false)
    }

    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="list" customClass="ListController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Row" id="row"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCell>
                                    <tableViewCell reuseIdentifier="OldRow" id="old" customClass="OldRowCell" customModule="App" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="44" width="320" height="44"/>
                                        <connections><outlet property="badge" destination="old" id="b1"/></connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func list(_ body: String) -> String {
        "import UIKit\nclass ListController: UITableViewController {\n\(body)\n}\n"
    }

    func testNamesGivenByConstantsAreTheirValuesAndParametersAreNot() throws {
        let body = """
            static let rowID = "Row"
            func a(_ t: UITableView, _ p: IndexPath) -> UITableViewCell { t.dequeueReusableCell(withIdentifier: Self.rowID, for: p) }
            func b(_ t: UITableView, _ p: IndexPath) -> UITableViewCell { t.dequeueReusableCell(withIdentifier: kMissing, for: p) }
            func c(_ t: UITableView, _ p: IndexPath, identifier: String) -> UITableViewCell {
                t.dequeueReusableCell(withIdentifier: identifier, for: p)
            }
            """
        let source = list(body) + "let kMissing = \"Rwo\"\nlet identifier = \"Nope\"\n"
        let found = try check(["Main.storyboard": storyboard, "List.swift": source])
        let missing = found.filter { $0.rule == "missing-reuse-identifier" }
        XCTAssertEqual(
            missing.map(\.subject), ["Rwo"], "kMissing is 'Rwo'; a parameter named like a constant is not it")
        XCTAssertTrue(missing.first?.message.contains("(kMissing)") ?? false)
    }

    func testAPrototypeCellNoCodeDequeuesHoldsItsFindings() throws {
        let dequeuesRow = list(
            "func a(_ t: UITableView, _ p: IndexPath) -> UITableViewCell { t.dequeueReusableCell(withIdentifier: \"Row\", for: p) }"
        )
        let held = try check(["Main.storyboard": storyboard, "List.swift": dequeuesRow])
        XCTAssertEqual(held.map(\.rule), ["undequeued-cell"])
        XCTAssertTrue(held.first?.message.contains("no source file declares the class OldRowCell") ?? false)
        assertListedSeverities(held)
        let dequeuesOld = list(
            "func a(_ t: UITableView, _ p: IndexPath) -> UITableViewCell { t.dequeueReusableCell(withIdentifier: \"OldRow\", for: p) }"
        )
        XCTAssertEqual(
            try check(["Main.storyboard": storyboard, "List.swift": dequeuesOld]).map(\.rule), ["unknown-class"])
    }

    func testADequeueInAViewControllerWhoseSceneIsElsewhereIsNotJudged() throws {
        let source = """
            import UIKit
            final class InsulinController: UITableViewController {
                override func tableView(_ t: UITableView, cellForRowAt p: IndexPath) -> UITableViewCell {
                    t.dequeueReusableCell(withIdentifier: "Right Detail", for: p)
                }
            }
            """
        XCTAssertEqual(
            try check(["Main.storyboard": storyboard, "Insulin.swift": source]).filter {
                $0.rule == "missing-reuse-identifier"
            }.count, 0)
        // In a view controller whose scene the project holds, the same dequeue is judged.
        let own = list(
            "func a(_ t: UITableView, _ p: IndexPath) -> UITableViewCell { t.dequeueReusableCell(withIdentifier: \"Right Detail\", for: p) }"
        )
        XCTAssertTrue(
            try check(["Main.storyboard": storyboard, "List.swift": own]).contains {
                $0.rule == "missing-reuse-identifier"
            })
    }

    func testAGestureRecognizerNoViewHoldsSendsNothing() throws {
        func document(attached: Bool) -> String {
            CheckFixtures.xib(
                owner: "CardView",
                ownerConnections: attached
                    ? #"<outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>"#
                    : "",
                """
                <tapGestureRecognizer id="tap"><connections><action selector="playVideo:" destination="-1" id="a1"/></connections></tapGestureRecognizer>
                """)
        }
        XCTAssertEqual(try check(["CardView.swift": card, "Card.xib": document(attached: false)]).map(\.rule), [])
        XCTAssertEqual(
            try check(["CardView.swift": card, "Card.xib": document(attached: true)]).map(\.rule), ["action-selector"])
    }

    func testSwiftSelectorsFollowSwiftsRules() throws {
        let source = """
            import UIKit
            class CardView: UIView {
                @IBAction func changeOpacity(with sender: UISlider) {}
                @IBAction func moveTo(place sender: Any) {}
                @IBAction func buy(sender: AnyObject) {}
            }
            """
        func document(_ selector: String, tools: String = "22505") -> String {
            CheckFixtures.action(selector).replacingOccurrences(
                of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(tools)""#)
        }
        for selector in ["changeOpacityWith:", "moveToPlace:", "buyWithSender:"] {
            XCTAssertEqual(
                try check([
                    "CardView.swift": source,
                    "Card.xib": document(selector).replacingOccurrences(of: "ProfileView", with: "CardView"),
                ]).map(\.rule), [], selector)
        }
        // `buy:` is Swift 2's name: right in a document last saved before Xcode 8, wrong after it.
        XCTAssertEqual(
            try check([
                "CardView.swift": source,
                "Card.xib": document("buy:", tools: "9531").replacingOccurrences(of: "ProfileView", with: "CardView"),
            ]).map(\.rule), [])
        XCTAssertEqual(
            try check([
                "CardView.swift": source,
                "Card.xib": document("buy:").replacingOccurrences(of: "ProfileView", with: "CardView"),
            ]).map(\.rule), ["action-selector"])
    }

    func testFrameworkMembersComeFromTheSDKHeaders() throws {
        // UIViewController's tvOS focus outlet, NSObject's accessibility keys: in the headers, not in a hand list.
        let controller = "import UIKit\nclass PlayerController: UIViewController {}\n"
        let focus = CheckFixtures.xib(
            owner: "PlayerController", ownerConnections: CheckFixtures.outlet("preferredFocusedView"))
        XCTAssertEqual(try check(["P.swift": controller, "P.xib": focus]).map(\.rule), [])
        let typo = CheckFixtures.xib(
            owner: "PlayerController", ownerConnections: CheckFixtures.outlet("preferredFocusView"))
        XCTAssertEqual(try check(["P.swift": controller, "P.xib": typo]).map(\.rule), ["outlet-key"])
    }

    /// A package whose views use NibKit: NibView's chain is known, so a renamed outlet is found.
    func testNibKitsViewsAreKnown() throws {
        let source = """
            import NibKit
            final class GreetingView: NibView {
                @Outlet var nameLabel: Label?
                override class func registerActions(_ actions: inout ActionTable.Entries) {
                    super.registerActions(&actions)
                    actions.add("greet:", GreetingView.greet)
                }
                func greet(_ sender: Button) {}
            }
            """
        func document(outlet: String, action: String) -> String {
            CheckFixtures.action(action).replacingOccurrences(of: "ProfileView", with: "GreetingView")
                .replacingOccurrences(of: "<connections>\n\n", with: "<connections>\(CheckFixtures.outlet(outlet))\n")
        }
        XCTAssertEqual(
            try check([
                "GreetingView.swift": source, "GreetingView.xib": document(outlet: "nameLabel", action: "greet:"),
            ])
            .map(\.rule), [])
        XCTAssertEqual(
            try check([
                "GreetingView.swift": source, "GreetingView.xib": document(outlet: "nameLable", action: "gret:"),
            ])
            .map(\.rule).sorted(), ["action-selector", "outlet-key"])
    }

    /// Causes the validation half showed (after it was measured; see docs/CheckFigures.md): a nib named with its
    /// extension, a message inside `@try`, File's Owner's module.
    func testCausesTheValidationHalfShowed() throws {
        let objC = """
            @implementation Prefs
            - (void)show {
                [NSBundle loadNibNamed:@"Card.nib" owner:self];
                @try { [self performSegueWithIdentifier:@"right" sender:nil]; } @catch (NSException *e) {}
                [self performSegueWithIdentifier:@"left" sender:nil];
            }
            @end
            """
        let found = try check(["Prefs.m": objC, "Card.xib": nib()]).filter { $0.rule.hasPrefix("missing") }
        XCTAssertEqual(
            found.map(\.subject), ["left"], "the nib is found by its name with .nib; the caught segue is not judged")
        let owner = CheckFixtures.xib(owner: "CardView", ownerConnections: CheckFixtures.outlet("titleLabel"))
            .replacingOccurrences(
                of: #"customModule="App" customModuleProvider="target""#, with: #"customModule="Other""#)
        let project = try check([
            "Package.swift":
                "import PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\", path: \"Sources\")])\n",
            "Sources/CardView.swift": card, "Sources/Card.xib": owner,
        ])
        XCTAssertEqual(
            project.filter { $0.rule.hasPrefix("class-") }.count, 0, "File's Owner's module is never looked up")
    }
}
