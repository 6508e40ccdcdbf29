import Foundation
import NibHeadless
import NibRuntime
import NibTestSupport
import XCTest

/// Nibs in a folder copied whole into a module's resource bundle (`resources: [.copy("Nibs")]`) and in `.lproj`
/// folders, found through a library whose bundle root is a hand-made folder shaped like the test executable's.
final class CopiedResourceFolderTests: XCTestCase {
    /// The root standing for the executable's folder, with `Pkg_NibHeadlessTests.resources` in it.
    private var root: URL!
    private var bundle: URL { root.appendingPathComponent("Pkg_NibHeadlessTests.resources") }

    override func setUpWithError() throws {
        root = try temporaryFolder("copied-nibs")
    }

    /// Copies this module's packaged badge nib to `path` inside the resource bundle.
    private func placeNib(at path: String) throws {
        let source = try XCTUnwrap(Bundle.module.url(forResource: "PackagedBadgeView", withExtension: "xib"))
        let destination = bundle.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: destination)
    }

    private func library() -> NibLibrary {
        NibLibrary(searchDirectories: [], bundleRoots: [root.path])
    }

    func testANibInACopiedSubfolderIsFoundForAClassOfTheModule() throws {
        try placeNib(at: "Nibs/Sub/CopiedBadge.xib")
        let library = library()
        XCTAssertEqual(
            try library.path(ofNib: "CopiedBadge", for: PackagedBadgeView.self),
            bundle.appendingPathComponent("Nibs/Sub/CopiedBadge.xib").path)
        let document = try library.document(named: "CopiedBadge", for: PackagedBadgeView.self)
        XCTAssertEqual(document.filesOwner?.customClass, "PackagedBadgeView")
    }

    func testTheSecondLookupIsAnsweredWithoutTheDisk() throws {
        try placeNib(at: "Nibs/Sub/CopiedBadge.xib")
        let library = library()
        let first = try library.path(ofNib: "CopiedBadge", for: PackagedBadgeView.self)
        try FileManager.default.removeItem(at: bundle)
        XCTAssertEqual(try library.path(ofNib: "CopiedBadge", for: PackagedBadgeView.self), first)
        XCTAssertThrowsError(
            try NibLibrary(searchDirectories: [], bundleRoots: [root.path])
                .path(ofNib: "CopiedBadge", for: PackagedBadgeView.self), "a new library looks again and finds nothing")
    }

    func testTheLibrarysLocalizationsChooseTheLprojFolder() throws {
        try placeNib(at: "Base.lproj/LocalBadge.xib")
        try placeNib(at: "fr.lproj/LocalBadge.xib")
        try placeNib(at: "Nibs/de.lproj/LocalBadge.xib")
        let library = library()
        XCTAssertEqual(library.localizations, NibSearch.defaultLocalizations)
        XCTAssertEqual(library.localizations.last, "Base")
        library.localizations = NibSearch.localizations(preferring: ["fr"])
        XCTAssertEqual(
            try library.path(ofNib: "LocalBadge", for: PackagedBadgeView.self),
            bundle.appendingPathComponent("fr.lproj/LocalBadge.xib").path)
        library.localizations = NibSearch.localizations(preferring: ["it"])
        XCTAssertEqual(
            try library.path(ofNib: "LocalBadge", for: PackagedBadgeView.self),
            bundle.appendingPathComponent("Base.lproj/LocalBadge.xib").path, "Base when Italian has none")
        library.localizations = ["de"]
        XCTAssertEqual(
            try library.path(ofNib: "LocalBadge", for: PackagedBadgeView.self),
            bundle.appendingPathComponent("Nibs/de.lproj/LocalBadge.xib").path, "in a copied folder too")
    }

    func testAMissingNibSaysWhatToChange() throws {
        try placeNib(at: "Nibs/Other.xib")
        XCTAssertThrowsError(try library().path(ofNib: "Gone", for: PackagedBadgeView.self)) { error in
            guard case .nibNotFound(let name, let searched) = error as? NibLoadingError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(name, "Gone")
            XCTAssertTrue(
                searched.contains(self.bundle.appendingPathComponent("Nibs/Gone.xib").path), "\(searched)")
            let message = String(describing: error)
            XCTAssertTrue(message.contains("Add Gone.xib to the module's resources in Package.swift"), message)
            XCTAssertTrue(message.hasSuffix("or set nibName to the nib's name"), message)
        }
    }
}
