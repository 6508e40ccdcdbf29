import XCTest

@testable import NibCheck

/// The identifiers SwiftGen and R.swift make of documents' names, applied forwards.
final class GeneratedNameTests: XCTestCase {
    func testSwiftGenMakesTypesOfStoryboardsAndLowersTheFirstWordOfScenes() {
        let cases: [(name: String, part: GeneratedAccessor.Part, identifier: String)] = [
            ("Main Menu", .storyboard, "MainMenu"), ("user-settings", .storyboard, "UserSettings"),
            ("my_storyboard", .storyboard, "MyStoryboard"), ("2FA", .storyboard, "_2FA"),
            ("Login", .scene, "login"), ("URLScreen", .scene, "urlScreen"),
            ("Account Details", .scene, "accountDetails"),
        ]
        for (name, part, identifier) in cases {
            XCTAssertEqual(GeneratedName.identifiers(of: name, rule: .swiftGen, part: part), [identifier], name)
        }
    }

    func testRSwiftLowersTheFirstLetter() {
        XCTAssertTrue(GeneratedName.matches("mainMenu", name: "Main Menu", rule: .rSwift, part: .storyboard))
        XCTAssertTrue(GeneratedName.matches("profileCard", name: "profile-card", rule: .rSwift, part: .nib))
        XCTAssertTrue(GeneratedName.matches("trackRow", name: "track-row", rule: .rSwift, part: .reuseIdentifier))
        XCTAssertFalse(GeneratedName.matches("MainMenu", name: "Main Menu", rule: .rSwift, part: .storyboard))
    }
}
