import Foundation
import NibKit
import XCTest

/// The storyboards the tests' view controllers come from, written to a temporary folder once, and the library that
/// finds them there.
private enum AppStoryboards {
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nibkit-storyboards-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, (initial, scenes)) in documents {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
                    <scenes>
                \(scenes.joined(separator: "\n"))
                    </scenes>
                </document>
                """
            try? text.write(to: folder.appendingPathComponent("\(name).storyboard"), atomically: true, encoding: .utf8)
        }
        return folder
    }()

    static let library: NibLibrary = {
        let library = NibLibrary(searchDirectories: [folder.path], bundleRoots: [])
        library.warningHandler = { _ in }
        return library
    }()

    /// A scene whose view controller has the id `id`, the class `customClass` (none: a plain view controller) and,
    /// when given, a Storyboard ID.
    static func scene(_ id: String, customClass: String?, identifier: String? = nil, title: String) -> String {
        let custom = customClass.map {
            #" customClass="\#($0)" customModule="NibKitTests" customModuleProvider="target""#
        }
        return """
            <scene sceneID="\(id)-scene">
                <objects>
                    <viewController\(identifier.map { #" storyboardIdentifier="\#($0)""# } ?? "") title="\(title)" id="\(id)"\(custom ?? "") sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-view">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            """
    }

    /// Each storyboard's initial view controller (by id) and scenes.
    static let documents: [String: (String?, [String])] = [
        // Named after its class, which declares nothing.
        "OnboardingViewController": (
            "welcome", [scene("welcome", customClass: "OnboardingViewController", title: "Welcome")]
        ),
        // Several classes' scenes in one storyboard: each class names it, and some their scene.
        "Account": (
            "me",
            [
                scene("me", customClass: "ProfileViewController", identifier: "Profile", title: "Me"),
                scene("friend", customClass: "ProfileViewController", identifier: "Friend", title: "Friend"),
                scene("settings", customClass: "SettingsViewController", identifier: "Settings", title: "Settings"),
                scene("plain", customClass: nil, identifier: "Plain", title: "Plain"),
            ]
        ),
        // No initial view controller.
        "Unanchored": (
            nil, [scene("about", customClass: "ProfileViewController", identifier: "About", title: "About")]
        ),
    ]
}

/// A storyboard named after the class, its initial view controller.
final class OnboardingViewController: ViewController, StoryboardInstantiable {
    static var storyboardLibrary: NibLibrary { AppStoryboards.library }
}

/// One of several classes of one storyboard, its initial view controller unless asked otherwise.
final class ProfileViewController: ViewController, StoryboardInstantiable {
    static var storyboardName: String { "Account" }
    static var storyboardLibrary: NibLibrary { AppStoryboards.library }
}

/// A class with a scene of its own in a shared storyboard.
final class SettingsViewController: ViewController, StoryboardInstantiable {
    static var storyboardName: String { "Account" }
    static var sceneIdentifier: String? { "Settings" }
    static var storyboardLibrary: NibLibrary { AppStoryboards.library }
}

/// A class whose storyboard is nowhere.
final class HelpViewController: ViewController, StoryboardInstantiable {
    static var storyboardLibrary: NibLibrary { AppStoryboards.library }
}

/// `StoryboardInstantiable` as an app uses it with `import NibKit` alone: a view controller by its class, from the
/// storyboard and scene it declares, typed, or an error that says what to fix.
final class StoryboardInstantiationTests: XCTestCase {
    func testTheInitialViewControllerOfTheStoryboardNamedAfterTheClass() throws {
        let onboarding = try OnboardingViewController.instantiate()
        XCTAssertEqual(onboarding.title, "Welcome")
        XCTAssertEqual(onboarding.storyboard?.name, "OnboardingViewController")
        XCTAssertNotNil(onboarding.view)
        XCTAssertFalse(try OnboardingViewController.instantiate() === onboarding, "made afresh")
    }

    /// A storyboard in the class's module's resources, in a folder copied whole, as a package ships it.
    func testAStoryboardInTheModulesResourcesIsFound() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-sb-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("App_NibKitTests.resources/Storyboards")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            at: AppStoryboards.folder.appendingPathComponent("OnboardingViewController.storyboard"),
            to: folder.appendingPathComponent("OnboardingViewController.storyboard"))
        let library = NibLibrary(searchDirectories: [], bundleRoots: [root.path])
        XCTAssertEqual(try OnboardingViewController.instantiate(library: library).title, "Welcome")
    }

    func testTheClassesStoryboardAndSceneIdentifierPickItsScene() throws {
        XCTAssertEqual(try ProfileViewController.instantiate().title, "Me", "the initial view controller of Account")
        let settings = try SettingsViewController.instantiate()
        XCTAssertEqual(settings.title, "Settings")
        XCTAssertEqual(settings.storyboardIdentifier, "Settings")
    }

    func testAnExplicitStoryboardIdentifierAndLibraryWinOverTheClasses() throws {
        XCTAssertEqual(try ProfileViewController.instantiate(identifier: "Friend").title, "Friend")
        XCTAssertEqual(
            try ProfileViewController.instantiate(fromStoryboard: "Unanchored", identifier: "About").title, "About")
        let elsewhere = NibLibrary(searchDirectories: [AppStoryboards.folder.path], bundleRoots: [])
        let profile = try ProfileViewController.instantiate(library: elsewhere)
        XCTAssertTrue(profile.storyboard?.library === elsewhere)
    }

    func testAWrongIdentifierListsTheStoryboardsIdentifiersAndSuggestsTheClosest() {
        XCTAssertThrowsError(try ProfileViewController.instantiate(identifier: "Freind")) { error in
            XCTAssertEqual(
                error as? NibLoadingError,
                .unknownViewControllerIdentifier(
                    storyboard: "Account", identifier: "Freind", known: ["Friend", "Plain", "Profile", "Settings"]))
            XCTAssertTrue("\(error)".contains("did you mean 'Friend'?"), "\(error)")
        }
        XCTAssertThrowsError(try SettingsViewController.instantiate(fromStoryboard: "OnboardingViewController")) {
            error in
            XCTAssertEqual(
                error as? NibLoadingError,
                .unknownViewControllerIdentifier(
                    storyboard: "OnboardingViewController", identifier: "Settings", known: []),
                "the class's scene identifier, in another storyboard")
        }
    }

    func testASceneOfAnotherClassNamesBothClassesAndTheScene() {
        XCTAssertThrowsError(try SettingsViewController.instantiate(identifier: "Friend")) { error in
            XCTAssertEqual(
                error as? NibLoadingError,
                .storyboardControllerMismatch(
                    storyboard: "Account", identifier: "Friend", expected: "SettingsViewController",
                    found: "ProfileViewController"))
            XCTAssertTrue("\(error)".contains("identity inspector"), "\(error)")
        }
        XCTAssertThrowsError(try SettingsViewController.instantiate(identifier: "Plain")) { error in
            XCTAssertEqual(
                error as? NibLoadingError,
                .storyboardControllerMismatch(
                    storyboard: "Account", identifier: "Plain", expected: "SettingsViewController",
                    found: "ViewController"), "a scene without a custom class")
        }
    }

    func testAMissingStoryboardSaysWhereItWasLookedFor() {
        XCTAssertThrowsError(try HelpViewController.instantiate()) { error in
            guard case .storyboardNotFound(let name, let searched)? = error as? NibLoadingError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(name, "HelpViewController")
            XCTAssertEqual(
                searched, [AppStoryboards.folder.appendingPathComponent("HelpViewController.storyboard").path],
                "storyboards only, not nibs of the name")
            XCTAssertTrue("\(error)".contains("Add HelpViewController.storyboard to the module's resources"))
        }
    }

    func testAStoryboardWithoutAnInitialViewControllerSaysSo() {
        XCTAssertThrowsError(try ProfileViewController.instantiate(fromStoryboard: "Unanchored")) { error in
            XCTAssertEqual(error as? NibLoadingError, .noInitialViewController(storyboard: "Unanchored"))
        }
    }
}
