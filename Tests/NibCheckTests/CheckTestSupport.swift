import Foundation
import NibCheck
import NibTestSupport
import XCTest

extension XCTestCase {
    /// Writes `files` (path relative to a new project folder → contents) and checks the project; the findings, their
    /// paths relative to the folder; `loaders` are the project's configured ones.
    func check(_ files: [String: String], loaders: [CheckConfiguration.Loader] = []) throws -> [CheckFinding] {
        let folder = try temporaryFolder("nib-check")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var checker = try ProjectChecker(paths: [folder.path], sourceRoots: [folder.path])
        checker.loaders = loaders
        return checker.check().map { finding in
            var relative = finding
            relative.file = String(finding.file.dropFirst(folder.path.count + 1))
            return relative
        }
    }

    /// The findings of `rule` among `findings`.
    func findings(_ rule: String, in findings: [CheckFinding]) -> [CheckFinding] {
        findings.filter { $0.rule == rule }
    }
}

/// Small documents for the checker's tests.
enum CheckFixtures {
    /// An iOS .xib whose File's Owner is `owner` (in the app's own target) with `ownerConnections`, holding `objects`.
    static func xib(owner: String = "ProfileView", ownerConnections: String = "", _ objects: String = "") -> String {
        ExampleFiles.xib(owner: owner, ownerConnections: ownerConnections, objects)
    }

    /// An outlet of File's Owner named `property` to the label.
    static func outlet(_ property: String, to destination: String = "name") -> String {
        ExampleFiles.outlet(property, to: destination)
    }

    /// An Info.plist that names no document: only what code names loads.
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>
        """

    /// A storyboard whose initial view controller (Storyboard ID `identifier`) is a `controller` that connects an
    /// outlet `outlet` to its view.
    static func storyboard(controller: String, identifier: String, outlet: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="\(identifier)" id="vc" customClass="\(controller)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            </view>
                            <connections><outlet property="\(outlet)" destination="root" id="o1"/></connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A storyboard whose list scene (ListController) has one prototype cell of reuse identifier `identifier` and
    /// class `className` (object id `id`), which connects an outlet `badge` to itself.
    static func table(prototypeCell identifier: String, of className: String, id: String) -> String {
        ExampleFiles.table(
            cells: #"<tableViewCell reuseIdentifier="\#(identifier)" id="\#(id)" customClass="\#(className)" "#
                + #"customModule="App" customModuleProvider="target">"#
                + #"<rect key="frame" x="0.0" y="0.0" width="320" height="44"/>"#
                + #"<connections><outlet property="badge" destination="\#(id)" id="b1"/></connections>"#
                + "</tableViewCell>")
    }

    /// A document whose Save button sends `selector` to `target` (File's Owner by default).
    static func action(_ selector: String, target: String = "-1") -> String {
        xib(ExampleFiles.button(sending: selector, to: target))
    }
}
