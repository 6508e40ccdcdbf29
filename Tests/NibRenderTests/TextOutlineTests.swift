import Foundation
import NibDecoding
import NibModel
import NibTextMetrics
import XCTest

@testable import NibRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Text drawn as glyph outlines: stretched to the measured width, searchable, honest about missing glyphs, and the
/// same pixels whatever fonts the rasterising machine has.
final class TextOutlineTests: XCTestCase {
    private let paint = ##"fill="#000000""##

    /// The numbers of a line's `matrix(a 0 0 d e f)`.
    private func matrix(_ svg: String) throws -> [Double] {
        let start = try XCTUnwrap(svg.range(of: "transform=\"matrix(")).upperBound
        let end = try XCTUnwrap(svg[start...].firstIndex(of: ")"))
        return svg[start..<end].split(separator: " ").compactMap { Double($0) }
    }

    private func measured(_ text: String, size: Double, bold: Bool = false) -> Double {
        TextMetrics().size(of: text, font: Font(type: bold ? .boldSystem : .system, pointSize: size)).width
    }

    func testALineIsStretchedToItsMeasuredWidth() throws {
        for (text, size, bold) in [
            ("Sign in with your account", 17.0, false), ("Save", 22, true), ("ÀÉÎõü — “ok”", 13, false),
        ] {
            let svg = TextOutlines.line(text, x: 10, baseline: 20, size: size, bold: bold, paint: paint)
            let face = bold ? OutlineFont.sansBold : OutlineFont.sansRegular
            let font = Font(type: bold ? .boldSystem : .system, pointSize: size)
            let natural = TextOutlines.layout(text, face: face, size: size, font: font).width
            let numbers = try matrix(svg)
            XCTAssertEqual(numbers.count, 6, svg)
            let width = measured(text, size: size, bold: bold)
            XCTAssertEqual(numbers[0] * Double(natural), width, accuracy: width * 1e-5, text)
            XCTAssertEqual(numbers[3], -size / 2048, accuracy: size / 2048 * 1e-5, "the em is the font size")
            XCTAssertEqual(Array(numbers[4...]), [10, 20], "the start of the line at x, on the baseline")
            XCTAssertTrue(svg.contains(##"textLength="\##(SVGText.number(width))""##), svg)
        }
    }

    func testTheAnchorPlacesTheMeasuredWidth() throws {
        let width = measured("Centred", size: 15)
        let middle = try matrix(
            TextOutlines.line("Centred", x: 100, baseline: 20, size: 15, anchor: .middle, paint: paint))
        XCTAssertEqual(middle[4], 100 - width / 2, accuracy: 0.001)
        let end = try matrix(TextOutlines.line("Centred", x: 100, baseline: 20, size: 15, anchor: .end, paint: paint))
        XCTAssertEqual(end[4], 100 - width, accuracy: 0.001)
    }

    /// The string stays in the SVG, escaped, invisible to rasterisers; the outlines carry no text.
    func testTheTextIsKeptEscapedAndInvisible() {
        let svg = TextOutlines.line(##"a<b & "c" 'd'"##, x: 0, baseline: 10, size: 12, paint: paint)
        XCTAssertTrue(svg.contains(##"fill="#000000">a&lt;b &amp; &quot;c&quot; &apos;d&apos;</text>"##), svg)
        XCTAssertTrue(svg.contains(##"<text opacity="0" "##), svg)
        XCTAssertTrue(RenderTests.isWellFormed("<svg>\(svg)</svg>"), svg)
        XCTAssertEqual(svg.components(separatedBy: "<use ").count - 1, 10, "a glyph for each character but spaces")
        let definitions = TextOutlines.definitions(usedIn: svg)
        XCTAssertEqual(definitions.components(separatedBy: "<path ").count - 1, 8, "each glyph once")
        XCTAssertTrue(RenderTests.isWellFormed(definitions), definitions)
    }

    func testBlankTextHasNoOutline() {
        let svg = TextOutlines.line("   ", x: 0, baseline: 10, size: 12, paint: paint)
        XCTAssertFalse(svg.contains("<g"), svg)
        XCTAssertTrue(svg.contains(">   </text>"), svg)
        XCTAssertEqual(TextOutlines.definitions(usedIn: svg), "")
        XCTAssertFalse(TextOutlines.line("x", x: 0, baseline: 10, size: 0, paint: paint).contains("<use"))
    }

    /// Sizes and texts at the edges of what a document can say are drawn, not trapped on.
    func testExtremeSizesAreDrawn() {
        for size in [1e-300, 5e-324, 1e300, .greatestFiniteMagnitude, -3, .nan, .infinity] {
            let svg = TextOutlines.line("Ab 👍 漢", x: 1e19, baseline: -1e300, size: size, paint: paint)
            XCTAssertTrue(RenderTests.isWellFormed("<svg>\(svg)</svg>"), svg)
        }
    }

    /// Bold text is drawn with the bold face's glyphs, wider by its own advances.
    func testBoldTextHasTheBoldFace() {
        let font = Font(type: .boldSystem, pointSize: 17)
        let regular = TextOutlines.layout("Bold", face: .sansRegular, size: 17, font: font)
        let bold = TextOutlines.layout("Bold", face: .sansBold, size: 17, font: font)
        XCTAssertGreaterThan(bold.width, regular.width)
        let svg = TextOutlines.line("Bold", x: 0, baseline: 10, size: 17, bold: true, paint: paint)
        let uses = bold.glyphs.map {
            ##"<use href="#_gb\##($0.glyph)""## + ($0.x == 0 ? "" : ##" x="\##($0.x)""##) + "/>"
        }
        XCTAssertTrue(svg.contains(uses.joined()), svg)
        XCTAssertTrue(svg.contains(##"font-weight="600""##), svg)
        var outline = ""
        OutlineFont.sansBold.appendOutline(of: bold.glyphs[0].glyph, x: 0, y: 0, to: &outline)
        XCTAssertTrue(
            TextOutlines.definitions(usedIn: svg).contains(
                ##"<path id="_gb\##(bold.glyphs[0].glyph)" d="\##(outline)"/>"##))
    }

    /// Every character of Latin-1, Latin Extended-A, Greek, Cyrillic and the common punctuation has its glyph.
    func testTheCoveredBlocksHaveGlyphs() {
        let blocks: [ClosedRange<UInt32>] = [
            0x21...0x7E, 0xA1...0xFF, 0x100...0x17F, 0x391...0x3A1, 0x3A3...0x3C9, 0x410...0x44F,
        ]
        let punctuation = "…“”‘’–—•€™"
        for face in [OutlineFont.sansRegular, .sansBold] {
            for value in blocks.joined() where value != 0xAD {
                let scalar = Unicode.Scalar(value)!
                XCTAssertNotNil(face.glyph(for: scalar), "U+\(String(value, radix: 16))")
            }
            for scalar in punctuation.unicodeScalars { XCTAssertNotNil(face.glyph(for: scalar), "\(scalar)") }
            XCTAssertGreaterThan(face.scalarCount, 1000)
        }
    }

    /// A decomposed accent is drawn as its precomposed letter.
    func testDecomposedAccentsAreComposed() {
        let font = Font(type: .system, pointSize: 17)
        let composed = TextOutlines.layout("é", face: .sansRegular, size: 17, font: font)
        let decomposed = TextOutlines.layout("e\u{301}", face: .sansRegular, size: 17, font: font)
        XCTAssertEqual(composed.glyphs, decomposed.glyphs)
        XCTAssertTrue(decomposed.missing.isEmpty)
    }

    /// Characters the outlines lack are boxes at their measured advance, named on the path, and warned about at the
    /// view that shows them.
    func testMissingGlyphsAreBoxesAndWarnedAbout() throws {
        let font = Font(type: .system, pointSize: 17)
        let line = TextOutlines.layout("漢a👍🏽", face: .sansRegular, size: 17, font: font)
        XCTAssertEqual(line.missing, ["6F22", "1F44D+1F3FD"])
        // The box centred in the character's measured advance (about an em), then "a" after that advance.
        let advance = Int((TextMetrics().size(of: "漢", font: font).width / 17 * 2048).rounded())
        XCTAssertEqual(advance, 2048, accuracy: 100)
        let box = OutlineFont.sansRegular.advance(of: OutlineFont.missingGlyph)
        let a = try XCTUnwrap(OutlineFont.sansRegular.glyph(for: "a"))
        XCTAssertEqual(
            Array(line.glyphs.prefix(2)),
            [.init(glyph: OutlineFont.missingGlyph, x: (advance - box) / 2), .init(glyph: a, x: advance)])
        XCTAssertEqual(line.glyphs.count, 3)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <label text="Hello 世界" id="cjk"><rect key="frame" x="10" y="10" width="200" height="21"/></label>
                            <label text="Plain" id="plain"><rect key="frame" x="10" y="40" width="200" height="21"/></label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(xml, file: "test.xib").document)
        let picture = try XCTUnwrap(DocumentRenderer(document: document).render().first)
        XCTAssertTrue(picture.svg.contains(##"data-missing="4E16 754C""##), picture.svg)
        XCTAssertTrue(picture.svg.contains(">Hello 世界</text>"), picture.svg)
        XCTAssertEqual(picture.warnings.map(\.objectID), ["cjk"])
        let message = try XCTUnwrap(picture.warnings.first?.message)
        XCTAssertTrue(message.contains("世 (U+4E16)") && message.contains("界 (U+754C)"), message)
    }

    // MARK: Rasterising

    /// The same picture rasterised by librsvg under two font configurations, one knowing only DejaVu Sans and one
    /// only Liberation Sans, gives the same PNG; the same picture drawn with `<text>` does not (the control: the two
    /// configurations do change what text looks like).
    func testPixelsDoNotDependOnTheMachinesFonts() throws {
        guard let rasteriser = Self.executable("rsvg-convert") else {
            throw XCTSkip("rsvg-convert (librsvg2-bin) is needed to rasterise the pictures")
        }
        let dejaVu = Self.fontFiles([
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        ])
        let liberation =
            Self.fontFiles([
                "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
                "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
            ])
            ?? Self.fontFiles([
                "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
                "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
            ])
        guard let dejaVu, let liberation else {
            throw XCTSkip("DejaVu Sans (fonts-dejavu-core) and Liberation Sans (fonts-liberation2) are needed")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configurations = try [("dejavu", dejaVu), ("liberation", liberation)].map { name, fonts in
            try Self.fontConfiguration(named: name, fonts: fonts, in: folder)
        }

        let outlined = try Self.samplePicture()
        XCTAssertTrue(outlined.contains("<use href="), "the picture's text is outlined")
        // The control: the same picture with its text drawn by the rasteriser's fonts, as before outlines.
        var plain = outlined.replacingOccurrences(of: "<text opacity=\"0\" ", with: "<text ")
        while let start = plain.range(of: "<g transform=\"matrix("),
            let end = plain[start.upperBound...].range(of: "</g>\n")
        {
            plain.removeSubrange(start.lowerBound..<end.upperBound)
        }
        XCTAssertFalse(plain.contains("<use "), plain)

        func rasterised(_ svg: String, _ name: String) throws -> [Data] {
            let input = folder.appendingPathComponent("\(name).svg")
            try svg.write(to: input, atomically: true, encoding: .utf8)
            return try configurations.enumerated().map { index, configuration in
                let output = folder.appendingPathComponent("\(name)-\(index).png")
                try Self.run(
                    rasteriser, ["-f", "png", "-o", output.path, input.path], fontConfiguration: configuration)
                return try Data(contentsOf: output)
            }
        }
        let outlinedPNGs = try rasterised(outlined, "outlined")
        let plainPNGs = try rasterised(plain, "plain")
        XCTAssertGreaterThan(outlinedPNGs[0].count, 1000)
        XCTAssertNotEqual(
            plainPNGs[0], plainPNGs[1], "the control: <text> differs between DejaVu Sans and Liberation Sans")
        XCTAssertEqual(outlinedPNGs[0], outlinedPNGs[1], "outlined text: the same pixels under both configurations")
    }

    /// A picture with long, bold, centred, right-aligned and wrapped labels, a button and a placeholder.
    private static func samplePicture() throws -> String {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <subviews>
                            <label text="Synchronise your library across every device you own" id="long"><rect key="frame" x="16" y="16" width="288" height="21"/></label>
                            <label text="Welcome back" textAlignment="center" id="bold"><rect key="frame" x="16" y="48" width="288" height="30"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="24"/></label>
                            <label text="Ærøskøbing, Łódź, Ελληνικά, Кириллица — “quoted” …" textAlignment="right" id="intl"><rect key="frame" x="16" y="88" width="288" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="13"/></label>
                            <label text="Many words that wrap over three lines in a narrow label, and are cut at the end" numberOfLines="3" id="wrap"><rect key="frame" x="16" y="116" width="180" height="64"/></label>
                            <button buttonType="system" id="save"><rect key="frame" x="200" y="190" width="104" height="34"/>
                                <state key="normal" title="Save changes"/></button>
                            <textField borderStyle="roundedRect" placeholder="Email address" id="email"><rect key="frame" x="16" y="190" width="170" height="34"/></textField>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let result = DocumentDecoder().decode(xml, file: "sample.xib")
        let document = try XCTUnwrap(result.document, "\(result.diagnostics)")
        return try XCTUnwrap(DocumentRenderer(document: document).render().first?.svg)
    }

    /// The files of `paths` when all exist.
    private static func fontFiles(_ paths: [String]) -> [String]? {
        paths.allSatisfy { FileManager.default.fileExists(atPath: $0) } ? paths : nil
    }

    /// A fontconfig file that knows only `fonts` (linked into a folder of their own), with its own cache.
    private static func fontConfiguration(named name: String, fonts: [String], in folder: URL) throws -> URL {
        let fontFolder = folder.appendingPathComponent("fonts-\(name)")
        try FileManager.default.createDirectory(at: fontFolder, withIntermediateDirectories: true)
        for font in fonts {
            try FileManager.default.createSymbolicLink(
                atPath: fontFolder.appendingPathComponent((font as NSString).lastPathComponent).path,
                withDestinationPath: font)
        }
        let file = folder.appendingPathComponent("fonts-\(name).conf")
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(fontFolder.path)</dir>
          <cachedir>\(folder.appendingPathComponent("cache-\(name)").path)</cachedir>
        </fontconfig>
        """.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    private static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    private static func run(_ executable: String, _ arguments: [String], fontConfiguration: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = fontConfiguration.path
        environment.removeValue(forKey: "FONTCONFIG_PATH")
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, String(decoding: message, as: UTF8.self))
    }
}
