import NibLayout
import NibModel

/// What sizes a control loaded from an AppKit nib: its archived cell (`NSCell.cellSize`) — the title, font, bezel,
/// control size and style Interface Builder archived for it (`<buttonCell type="push" title="Cancel">`,
/// `<textFieldCell>`, a pop-up's menu, a box's type) — measured with the rules the document engine lays AppKit
/// documents out with (``StandardIntrinsicSizes``), so that the runtime and `nib layout` agree.
final class AppKitCell {
    /// The archived control, its cell among its children; its title is replaced when code sets another.
    private var archived: IBObject
    private let facts: DocumentFacts
    /// The last measurement, with the text measurer of the document's facts (the load's environment's).
    private var measured: IntrinsicSize?

    /// The cell of an archived AppKit view, or nil when its cell gives it no size of its own (a plain view, a
    /// scroll view) or it sizes itself another way (an image view, by its image).
    init?(archived: IBObject, facts: DocumentFacts) {
        guard archived.element != .imageView else { return nil }
        self.archived = archived
        self.facts = facts
        let size = self.size
        let aligned = size.alignmentInsets != .zero
        guard size.width != nil || size.height != nil || size.firstBaseline != nil || aligned else { return nil }
    }

    /// The control's intrinsic size, baselines, alignment insets and, for wrapping text, height at a width.
    var size: IntrinsicSize {
        if let measured { return measured }
        let size = StandardIntrinsicSizes(text: facts.sizing.text).intrinsicSize(
            of: archived, in: facts.document, device: facts.device, evidence: facts.evidence)
        measured = size
        return size
    }

    /// The title the cell shows (a button's, a text field's string).
    var title: String? {
        get {
            let cell = cellIndex.map { archived.children[$0] } ?? archived
            if case .string(let title)? = cell.value(forKey: "title") { return cell.title ?? title }
            return cell.title
        }
        set {
            if let index = cellIndex {
                archived.children[index].title = newValue
                archived.children[index].values.removeAll { $0.key == "title" }
            } else {
                archived.title = newValue
            }
            measured = nil
        }
    }

    private var cellIndex: Int? { archived.children.firstIndex { $0.key == "cell" } }
}
