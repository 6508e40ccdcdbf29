import Foundation
import NibModel

/// What one picture's drawing has done so far: how many views it drew, the nib-backed classes whose nibs it is inside,
/// and the warnings about what it left out. A nib drawn inside itself is drawn once, as UIKit would start to load
/// it, and then left empty (UIKit would load it forever); a picture stops drawing after ``maximumViews`` views, so
/// that nibs nested many levels deep with many views each cannot make a picture without end.
final class DrawingState {
    /// The most views one picture draws.
    static let maximumViews = 20_000

    private(set) var warnings: [DocumentRenderer.Picture.Warning] = []
    /// The views drawn as placeholders, and why.
    private(set) var placeholders: [DocumentRenderer.Picture.Warning] = []
    private var viewCount = 0
    private var stopped = false
    /// The classes whose nibs are being drawn, outermost first.
    private var chain: [String] = []
    /// The view of the drawn document that holds the nibs being drawn: warnings are located there.
    private var anchors: [IBObject] = []

    /// Whether one more view may be drawn; counts it.
    func admitsView() -> Bool {
        guard viewCount < Self.maximumViews else {
            if !stopped, let anchor = anchors.first {
                warn(
                    anchor,
                    "the picture reached \(Self.maximumViews) views inside this view's nib and the nibs nested in it; "
                        + "the rest are not drawn")
            }
            stopped = true
            return false
        }
        viewCount += 1
        return true
    }

    /// Starts drawing the nib of `className` inside `view`, unless that nib is already being drawn (the loading
    /// cycle); false, with a warning, then.
    func enter(_ className: String, at view: IBObject) -> Bool {
        if chain.contains(className) {
            let path = (chain + [className]).joined(separator: " → ")
            warn(
                anchors.first ?? view,
                "\(view.messageName) of class \(className) is inside the nib of \(className) (\(path)): loading it "
                    + "would never end, as each init(coder:) loads the nib again; drawn empty. Give the view inside "
                    + "the nib a plain class, or load the nib from File's Owner only (nib check: recursive-nib)")
            return false
        }
        chain.append(className)
        anchors.append(view)
        return true
    }

    /// Ends the nib `enter(_:at:)` started.
    func leave() {
        chain.removeLast()
        anchors.removeLast()
    }

    /// The largest coordinate or size, in points, a view is expected to have; beyond it a frame is a slip (`1e19`).
    static let largestCoordinate = 10_000_000.0

    /// Says when `view`'s laid-out `frame` lies beyond any screen, so that a picture that looks empty is explained.
    func check(_ frame: Rect, of view: IBObject) {
        let values = [frame.x, frame.y, frame.width, frame.height]
        guard values.contains(where: { $0.magnitude > Self.largestCoordinate }) else { return }
        let shown = values.map { SVGText.number($0) }
        warn(
            anchors.first ?? view,
            "\(view.messageName) is laid out at (\(shown[0]), \(shown[1])) with size \(shown[2]) × \(shown[3]) pt, "
                + "beyond any screen (over 10,000,000 pt), and is drawn off the picture; correct its frame, "
                + "constraints or font size in Interface Builder")
    }

    /// Notes that `view` is drawn as a placeholder (its kind's name, an image's name in a box) for `reason`.
    func placeholder(_ view: IBObject, _ reason: String) {
        // Inside a nib-backed view's nib, the note is located at that view, in the document drawn.
        let anchor = anchors.first ?? view
        let inside = anchors.isEmpty ? "" : "inside the nib of \(anchor.messageName), "
        let note = DocumentRenderer.Picture.Warning(
            objectID: anchor.id, location: anchor.location,
            message: "\(inside)\(view.messageName) is drawn as a placeholder: \(reason)")
        if !placeholders.contains(note) { placeholders.append(note) }
    }

    /// Says which characters of `view`'s text the glyph outlines lack, from the marks ``TextOutlines`` left on its
    /// drawn `content`: they are drawn as empty boxes, on every machine alike.
    func checkGlyphs(in content: String, of view: IBObject) {
        let mark = " \(TextOutlines.missingAttribute)=\""
        guard content.contains(mark) else { return }
        var characters: [String] = []
        for part in content.components(separatedBy: mark).dropFirst() {
            for cluster in part.prefix(while: { $0 != "\"" }).split(separator: " ") {
                let scalars = cluster.split(separator: "+").compactMap {
                    UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
                }
                let codes = scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                let shown = "\(String(String.UnicodeScalarView(scalars))) (\(codes))"
                if !characters.contains(shown) { characters.append(shown) }
            }
        }
        warn(
            anchors.first ?? view,
            "\(view.messageName) shows characters that the pictures' outline font (Liberation Sans: Latin, Greek, "
                + "Cyrillic, punctuation) lacks: \(characters.joined(separator: ", ")); drawn as empty boxes, the same "
                + "on every machine")
    }

    private func warn(_ view: IBObject, _ message: String) {
        let warning = DocumentRenderer.Picture.Warning(objectID: view.id, location: view.location, message: message)
        if !warnings.contains(warning) { warnings.append(warning) }
    }
}
