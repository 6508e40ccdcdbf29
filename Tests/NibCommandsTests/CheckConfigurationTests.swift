import Foundation
import NibCheck
import NibTestSupport
import XCTest

@testable import NibCommands

/// `nib check`'s configuration and project: found from a sub-folder as SwiftLint users expect, `--sources` adding in
/// both places, and every mistake in `.nibcheck.yml` reported at its line with the fix.
final class CheckConfigurationTests: XCTestCase {
    /// A document whose File's Owner is `Card` (outlet `nameLabel`) holding a `Badge` view (outlet `iconView`).
    private let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Card">
                    <connections>
                        <outlet property="nameLabel" destination="name" id="o1"/>
                    </connections>
                </placeholder>
                <view id="badge" customClass="Badge" customModuleProvider="target">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <connections>
                        <outlet property="iconView" destination="name" id="o2"/>
                    </connections>
                </view>
                <label text="Name" id="name"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            </objects>
        </document>
        """

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private let card = "import UIKit\nclass Card: UIView { @IBOutlet var nameLabel: UILabel! }\n"
    private let badge = "import UIKit\nclass Badge: UIView { @IBOutlet var iconView: UILabel! }\n"

    // MARK: - Root and configuration from a sub-folder

    /// A repository whose app folder has its own `.xcodeproj`, with `Card` in a shared folder beside it.
    private func repository() throws -> String {
        let root = try temporaryFolder("nib-check-repository").path
        try FileManager.default.createDirectory(atPath: "\(root)/.git", withIntermediateDirectories: true)
        try write(document, to: "\(root)/src/iOS/POI/Views/Card.xib")
        try FileManager.default.createDirectory(
            atPath: "\(root)/src/iOS/POI/POI.xcodeproj", withIntermediateDirectories: true)
        try write(badge, to: "\(root)/src/iOS/POI/Badge.swift")
        try write(card.replacingOccurrences(of: "nameLabel", with: "titleLabel"), to: "\(root)/src/Shared/Card.swift")
        return root
    }

    func testTheRepositoryIsTheProjectOfASubFolderWithItsOwnXcodeProject() throws {
        let root = try repository()
        XCTAssertEqual(ProjectChecker.projectRoot(of: "\(root)/src/iOS/POI"), root)
        // The shared Card is read: its outlet is titleLabel, so nameLabel is reported on it (not an unknown class).
        let result = run(["check", "\(root)/src/iOS/POI"])
        XCTAssertEqual(result.code, 1, result.output.standardError)
        XCTAssertTrue(result.output.standardOutput.contains("[outlet-key]"), result.output.standardOutput)
        XCTAssertFalse(result.output.standardOutput.contains("[unknown-class]"), result.output.standardOutput)
    }

    func testTheRepositorysConfigurationAppliesToASubFolder() throws {
        let root = try repository()
        try write("rules:\n  outlet-key: warning\n", to: "\(root)/.nibcheck.yml")
        let result = run(["check", "\(root)/src/iOS/POI"])
        XCTAssertEqual(result.code, 0, result.output.standardError)
        XCTAssertTrue(result.output.standardOutput.contains(": warning: "), result.output.standardOutput)
        // The nearest configuration wins over the repository's.
        try write("rules:\n  outlet-key: off\n", to: "\(root)/src/iOS/.nibcheck.yml")
        let nearer = run(["check", "\(root)/src/iOS/POI/Views"])
        XCTAssertEqual(nearer.code, 0)
        XCTAssertEqual(nearer.output.standardOutput, "")
        // Its paths are relative to its own folder.
        try write("baseline: missing.json\n", to: "\(root)/src/iOS/.nibcheck.yml")
        let baseline = run(["check", "\(root)/src/iOS/POI"])
        XCTAssertEqual(baseline.code, 2)
        XCTAssertTrue(
            baseline.output.standardError.contains("\(root)/src/iOS/missing.json"), baseline.output.standardError)
    }

    func testAConfigurationAboveTheRepositoryIsNotRead() throws {
        let outer = try temporaryFolder("nib-check-outer").path
        try write("rules:\n  outlet-key: off\n", to: "\(outer)/.nibcheck.yml")
        try FileManager.default.createDirectory(atPath: "\(outer)/app/.git", withIntermediateDirectories: true)
        try write(document, to: "\(outer)/app/Card.xib")
        try write(card.replacingOccurrences(of: "nameLabel", with: "titleLabel") + badge, to: "\(outer)/app/Card.swift")
        let result = run(["check", "\(outer)/app"])
        XCTAssertEqual(
            result.code, 1, "a folder above the repository is someone else's: \(result.output.standardError)")
    }

    func testWithoutAPathTheCurrentFolderIsChecked() throws {
        let command = try CheckCommand.parse([])
        XCTAssertEqual(command.paths, ["."])
    }

    // MARK: - --sources adds, on the command line as in the configuration

    /// A project with `Badge` and the document; `Card` in a hidden folder of it (which the walk skips) and in another
    /// folder outside it.
    private func projectAndDependency() throws -> (project: String, dependency: String) {
        let project = try temporaryFolder("nib-check-project").path
        try FileManager.default.createDirectory(atPath: "\(project)/.git", withIntermediateDirectories: true)
        try write(document, to: "\(project)/Card.xib")
        try write(badge, to: "\(project)/Badge.swift")
        try write(card, to: "\(project)/.vendor/Card.swift")
        let dependency = try temporaryFolder("nib-check-dependency").path
        try write(card, to: "\(dependency)/Card.swift")
        return (project, dependency)
    }

    func testSourcesOnTheCommandLineAddToTheProjectsOwn() throws {
        let (project, dependency) = try projectAndDependency()
        let without = run(["check", project])
        XCTAssertTrue(
            without.output.standardOutput.contains("class Card of File's Owner"), "Card is elsewhere: \(without.output)"
        )
        let result = run(["check", project, "--sources", dependency])
        XCTAssertEqual(result.code, 0, "Badge (the project's) and Card (added) both read: \(result.output)")
        XCTAssertEqual(result.output.standardOutput, "")
    }

    func testSourcesInTheConfigurationAddTheSameWay() throws {
        let (project, _) = try projectAndDependency()
        try write("sources:\n  - .vendor\n", to: "\(project)/.nibcheck.yml")
        let result = run(["check", project])
        XCTAssertEqual(result.code, 0, "\(result.output)")
        XCTAssertEqual(result.output.standardOutput, "")
        // Named in both places, and inside the project, each folder is read once.
        let twice = run(["check", project, "--sources", "\(project)/.vendor", "--sources", project])
        XCTAssertEqual(twice.code, 0, "\(twice.output)")
        XCTAssertEqual(twice.output.standardOutput, "", "no class is declared twice")
        XCTAssertEqual(
            ProjectChecker.outermost(["/p/App", "/p", "/p/./App", "/q", "/p/.deps/A"]), ["/p", "/p/.deps/A", "/q"])
    }

    // MARK: - Every mistake in the configuration, at its line, with the fix

    private func mistake(_ configuration: String) throws -> String {
        let project = try temporaryFolder("nib-check-mistake").path
        try write(document, to: "\(project)/Card.xib")
        try write(card + badge, to: "\(project)/Card.swift")
        try write(configuration, to: "\(project)/.nibcheck.yml")
        let result = run(["check", project])
        XCTAssertEqual(result.code, 2, configuration)
        XCTAssertEqual(result.output.standardOutput, "")
        return result.output.standardError.replacingOccurrences(of: project + "/", with: "")
    }

    func testABadSeverityIsNamedAtItsLineWithTheOnesThereAre() throws {
        let message = try mistake("exclude: []\nrules:\n  outlet-key: warn\n")
        XCTAssertTrue(
            message.hasPrefix(
                ".nibcheck.yml:3:15: error: rule outlet-key cannot be 'warn'; did you mean 'warning'? (a rule is off, "
                    + "error, warning or note)"), message)
        XCTAssertFalse(message.contains("DecodingError"))
    }

    func testAnUnknownRuleGetsDidYouMean() throws {
        let message = try mistake("rules:\n  outlet-keys: off\n")
        XCTAssertTrue(
            message.hasPrefix(
                ".nibcheck.yml:2:3: error: no rule is named 'outlet-keys'; did you mean 'outlet-key'? "
                    + "(nib check --list-rules lists them)"), message)
    }

    func testAnUnknownSettingGetsDidYouMean() throws {
        let message = try mistake("rule:\n  outlet-key: off\n")
        XCTAssertTrue(
            message.hasPrefix(
                ".nibcheck.yml:1:1: error: no setting is named 'rule'; did you mean 'rules'? (a configuration takes "
                    + "rules, exclude, sources, baseline, modules, loaders)"), message)
        XCTAssertTrue(
            try mistake("colour: red\n").hasPrefix(".nibcheck.yml:1:1: error: no setting has this name ("))
    }

    func testAValueOfTheWrongShapeSaysWhatTheSettingTakes() throws {
        XCTAssertTrue(
            try mistake("exclude:\n  Tests: yes\n").hasPrefix(
                ".nibcheck.yml:2:3: error: exclude is a list of path patterns of documents not to check, not a map"))
        XCTAssertTrue(
            try mistake("sources:\n  - [a, b]\n").hasPrefix(
                ".nibcheck.yml:2:5: error: sources is a list of folders of more sources to read; this item is a list"))
        XCTAssertTrue(
            try mistake("rules: off\n").hasPrefix(
                ".nibcheck.yml:1:8: error: rules is a map of rule id to off, error, warning or note, not a text"))
        XCTAssertTrue(
            try mistake("baseline:\n  - a.json\n").hasPrefix(
                ".nibcheck.yml:2:3: error: baseline is one file name, not a list"))
        XCTAssertTrue(
            try mistake("modules:\n  - Widgets\n").hasPrefix(
                ".nibcheck.yml:2:3: error: modules is a map of module name to folder, not a list"))
        XCTAssertTrue(
            try mistake("- rules\n").hasPrefix(
                ".nibcheck.yml:1:1: error: a configuration is a map of settings (rules, exclude, sources, baseline, "
                    + "modules, loaders), not a list"))
    }

    func testBrokenYAMLIsReportedAtItsLine() throws {
        let message = try mistake("rules:\n  outlet-key: off\nexclude: [\"Tests/**\"\n")
        XCTAssertTrue(message.hasPrefix(".nibcheck.yml:4:1: error: not valid YAML: "), message)
    }

    func testASingleStringIsAListOfOne() throws {
        let project = try temporaryFolder("nib-check-single").path
        try write(document, to: "\(project)/Card.xib")
        try write("exclude: \"*.xib\"\n", to: "\(project)/.nibcheck.yml")
        let result = run(["check", project])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.output.standardError.hasPrefix("checked 0 documents"), result.output.standardError)
    }

    func testALoaderMistakeIsNamedAtItsLineWithTheFix() throws {
        XCTAssertTrue(
            try mistake("loaders:\n  - type: XibView\n    nib: class-name\n    ownr: self\n").hasPrefix(
                ".nibcheck.yml:4:5: error: a loader has no key 'ownr'; did you mean 'owner'?"))
        XCTAssertTrue(
            try mistake("loaders:\n  - type: XibView\n    owner: self\n").hasPrefix(
                ".nibcheck.yml:2:5: error: this loader names neither a nib nor a storyboard; give one: nib: "
                    + "class-name"))
        XCTAssertTrue(
            try mistake("loaders:\n  - nib: class-name\n").hasPrefix(
                ".nibcheck.yml:2:5: error: this loader names no type; add type:"))
        XCTAssertTrue(
            try mistake("loaders:\n  - type: XibView\n    nib: class-name\n    owner: selff\n").hasPrefix(
                ".nibcheck.yml:4:12: error: a loader's owner cannot be 'selff'; did you mean 'self'?"))
        XCTAssertTrue(
            try mistake("loaders: XibView\n").hasPrefix(
                ".nibcheck.yml:1:10: error: loaders is a list of the project's loaders"))
    }

    func testAConfiguredLoaderMakesItsDocumentLoad() throws {
        let project = try temporaryFolder("nib-check-loaders").path
        try write(document, to: "\(project)/CardView.xib")
        let classes = "class XibView: UIView {}\nclass CardView: XibView {}\n"
        try write(
            card.replacingOccurrences(of: "nameLabel", with: "titleLabel") + badge + classes,
            to: "\(project)/Card.swift")
        try write(
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            to: "\(project)/Info.plist")
        let unused = run(["check", project])
        XCTAssertTrue(unused.output.standardOutput.contains("unused-document"), unused.output.standardOutput)
        try write("loaders:\n  - type: XibView\n    nib: class-name\n", to: "\(project)/.nibcheck.yml")
        let loaded = run(["check", project])
        XCTAssertFalse(loaded.output.standardOutput.contains("unused-document"), loaded.output.standardOutput)
        XCTAssertTrue(loaded.output.standardOutput.contains(".nibcheck.yml:2"), loaded.output.standardOutput)
    }
}
