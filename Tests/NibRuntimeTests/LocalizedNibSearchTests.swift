import Foundation
import NibRuntime
import XCTest

/// `.lproj` folders, folders copied whole into a resource bundle, and what the errors say to change, on hand-made
/// trees.
final class LocalizedNibSearchTests: XCTestCase {
    private var root: String!

    override func setUpWithError() throws {
        root =
            FileManager.default.temporaryDirectory.appendingPathComponent("nibsearch-lproj-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes a placeholder file at each path below the root.
    private func make(_ paths: String...) throws {
        for path in paths {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
    }

    private func remove(_ path: String) throws {
        try FileManager.default.removeItem(atPath: "\(root!)/\(path)")
    }

    func testBaseComesAfterTheFirstPreferredLocalizationAndBeforeTheOthers() {
        XCTAssertEqual(NibSearch.localizations(preferring: ["fr", "en"]), ["fr", "Base", "en"])
        XCTAssertEqual(NibSearch.localizations(preferring: []), ["Base"])
        XCTAssertEqual(NibSearch.localizations(preferring: ["Base", "de", "de", ""]), ["Base", "de"])
        XCTAssertEqual(NibSearch.defaultLocalizations.last, "Base", "the main bundle's, then Base")
    }

    func testPreferredLocalizationComesBeforeBase() throws {
        try make("App.app/Base.lproj/Card.nib", "App.app/fr.lproj/Card.nib", "App.app/de.lproj/Card.nib")
        let search = NibSearch(
            roots: ["\(root!)/App.app"], extensions: ["nib"], localizations: NibSearch.localizations(preferring: ["fr"])
        )
        XCTAssertEqual(try search.path(ofNib: "Card", module: nil), "\(root!)/App.app/fr.lproj/Card.nib")
        try remove("App.app/fr.lproj/Card.nib")
        XCTAssertEqual(try search.path(ofNib: "Card", module: nil), "\(root!)/App.app/Base.lproj/Card.nib")
        try remove("App.app/Base.lproj/Card.nib")
        XCTAssertThrowsError(try search.path(ofNib: "Card", module: nil), "de.lproj is not a preferred localization")
    }

    func testBaseWhenThePreferredLocalizationHasNone() throws {
        try make("App.app/Base.lproj/Card.nib", "App.app/fr.lproj/Other.nib")
        let search = NibSearch(
            roots: ["\(root!)/App.app"], extensions: ["nib"], localizations: NibSearch.localizations(preferring: ["fr"])
        )
        XCTAssertEqual(try search.path(ofNib: "Card", module: nil), "\(root!)/App.app/Base.lproj/Card.nib")
    }

    /// `Bundle` searches global resources first ("Global resources have the highest priority", Apple's bundle
    /// search algorithm), so a nib both unlocalized and localized loads unlocalized: the search agrees with the
    /// bundle that then loads the nib.
    func testAnUnlocalizedNibWinsAsInBundle() throws {
        try make("App.app/Card.nib", "App.app/fr.lproj/Card.nib", "App.app/Base.lproj/Card.nib")
        let search = NibSearch(
            roots: ["\(root!)/App.app"], extensions: ["nib"], localizations: NibSearch.localizations(preferring: ["fr"])
        )
        XCTAssertEqual(try search.path(ofNib: "Card", module: nil), "\(root!)/App.app/Card.nib")
    }

    func testLocalizedFoldersOfTheModuleBundleComeBeforeTheRoot() throws {
        try make("App.app/Feature_ProfileUI.bundle/Base.lproj/Card.nib", "App.app/Card.nib")
        let search = NibSearch(roots: ["\(root!)/App.app"], extensions: ["nib"], localizations: ["Base"])
        XCTAssertEqual(
            try search.path(ofNib: "Card", module: "ProfileUI"),
            "\(root!)/App.app/Feature_ProfileUI.bundle/Base.lproj/Card.nib")
    }

    func testFoldersCopiedIntoTheResourceBundleAreSearchedShallowestFirst() throws {
        try make(
            "bin/Pkg_Feature.resources/Nibs/Deep/Card.xib", "bin/Pkg_Feature.resources/Nibs/A/B/C/Badge.xib",
            "bin/Pkg_Feature.resources/Nibs/Card.xib", "bin/Pkg_Feature.resources/Nibs/Sub/Base.lproj/Row.xib",
            "bin/Pkg_Feature.resources/Nibs/A/B/C/D/TooDeep.xib", "bin/Pkg_Feature.resources/.hidden/Card.xib")
        let search = NibSearch(roots: ["\(root!)/bin"], extensions: ["xib"], localizations: ["Base"])
        let bundle = "\(root!)/bin/Pkg_Feature.resources"
        XCTAssertEqual(try search.path(ofNib: "Card", module: "Feature"), "\(bundle)/Nibs/Card.xib")
        XCTAssertEqual(try search.path(ofNib: "Badge", module: "Feature"), "\(bundle)/Nibs/A/B/C/Badge.xib")
        XCTAssertEqual(try search.path(ofNib: "Row", module: "Feature"), "\(bundle)/Nibs/Sub/Base.lproj/Row.xib")
        XCTAssertThrowsError(
            try search.path(ofNib: "TooDeep", module: "Feature"), "five folders deep: past maximumFolderDepth")
        XCTAssertEqual(
            search.directories(forModule: "Feature"),
            [
                bundle, "\(bundle)/Nibs", "\(bundle)/Nibs/A", "\(bundle)/Nibs/Deep", "\(bundle)/Nibs/Sub",
                "\(bundle)/Nibs/A/B", "\(bundle)/Nibs/A/B/C", "\(root!)/bin",
            ])
        XCTAssertThrowsError(try search.path(ofNib: "Card", module: "Elsewhere"), "only the module's bundle is walked")
    }

    func testASymbolicLinkBackUpIsNotFollowedAgain() throws {
        try make("bin/Pkg_Feature.resources/Nibs/Sub/Card.xib")
        let bundle = "\(root!)/bin/Pkg_Feature.resources"
        try FileManager.default.createSymbolicLink(atPath: "\(bundle)/Nibs/Sub/Loop", withDestinationPath: bundle)
        let search = NibSearch(roots: ["\(root!)/bin"], extensions: ["xib"], localizations: [])
        XCTAssertEqual(
            search.directories(forModule: "Feature"),
            [bundle, "\(bundle)/Nibs", "\(bundle)/Nibs/Sub", "\(root!)/bin"])
        XCTAssertThrowsError(try search.path(ofNib: "Missing", module: "Feature"))
    }

    func testAnUncompiledDocumentWhereANibIsNeededSaysToProcessIt() throws {
        try make("App.app/Pkg_Feature.bundle/Nibs/Card.xib")
        let search = NibSearch(
            roots: ["\(root!)/App.app"], extensions: NibSearch.compiledExtensions, localizations: ["Base"],
            uncompiledExtensions: NibSearch.documentExtensions)
        XCTAssertThrowsError(try search.path(ofNib: "Card", module: "Feature")) { error in
            XCTAssertEqual(
                error as? NibLoadingError,
                .uncompiledNib(name: "Card", document: "\(root!)/App.app/Pkg_Feature.bundle/Nibs/Card.xib"))
            let message = String(describing: error)
            XCTAssertTrue(message.contains(".process(\"Nibs\")"), message)
            XCTAssertTrue(message.contains("Card.nib"), message)
            XCTAssertFalse(message.contains("\n"))
        }
        // Without uncompiled extensions a document is not looked for: the nib is simply not found.
        let plain = NibSearch(roots: ["\(root!)/App.app"], extensions: ["nib"], localizations: [])
        XCTAssertThrowsError(try plain.path(ofNib: "Card", module: "Feature")) { error in
            guard case .nibNotFound = error as? NibLoadingError else { return XCTFail("\(error)") }
        }
    }

    func testTheMissingNibMessageEndsWithTheFix() throws {
        let error = NibLoadingError.nibNotFound(name: "Card", searched: ["/a/Card.nib", "/b/Card.nib"])
        let message = error.description
        XCTAssertTrue(message.hasPrefix("no nib named 'Card' was found; searched: /a/Card.nib, /b/Card.nib. "), message)
        XCTAssertTrue(
            message.hasSuffix("or to the app target in Xcode, or set nibName to the nib's name"), message)
        XCTAssertTrue(message.contains("Add Card.xib to the module's resources in Package.swift"), message)
        XCTAssertTrue(message.contains(".process(\"Nibs\")") && message.contains(".copy(\"Nibs\")"), message)
        XCTAssertFalse(message.contains("\n"))
    }

    func testAMissingNibMessageShortensALongList() {
        let searched = (1...20).map { "/dir\($0)/Card.nib" }
        let message = NibLoadingError.nibNotFound(name: "Card", searched: searched).description
        XCTAssertTrue(
            message.contains(
                "/dir1/Card.nib, /dir2/Card.nib, /dir3/Card.nib, /dir4/Card.nib, … 14 more …, /dir19/Card.nib, /dir20/Card.nib. Add"
            ), message)
        XCTAssertFalse(message.contains("/dir5/"))
    }

    func testANibInALocalizedFolderBelongsToTheBundle() {
        XCTAssertEqual(NibSearch.bundlePath(containing: "/x/App.app/Base.lproj"), "/x/App.app")
        XCTAssertEqual(NibSearch.bundlePath(containing: "/x/App.app/fr.lproj/"), "/x/App.app")
        XCTAssertEqual(
            NibSearch.bundlePath(containing: "/x/Mac.app/Contents/Resources/P_M.bundle/Contents/Resources/en.lproj"),
            "/x/Mac.app/Contents/Resources/P_M.bundle")
        XCTAssertEqual(NibSearch.bundlePath(containing: "/x/P_M.bundle/Contents/Resources"), "/x/P_M.bundle")
        XCTAssertEqual(NibSearch.bundlePath(containing: "/x/App.app"), "/x/App.app")
    }
}
