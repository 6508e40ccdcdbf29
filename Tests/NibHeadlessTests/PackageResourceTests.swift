import Foundation
import NibHeadless
import NibRuntime
import XCTest

/// A view whose nib ships only as a resource of this test module (`resources: [.copy("PackagedNibs")]`).
final class PackagedBadgeView: NibView {
    @Outlet var countLabel: Label?
    override class var library: NibLibrary { PackageResourceTests.library }
}

/// Nibs in a Swift package's resources are found through the module that declares the view, from any module —
/// here the lookup runs inside NibHeadless, which knows nothing of this module's `Bundle.module`.
final class PackageResourceTests: XCTestCase {
    static let library: NibLibrary = {
        var registry = ClassRegistry.standard
        registry.register(PackagedBadgeView.self)
        // No search directories: only the bundle roots (the test executable's folder).
        return NibLibrary(searchDirectories: [], registry: registry)
    }()

    func testPackagedNibIsFoundThroughTheClassModule() throws {
        let path = try Self.library.path(ofNib: "PackagedBadgeView", for: PackagedBadgeView.self)
        XCTAssertTrue(
            path.hasPrefix(Bundle.module.bundlePath), "\(path) is inside this module's resource bundle")
        XCTAssertTrue(path.hasSuffix("PackagedNibs/PackagedBadgeView.xib") || path.hasSuffix("PackagedBadgeView.xib"))
    }

    func testViewFromCodeLoadsItsPackagedNib() throws {
        let badge = PackagedBadgeView(frame: .zero)
        XCTAssertEqual(badge.frame.size.width, 44)
        XCTAssertEqual(badge.countLabel?.text, "12")
        XCTAssertTrue(badge.countLabel?.superview === badge)
    }

    func testMissingNibListsTheResourceBundlesSearched() {
        XCTAssertThrowsError(try Self.library.path(ofNib: "NoSuchNib", for: PackagedBadgeView.self)) { error in
            guard case NibLoadingError.nibNotFound(let name, let searched) = error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(name, "NoSuchNib")
            XCTAssertTrue(
                searched.contains { $0.hasPrefix(Bundle.module.bundlePath) && $0.hasSuffix("NoSuchNib.xib") },
                "the module's resource bundle is listed: \(searched)")
            XCTAssertTrue(searched.contains { $0.hasSuffix("NoSuchNib.storyboard") })
            XCTAssertTrue(String(describing: error).contains("searched:"))
        }
    }

    func testAModuleWithoutResourcesSaysSo() {
        XCTAssertThrowsError(try Self.library.path(ofNib: "View", for: View.self)) { error in
            XCTAssertTrue(
                String(describing: error).contains("no resource bundle named *_NibHeadless.bundle"), "\(error)")
        }
    }

    func testModuleNameComesFromTheDeclaringModule() {
        XCTAssertEqual(NibSearch.moduleName(of: PackagedBadgeView.self), "NibHeadlessTests")
        XCTAssertEqual(NibSearch.moduleName(of: Label.self), "NibHeadless")
    }
}
