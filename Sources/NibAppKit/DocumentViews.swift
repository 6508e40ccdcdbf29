import NibHeadless
import NibModel

/// A view a scroll view places in its clip view as AppKit places it (a table below its header, a text view filling
/// the clip view), described as a document archives it.
protocol ArchivedDocumentView: View {
    /// The view as an AppKit document archives it.
    var archivedDocument: IBObject { get }
    /// The header the scroll view holds above it, if any.
    var headerFrame: Rect? { get }
}

/// `NSTableHeaderView`: the header above a table's columns; its height keeps the table below it.
open class NSTableHeaderView: View {}

/// `NSTableView`: a flipped table whose scroll view keeps it below its header. Its columns and cells are not made
/// here (the headless face draws no rows).
open class NSTableView: View, ArchivedDocumentView {
    /// `headerView`: the header its scroll view shows above it; a header made without a frame is as high as the
    /// generation's.
    public var headerView: NSTableHeaderView? = NSTableHeaderView() {
        didSet { (superview?.superview as? NSScrollView)?.tile() }
    }

    var element: ElementKind { .tableView }

    var archivedDocument: IBObject {
        var table = IBObject(
            element: element, category: .view, id: "code-table", location: SourceLocation(line: 0, column: 0))
        var attributes = AppKitViewAttributes()
        attributes.headerView = headerView == nil ? nil : "code-header"
        table.appKitView = attributes
        return table
    }

    var headerFrame: Rect? { headerView.flatMap { $0.frame.height > 0 ? $0.frame : nil } }
}

/// `NSOutlineView`: a table of rows in a tree.
open class NSOutlineView: NSTableView {
    override var element: ElementKind { .outlineView }
}

/// `NSTextView`: a flipped text view that fills its scroll view's clip view.
open class NSTextView: View, ArchivedDocumentView {
    var archivedDocument: IBObject {
        IBObject(element: .textView, category: .view, id: "code-text", location: SourceLocation(line: 0, column: 0))
    }

    var headerFrame: Rect? { nil }
}
