import Foundation
import NibCheck
import NibTestSupport
import XCTest

extension XCTestCase {
    /// Writes `files` (path relative to a new project folder → contents) and checks the project; the findings, their
    /// paths relative to the folder.
    func check(_ files: [String: String]) throws -> [CheckFinding] {
        let folder = try temporaryFolder("nib-check")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let checker = try ProjectChecker(paths: [folder.path], sourceRoots: [folder.path])
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
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModule="App" customModuleProvider="target">
                    <connections>
        \(ownerConnections)
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name" userLabel="Name Label">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" id="save">
                            <rect key="frame" x="0.0" y="40" width="100" height="30"/>
                            <state key="normal" title="Save"/>
                        </button>
        \(objects)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// An outlet of File's Owner named `property` to the label.
    static func outlet(_ property: String, to destination: String = "name") -> String {
        #"<outlet property="\#(property)" destination="\#(destination)" id="o-\#(property)"/>"#
    }

    /// A document whose Save button sends `selector` to `target` (File's Owner by default).
    static func action(_ selector: String, target: String = "-1") -> String {
        xib(
            ownerConnections: "",
            """
            <button opaque="NO" contentMode="scaleToFill" id="send">
                <rect key="frame" x="0.0" y="80" width="100" height="30"/>
                <state key="normal" title="Send"/>
                <connections>
                    <action selector="\(selector)" destination="\(target)" eventType="touchUpInside" id="a1"/>
                </connections>
            </button>
            """)
    }
}
