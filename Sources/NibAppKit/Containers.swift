import NibHeadless
import NibModel

/// `NSBox`: a box with a title and border, or a separator, whose content view it keeps inside them as AppKit does.
open class NSBox: NSView {
    /// `NSBox.BoxType`: the document's names (`primary`, `separator`, `custom`).
    public typealias BoxType = NibModel.BoxType
    /// `NSBox.TitlePosition`: the document's names (`noTitle`, `atTop`, …).
    public typealias TitlePosition = NibModel.TitlePosition

    /// `boxType`.
    public var boxType = BoxType.primary { didSet { place() } }
    /// `titlePosition`.
    public var titlePosition = TitlePosition.atTop { didSet { place() } }
    /// `title`.
    public var title = "Title" { didSet { place() } }
    /// `borderType`, a custom box's border: the document's names (`none`, `line`, `bezel`, `groove`).
    public var borderType = NibModel.BorderType.lineBorder { didSet { place() } }
    /// `contentView`: the view its subviews go in.
    public private(set) var contentView: NSView?

    public required init() {
        super.init()
        makeContentView()
    }

    public override init(frame frameRect: Rect) {
        super.init(frame: frameRect)
        makeContentView()
    }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    private func makeContentView() {
        let content = NSView()
        content.autoresizingMask = [.width, .height]
        addSubview(content)
        contentView = content
        place()
    }

    /// The box as an AppKit document archives it, with its content view.
    private var archived: (box: IBObject, content: IBObject) {
        let location = SourceLocation(line: 0, column: 0)
        var box = IBObject(element: .box, category: .view, id: "code", location: location)
        box.title = title
        var attributes = AppKitViewAttributes()
        attributes.boxType = boxType
        attributes.titlePosition = titlePosition
        attributes.borderType = boxType == .custom ? borderType : nil
        box.appKitView = attributes
        var content = IBObject(element: .view, category: .view, id: "code-content", location: location)
        content.key = "contentView"
        box.children = [content]
        return (box, content)
    }

    private func place() {
        // A separator is a line: it holds no content (as the document archives none).
        if boxType == .separator, let content = contentView {
            content.removeFromSuperview()
            contentView = nil
        }
        let archived = archived
        sizeLikeArchivedControl(archived.box)
        contentView?.placeAsContentView(in: archived.box, archived: archived.content)
        contentView?.frame = contentFrame
    }

    /// Where the content view lies: inside the insets its placement keeps, else over the whole box. It follows the
    /// box's changes of size (as AppKit's box tiles it), so that the content's autoresizing subviews follow from the
    /// size they were laid out in; it may be less than empty while the box is smaller than its insets.
    private var contentFrame: Rect {
        let insets = contentView?.placementInsetsInContainer ?? .zero
        return Rect(
            x: insets.left, y: insets.bottom, width: frame.width - insets.left - insets.right,
            height: frame.height - insets.top - insets.bottom)
    }
}

/// `NSClipView`: a scroll view's clip view, flipped as AppKit's is.
open class NSClipView: View {}

/// `NSScrollView`: a flipped view keeping its clip view inside its border (and legacy scrollers), the document view
/// in the clip view.
open class NSScrollView: View {
    /// `NSBorderType`: the document's names (`none`, `line`, `bezel`, `groove`).
    public typealias BorderType = NibModel.BorderType
    /// `NSScroller.Style`.
    public enum ScrollerStyle: Sendable { case legacy, overlay }

    /// `contentView`: the clip view.
    public let contentView = NSClipView()
    /// `borderType`: none by default in code.
    public var borderType = BorderType.noBorder { didSet { tile() } }
    /// `hasVerticalScroller`.
    public var hasVerticalScroller = false { didSet { tile() } }
    /// `hasHorizontalScroller`.
    public var hasHorizontalScroller = false { didSet { tile() } }
    /// `autohidesScrollers`.
    public var autohidesScrollers = false
    /// `scrollerStyle`: a legacy scroller takes room beside the clip view, an overlay one none.
    public var scrollerStyle = ScrollerStyle.overlay { didSet { tile() } }
    /// `drawsBackground`; it does not change the layout.
    public var drawsBackground = true

    /// Where the clip view lies: inside the border and legacy scrollers (from the top-left: the view is flipped). It
    /// follows the scroll view's changes of size (as AppKit's scroll view tiles it), so that the document view's
    /// autoresizing follows from the size it was laid out in; it may be less than empty while the scroll view is
    /// smaller than its insets.
    private var clipFrame: Rect {
        let insets = contentView.placementInsetsInContainer ?? .zero
        return Rect(
            x: insets.left, y: insets.top, width: frame.width - insets.left - insets.right,
            height: frame.height - insets.top - insets.bottom)
    }

    /// `documentView`: the view the clip view shows.
    public var documentView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let documentView { contentView.addSubview(documentView) }
            tile()
        }
    }

    public required init() {
        super.init()
        makeClipView()
    }

    public override init(frame frameRect: Rect) {
        super.init(frame: frameRect)
        makeClipView()
    }

    private func makeClipView() {
        contentView.autoresizingMask = [.width, .height]
        addSubview(contentView)
        tile()
    }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    /// Keeps the clip view inside the border and scrollers, and the document view where AppKit keeps it.
    func tile() {
        let location = SourceLocation(line: 0, column: 0)
        var scrollView = IBObject(element: .scrollView, category: .view, id: "code", location: location)
        var attributes = AppKitViewAttributes()
        attributes.borderType = borderType
        scrollView.appKitView = attributes
        var clip = IBObject(element: .clipView, category: .view, id: "code-clip", location: location)
        clip.key = "contentView"
        scrollView.children = [clip]
        for (key, shown, vertical) in [
            ("verticalScroller", hasVerticalScroller, true), ("horizontalScroller", hasHorizontalScroller, false),
        ] where shown && scrollerStyle == .legacy {
            var scroller = IBObject(element: .scroller, category: .view, id: "code-\(key)", location: location)
            scroller.key = key
            var view = ViewAttributes()
            view.frame = Rect(x: 0, y: 0, width: vertical ? 15 : 100, height: vertical ? 100 : 15)
            scroller.view = view
            scrollView.children.append(scroller)
        }
        if let header = (documentView as? ArchivedDocumentView)?.headerFrame {
            var archived = IBObject(
                element: ElementKind(rawValue: "tableHeaderView"), category: .view, id: "code-header",
                location: location)
            archived.key = "headerView"
            var view = ViewAttributes()
            view.frame = header
            archived.view = view
            scrollView.children.append(archived)
        }
        contentView.placeAsContentView(in: scrollView, archived: clip)
        contentView.frame = clipFrame
        if let document = documentView as? ArchivedDocumentView {
            document.placeAsContentView(in: clip, archived: document.archivedDocument, scrollView: scrollView)
        }
    }
}

extension TitlePosition {
    /// `atTop`: the title in the top border (the document's `top`).
    public static let atTop = top
    /// `atBottom`: the title in the bottom border (the document's `bottom`).
    public static let atBottom = bottom
}

extension BorderType {
    /// `noBorder` (the document's `none`).
    public static let noBorder = none
    /// `lineBorder` (the document's `line`).
    public static let lineBorder = line
    /// `bezelBorder` (the document's `bezel`).
    public static let bezelBorder = bezel
    /// `grooveBorder` (the document's `groove`).
    public static let grooveBorder = Self(rawValue: "groove")
}
