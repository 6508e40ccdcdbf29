import Foundation
import NibDecoding
import NibModel
import XCTest

/// The bundled examples (`Examples/Nibs`) decode to what their designs say.
final class ExamplesTests: XCTestCase {
    private func example(_ name: String) throws -> IBDocument {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = root.appendingPathComponent("Examples/Nibs/\(name)").path
        let result = DocumentDecoder().decode(contentsOf: path)
        XCTAssertEqual(result.diagnostics, [])
        return try XCTUnwrap(result.document)
    }

    func testCaptionableImageViewUsesFilesOwnerWithContentView() throws {
        let document = try example("CaptionableImageView.xib")
        let owner = try XCTUnwrap(document.filesOwner)
        XCTAssertEqual(owner.customClass, "CaptionableImageView")
        XCTAssertEqual(owner.outlets.map(\.property), ["captionLabel", "contentView", "imageView"])
        XCTAssertEqual(document.topLevelObjects.count, 1, "exactly one top-level view to embed")
        let content = try XCTUnwrap(document.topLevelObjects.first)
        XCTAssertEqual(owner.outlets.first { $0.property == "contentView" }?.destination, content.id)
        XCTAssertNil(content.customClass, "the root is a plain view; the owner carries the class")
        XCTAssertEqual(content.view?.frame, Rect(x: 0, y: 0, width: 320, height: 240))
        let bar = try XCTUnwrap(content.subviews.last)
        XCTAssertEqual(bar.view?.backgroundColor?.alpha, 0.5)
        XCTAssertEqual(bar.subviews.first?.text?.text, "Caption")
        XCTAssertEqual(document.resources.images.first, ImageResource(name: "photo", width: 320, height: 240))
    }

    func testColorViewRootIsAContainerForReparenting() throws {
        let document = try example("ColorView.xib")
        XCTAssertEqual(document.filesOwner?.customClass, "ColorView")
        let container = try XCTUnwrap(document.topLevelObjects.first)
        XCTAssertEqual(container.subviews.map(\.id), ["Swt-vw-001", "Hex-lb-001"])
        XCTAssertEqual(container.view?.autoresizingMask, [.widthSizable, .heightSizable])
        let constraints = container.constraints + container.subviews.flatMap(\.constraints)
        XCTAssertEqual(constraints.first { $0.id == "Cns-sa-001" }?.multiplier.text, "1:1")
        XCTAssertEqual(constraints.first { $0.id == "Cns-ht-001" }?.priority, 750)
        XCTAssertEqual(constraints.first { $0.id == "Cns-ht-001" }?.relation, .greaterThanOrEqual)
        XCTAssertEqual(constraints.first { $0.id == "Cns-sl-001" }?.identifier, "swatchLeading")
        XCTAssertEqual(document.resources.namedColors.first?.name, "Swatch")
    }

    func testGalleryStoryboardEmbedsBothViews() throws {
        let document = try example("Gallery.storyboard")
        XCTAssertEqual(document.initialViewController?.element, .navigationController)
        let gallery = try XCTUnwrap(document.scenes.first?.viewController)
        XCTAssertEqual(gallery.storyboardIdentifier, "Gallery")
        XCTAssertEqual(gallery.outlets.map(\.property), ["captionView", "colorView"])
        let root = try XCTUnwrap(gallery.child(forKey: "view"))
        XCTAssertEqual(root.subviews.map(\.customClass), ["CaptionableImageView", "ColorView", nil])
        XCTAssertEqual(root.subviews[0].runtimeAttributes.map(\.value), [.string("Sunset"), .number(0.5)])
        XCTAssertEqual(root.subviews[2].connections.first?.selector, "shuffle:")
        let kx = try XCTUnwrap(root.constraints.first { $0.id == "Cns-kx-001" })
        XCTAssertTrue(kx.secondItemOmitted)
        XCTAssertEqual(kx.secondItem, root.id)
        XCTAssertTrue(root.subviews[0].constraints.allSatisfy(\.isConstant))
        XCTAssertEqual(root.constraints.first?.secondItem, "Saf-gd-001", "constraints may point at the safe area guide")
    }
}
