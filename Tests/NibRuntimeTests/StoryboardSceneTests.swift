import Foundation
import NibRuntime
import XCTest

/// Which storyboard and scene a view controller class comes from, and what each failure says.
final class StoryboardSceneTests: XCTestCase {
    private final class ProfileViewController {}
    private final class SettingsViewController {}

    func testTheRequestWinsOverTheClassWhichFallsBackOnTheInitialViewController() {
        let declared = StoryboardScene.defaultStoryboardName(for: ProfileViewController.self)
        XCTAssertEqual(declared, "ProfileViewController", "named after the class")
        XCTAssertEqual(
            StoryboardScene(storyboard: nil, identifier: nil, declaredStoryboard: declared, declaredIdentifier: nil),
            StoryboardScene(storyboard: "ProfileViewController", identifier: nil), "the initial view controller")
        XCTAssertEqual(
            StoryboardScene(
                storyboard: nil, identifier: nil, declaredStoryboard: "Account", declaredIdentifier: "Profile"),
            StoryboardScene(storyboard: "Account", identifier: "Profile"), "the class's declared scene")
        XCTAssertEqual(
            StoryboardScene(
                storyboard: "Main", identifier: "Friend", declaredStoryboard: "Account", declaredIdentifier: "Profile"
            ),
            StoryboardScene(storyboard: "Main", identifier: "Friend"), "the request's")
        XCTAssertEqual(
            StoryboardScene(storyboard: "Main", identifier: nil).sceneDescription, "the initial view controller")
        XCTAssertEqual(
            StoryboardScene(storyboard: "Main", identifier: "Friend").sceneDescription,
            "the view controller with identifier 'Friend'")
    }

    func testAMissingStoryboardListsTheStoryboardPathsTriedAndSaysWhereToAddIt() {
        let scene = StoryboardScene(storyboard: "Account", identifier: nil)
        let searched = [
            "/app/Account.xib", "/app/Account.storyboard", "/app/Base.lproj/Account.storyboardc",
            "(no resource bundle named *_App.bundle)",
        ]
        let error = scene.storyboardError(
            forFailedSearch: NibLoadingError.nibNotFound(name: "Account", searched: searched))
        XCTAssertEqual(
            error as? NibLoadingError,
            .storyboardNotFound(
                name: "Account",
                searched: [
                    "/app/Account.storyboard", "/app/Base.lproj/Account.storyboardc",
                    "(no resource bundle named *_App.bundle)",
                ]))
        XCTAssertEqual(
            "\(error)",
            "no storyboard named 'Account' was found; searched: /app/Account.storyboard, /app/Base.lproj/Account.storyboardc, (no resource bundle named *_App.bundle). Add Account.storyboard to the module's resources in Package.swift (resources: [.process(\"Account.storyboard\")] or its folder) or to the app target in Xcode, or name the storyboard the class is in (storyboardName, or instantiate(fromStoryboard:))"
        )
        let uncompiled = NibLoadingError.uncompiledNib(name: "Account", document: "/app/Account.storyboard")
        XCTAssertEqual(
            scene.storyboardError(forFailedSearch: uncompiled) as? NibLoadingError, uncompiled, "passed on as it is")
    }

    func testAnUnknownIdentifierIsCaughtBeforeTheFrameworkRaisesAndSuggestsTheClosest() {
        let identifiers = ["Profile", "Settings", "UINavigationController-ZKB-z3-xgf"]
        XCTAssertNoThrow(
            try StoryboardScene(storyboard: "Account", identifier: "Settings").checkIdentifier(in: identifiers))
        XCTAssertNoThrow(
            try StoryboardScene(storyboard: "Account", identifier: "UINavigationController-ZKB-z3-xgf")
                .checkIdentifier(in: identifiers), "a generated identifier is one all the same")
        XCTAssertNoThrow(try StoryboardScene(storyboard: "Account", identifier: nil).checkIdentifier(in: identifiers))
        XCTAssertNoThrow(
            try StoryboardScene(storyboard: "Account", identifier: "Anything").checkIdentifier(in: nil),
            "not known: the framework decides")
        XCTAssertThrowsError(
            try StoryboardScene(storyboard: "Account", identifier: "Setings").checkIdentifier(in: identifiers)
        ) { error in
            XCTAssertEqual(
                error as? NibLoadingError,
                .unknownViewControllerIdentifier(
                    storyboard: "Account", identifier: "Setings", known: ["Profile", "Settings"]))
            XCTAssertTrue("\(error)".contains("did you mean 'Settings'?"), "\(error)")
        }
    }

