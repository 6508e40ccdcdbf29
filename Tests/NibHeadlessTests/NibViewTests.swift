import Foundation
import NibDecoding
import NibHeadless
import NibModel
import NibRuntime
import XCTest

final class ColorView: NibView {
    @Outlet var swatchView: View?
    @Outlet var hexLabel: Label?
    var contentLoads = 0
    override class var library: NibLibrary { NibViewTests.library }
    override func contentDidLoad() { contentLoads += 1 }
}

final class EmbeddedCaptionView: NibView {
    @Outlet var contentView: View?
    @Outlet var imageView: ImageView?
    @Outlet var captionLabel: Label?
    override class var nibName: String { "CaptionableImageView" }
    override class var nibContentMode: NibContentMode { .embed }
    override class var library: NibLibrary { NibViewTests.library }
}

final class SelfLoadingView: NibView {
    override class var library: NibLibrary { NibViewTests.scratchLibrary }
}

final class NibViewTests: XCTestCase {
    static let examples: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Nibs").path
    static let library: NibLibrary = {
        var registry = ClassRegistry.standard
        registry.register(ColorView.self)
        registry.register(EmbeddedCaptionView.self, as: "CaptionableImageView")
        return NibLibrary(searchDirectories: [examples], registry: registry, cacheLimit: 2)
    }()
    static let scratch: String = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nibview-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let document = { (objects: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            \(objects)
                </objects>
            </document>
            """
        }
        try! document(
            #"        <view id="top" customClass="SelfLoadingView"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
        )
        .write(to: directory.appendingPathComponent("SelfLoadingView.xib"), atomically: true, encoding: .utf8)
        try! document(#"        <view id="a"/><view id="b"/>"#)
            .write(to: directory.appendingPathComponent("TwoViews.xib"), atomically: true, encoding: .utf8)
        return directory.path
    }()
    static let scratchLibrary: NibLibrary = {
        var registry = ClassRegistry.standard
        registry.register(SelfLoadingView.self)
        return NibLibrary(searchDirectories: [scratch], registry: registry)
    }()

    func testReparentFromCodeAdoptsTheNibSizeAndRetargetsConstraints() throws {
        let view = ColorView(frame: .zero)
        XCTAssertEqual(view.frame.size, Size(width: 200, height: 100), "a zero frame adopts the nib root's size")
        XCTAssertEqual(view.subviews.count, 2, "the root's subviews moved in; no wrapper view")
        XCTAssertTrue(view.swatchView?.superview === view)
        XCTAssertTrue(view.hexLabel?.superview === view)
        XCTAssertEqual(view.hexLabel?.text, "#FF8800")
        XCTAssertEqual(view.constraints.count, 5)
        for constraint in view.constraints {
            let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
            XCTAssertTrue(
                items.allSatisfy { $0 === view || ($0 as? View)?.superview === view }, "\(constraint.identifier ?? "")")
        }
        let leading = try XCTUnwrap(view.constraints.first { $0.identifier == "swatchLeading" })
        XCTAssertTrue(leading.secondItem === view)
        XCTAssertEqual(view.constraints.first { $0.priority == 750 }?.relation, .greaterThanOrEqual, "priority kept")
        XCTAssertEqual(view.backgroundColor?.kind, .white(0.95), "the root's appearance is copied when unset")
        XCTAssertEqual(view.contentLoads, 1)
        try view.loadNibContent()
        XCTAssertEqual(view.subviews.count, 2, "loading twice does not add the content twice")
        XCTAssertEqual(view.contentLoads, 1)
    }

    func testNonZeroFrameResizesTheContent() {
        let view = ColorView(frame: Rect(x: 5, y: 5, width: 300, height: 100))
        XCTAssertEqual(view.frame, Rect(x: 5, y: 5, width: 300, height: 100))
        XCTAssertEqual(
            view.swatchView?.frame, Rect(x: 20, y: 20, width: 60, height: 60), "constrained views wait for layout")
    }

    func testEmbedPinsTheContentView() throws {
        let view = EmbeddedCaptionView(frame: .zero)
        XCTAssertEqual(view.subviews.count, 1)
        let content = try XCTUnwrap(view.contentView)
        XCTAssertTrue(content.superview === view)
        XCTAssertFalse(content.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(view.constraints.count, 4)
        XCTAssertTrue(view.constraints.allSatisfy { $0.firstItem === content && $0.secondItem === view })
        XCTAssertEqual(Set(view.constraints.map(\.firstAttribute)), [.top, .leading, .bottom, .trailing])
        XCTAssertEqual(view.captionLabel?.text, "Caption")
    }

    func testEmbeddedInAStoryboardTheOuterSettingsWin() throws {
        let nib = try Self.library.instantiate("Gallery", owner: nil)
        let root = try XCTUnwrap((nib.topLevelObjects.first as? ViewController)?.view)
        let color = try XCTUnwrap(root.subviews.compactMap { $0 as? ColorView }.first)
        XCTAssertEqual(color.frame.x, 96.667, accuracy: 0.001, "the outer nib's frame wins")
        XCTAssertEqual(color.frame.size, Size(width: 200, height: 100))
        XCTAssertEqual(color.subviews.count, 2)
        XCTAssertEqual(color.hexLabel?.text, "#FF8800")
        XCTAssertEqual(color.contentLoads, 1)
        XCTAssertTrue(
            root.constraints.contains { $0.firstItem === color && $0.firstAttribute == .top },
            "the outer file's constraints to the view are intact (Reusable PR #105)")
        XCTAssertEqual(
            color.constraints.filter { $0.firstItem === color && $0.secondItem == nil }.count, 2,
            "the outer nib's own width/height constraints stay on the view")
        XCTAssertEqual(color.constraints.count, 7)
        let caption = try XCTUnwrap(root.subviews.first as? EmbeddedCaptionView)
        XCTAssertEqual(caption.captionLabel?.text, "Caption")
        XCTAssertTrue(caption.contentView?.superview === caption)
    }

    func testBothInitializersGiveTheSameTree() throws {
        let fromCode = ColorView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let nib = try Self.library.instantiate("Gallery", owner: nil)
        let root = try XCTUnwrap((nib.topLevelObjects.first as? ViewController)?.view)
        let fromNib = try XCTUnwrap(root.subviews.compactMap { $0 as? ColorView }.first)
        func shape(_ view: View) -> [String] {
            view.subviews.map { "\(type(of: $0)) \($0.frame)" }
        }
        XCTAssertEqual(shape(fromCode), shape(fromNib))
        XCTAssertEqual(fromCode.constraints.count + 2, fromNib.constraints.count, "plus the outer size constraints")
    }

    func testSelfLoadingTopLevelClassIsReportedAsRecursion() {
        XCTAssertThrowsError(try Self.scratchLibrary.instantiate("SelfLoadingView", owner: nil)) { error in
            guard case .recursion(let chain) = error as? NibLoadingError else { return XCTFail("\(error)") }
            XCTAssertEqual(chain, ["SelfLoadingView", "SelfLoadingView (loaded by SelfLoadingView)"])
            XCTAssertTrue(String(describing: error).contains("Set the class on File's Owner instead"))
        }
    }

    func testWrongTopLevelCountAndMissingNib() throws {
        XCTAssertThrowsError(try NibViewTests.makeView(nibName: "TwoViews")) { error in
            guard case .wrongTopLevelViewCount(let nib, let count)? = error as? NibLoadingError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(nib.hasSuffix("/TwoViews.xib"), "the nib's path: \(nib)")
            XCTAssertEqual(count, 2)
        }
        XCTAssertThrowsError(try NibViewTests.makeView(nibName: "Nowhere")) { error in
            guard case .nibNotFound(let name, let searched) = error as? NibLoadingError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(name, "Nowhere")
            XCTAssertEqual(
                Array(searched.prefix(2)), ["\(Self.scratch)/Nowhere.xib", "\(Self.scratch)/Nowhere.storyboard"],
                "the library's directories come first")
            XCTAssertTrue(
                searched.contains("\(Bundle.main.bundlePath)/Nowhere.xib"), "then the bundle roots: \(searched)")
        }
    }

    static func makeView(nibName: String) throws -> View {
        final class Plain: NibView {
            override class var library: NibLibrary { NibViewTests.scratchLibrary }
            required init() { super.init(frame: .zero) }
            required init(coder: NibCoder) throws { try super.init(coder: coder) }
            init(named: String) throws { try super.init(frame: .zero, nibName: named) }
        }
        return try Plain(named: nibName)
    }

    func testCacheDecodesOnceAndEvictsAtTheLimit() throws {
        let library = NibLibrary(searchDirectories: [Self.examples], cacheLimit: 2)
        for _ in 0..<3 { _ = try library.document(named: "ColorView") }
        XCTAssertEqual(library.cache.misses, 1, "decoded once")
        XCTAssertEqual(library.cache.hits, 2)
        _ = try library.document(named: "CaptionableImageView")
        _ = try library.document(named: "Gallery")
        XCTAssertEqual(library.cache.count, 2, "the limit holds")
        XCTAssertFalse(
            library.cache.contains(.init(location: Self.examples, name: "ColorView")), "least recently used went first")
    }

    func testCachedLoadsShareWhatTheWholeDocumentTells() throws {
        let library = NibLibrary(searchDirectories: [Self.examples])
        let facts = try library.facts(ofNib: "Notes")
        XCTAssertTrue(try library.facts(ofNib: "Notes") === facts, "worked out once per decoded document")
        XCTAssertEqual(facts.document, try library.document(named: "Notes"))
        // A storyboard loaded again through the library, and the cells it dequeues, use the same facts.
        for _ in 0..<2 {
            let storyboard = try Storyboard(name: "Notes", library: library)
            XCTAssertNotNil(try storyboard.instantiateInitialViewController())
        }
        XCTAssertEqual(library.cache.misses, 1)
        XCTAssertEqual(library.cache.count, 1)
    }

    func testACachedNibIsLoadedWithoutSearchingAgain() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("found-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("ColorView.xib")
        try FileManager.default.copyItem(atPath: "\(Self.examples)/ColorView.xib", toPath: copy.path)
        let library = NibLibrary(searchDirectories: [directory.path], bundleRoots: [])
        let first = try library.document(named: "ColorView")
        // Once found and decoded, the nib is served from memory: neither searched for nor read again.
        try FileManager.default.removeItem(at: copy)
        XCTAssertEqual(try library.document(named: "ColorView"), first)
        XCTAssertEqual(try library.path(ofNib: "ColorView"), copy.path)
        XCTAssertEqual(library.cache.misses, 1)
        XCTAssertThrowsError(try library.document(named: "Elsewhere"), "a nib never found is still searched for")
    }
}
