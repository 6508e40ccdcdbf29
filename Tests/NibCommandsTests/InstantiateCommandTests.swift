import Foundation
import XCTest

@testable import NibCommands

final class InstantiateCommandTests: XCTestCase {
    private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Nibs").path

    private func run(_ arguments: [String]) -> (code: Int32, output: CapturedOutput) {
        var output = CapturedOutput()
        let code = NibCommand.run(arguments, output: &output)
        return (code, output)
    }

    func testNestedNibBackedViewsAreBuiltFromTheirOwnNibs() {
        let (code, output) = run(["instantiate", "\(examples)/Gallery.storyboard"])
        XCTAssertEqual(code, 0, output.standardError)
        let text = output.standardOutput
        XCTAssertTrue(
            text.contains("CaptionableImageView (nib-backed stand-in) id=Cap-vw-001 frame=(36.667 123; 320 240)"), text)
        XCTAssertTrue(
            text.contains("outlet hexLabel → Label in Col-vw-001"), "ColorView's content was reparented into it")
        XCTAssertTrue(
            text.contains("outlet contentView → View in Cap-vw-001"), "CaptionableImageView's root was embedded")
        XCTAssertTrue(text.contains("action shuffle: on touchUpInside → Gal-vc-001"))
        XCTAssertFalse(
            output.standardError.contains("runtime attribute"), "stand-ins accept the outer nib's runtime attributes")
    }

    func testSelfEmbeddingLoopIsTheRecursionErrorWithItsChain() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, other) in [("Ping", "Pong"), ("Pong", "Ping")] {
            try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(name)"/>
                    <view id="root"><subviews><view id="inner" customClass="\(other)"/></subviews></view>
                </objects>
            </document>
            """.write(to: directory.appendingPathComponent("\(name).xib"), atomically: true, encoding: .utf8)
        }
        let (code, output) = run(["instantiate", directory.appendingPathComponent("Ping.xib").path])
        XCTAssertEqual(code, 1)
        XCTAssertTrue(
            output.standardError.contains(
                "nib loading recursion: Ping → Pong (loaded by NibBackedStandIn) → Ping (loaded by NibBackedStandIn)"),
            output.standardError)
    }

    func testJSONAndUsage() throws {
        let (code, output) = run(["instantiate", "--format", "json", "\(examples)/ColorView.xib"])
        XCTAssertEqual(code, 0)
        let reports = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(reports.first?["ok"] as? Bool, true)
        let objects = try XCTUnwrap(reports.first?["objects"] as? [[String: Any]])
        XCTAssertEqual(objects.first?["class"] as? String, "File's Owner: stand-in")
        XCTAssertEqual((objects.first?["outlets"] as? [String: [String]])?["hexLabel"], ["Hex-lb-001"])
        XCTAssertEqual(run(["instantiate"]).code, 2)
        XCTAssertEqual(run(["instantiate", "/no/such.xib"]).code, 2)
    }

    func testTablesListACopyOfEachPrototypeCell() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "Table-\(UUID().uuidString).storyboard")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <tableViewController id="c" sceneMemberID="viewController">
                            <tableView key="view" dataMode="prototypes" id="t">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Note" id="p">
                                        <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                        <tableViewCellContentView key="contentView" tableViewCell="p" id="pc">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <subviews>
                                                <label text="Title" id="l">
                                                    <rect key="frame" x="16" y="11" width="36" height="22"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.write(to: file, atomically: true, encoding: .utf8)
        let (code, output) = run(["instantiate", file.path])
        XCTAssertEqual(code, 0, output.standardError)
        let text = output.standardOutput
        XCTAssertTrue(text.contains("prototype 'Note': TableViewCell id=p frame=(0 50; 375 44)"), text)
        XCTAssertTrue(text.contains("Label id=l frame=(16 11; 36 22)"), text)
    }
}
