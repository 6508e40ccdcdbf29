import Foundation
import NibHeadless
import NibLayout
import NibModel
import NibRuntime
import NibTextMetrics
import XCTest

final class NoteView: NibView {
    @Outlet var noteLabel: Label?
    override class var library: NibLibrary { SelfSizingTests.library }
}

final class EmbeddedNoteView: NibView {
    @Outlet var noteLabel: Label?
    override class var nibName: String { "NoteView" }
    override class var nibContentMode: NibContentMode { .embed }
    override class var library: NibLibrary { SelfSizingTests.library }
}

/// The constraints inside loaded content size the custom view: a label that grows makes the view grow, whether
/// the content was reparented into the view or embedded in it.
final class SelfSizingTests: XCTestCase {
    static let library: NibLibrary = {
        var registry = ClassRegistry.standard
        registry.register(NoteView.self)
        registry.register(EmbeddedNoteView.self, as: "NoteView")
        return NibLibrary(searchDirectories: [NibViewTests.examples], registry: registry)
    }()

    private func check(_ view: View, label: Label?, file: StaticString = #filePath, line: UInt = #line) throws {
        let label = try XCTUnwrap(label, file: file, line: line)
        let measure = label.textMeasure
        let font = try XCTUnwrap(label.font)
        // UIKit rounds a label's size up to the pixel grid: NoteView.xib's device is an iPhone 15 (3×).
        func ceiled(_ value: Double) -> Double { PixelGrid.ceil(value, scale: 3) }
        let lineHeight = ceiled(measure.size(of: "X", font: font).height)

        label.text = "Short"
        let short = view.systemLayoutSizeFitting(width: 240)
        XCTAssertEqual(short.width, 240, file: file, line: line)
        XCTAssertEqual(short.height, 12 + lineHeight + 12, file: file, line: line)

        label.text = String(repeating: "A note that keeps going. ", count: 8)
        let long = view.systemLayoutSizeFitting(width: 240)
        let wrapped = measure.measure(label.text!, font: font, maxWidth: 216, numberOfLines: 0)
        XCTAssertGreaterThan(wrapped.lineCount, 2, file: file, line: line)
        XCTAssertEqual(long.height, 12 + ceiled(wrapped.height) + 12, file: file, line: line)
        XCTAssertEqual(label.frame.width, 216, "the label wraps inside the margins", file: file, line: line)
        XCTAssertEqual(view.frame.size, long, "the view took its fitting size", file: file, line: line)

        // Without a width the view is as narrow as its single-line text allows.
        label.text = "Hi"
        let narrow = view.systemLayoutSizeFitting()
        XCTAssertEqual(
            narrow.width, 12 + ceiled(measure.size(of: "Hi", font: font).width) + 12, file: file, line: line)
    }

    func testReparentedContentSizesTheView() throws {
        let note = NoteView(frame: .zero)
        XCTAssertTrue(note.noteLabel?.superview === note)
        try check(note, label: note.noteLabel)
    }

    func testEmbeddedContentSizesTheView() throws {
        let note = EmbeddedNoteView(frame: .zero)
        XCTAssertFalse(note.noteLabel?.superview === note, "embedded: the label lives in the content view")
        try check(note, label: note.noteLabel)
    }

    func testLayoutIfNeededPlacesTheContentInTheViewFrame() throws {
        let note = NoteView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let system = note.layoutIfNeeded()
        XCTAssertTrue(system.brokenConstraints.isEmpty, "\(system.brokenConstraints.map(\.readable))")
        XCTAssertEqual(note.noteLabel?.frame.x, 12)
        XCTAssertEqual(note.noteLabel?.frame.width, 276)
    }

    /// What a SwiftUI bridge reports for a proposal: the proposed width with the height the constraints give, or
    /// the view's own compressed size when no finite width is proposed.
    func testASwiftUIProposalTakesTheWidthAndLetsTheConstraintsDecideTheHeight() throws {
        let note = NoteView(frame: .zero)
        note.noteLabel?.text = String(repeating: "A note that keeps going. ", count: 8)
        func proposed(_ width: Double?) -> (width: Double, height: Double) {
            ProposedSizeFitting.size(forProposedWidth: width) { width in
                let size = note.systemLayoutSizeFitting(width: width)
                return (size.width, size.height)
            }
        }
        let wide = proposed(320)
        let narrow = proposed(200)
        XCTAssertEqual(wide.width, 320)
        XCTAssertEqual(narrow.width, 200)
        XCTAssertGreaterThan(narrow.height, wide.height, "narrower, the label wraps to more lines")
        XCTAssertEqual(wide.height, note.systemLayoutSizeFitting(width: 320).height)

        note.noteLabel?.text = "Hi"
        let own = note.systemLayoutSizeFitting()
        for ideal in [nil, Double.infinity] {
            let size = proposed(ideal)
            XCTAssertEqual(
                [size.width, size.height], [own.width, own.height], "ideal size for \(String(describing: ideal))")
        }
        XCTAssertEqual(proposed(-5).width, 0, "a negative proposal is none")
    }
}
