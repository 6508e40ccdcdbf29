import Foundation
import NibRuntime
import XCTest

/// The bundle-search decisions on a hand-made tree shaped like an app with SwiftPM resource bundles.
final class NibSearchTests: XCTestCase {
    private var root: String!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("nibsearch-\(UUID().uuidString)").path
        let paths = [
            "App.app/Feature_ProfileUI.bundle/Card.nib",  // iOS: resource bundle inside the app, flat
            "App.app/Other_ProfileUIExtras.bundle/Card.nib",  // a different module whose name ends alike
            "Mac.app/Contents/Resources/Feature_ProfileUI.bundle/Contents/Resources/Card.nib",  // macOS layout
            "bin/Feature_ProfileUI.resources/Card.xib",  // Linux: beside the executable
            "App.app/Card.nib",  // the app's own copy, searched after the module's bundle
        ]
        for path in paths {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testTheClassModuleBundleComesBeforeTheRoot() throws {
        let search = NibSearch(roots: ["\(root!)/App.app"], extensions: ["nib"])
        XCTAssertEqual(
            try search.path(ofNib: "Card", module: "ProfileUI"), "\(root!)/App.app/Feature_ProfileUI.bundle/Card.nib")
        XCTAssertEqual(try search.path(ofNib: "Card", module: "Elsewhere"), "\(root!)/App.app/Card.nib")
        XCTAssertEqual(try search.path(ofNib: "Card", module: nil), "\(root!)/App.app/Card.nib")
    }

    func testMacOSBundlesKeepResourcesInContents() throws {
        let search = NibSearch(roots: ["\(root!)/Mac.app/Contents"], extensions: ["nib"])
        XCTAssertEqual(
            try search.path(ofNib: "Card", module: "ProfileUI"),
            "\(root!)/Mac.app/Contents/Resources/Feature_ProfileUI.bundle/Contents/Resources/Card.nib")
    }

    func testLinuxResourcesBesideTheExecutable() throws {
        let search = NibSearch(roots: ["\(root!)/bin"], extensions: ["nib", "xib"])
        XCTAssertEqual(
            try search.path(ofNib: "Card", module: "ProfileUI"), "\(root!)/bin/Feature_ProfileUI.resources/Card.xib")
    }

    func testPreferredDirectoriesWinAndDuplicatesAreSearchedOnce() throws {
        let search = NibSearch(
            preferredDirectories: ["\(root!)/App.app"], roots: ["\(root!)/App.app", "\(root!)/App.app/"],
            extensions: ["nib"])
        XCTAssertEqual(try search.path(ofNib: "Card", module: "ProfileUI"), "\(root!)/App.app/Card.nib")
        XCTAssertEqual(
            search.directories(forModule: "ProfileUI"),
            ["\(root!)/App.app", "\(root!)/App.app/Feature_ProfileUI.bundle"])
    }

    func testMissingNibListsEveryLocationInOrder() {
        let search = NibSearch(roots: ["\(root!)/App.app"], extensions: ["nib", "xib"])
        XCTAssertThrowsError(try search.path(ofNib: "Gone", module: "ProfileUI")) { error in
            XCTAssertEqual(
                error as? NibLoadingError,
                .nibNotFound(
                    name: "Gone",
                    searched: [
                        "\(root!)/App.app/Feature_ProfileUI.bundle/Gone.nib",
                        "\(root!)/App.app/Feature_ProfileUI.bundle/Gone.xib",
                        "\(root!)/App.app/Gone.nib",
                        "\(root!)/App.app/Gone.xib",
                    ]))
        }
        XCTAssertThrowsError(try search.path(ofNib: "Gone", module: "Unpackaged")) { error in
            guard case .nibNotFound(_, let searched) = error as? NibLoadingError else { return XCTFail("\(error)") }
            XCTAssertEqual(
                searched.last,
                "(no resource bundle named *_Unpackaged.bundle or *_Unpackaged.resources in \(root!)/App.app)")
        }
    }
}
