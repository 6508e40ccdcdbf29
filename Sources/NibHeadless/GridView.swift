import NibLayout
import NibModel

/// A headless grid view (`NSGridView`) loaded from a nib: its cells' views are its subviews, and layout places them
/// in rows and columns by its ``arrangement``, with the constraints the document engine makes for grids.
open class GridView: View {
    /// The rows, columns and cells the nib archived; each cell names its view by the view's `nibObjectID`.
    public var arrangement: GridArrangement?

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    /// Creates a grid view from a nib: its ``arrangement`` and, as its subviews, its `gridCell`s' content views, which
    /// stop translating their autoresizing masks (the grid's constraints place them).
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        arrangement = GridArrangement(object: coder.object)
        for cell in coder.object.children where cell.element == .gridCell {
            guard let content = cell.child(forKey: "contentView"), content.view != nil,
                let view = try coder.instantiator.object(for: content) as? View
            else { continue }
            // The grid places its views by constraints of its own, as a stack view does.
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }
}
