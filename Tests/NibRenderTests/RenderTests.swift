import Foundation
import NibDecoding
import NibModel
import NibTextMetrics
import XCTest

@testable import NibRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SVG of each kind of view: what a designer comparing with Xcode's canvas looks for.
final class RenderTests: XCTestCase {
    /// The SVG of a 320 × 200 root view holding `body` (and `constraints`), in `appearance`.
    private func svg(
        _ body: String, constraints: String = "", appearance: DocumentRenderer.Appearance = .light,
        outline: Bool = false
    ) throws -> String {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
            \(body)
                        </subviews>
                        <constraints>\(constraints)</constraints>
                    </view>
                </objects>
            </document>
            """
        let result = DocumentDecoder().decode(xml, file: "test.xib")
        let document = try XCTUnwrap(result.document, "\(result.diagnostics)")
        let pictures = DocumentRenderer(document: document, options: .init(appearance: appearance, outline: outline))
            .render()
        XCTAssertEqual(pictures.count, 1)
        let svg = try XCTUnwrap(pictures.first?.svg)
        XCTAssertTrue(Self.isWellFormed(svg), svg)
        return svg
    }

    static func isWellFormed(_ text: String) -> Bool { XMLParser(data: Data(text.utf8)).parse() }

    /// A view `id` of `element` at `frame` with `inside` and `attributes`.
    private func view(
        _ element: String, _ id: String, x: Double = 10, y: Double = 10, width: Double = 120,
        height: Double = 30, attributes: String = "", _ inside: String = ""
    ) -> String {
        """
        <\(element) \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            \(inside)
        </\(element)>
        """
    }

    func testTheRootIsTheDesignSizeWithItsBackground() throws {
        let light = try svg("")
        XCTAssertTrue(light.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200""##), light)
        XCTAssertTrue(light.contains(##"<rect width="320" height="200" fill="#FFFFFF"/>"##))
        let dark = try svg("", appearance: .dark)
        XCTAssertTrue(dark.contains(##"<rect width="320" height="200" fill="#000000"/>"##), dark)
    }

    func testALabelIsItsTextInItsFontColorAndAlignment() throws {
        let label = view(
            "label", "title", attributes: ##"text="Hello &lt;world&gt;" textAlignment="center""##,
            """
            <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
            <color key="textColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            """)
        let svg = try svg(label)
        XCTAssertTrue(svg.contains(##"<g id="title" data-element="label" transform="translate(10 10)">"##), svg)
        XCTAssertTrue(
            svg.contains(
                ##"font-size="20" font-weight="600" text-anchor="middle" fill="#FF0000">Hello &lt;world&gt;</text>"##),
            svg)
    }

    func testLongTextIsWrappedToItsLinesAndTruncated() throws {
        let words = String(repeating: "word ", count: 30)
        let one = try svg(view("label", "one", attributes: ##"text="\##(words)""##))
        XCTAssertEqual(one.components(separatedBy: "<text").count - 1, 1)
        XCTAssertTrue(one.contains("…</text>"), one)
        let three = try svg(
            view("label", "three", height: 70, attributes: ##"text="\##(words)" numberOfLines="3""##))
        XCTAssertEqual(three.components(separatedBy: "<text").count - 1, 3)
    }

    /// A word as long as a document allows: cut by halving, in time proportional to its length.
    func testAVeryLongWordIsCutOnce() {
        let word = String(repeating: "w", count: 200_000)
        let lines = ViewDrawing.wrap(word, fontSize: 17, width: 100, limit: 1)
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasSuffix("…") && lines[0].count < 40, lines[0])
        let many = ViewDrawing.wrap(String(repeating: "word ", count: 40_000), fontSize: 17, width: 1e19, limit: .max)
        XCTAssertEqual(many.count, 1, "one line at any width")
    }

    /// The wrapping that adds each word's width gives the lines that measuring each whole line gives.
    func testWrappingByWordWidthsIsWrappingByLineWidths() {
        let metrics = TextMetrics()
        let font = Font(type: .system, pointSize: 13)
        func fits(_ text: String, _ width: Double) -> Bool { metrics.size(of: text, font: font).width <= width + 0.5 }
        func reference(_ string: String, width: Double, limit: Int) -> [String] {
            var lines: [String] = []
            for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
                var current = ""
                for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                    let candidate = current.isEmpty ? String(word) : current + " " + word
                    if fits(candidate, width) || current.isEmpty {
                        current = candidate
                    } else {
                        lines.append(current)
                        current = String(word)
                    }
                }
                lines.append(current)
            }
            guard lines.count > limit || (limit == 1 && !fits(lines[0], width)) else { return lines }
            var kept = Array(lines.prefix(limit))
            var last = kept.removeLast()
            while !last.isEmpty, !fits(last + "…", width) { last.removeLast() }
            return kept + [last + "…"]
        }
        let texts = [
            "The quick brown fox jumps over the lazy dog", "Sign in  with   your account\nor create one",
            "Internationalization localization", " leading and trailing ", "a\n\nb", "",
        ]
        for text in texts {
            for width in [1.0, 30, 61, 90, 150, 400] {
                for limit in [1, 2, 3, Int.max] {
                    XCTAssertEqual(
                        ViewDrawing.wrap(text, fontSize: 13, width: width, limit: limit),
                        reference(text, width: width, limit: limit), "\(text.debugDescription) at \(width), \(limit)")
                }
            }
        }
    }

    /// Numbers no integer holds, a negative line count and colours that overflow are drawn, not trapped on; what lies
    /// beyond any screen is said.
    func testNumbersOutOfRangeAreDrawnAndSaid() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <label text="far away" id="far"><rect key="frame" x="1e19" y="-1e300" width="9.3e18" height="20"/></label>
                            <label text="many words that wrap in a narrow label" numberOfLines="-1" id="lines"><rect key="frame" x="0" y="0" width="40" height="60"/></label>
                            <view contentMode="scaleToFill" id="p3"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" red="1e200" green="1e200" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/></view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(xml, file: "far.xib").document)
        let picture = try XCTUnwrap(DocumentRenderer(document: document).render().first)
        XCTAssertTrue(Self.isWellFormed(picture.svg))
        XCTAssertTrue(picture.svg.contains("translate(10000000000000000000 "), picture.svg)
        XCTAssertEqual(picture.warnings.map(\.objectID), ["far"])
        XCTAssertEqual(picture.warnings.first?.location.line, 7)
        XCTAssertTrue(picture.warnings.first?.message.contains("beyond any screen") ?? false)
    }

    func testBackgroundCornerRadiusBorderAlphaAndHidden() throws {
        let card = view(
            "view", "card", attributes: ##"alpha="0.5" clipsSubviews="YES""##,
            """
            <color key="backgroundColor" systemColor="systemBlueColor"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            <subviews>\(view("view", "inner", x: 0, y: 0, width: 200, height: 20))</subviews>
            """)
        let hidden = view(
            "view", "gone", attributes: ##"hidden="YES""##,
            ##"<color key="backgroundColor" systemColor="systemRedColor"/>"##)
        let svg = try svg(card + hidden)
        XCTAssertTrue(svg.contains(##"opacity="0.5""##), svg)
        XCTAssertTrue(svg.contains(##"rx="8" fill="#007AFF" stroke="#000000" stroke-width="2"/>"##), svg)
        XCTAssertTrue(svg.contains(##"<clipPath id="clip-card">"##), "a view that clips its subviews clips them")
        XCTAssertFalse(svg.contains(##"id="gone""##), "hidden views are not drawn")
    }

    func testControlsHaveTheirSystemLook() throws {
        let button = view(
            "button", "save",
            """
            <state key="normal" title="Save"/>
            """)
        let on = view("switch", "toggle", y: 50, width: 51, height: 31, attributes: ##"on="YES""##)
        let field = view("textField", "email", y: 90, attributes: ##"borderStyle="roundedRect" placeholder="Email""##)
        let image = view("imageView", "avatar", y: 130, width: 40, height: 40, attributes: ##"image="person""##)
        let svg = try svg(button + on + field + image)
        XCTAssertTrue(svg.contains(##"fill="#007AFF">Save</text>"##), "a button's title in the tint color")
        XCTAssertTrue(svg.contains(##"rx="15.5" fill="#34C759"/>"##), "a switch that is on: a green track")
        XCTAssertTrue(
            svg.contains(##"fill-opacity="0.298">Email</text>"##), "a field's placeholder in the placeholder color")
        XCTAssertTrue(svg.contains(##"class="image-placeholder""##) && svg.contains(">person</text>"), svg)
    }

    /// A UIKit button's title is set in its `fontDescription`, as Interface Builder shows it; 15 pt regular otherwise.
    func testAButtonsTitleIsInItsFont() throws {
        let styled = view(
            "button", "go",
            """
            <state key="normal" title="Go"/>
            <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>
            """)
        let plain = view("button", "stop", y: 50, "<state key=\"normal\" title=\"Stop\"/>")
        let svg = try svg(styled + plain)
        XCTAssertTrue(svg.contains(##"font-size="22" font-weight="600""##), svg)
        XCTAssertTrue(svg.contains(##"font-size="15" font-weight="400""##), svg)
    }

    func testTheOutlineNamesEachView() throws {
        let svg = try svg(view("view", "box"), outline: true)
        XCTAssertTrue(svg.contains(##"stroke-dasharray="2 2"/><g transform="matrix("##), "the id in outlines: \(svg)")
        XCTAssertTrue(
            svg.contains(
                ##"x="1" y="7" font-size="6" font-weight="400" text-anchor="start" fill="#FF2D55">box</text>"##),
            svg)
    }

    func testTheBundledExamplesRenderWellFormed() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var pictures = 0
        for file in try DocumentFinder.documents(in: [root.appendingPathComponent("Examples").path]) {
            let document = try XCTUnwrap(DocumentDecoder().decode(contentsOf: file).document, file)
            for picture in DocumentRenderer(document: document).render() {
                XCTAssertTrue(Self.isWellFormed(picture.svg), "\(file): \(picture.name)")
                pictures += 1
            }
        }
        XCTAssertGreaterThanOrEqual(pictures, 15)
    }

    func testANibBackedViewIsDrawnWithItsNibsContentAndMarksAreDrawn() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Nibs")
        let files = ["Gallery.storyboard", "ColorView.xib", "CaptionableImageView.xib"].map {
            root.appendingPathComponent($0).path
        }
        let documents = try files.map { file in
            (path: file, document: try XCTUnwrap(DocumentDecoder().decode(contentsOf: file).document))
        }
        let nibs = DocumentRenderer.nibsByClass(Array(documents.dropFirst()))
        XCTAssertEqual(Set(nibs.keys), ["ColorView", "CaptionableImageView"])
        let gallery = DocumentRenderer(
            document: documents[0].document, options: .init(marked: ["Shf-bt-001": "#FF9500"]), nibs: nibs
        ).render()
        let svg = try XCTUnwrap(gallery.first?.svg)
        XCTAssertTrue(Self.isWellFormed(svg))
        XCTAssertTrue(svg.contains(##"<g class="nib-content" clip-path="url(#nib-Col-vw-001)">"##), svg)
        XCTAssertTrue(svg.contains(">#FF8800</text>"), "ColorView's label, from its own nib")
        XCTAssertTrue(svg.contains(">Caption</text>"), "CaptionableImageView's caption, from its own nib")
        XCTAssertTrue(svg.contains(##"class="marked""##) && svg.contains(##"stroke="#FF9500" stroke-width="2""##))
        let plain = try XCTUnwrap(DocumentRenderer(document: documents[0].document).render().first?.svg)
        XCTAssertFalse(plain.contains("nib-content"), "without the nibs, the views are drawn empty")
    }

    /// Xcode 10 wrote a collection cell's content view without an id (AliSoftware's Reusable demo does): what it holds
    /// is drawn, clipped under a name of its own, and an empty mark (a document-wide change) frames nothing.
    func testACellsContentViewWithoutAnIDIsDrawn() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="cel">
                        <rect key="frame" x="0.0" y="0.0" width="95" height="89"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="95" height="89"/>
                            <subviews>
                                <label text="Index" translatesAutoresizingMaskIntoConstraints="NO" id="idx">
                                    <rect key="frame" x="10" y="10" width="75" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </view>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(xml, file: "cell.xib").document)
        let svg = try XCTUnwrap(
            DocumentRenderer(document: document, options: .init(marked: ["": "#FF9500"])).render().first?.svg)
        XCTAssertTrue(Self.isWellFormed(svg), svg)
        XCTAssertTrue(svg.contains(">Index</text>"), svg)
        XCTAssertTrue(svg.contains(##"<clipPath id="clip-cel.contentView">"##), svg)
        XCTAssertFalse(svg.contains(##"id="""##), svg)
        XCTAssertFalse(svg.contains(##"class="marked""##), svg)
    }

    /// A system color the table lacks is drawn in the value the document lists for it, not a stand-in gray.
    func testASystemColorTheTableLacksTakesTheDocumentsValue() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                        <color key="backgroundColor" systemColor="systemCyanColor"/>
                    </view>
                </objects>
                <resources>
                    <systemColor name="systemCyanColor">
                        <color red="0.19607843137254902" green="0.67843137254901964" blue="0.90196078431372551" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                </resources>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(xml, file: "cyan.xib").document)
        let svg = try XCTUnwrap(DocumentRenderer(document: document).render().first?.svg)
        XCTAssertTrue(svg.contains(##"fill="#32ADE6""##), svg)
    }

    func testDisplayP3ColorsAreDrawnInSRGB() throws {
        let p3 = view(
            "view", "red",
            ##"<color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"##
        )
        let red = try svg(p3)
        // P3's red is outside sRGB: clipped to sRGB's red.
        XCTAssertTrue(red.contains(##"fill="#FF0000""##), red)
        let muted = try svg(
            view(
                "view", "muted",
                ##"<color key="backgroundColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"##
            ))
        XCTAssertTrue(muted.contains(##"fill="#808080""##), "a gray is the same in both")
    }

    func testAnImageViewShowsTheProjectsImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-images-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/Avatar.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: set.appendingPathComponent("avatar@2x.png"))
        let images = ProjectImages(folders: [folder.path])
        XCTAssertNotNil(images.files["Avatar"])
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <imageView contentMode="scaleAspectFit" image="Avatar" id="root"><rect key="frame" x="0" y="0" width="40" height="40"/></imageView>
                </objects>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(xml, file: "a.xib").document)
        let svg = try XCTUnwrap(DocumentRenderer(document: document, images: images).render().first?.svg)
        XCTAssertTrue(
            svg.contains(##"preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,iVBORw==""##), svg)
        // Read once: drawn again, the image comes from memory even with its file gone.
        try FileManager.default.removeItem(at: set.appendingPathComponent("avatar@2x.png"))
        let again = try XCTUnwrap(DocumentRenderer(document: document, images: images).render().first?.svg)
        XCTAssertTrue(again.contains("data:image/png;base64,iVBORw=="), again)
    }
}
