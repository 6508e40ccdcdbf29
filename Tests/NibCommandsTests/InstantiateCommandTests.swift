import Foundation
import XCTest

@testable import NibCommands

final class InstantiateCommandTests: XCTestCase {
    private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Nibs").path

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

    /// The diagnostics of `instantiate --format json` for the one input `file`, as objects.
    private func jsonDiagnostics(_ file: URL) throws -> [[String: Any]] {
        let (_, output) = run(["instantiate", "--format", "json", file.path])
        let reports = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]],
            output.standardOutput)
        XCTAssertEqual(reports.count, 1)
        return try XCTUnwrap(reports.first?["diagnostics"] as? [[String: Any]], "diagnostics are objects")
    }

    /// A nested nib's warning and error are located in that nib, at the line of the object, as the text says.
    func testJSONDiagnosticsAreObjectsLocatedInTheNestedNib() throws {
        let card = xib(
            """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Card"/>
            <view id="root">
                <subviews><view id="mystery" customClass="Mystery"/></subviews>
            </view>
            """)
        let directory = try folder([
            "Outer.xib": xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view id="outer"><subviews><view id="card" customClass="Card"/></subviews></view>
                """),
            "Card.xib": card,
            // A Loop inside the nib a Loop loads its content from: an error at that view's line.
            "Looping.xib": xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view id="outer"><subviews><view id="loop" customClass="Loop"/></subviews></view>
                """),
            "Loop.xib": card.replacingOccurrences(of: "Card", with: "Loop").replacingOccurrences(
                of: "Mystery", with: "Loop"),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }

        let warnings = try jsonDiagnostics(directory.appendingPathComponent("Outer.xib"))
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertEqual(warnings.first?["file"] as? String, directory.appendingPathComponent("Card.xib").path)
        XCTAssertEqual(warnings.first?["line"] as? Int, 6)
        XCTAssertEqual(warnings.first?["column"] as? Int, 0, "the runtime names lines only")
        XCTAssertEqual(warnings.first?["severity"] as? String, "warning")
        XCTAssertEqual(
            warnings.first?["message"] as? String,
            "Unknown class Mystery in Interface Builder file; created a View instead")
        XCTAssertEqual(warnings.first.map { Set($0.keys) }, ["file", "line", "column", "severity", "message"])

        let errors = try jsonDiagnostics(directory.appendingPathComponent("Looping.xib"))
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?["file"] as? String, directory.appendingPathComponent("Loop.xib").path)
        XCTAssertEqual(errors.first?["line"] as? Int, 6)
        XCTAssertEqual(errors.first?["severity"] as? String, "error")
        let message = try XCTUnwrap(errors.first?["message"] as? String)
        XCTAssertTrue(
            message.hasPrefix("view mystery is a Loop inside the nib that Loop loads its content from"), message)
    }

    /// An error that names no place is about the input, at line 0, its message whole.
    func testJSONErrorWithoutALocationIsTheInputsAtLineZero() throws {
        let directory = try folder([
            "Ping.xib": xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Ping"/>
                <view id="root"><subviews><view id="inner" customClass="Pong"/></subviews></view>
                """),
            "Pong.xib": xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Pong"/>
                <view id="root"><subviews><view id="inner" customClass="Ping"/></subviews></view>
                """),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Ping.xib")
        let errors = try jsonDiagnostics(input)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?["file"] as? String, input.path)
        XCTAssertEqual(errors.first?["line"] as? Int, 0)
        XCTAssertEqual(errors.first?["column"] as? Int, 0)
        XCTAssertEqual(errors.first?["severity"] as? String, "error")
        XCTAssertTrue((errors.first?["message"] as? String ?? "").hasPrefix("nib loading cycle: Ping → Pong"))
        // The text keeps its form.
        XCTAssertTrue(
            run(["instantiate", input.path]).output.standardError.hasPrefix("\(input.path): error: nib loading cycle"))
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
