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
            // An error the check could not see happen (the document loading, the cell dequeued) is a warning.
            let listed = CheckRule.named(finding.rule)?.severity
            XCTAssertEqual(
                finding.severity, finding.condition == nil ? listed : .warning, "\(finding.rule)", file: file,
                line: line)
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

    func testADocumentNothingLoadsKeepsItsFindingsAsWarningsAndALoadedOneSaysHow() throws {
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
            found.map { "\($0.file) \($0.rule) \($0.severity)" }.sorted(),
            ["Card.xib outlet-key error", "Dead.xib outlet-key warning", "Dead.xib unused-document note"])
        let loaded = try XCTUnwrap(found.first { $0.rule == "outlet-key" && $0.file == "Card.xib" })
        XCTAssertTrue(loaded.message.contains("(the document loads: it is named at "), loaded.message)
        // The crash is said where it is, with what it needs; the note says why and how to tell the check more.
        let gone = try XCTUnwrap(found.first { $0.rule == "outlet-key" && $0.file == "Dead.xib" })
        XCTAssertEqual(gone.condition, "if Dead.xib is loaded")
        XCTAssertTrue(gone.message.hasSuffix("(if Dead.xib is loaded; nothing the check can see loads it)"))
        XCTAssertGreaterThan(gone.line, 1, "located at the outlet, not at the document's first line")
        let dead = try XCTUnwrap(found.first { $0.rule == "unused-document" })
        XCTAssertTrue(dead.message.contains("its 1 error is reported as warning"), dead.message)
        XCTAssertTrue(dead.message.contains("`loaders:` in .nibcheck.yml"), dead.message)
        assertListedSeverities(found)
        // Without an Info.plist the app's entry points are not known: every document counts as loaded.
        let loose = try check(["CardView.swift": card, "Dead.xib": nib(outlet: "gone")])
        XCTAssertEqual(loose.map(\.rule), ["outlet-key"])
    }

    func testADocumentTwoKeysNameLoadsByTheFirstKeyEveryRun() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIMainStoryboardFile~ipad</key><string>Main</string>
            <key>UIMainStoryboardFile</key><string>Main</string>
            </dict></plist>
            """
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc" customClass="MainController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="main"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                        <connections><outlet property="gone" destination="main" id="o1"/></connections>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let controller = "import UIKit\nclass MainController: UIViewController {}\n"
        let found = try check(["Info.plist": plist, "MainController.swift": controller, "Main.storyboard": storyboard])
        XCTAssertEqual(found.map(\.rule), ["outlet-key"])
        let reasons = found.map(\.message).filter { $0.contains("names it") }
        // A dictionary's order changes from run to run; the keys are read in their order.
        XCTAssertTrue(reasons.allSatisfy { $0.contains("names it UIMainStoryboardFile)") }, "\(reasons)")
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
        XCTAssertEqual(held.map(\.rule), ["unknown-class", "undequeued-cell"])
        let unknown = try XCTUnwrap(held.first)
        XCTAssertTrue(unknown.message.contains("no source file declares the class OldRowCell"), unknown.message)
        XCTAssertEqual(unknown.condition, "if the prototype cell 'OldRow' is dequeued")
        XCTAssertTrue(held.last?.message.contains("its 1 error is reported as warning") ?? false)
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
            CheckFixtures.xib(
                owner: "GreetingView", ownerConnections: CheckFixtures.outlet(outlet),
                ExampleFiles.button(sending: action))
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

    /// A File's Owner class left stale after a copy: the object the code really passes as owner (a window or view
    /// controller made with the nib's name, an object that loads it with `owner: self`) is the one that must have the
    /// outlets and actions. Its twin: the loading class lacks the action too.
    func testAStaleFilesOwnerIsJudgedByTheClassThatLoadsTheNib() throws {
        let document = CheckFixtures.action("buttonHandler:").replacingOccurrences(
            of: #"customClass="ProfileView""#, with: #"customClass="InfoWindowController""#)
        func objC(updateHandler: String) -> String {
            """
            @interface InfoWindowController : UIViewController
            @end
            @implementation InfoWindowController
            - (void)close:(id)sender {}
            @end
            @interface UpdateWindowController : UIViewController
            @end
            @implementation UpdateWindowController
            - (void)\(updateHandler):(id)sender {}
            @end
            @implementation AppDelegate
            - (void)check {
                UpdateWindowController *c = [[UpdateWindowController alloc] initWithNibName:@"UpdateWindow" bundle:nil];
            }
            @end
            """
        }
        let stale = try check(["App.m": objC(updateHandler: "buttonHandler"), "UpdateWindow.xib": document])
        XCTAssertEqual(findings("action-selector", in: stale).count, 0, "the loading class has buttonHandler:")
        let missing = try check(["App.m": objC(updateHandler: "otherHandler"), "UpdateWindow.xib": document])
        XCTAssertEqual(findings("action-selector", in: missing).map(\.subject), ["buttonHandler:"])
        // A File's Owner class declared nowhere: the note names the class that loads the nib.
        let gone = document.replacingOccurrences(of: "InfoWindowController", with: "GoneWindowController")
        let unknown = try check(["App.m": objC(updateHandler: "buttonHandler"), "UpdateWindow.xib": gone])
        let note = try XCTUnwrap(unknown.first { $0.subject == "GoneWindowController" })
        XCTAssertEqual(note.severity, .note, "File's Owner's class is never looked up")
        XCTAssertTrue(note.message.contains("set File's Owner's class to UpdateWindowController"), note.message)
        // A Swift view that loads the nib with owner: self.
        let view = """
            import UIKit
            class InfoView: UIView {}
            class CardView: UIView {
                @IBOutlet var titleLabel: UILabel!
                func load() { Bundle.main.loadNibNamed("Card", owner: self, options: nil) }
            }
            """
        let swiftStale = CheckFixtures.xib(owner: "InfoView", ownerConnections: CheckFixtures.outlet("titleLabel"))
        XCTAssertEqual(
            findings("outlet-key", in: try check(["CardView.swift": view, "Card.xib": swiftStale])).count, 0)
        let swiftMissing = CheckFixtures.xib(owner: "InfoView", ownerConnections: CheckFixtures.outlet("subtitle"))
        XCTAssertEqual(
            findings("outlet-key", in: try check(["CardView.swift": view, "Card.xib": swiftMissing])).map(\.subject),
            ["subtitle"])
    }

    /// A name looked up in another module's bundle (a dependency's class's, or one found by identifier or path) is
    /// that module's to provide; in the bundle of the app's own class it is the app's.
    func testANameInAnotherModulesBundleIsThatModulesToProvide() throws {
        let swift = """
            import UIKit
            class LogViewController: UIViewController {
                func show() {
                    _ = UIStoryboard(name: "LumberjackConsole", bundle: Bundle(for: PTEConsoleLogger.self))
                    _ = UIStoryboard(name: "Settings", bundle: Bundle(identifier: "org.example.Settings"))
                    _ = UIStoryboard(name: "Missing", bundle: Bundle(for: LogViewController.self))
                }
            }
            """
        let objC = """
            @implementation Loader
            - (void)load {
                [UIStoryboard storyboardWithName:@"Console" bundle:[NSBundle bundleForClass:[PTEConsoleLogger class]]];
                [UIStoryboard storyboardWithName:@"Gone" bundle:[NSBundle bundleForClass:[Loader class]]];
            }
            @end
            """
        let found = try check(["Log.swift": swift, "Loader.m": objC])
        XCTAssertEqual(findings("missing-storyboard", in: found).map(\.subject).sorted(), ["Gone", "Missing"])
    }

    /// Code in a preprocessor branch the project never compiles (a macro nothing defines: not its sources, not its
    /// build settings, not the SDK) loads nothing; a macro a build setting defines keeps its branch judged.
    func testCodeInABranchNeverCompiledIsNotJudged() throws {
        let objC = """
            @implementation Editor
            - (void)open {
            #ifndef SP_CODA
                [NSBundle loadNibNamed:@"Card" owner:self];
            #else
                [NSBundle loadNibNamed:@"CodaEditor" owner:self];
            #endif
            #ifdef FEATURE_SHEET
                [[UIStoryboard storyboardWithName:@"Sheet" bundle:nil] instantiateInitialViewController];
            #endif
            #if TARGET_OS_IPHONE
                [[UIStoryboard storyboardWithName:@"Phone" bundle:nil] instantiateInitialViewController];
            #endif
            }
            @end
            """
        let missing = { (files: [String: String]) in
            try self.check(files).filter { $0.rule.hasPrefix("missing-") }.map(\.subject).sorted()
        }
        XCTAssertEqual(try missing(["Editor.m": objC, "Card.xib": nib()]), ["Phone"])
        let settings = "GCC_PREPROCESSOR_DEFINITIONS = FEATURE_SHEET=1 $(inherited)\n"
        XCTAssertEqual(
            try missing(["Editor.m": objC, "Card.xib": nib(), "Config/App.xcconfig": settings]), ["Phone", "Sheet"])
        let defined = "#define SP_CODA 1\n"
        XCTAssertEqual(
            try missing(["Editor.m": objC, "Card.xib": nib(), "Coda.h": defined]), ["CodaEditor", "Phone"])
    }

    /// A controller that overrides `performSegue(withIdentifier:sender:)` decides what an identifier does before UIKit
    /// looks the segue up; one that does not stops on an identifier no storyboard has.
    func testAControllerThatPerformsSeguesItselfDecidesWhatTheyDo() throws {
        func objC(overriding: Bool) -> String {
            """
            @implementation ChatViewController
            \(overriding ? "- (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender { [super performSegueWithIdentifier:identifier sender:sender]; }" : "")
            - (void)commandIPressed:(id)command {
                [self performSegueWithIdentifier:@"showDetails" sender:self];
            }
            @end
            """
        }
        let header = "@interface ChatViewController : UIViewController\n@end\n"
        XCTAssertEqual(
            findings("missing-segue", in: try check(["Chat.h": header, "Chat.m": objC(overriding: true)])).count, 0)
        XCTAssertEqual(
            findings("missing-segue", in: try check(["Chat.h": header, "Chat.m": objC(overriding: false)])).map(
                \.subject), ["showDetails"])
    }

    /// A nib named by an Objective-C method that returns it (`- (NSString *)windowNibName { return @"Prefs"; }`) and an
    /// app extension's main storyboard (`NSExtensionMainStoryboard`) load: their errors stand.
    func testANibAMethodReturnsAndAnExtensionsStoryboardLoad() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSExtension</key><dict>
            <key>NSExtensionMainStoryboard</key><string>Share</string></dict></dict></plist>
            """
        let objC = """
            @interface CardView : UIView
            @property (nonatomic) IBOutlet UILabel *titleLabel;
            @end
            @implementation PrefsController
            - (NSString *)windowNibName { return @"Prefs"; }
            @end
            """
        let storyboard = CheckFixtures.xib(owner: "CardView", ownerConnections: CheckFixtures.outlet("gone"))
        let found = try check([
            "Info.plist": plist, "App.m": objC, "Prefs.xib": nib(outlet: "gone"), "Share.storyboard": storyboard,
            "Other.xib": nib(outlet: "gone"),
        ])
        XCTAssertEqual(
            found.map { "\($0.file) \($0.rule)" }.sorted(),
            [
                "Other.xib outlet-key", "Other.xib unused-document", "Prefs.xib outlet-key",
                "Share.storyboard outlet-key",
            ])
    }

    /// Causes the second set's validation half showed (after it was measured; docs/CheckFreshEvidence.tsv), each
    /// with the case that must still be found.
    func testCausesTheSecondSetsValidationHalfShowed() throws {
        // Key-value coding capitalizes the key for the setter: NoGroupsButton sets noGroupsButton.
        let capital = CheckFixtures.xib(owner: "CardView", ownerConnections: CheckFixtures.outlet("TitleLabel"))
        XCTAssertEqual(findings("outlet-key", in: try check(["CardView.swift": card, "Card.xib": capital])), [])
        let other = CheckFixtures.xib(owner: "CardView", ownerConnections: CheckFixtures.outlet("TitleLabels"))
        XCTAssertEqual(
            findings("outlet-key", in: try check(["CardView.swift": card, "Card.xib": other])).map(\.subject),
            ["TitleLabels"])
        // A bar button item that triggers a segue sends no action; one without a segue does.
        func scene(segue: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" customClass="ListController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                                <navigationItem key="navigationItem" id="ni">
                                    <barButtonItem key="leftBarButtonItem" title="Filter" id="filter">
                                        <connections>
                                            <action selector="editButtonSelected:" destination="vc" id="a1"/>
                                            \(segue ? #"<segue destination="vc" kind="show" identifier="FilterSegue" id="sg"/>"# : "")
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        let list = "import UIKit\nclass ListController: UIViewController {}\n"
        XCTAssertEqual(
            findings("action-selector", in: try check(["L.swift": list, "Main.storyboard": scene(segue: true)])), [])
        XCTAssertEqual(
            findings("action-selector", in: try check(["L.swift": list, "Main.storyboard": scene(segue: false)])).count,
            1)
        // Code under if (NO) never runs.
        let objC = """
            @implementation Experiments
            - (void)run {
                if ((NO)) {
                    [NSBundle loadNibNamed:@"Titlebar" owner:self];
                }
                if (0) [NSBundle loadNibNamed:@"Other" owner:self];
                if (enabled) { [NSBundle loadNibNamed:@"Live" owner:self]; }
            }
            @end
            """
        XCTAssertEqual(findings("missing-nib", in: try check(["E.m": objC])).map(\.subject), ["Live"])
    }

    /// A nib loaded by a package target's code is its own target's (`Bundle.module`) when that target has one of the
    /// name: another target's nib of that name is not judged against it.
    func testANibOfTheLoadingTargetsOwnIsTheOneJudged() throws {
        let manifest = """
            import PackageDescription
            let package = Package(name: "Modals", targets: [
                .target(name: "Modals-iOS", resources: [.process("Resources")]),
                .target(name: "Modals-macOS", resources: [.process("Resources")]),
            ])
            """
        let controller = """
            import UIKit
            class UpsellViewController: UIViewController {
                func setupFeatures() { _ = Bundle.module.loadNibNamed("FeatureView", owner: self, options: nil) }
            }
            """
        let view = "import UIKit\nclass FeatureView: UIView { @IBOutlet var contentView: UIView! }\n"
        let withOutlet = CheckFixtures.xib(owner: "FeatureView", ownerConnections: CheckFixtures.outlet("contentView"))
            .replacingOccurrences(of: #"customModule="App" customModuleProvider="target""#, with: "")
        let plain = CheckFixtures.xib(owner: "FeatureView")
            .replacingOccurrences(of: #"customModule="App" customModuleProvider="target""#, with: "")
        var files = [
            "Package.swift": manifest, "Sources/Modals-iOS/UpsellViewController.swift": controller,
            "Sources/Modals-macOS/FeatureView.swift": view,
            "Sources/Modals-macOS/Resources/FeatureView.xib": withOutlet,
            "Sources/Modals-iOS/Resources/FeatureView.xib": plain,
        ]
        XCTAssertEqual(findings("owner-class", in: try check(files)), [])
        files["Sources/Modals-iOS/Resources/FeatureView.xib"] = withOutlet
        XCTAssertEqual(findings("owner-class", in: try check(files)).count, 1)
    }

    /// A File's Owner class declared nowhere is never looked up: a note that names the class the code makes the
    /// owner (a controller that overrides `windowNibName`), whose outlets are the ones judged.
    func testAFilesOwnerDeclaredNowhereIsJudgedAsTheControllerThatOwnsTheNib() throws {
        func document(outlet: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="PasteProtectionController" customModule="App" customModuleProvider="target">
                        <connections><outlet property="\(outlet)" destination="w" id="o1"/></connections>
                    </customObject>
                    <window title="Confirm" id="w"><rect key="contentRect" x="0" y="0" width="10" height="10"/></window>
                </objects>
            </document>
            """
        }
        let controller = """
            import AppKit
            class ClipboardConfirmationController: NSWindowController {
                override var windowNibName: NSNib.Name? { "ClipboardConfirmation" }
            }
            """
        let stale = try check(["C.swift": controller, "ClipboardConfirmation.xib": document(outlet: "window")])
        XCTAssertEqual(stale.map(\.severity), [.note], "\(stale.map(\.message))")
        XCTAssertTrue(
            stale.first?.message.contains("set File's Owner's class to ClipboardConfirmationController") == true,
            stale.first?.message ?? "")
        let missing = try check(["C.swift": controller, "ClipboardConfirmation.xib": document(outlet: "panel")])
        XCTAssertEqual(findings("outlet-key", in: missing).map(\.subject), ["panel"])
    }

    /// A Podfile and its Pods folder in a folder of the repository (`app/Podfile`) are the project's dependencies too:
    /// their code is not checked as the app's, their classes count.
    func testDependenciesOfAProjectInAFolderOfTheRepository() throws {
        let pod = """
            @implementation MGSExtraInterfaceController
            - (void)show { [NSBundle loadNibNamed:@"SMLGoToLine" owner:self]; }
            @end
            """
        let app = """
            @implementation Loader
            - (void)show { [[UINib nibWithNibName:@"Gone" bundle:nil] instantiateWithOwner:self options:nil]; }
            @end
            """
        let found = try check([
            "app/Podfile": "pod 'Fragaria'\n", "app/Pods/Fragaria/MGSExtraInterfaceController.m": pod,
            "app/Source/Loader.m": app,
        ])
        XCTAssertEqual(found.filter { $0.rule == "missing-nib" }.map(\.subject), ["Gone"])
    }

    /// A pod the Podfile takes from a folder of the repository (`:path =>`, clearkeep-ios's MatrixKit in the sixth
    /// set's validation half) is a dependency there: its documents and code are its own, its classes count.
    func testAPodTakenFromAFolderOfTheRepositoryIsADependency() throws {
        let kit = """
            @implementation KitLoader
            - (void)show { [[UINib nibWithNibName:@"KitGone" bundle:nil] instantiateWithOwner:self options:nil]; }
            @end
            """
        let app = """
            @implementation Loader
            - (void)show { [[UINib nibWithNibName:@"Gone" bundle:nil] instantiateWithOwner:self options:nil]; }
            @end
            """
        let podfile = "target 'App' do\n  pod 'MatrixKit', :path => './Libraries/matrix-kit/MatrixKit.podspec'\nend\n"
        let found = try check([
            "Podfile": podfile, "Libraries/matrix-kit/MatrixKit/KitLoader.m": kit, "Source/Loader.m": app,
        ])
        XCTAssertEqual(found.filter { $0.rule == "missing-nib" }.map(\.subject), ["Gone"])
    }

    /// Causes the third set's validation half showed (after it was measured; docs/CheckThirdEvidence.tsv): a
    /// connection to another scene's object is not made (each scene is a nib of its own), and a control whose class is
    /// not known here (a dependency's) may never send an event other than a touch.
    func testCausesTheThirdSetsValidationHalfShowed() throws {
        func storyboard(destination: String, event: String = "touchUpInside", control: String = "") -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="link" customClass="LinkController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="ok"\(control)>
                                            <rect key="frame" x="0" y="0" width="10" height="10"/>
                                            <connections>
                                                <action selector="yesAction:" destination="\(destination)" eventType="\(event)" id="a1"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="nick" customClass="NicknameController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v2"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        let swift = """
            import UIKit
            class LinkController: UIViewController {}
            class NicknameController: UIViewController {}
            """
        func actions(_ document: String) throws -> [String] {
            try findings("action-selector", in: check(["C.swift": swift, "Main.storyboard": document])).map(\.subject)
        }
        XCTAssertEqual(try actions(storyboard(destination: "nick")), [], "another scene's object")
        XCTAssertEqual(try actions(storyboard(destination: "link")), ["yesAction:"], "its own scene's")
        let pod = #" customClass="GIDSignInButton""#
        XCTAssertEqual(try actions(storyboard(destination: "link", event: "valueChanged", control: pod)), [])
        XCTAssertEqual(
            try actions(storyboard(destination: "link", event: "touchUpInside", control: pod)), ["yesAction:"])
    }

    /// A multiplatform app declares a class of one name in each target (`NotesTableView`, an `NSTableView` for macOS
    /// and a `UITableView` for iOS): an AppKit document's object is the AppKit one, with NSView's members.
    func testAClassDeclaredForEachPlatformIsThePlatformsOwn() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <tableView id="t" customClass="NotesTableView" customModule="Notes" customModuleProvider="target">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <connections><outlet property="menu" destination="m" id="o1"/></connections>
                    </tableView>
                    <menu id="m"/>
                </objects>
            </document>
            """
        let files = [
            "Notes iOS/NotesTableView.swift": "import UIKit\nclass NotesTableView: UITableView {}\n",
            "Notes/NotesTableView.swift": "import AppKit\nclass NotesTableView: NSTableView {}\n",
            "Notes/Main.xib": document,
        ]
        XCTAssertEqual(findings("outlet-key", in: try check(files)), [])
        let typo = files.merging(["Notes/Main.xib": document.replacingOccurrences(of: "\"menu\"", with: "\"menus\"")]) {
            $1
        }
        XCTAssertEqual(findings("outlet-key", in: try check(typo)).map(\.subject), ["menus"])
    }

    /// Causes the fourth set's validation half showed (after it was measured; docs/CheckFourthEvidence.tsv).
    func testCausesTheFourthSetsValidationHalfShowed() throws {
        // An initializer the receiving class overrides decides the nib's owner: here the window controller itself.
        func objC(overriding: Bool) -> String {
            """
            @interface QueueWindowController : NSWindowController
            @property (nonatomic, retain) IBOutlet NSButton *clearBtn;
            @end
            @implementation QueueWindowController
            \(overriding ? "- (id)initWithWindowNibName:(NSString *)name owner:(id)owner { return [super initWithWindowNibName:name owner:self]; }" : "")
            @end
            @interface QueueController : NSObject
            @end
            @implementation QueueController
            - (void)showQueue:(id)sender {
                [[QueueWindowController alloc] initWithWindowNibName:@"Queue" owner:self];
            }
            @end
            """
        }
        let queue = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="QueueWindowController">
                        <connections><outlet property="clearBtn" destination="b" id="o1"/></connections>
                    </customObject>
                    <button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/></button>
                </objects>
            </document>
            """
        XCTAssertEqual(findings("owner-class", in: try check(["Q.m": objC(overriding: true), "Queue.xib": queue])), [])
        let passed = findings("owner-class", in: try check(["Q.m": objC(overriding: false), "Queue.xib": queue]))
        XCTAssertEqual(passed.map(\.severity), [.warning], "AppKit logs a failed outlet and loads on")

        // A registration named String(describing: Cell.self), in another file than the dequeue, is the cell's name.
        func header(registered: String) -> String {
            """
            import UIKit
            final class Header: UIView {
                func setUp(_ view: UICollectionView) {
                    view.register(CategoryCell.self, forCellWithReuseIdentifier: String(describing: \(registered).self))
                }
            }
            """
        }
        let section = """
            import UIKit
            final class CategoryCell: UICollectionViewCell { static let reuseIdentifier = "CategoryCell" }
            final class OtherCell: UICollectionViewCell {}
            final class Section {
                func cell(_ view: UICollectionView, _ path: IndexPath) -> UICollectionViewCell {
                    view.dequeueReusableCell(withReuseIdentifier: CategoryCell.reuseIdentifier, for: path)
                }
            }
            """
        func missing(_ registered: String) throws -> Int {
            try findings(
                "missing-reuse-identifier", in: check(["H.swift": header(registered: registered), "S.swift": section])
            ).count
        }
        XCTAssertEqual(try missing("CategoryCell"), 0)
        XCTAssertEqual(try missing("OtherCell"), 1)
    }

    /// A Swift class the document names without a module, declared only in another target of the project, is not
    /// the document's class (that one comes from elsewhere, such as a submodule not on disk).
    func testAClassOfAnotherTargetIsNotTheDocumentsOwn() throws {
        func project(delegateTarget: String) -> String {
            """
            // !$*UTF8*$!
            {
                objects = {
                    G = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = App/MainMenu.xib; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = Eval/AppDelegate.swift; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = F2; };
                    R1 = {isa = PBXResourcesBuildPhase; files = (B1); };
                    S2 = {isa = PBXSourcesBuildPhase; files = (B2); };
                    T1 = {isa = PBXNativeTarget; name = App; buildPhases = (R1\(delegateTarget == "App" ? ", S2" : "")); productType = "com.apple.product-type.application"; };
                    T2 = {isa = PBXNativeTarget; name = Eval; buildPhases = (\(delegateTarget == "Eval" ? "S2" : "")); productType = "com.apple.product-type.application"; };
                    P = {isa = PBXProject; mainGroup = G; targets = (T1, T2); };
                };
                rootObject = P;
            }
            """
        }
        let menu = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                    <customObject id="d" customClass="AppDelegate">
                        <connections><outlet property="window" destination="w" id="o1"/></connections>
                    </customObject>
                    <window title="W" id="w"><rect key="contentRect" x="0" y="0" width="10" height="10"/></window>
                </objects>
            </document>
            """
        let delegate = "import AppKit\nclass AppDelegate: NSObject { @IBOutlet var window: NSWindow! }\n"
        func modules(_ target: String) throws -> [String] {
            try check([
                "Shop.xcodeproj/project.pbxproj": project(delegateTarget: target), "App/MainMenu.xib": menu,
                "Eval/AppDelegate.swift": delegate,
            ]).filter { $0.rule.hasPrefix("class-") }.map(\.rule)
        }
        XCTAssertEqual(try modules("Eval"), [])
        XCTAssertEqual(try modules("App"), ["class-module"])
    }
}
