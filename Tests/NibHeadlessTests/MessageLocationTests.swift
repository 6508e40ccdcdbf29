import Foundation
import NibHeadless
import NibRuntime
import NibTestSupport
import XCTest

/// Messages name the document as its user finds it: the source file a package's build copied, and its line.
final class MessageLocationTests: XCTestCase {
    private final class Card: NibView {}

    private static let cardNib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Card"/>
                <view id="a"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                <view id="b"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            </objects>
        </document>
        """

    /// A package folder as `swift run` leaves it: the nib in `Sources/<Module>/Nibs` and its copy in the build's
    /// resource bundle.
    private func package() throws -> (root: URL, library: NibLibrary) {
        let root = try temporaryFolder("located")
        let source = root.appendingPathComponent("Sources/NibHeadlessTests/Nibs")
        let bundle = root.appendingPathComponent(".build/debug/App_NibHeadlessTests.resources/Nibs")
        for folder in [source, bundle] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Self.cardNib.write(to: folder.appendingPathComponent("Card.xib"), atomically: true, encoding: .utf8)
        }
        let library = NibLibrary(searchDirectories: [], bundleRoots: [root.appendingPathComponent(".build/debug").path])
        return (root, library)
    }

    func testANibIsNamedByTheSourceFileTheBuildCopied() throws {
        let (root, library) = try package()
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(root.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let nib = try library.instantiate("Card", owner: nil, for: Card.self)
        XCTAssertEqual(nib.path, "Sources/NibHeadlessTests/Nibs/Card.xib")
    }

    func testACopyThatDiffersFromTheSourceIsNamedWhereItWasRead() throws {
        let (root, library) = try package()
        try "<!-- edited -->".write(
            to: root.appendingPathComponent("Sources/NibHeadlessTests/Nibs/Card.xib"), atomically: true,
            encoding: .utf8)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(root.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let nib = try library.instantiate("Card", owner: nil, for: Card.self)
        XCTAssertEqual(nib.path, ".build/debug/App_NibHeadlessTests.resources/Nibs/Card.xib", "the stale copy")
    }

    func testOutsideThePackageThePathIsTheCopysWhole() throws {
        let (root, library) = try package()
        let nib = try library.instantiate("Card", owner: nil, for: Card.self)
        let copy = root.appendingPathComponent(".build/debug/App_NibHeadlessTests.resources/Nibs/Card.xib")
        XCTAssertEqual(
            nib.path.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path },
            copy.resolvingSymlinksInPath().path)
    }
}
