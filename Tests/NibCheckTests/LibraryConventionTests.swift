import Foundation
import NibCheck
import NibTestSupport
import XCTest

/// The ecosystem's loaders, known without their sources: a document a library loads is not "unused", and its errors
/// stand with the library named in the reason.
final class LibraryConventionTests: XCTestCase {
    private let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Launch</string></dict></plist>
        """

    /// A nib whose File's Owner is `owner` with an outlet `gone` it lacks.
    private func brokenNib(owner: String) -> String {
        CheckFixtures.xib(owner: owner, ownerConnections: CheckFixtures.outlet("gone"))
    }

    /// A storyboard whose initial view controller (Storyboard ID `identifier`) is a `controller` with an outlet
    /// `gone` it lacks.
    private func brokenStoryboard(controller: String, identifier: String = "Scene") -> String {
        CheckFixtures.storyboard(controller: controller, identifier: identifier, outlet: "gone")
    }

    /// The rules of `found` by file, and the message of the error in `file`.
    private func outcome(_ found: [CheckFinding], file: String) -> (rules: [String], message: String) {
        // An error the check could not see load is a warning under its condition: `outlet-key if loaded`.
        let rules = found.filter { $0.file == file }.map { $0.condition == nil ? $0.rule : "\($0.rule) if loaded" }
        return (rules, found.first { $0.file == file && $0.severity == .error }?.message ?? "")
    }

    private func assertLoads(
        _ files: [String: String], document: String, reason: [String], loaders: [CheckConfiguration.Loader] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let found = try check(files.merging(["Info.plist": plist]) { $1 }, loaders: loaders)
        let (rules, message) = outcome(found, file: document)
        XCTAssertFalse(rules.contains("unused-document"), "\(document) loads: \(found)", file: file, line: line)
        XCTAssertTrue(rules.contains("outlet-key"), "its error stands: \(rules)", file: file, line: line)
        for part in reason {
            XCTAssertTrue(message.contains(part), "'\(part)' in: \(message)", file: file, line: line)
        }
    }

    func testReusableNibLoadableLoadsTheNibNamedAfterTheClass() throws {
        let header = "import UIKit\nimport Reusable\nfinal class ProfileHeader: UIView, NibLoadable {}\n"
        let home = """
            import UIKit
            final class Home {
                func make() -> UIView { ProfileHeader.loadFromNib() }
            }
            """
        try assertLoads(
            [
                "Podfile": "pod 'Reusable'\n", "ProfileHeader.swift": header, "Home.swift": home,
                "ProfileHeader.xib": brokenNib(owner: "ProfileHeader"),
            ], document: "ProfileHeader.xib",
            reason: [
                "ProfileHeader adopts Reusable's NibLoadable: loadFromNib() loads the nib named after the class, at ",
                "Home.swift:3",
            ])
        // A project that declares its own NibLoadable is read from its sources, which here load nothing.
        let own = "import UIKit\nprotocol NibLoadable {}\nfinal class ProfileHeader: UIView, NibLoadable {}\n"
        let found = try check([
            "Info.plist": plist, "ProfileHeader.swift": own, "ProfileHeader.xib": brokenNib(owner: "ProfileHeader"),
        ])
        XCTAssertEqual(outcome(found, file: "ProfileHeader.xib").rules, ["outlet-key if loaded", "unused-document"])
    }

    func testAProtocolOfTheProjectThatInheritsNibReusableAdoptsIt() throws {
        let cell = """
            import UIKit
            import Reusable
            protocol CardCell: NibReusable {}
            final class TrackCell: UITableViewCell, CardCell {}
            """
        try assertLoads(
            ["Package.resolved": "{}", "TrackCell.swift": cell, "TrackCell.xib": brokenNib(owner: "TrackCell")],
            document: "TrackCell.xib", reason: ["TrackCell adopts Reusable's NibReusable"])
    }

    func testAProtocolThatInheritsNibOwnerLoadableLoadsWithTheViewAsOwner() throws {
        let card = """
            import UIKit
            import Reusable
            protocol CardContent: NibOwnerLoadable {}
            final class ProfileCard: UIView, CardContent {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    loadNibContent()
                }
            }
            """
        try assertLoads(
            [
                "Podfile": "pod 'Reusable'\n", "ProfileCard.swift": card,
                "ProfileCard.xib": brokenNib(owner: "ProfileCard"),
            ],
            document: "ProfileCard.xib",
            reason: [
                "ProfileCard loads it: init(coder:) → loadNibContent() (Reusable's NibOwnerLoadable.loadNibContent())"
            ])
    }

    func testReusableStoryboardBasedLoadsTheStoryboardNamedAfterTheClass() throws {
        let controller = """
            import UIKit
            import Reusable
            final class SettingsViewController: UIViewController, StoryboardBased {}
            """
        try assertLoads(
            [
                "Podfile": "pod 'Reusable'\n", "Settings.swift": controller,
                "SettingsViewController.storyboard": brokenStoryboard(controller: "SettingsViewController"),
            ], document: "SettingsViewController.storyboard",
            reason: ["SettingsViewController adopts Reusable's StoryboardBased", "instantiate() loads the storyboard"])
    }

    func testInstantiateStoryboardInstantiatableLoadsTheStoryboardNamedAfterTheClass() throws {
        // Snippets (seventh set's validation half): tarunon/Instantiate, a pod not on disk.
        let controller = """
            import UIKit
            import Instantiate
            import InstantiateStandard
            final class SettingsViewController: UIViewController, StoryboardInstantiatable {}
            """
        try assertLoads(
            [
                "Podfile": "pod 'InstantiateStandard'\n", "Settings.swift": controller,
                "SettingsViewController.storyboard": brokenStoryboard(controller: "SettingsViewController"),
            ], document: "SettingsViewController.storyboard",
            reason: ["SettingsViewController adopts Instantiate's StoryboardInstantiatable", "init(with:) loads"])
    }

    /// A `Badge` view with an outlet `gone` it lacks: an error whatever File's Owner's class, whose superclass (a
    /// library's) the check does not see.
    private let brokenBadge = """
        <view contentMode="scaleToFill" id="badge" customClass="Badge" customModule="App" customModuleProvider="target">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <connections><outlet property="gone" destination="name" id="o-gone"/></connections>
        </view>
        """

    func testLoadableViewsNibDesignableAndNibLoadedViewLoadWithTheViewAsOwner() throws {
        for (library, type) in [
            ("LoadableViews", "LoadableView"), ("NibDesignable", "NibDesignable"),
            ("UIView+NibLoading", "NibLoadedView"),
        ] {
            try assertLoads(
                [
                    "Podfile": "pod '\(library)'\n",
                    "Banner.swift": "import UIKit\nfinal class BannerView: \(type) {}\nfinal class Badge: UIView {}\n",
                    "BannerView.xib": CheckFixtures.xib(owner: "BannerView", brokenBadge),
                ], document: "BannerView.xib", reason: ["BannerView loads it", "\(library)'s \(type)"])
        }
    }

    func testALibraryLoaderMakesItsClassTheKnownOwner() throws {
        // BannerView.xib's File's Owner is a class left over from a rename; LoadableView loads the nib with the
        // BannerView as owner, so the fix names BannerView.
        let banner = "import UIKit\nfinal class BannerView: LoadableView { @IBOutlet var title: UILabel! }\n"
        let found = try check([
            "Podfile": "pod 'LoadableViews'\n", "Banner.swift": banner,
            "BannerView.xib": CheckFixtures.xib(owner: "OldBanner", ownerConnections: CheckFixtures.outlet("title")),
        ])
        let owner = try XCTUnwrap(found.first { $0.subject == "OldBanner" }, "\(found)")
        XCTAssertTrue(owner.message.contains("set File's Owner's class to BannerView"), owner.message)
    }

    func testNibKitNibInstantiableLoadsTheNibNamedAfterTheClass() throws {
        let chip = "import UIKit\nimport NibKit\nfinal class Chip: UIView, NibInstantiable {}\n"
        try assertLoads(
            ["Package.resolved": "{}", "Chip.swift": chip, "Chip.xib": brokenNib(owner: "Chip")], document: "Chip.xib",
            reason: ["Chip adopts NibKit's NibInstantiable"])
    }

    func testSwiftGenAccessorsNameStoryboardsWithSpacesAndDashes() throws {
        let code = """
            import UIKit
            final class Router {
                func start() { _ = StoryboardScene.MainMenu.initialScene.instantiate() }
                func settings() { _ = StoryboardScene.UserSettings.accountDetails.instantiate() }
            }
            """
        let files = [
            "Router.swift": code, "Main Menu.storyboard": brokenStoryboard(controller: "MenuController"),
            "user-settings.storyboard": brokenStoryboard(
                controller: "AccountController", identifier: "Account Details"),
            "Menu.swift":
                "import UIKit\nclass MenuController: UIViewController {}\nclass AccountController: UIViewController {}\n",
        ]
        try assertLoads(files, document: "Main Menu.storyboard", reason: ["SwiftGen's StoryboardScene.MainMenu"])
        try assertLoads(
            files, document: "user-settings.storyboard", reason: ["SwiftGen's StoryboardScene.UserSettings"])
        // An accessor no document matches says nothing: the rule or the generated file is what is not seen.
        let gone =
            "import UIKit\nfinal class Router { func start() { _ = StoryboardScene.Gone.initialScene.instantiate() } }\n"
        XCTAssertEqual(try check(["Router.swift": gone]).filter { $0.severity == .error }, [])
    }

    func testRSwiftAccessorsNameStoryboardsAndNibs() throws {
        let code = """
            import UIKit
            final class Router {
                func start() { _ = R.storyboard.mainMenu.instantiateInitialViewController() }
                func card() { _ = R.nib.profileCard.firstView(owner: nil) }
            }
            """
        let files = [
            "Router.swift": code, "Main Menu.storyboard": brokenStoryboard(controller: "MenuController"),
            "Menu.swift": "import UIKit\nclass MenuController: UIViewController {}\nclass ProfileCard: UIView {}\n",
            "profile-card.xib": brokenNib(owner: "ProfileCard"),
        ]
        try assertLoads(files, document: "Main Menu.storyboard", reason: ["R.swift's R.storyboard.mainMenu"])
        try assertLoads(files, document: "profile-card.xib", reason: ["R.swift's R.nib.profileCard"])
        // Older R.swift makes a storyboard's accessor a function (sales-tax-iOS in the sixth set's validation half).
        let called = code.replacingOccurrences(of: "R.storyboard.mainMenu.", with: "R.storyboard.mainMenu().")
        try assertLoads(
            files.merging(["Router.swift": called]) { $1 }, document: "Main Menu.storyboard",
            reason: ["R.swift's R.storyboard.mainMenu"])
    }

    func testAConfiguredLoaderLoadsTheNibNamedAfterTheClass() throws {
        let files = [
            "Info.plist": plist,
            "Badge.swift": "import UIKit\nclass XibView: UIView {}\nfinal class BadgeView: XibView {}\n",
            "BadgeView.xib": brokenNib(owner: "BadgeView"),
        ]
        let loader = CheckConfiguration.Loader(
            type: "XibView", resource: .nib, member: nil, owner: .self, source: ".nibcheck.yml:2")
        XCTAssertEqual(
            outcome(try check(files), file: "BadgeView.xib").rules, ["outlet-key if loaded", "unused-document"])
        let found = try check(files, loaders: [loader])
        let (rules, message) = outcome(found, file: "BadgeView.xib")
        XCTAssertEqual(rules, ["outlet-key"])
        XCTAssertTrue(message.contains("BadgeView loads it") && message.contains(".nibcheck.yml:2"), message)
        // A storyboard loader: the class's storyboard loads when code calls the loader, which the check trusts.
        let storyboardLoader = CheckConfiguration.Loader(
            type: "StoryboardLoadable", resource: .storyboard, member: nil, owner: .topLevel, source: ".nibcheck.yml:5")
        let controller =
            "import UIKit\nprotocol StoryboardLoadable {}\nfinal class SettingsController: UIViewController, StoryboardLoadable {}\n"
        try assertLoads(
            [
                "Settings.swift": controller,
                "SettingsController.storyboard": brokenStoryboard(controller: "SettingsController"),
            ], document: "SettingsController.storyboard",
            reason: ["SettingsController adopts .nibcheck.yml:5's loader StoryboardLoadable"],
            loaders: [storyboardLoader])
    }

    private let cellStoryboard = CheckFixtures.table(prototypeCell: "track", of: "TrackCell", id: "row")

    func testAPrototypeCellDequeuedByItsTypeCountsAsDequeued() throws {
        let list = """
            import UIKit
            import Reusable
            final class TrackCell: UITableViewCell, Reusable { static let reuseIdentifier = "track" }
            final class ListController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(for: indexPath) as TrackCell
                }
            }
            """
        let found = try check(["Main.storyboard": cellStoryboard, "List.swift": list])
        XCTAssertEqual(found.map(\.rule), ["outlet-key"], "the cell is dequeued, its error stands")
    }

    /// Reusable's own demo app, as a user's app would be (an Info.plist naming its main storyboard, a Podfile, the
    /// pod's sources absent), with an outlet misspelt in the cell nib that only Reusable's `NibReusable` loads.
    func testReusablesDemoAppLoadsItsCellNibThroughReusable() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the real-file corpus (set it to ../shared/corpus)")
        }
        let demo = URL(fileURLWithPath: "\(corpus)/AliSoftware__Reusable/Example/ReusableDemo iOS")
        let folder = try temporaryFolder("nib-check-reusable")
        let app = folder.appendingPathComponent("App")
        try FileManager.default.copyItem(at: demo, to: app)
        try Data("pod 'Reusable'\n".utf8).write(to: folder.appendingPathComponent("Podfile"))
        try Data(plist.replacingOccurrences(of: "Launch", with: "Main").utf8).write(
            to: app.appendingPathComponent("Info.plist"))
        let cell = app.appendingPathComponent("TableViewCells/MyXIBTextCell.xib")
        let text = try String(contentsOf: cell, encoding: .utf8)
        XCTAssertTrue(text.contains(#"property="titleLabel""#))
        try Data(text.replacingOccurrences(of: #"property="titleLabel""#, with: #"property="titelLabel""#).utf8)
            .write(to: cell)
        let found = try ProjectChecker(paths: [folder.path], sourceRoots: [folder.path]).check()
        XCTAssertEqual(found.filter { $0.rule == "unused-document" }.map(\.file), [])
        let error = try XCTUnwrap(found.first { $0.file.hasSuffix("MyXIBTextCell.xib") && $0.severity == .error })
        XCTAssertEqual(error.rule, "outlet-key")
        XCTAssertTrue(error.message.contains("MyXIBTextCell adopts Reusable's NibReusable"), error.message)
    }

    func testARegistrationByTypeRegistersTheTypesIdentifier() throws {
        let source = """
            import UIKit
            final class TrackCell: UITableViewCell {}
            final class TracksSource: NSObject, UITableViewDataSource {
                func attach(_ tableView: UITableView) { tableView.register(cellType: TrackCell.self) }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "TrackCell", for: indexPath)
                }
            }
            """
        XCTAssertEqual(try check(["Tracks.swift": source]).map(\.rule), [], "NibKit's register(cellType:) registers it")
    }

    func testARegistrationByTypeOfTheProjectsOwnFunctionIsTheProjects() throws {
        let source = """
            import UIKit
            extension UITableView {
                func register<T: UITableViewCell>(cellType: T.Type) {
                    register(UINib(nibName: String(describing: T.self), bundle: nil), forCellReuseIdentifier: "\\(T.self)")
                }
            }
            final class TrackCell: UITableViewCell {}
            final class TracksSource: NSObject {
                func attach(_ tableView: UITableView) { tableView.register(cellType: TrackCell.self) }
            }
            """
        try assertLoads(
            ["Tracks.swift": source, "TrackCell.xib": brokenNib(owner: "TrackCell")], document: "TrackCell.xib",
            reason: ["it is named at ", "Tracks.swift:9, passed to UITableView.register(cellType:)"])
    }

    func testAnRSwiftReuseIdentifierDequeuesThePrototypeItNames() throws {
        let source = """
            import UIKit
            final class TrackCell: UITableViewCell {}
            final class ListController: UITableViewController {}
            final class TracksSource: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: R.reuseIdentifier.trackRow, for: indexPath)
                }
            }
            """
        let storyboard = cellStoryboard.replacingOccurrences(
            of: #"reuseIdentifier="track""#, with: #"reuseIdentifier="track-row""#)
        XCTAssertEqual(try check(["Main.storyboard": storyboard, "List.swift": source]).map(\.rule), ["outlet-key"])
    }

    func testAnObjectiveCViewThatCallsLoadContentsFromNibOwnsItsNib() throws {
        let header = "#import <UIKit/UIKit.h>\n@interface ColorView : UIView\n@end\n"
        let implementation = """
            #import "ColorView.h"
            #import "UIView+NibLoading.h"
            @implementation ColorView
            - (id)initWithCoder:(NSCoder *)coder
            {
                self = [super initWithCoder:coder];
                [self loadContentsFromNib];
                return self;
            }
            @end
            """
        try assertLoads(
            [
                "Podfile": "pod 'UIView+NibLoading'\n", "ColorView.h": header, "ColorView.m": implementation,
                "ColorView.xib": brokenNib(owner: "ColorView"),
            ], document: "ColorView.xib",
            reason: ["ColorView loads it: initWithCoder: → loadContentsFromNib (UIView+NibLoading's UIView"])
    }
}
