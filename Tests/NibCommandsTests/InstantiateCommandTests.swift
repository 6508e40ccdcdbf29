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
                "nib loading cycle: Ping → Pong (loaded by Pong) → Ping (loaded by Ping). Each nib"),
            "the cycle ends where it closes: \(output.standardError)")
    }

    func testObjectLimitStopsADocumentAtTheObjectThatPassesIt() throws {
        // Gallery embeds nib-backed views whose nibs hold more views: 12 objects are not enough.
        let (code, output) = run(["instantiate", "--max-objects", "12", "\(examples)/Gallery.storyboard"])
        XCTAssertEqual(code, 1)
        XCTAssertTrue(output.standardError.hasPrefix("\(examples)/Gallery.storyboard: error: "), output.standardError)
        XCTAssertTrue(
            output.standardError.contains("nib loading stopped after creating 12 objects"), output.standardError)
        XCTAssertEqual(run(["instantiate", "--max-objects", "1000", "\(examples)/Gallery.storyboard"]).code, 0)
        XCTAssertEqual(run(["instantiate", "--max-objects", "0", "\(examples)/Gallery.storyboard"]).code, 2)
    }

    /// A file named without a folder finds the nested nibs beside it, in the current folder.
    func testAFileInTheCurrentFolderFindsItsNestedNibs() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(examples))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let (code, output) = run(["instantiate", "Gallery.storyboard"])
        XCTAssertEqual(code, 0, output.standardError)
        XCTAssertTrue(
            output.standardOutput.contains("CaptionableImageView (nib-backed stand-in)"), output.standardOutput)
    }

    /// Writes `files` (name → XML) into a fresh folder and returns it.
    private func folder(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nibs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    private func xib(_ objects: String, runtime: String = "iOS.CocoaTouch") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="\(runtime)" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// Pocket Casts' `CheckboxCell.xib`: File's Owner and the top-level cell both name the class, and the app
    /// registers the nib for its table view, so nothing loads it from `init(coder:)`. Such a nib is no recursion.
    func testACellWhoseFilesOwnerNamesItsOwnClassIsNoRecursion() throws {
        let directory = try folder([
            "CheckboxCell.xib": xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CheckboxCell"/>
                <tableViewCell id="cell" customClass="CheckboxCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews><label id="title" text="Status"/></subviews>
                    </tableViewCellContentView>
                    <connections><outlet property="episodeTitle" destination="title" id="o1"/></connections>
                </tableViewCell>
                """)
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let (code, output) = run(["instantiate", directory.appendingPathComponent("CheckboxCell.xib").path])
        XCTAssertEqual(code, 0, output.standardError)
        XCTAssertFalse(output.standardError.contains("recursion"), output.standardError)
        XCTAssertTrue(
            output.standardError.contains(
                "CheckboxCell.xib:5: Unknown class CheckboxCell in Interface Builder file; created a TableViewCell instead"
            ),
            "a nib-backed stand-in is a plain view, never a cell: \(output.standardError)")
        XCTAssertTrue(output.standardOutput.contains("TableViewCell id=cell"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("outlet episodeTitle → title"), output.standardOutput)
    }

    /// VLC's `PlayingExternallyView.xib`: File's Owner and the top-level view are both the class and both connect
    /// the outlets; the class loads the nib only when an outer nib sets its `nibName`. The nib instantiates, with a
    /// warning that says how a class that loads it unconditionally would recurse; embedded elsewhere, it still loads.
    func testAViewWhoseFilesOwnerAndRootShareItsClassWarnsAndStillEmbeds() throws {
        let directory = try folder([
            "Banner.xib": xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Banner">
                    <connections><outlet property="title" destination="t" id="o1"/></connections>
                </placeholder>
                <view id="root" customClass="Banner">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <subviews><label id="t" text="Playing"/></subviews>
                    <connections><outlet property="title" destination="t" id="o2"/></connections>
                </view>
                """),
            "Player.xib": xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view id="player">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <view id="banner" customClass="Banner">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                        </view>
                    </subviews>
                </view>
                """),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let alone = run(["instantiate", directory.appendingPathComponent("Banner.xib").path])
        XCTAssertEqual(alone.code, 0, alone.output.standardError)
        XCTAssertTrue(
            alone.output.standardError.contains(
                "Banner.xib:7: File's Owner and the top-level view root are both Banner: if Banner loads this nib as File's Owner from init(coder:), creating this view loads the nib again, forever"
            ) && alone.output.standardError.contains("with the outlets connected from File's Owner only"),
            alone.output.standardError)
        let embedded = run(["instantiate", directory.appendingPathComponent("Player.xib").path])
        XCTAssertEqual(embedded.code, 0, embedded.output.standardError)
        XCTAssertTrue(
            embedded.output.standardOutput.contains("outlet title → Label in banner"), embedded.output.standardOutput)
    }

    /// Simplenote's `MainWindowController.xib` has its class as File's Owner, as a window controller's nib does; the
    /// storyboard's window controller of that class is a window controller, not a nib-backed view.
    func testAControllerNamedLikeAnOwnerNibIsNoNibBackedView() throws {
        let directory = try folder([
            "MainWindowController.xib": xib(
                """
                <customObject id="-2" userLabel="File's Owner" customClass="MainWindowController"/>
                <customView id="a"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></customView>
                <customView id="b"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></customView>
                """, runtime: "MacOSX.Cocoa"),
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <windowController id="wc" customClass="MainWindowController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let (code, output) = run(["instantiate", directory.appendingPathComponent("Main.storyboard").path])
        XCTAssertEqual(code, 0, output.standardError)
        XCTAssertTrue(
            output.standardError.contains(
                "Main.storyboard:6: Unknown class MainWindowController in Interface Builder file; created a WindowController instead"
            ), output.standardError)
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