    func testGeneratedIdentifiersAreNotListed() {
        XCTAssertEqual(
            StoryboardScene.listedIdentifiers([
                "UINavigationController-ZKB-z3-xgf", "NSWindowController-B8D-0N-5wS", "Main-Menu", "a-bcd-ef-ghi",
                "Log-In-Screen-Now", "-abc-de-fgh",
            ]),
            ["Main-Menu", "Log-In-Screen-Now", "-abc-de-fgh"])
    }

    func testTheControllerIsTypedOrTheErrorNamesBothClassesAndTheScene() throws {
        let initial = StoryboardScene(storyboard: "Account", identifier: nil)
        let profile = ProfileViewController()
        XCTAssertTrue(try initial.controller(profile, as: ProfileViewController.self) === profile)
        XCTAssertThrowsError(try initial.controller(nil, as: ProfileViewController.self)) { error in
            XCTAssertEqual(error as? NibLoadingError, .noInitialViewController(storyboard: "Account"))
            XCTAssertEqual(
                "\(error)",
                "storyboard Account has no initial view controller; check Is Initial View Controller on a scene's view controller in Interface Builder's attributes inspector, or ask for a scene by its Storyboard ID (sceneIdentifier, or instantiate(identifier:))"
            )
        }
        let settings = StoryboardScene(storyboard: "Account", identifier: "Settings")
        XCTAssertThrowsError(try settings.controller(profile, as: SettingsViewController.self)) { error in
            XCTAssertEqual(
                error as? NibLoadingError,
                .storyboardControllerMismatch(
                    storyboard: "Account", identifier: "Settings", expected: "SettingsViewController",
                    found: "ProfileViewController"))
            XCTAssertEqual(
                "\(error)",
                "storyboard Account: the view controller with identifier 'Settings' is a ProfileViewController, not a SettingsViewController; set the custom class (and module) of that scene's view controller to SettingsViewController in Interface Builder's identity inspector, or ask for the scene that has it"
            )
        }
        XCTAssertThrowsError(try initial.controller(profile, as: SettingsViewController.self)) { error in
            XCTAssertTrue("\(error)".hasPrefix("storyboard Account: the initial view controller is a"), "\(error)")
        }
    }

    func testTheFrameworksExceptionsBecomeTheSameErrors() {
        let scene = StoryboardScene(storyboard: "Account", identifier: "Setings")
        XCTAssertEqual(
            scene.error(
                forException: "NSInvalidArgumentException",
                reason:
                    "Storyboard (<UIStoryboard: 0x600>) doesn't contain a view controller with identifier 'Setings'",
                identifiers: ["Settings", "UIViewController-abc-de-fgh"]),
            .unknownViewControllerIdentifier(storyboard: "Account", identifier: "Setings", known: ["Settings"]))
        XCTAssertEqual(
            scene.error(
                forException: "NSInvalidArgumentException",
                reason: "Could not find a storyboard named 'Account' in bundle NSBundle </app>", identifiers: []),
            .storyboardNotFound(name: "Account", searched: []))
        XCTAssertEqual(
            scene.error(
                forException: "NSInternalInconsistencyException", reason: "Could not load NIB", identifiers: []),
            .frameworkException(nib: "Account", name: "NSInternalInconsistencyException", reason: "Could not load NIB"))
    }

    func testTheIdentifiersOfACompiledStoryboardAreItsInfoPlistsKeys() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboardc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func compiled(_ name: String, key: String?) throws -> String {
            let storyboard = folder.appendingPathComponent("\(name).storyboardc")
            try FileManager.default.createDirectory(at: storyboard, withIntermediateDirectories: true)
            if let key {
                let info: [String: Any] = [
                    key: ["Settings": "Settings", "Profile": "Profile", "UINavigationController-ZKB-z3-xgf": "Nav"],
                    "UIStoryboardVersion": 1,
                ]
                let data = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
                try data.write(to: storyboard.appendingPathComponent("Info.plist"))
            }
            return storyboard.path
        }
        XCTAssertEqual(
            StoryboardScene.identifiers(
                ofCompiledStoryboard: try compiled("Touch", key: "UIViewControllerIdentifiersToNibNames")),
            ["Profile", "Settings", "UINavigationController-ZKB-z3-xgf"])
        XCTAssertEqual(
            StoryboardScene.identifiers(
                ofCompiledStoryboard: try compiled("Mac", key: "NSViewControllerIdentifiersToNibNames")),
            ["Profile", "Settings", "UINavigationController-ZKB-z3-xgf"])
        XCTAssertNil(StoryboardScene.identifiers(ofCompiledStoryboard: try compiled("Bare", key: nil)))
        XCTAssertNil(StoryboardScene.identifiers(ofCompiledStoryboard: try compiled("Other", key: "Unrelated")))
    }
}
