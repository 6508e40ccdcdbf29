import NibModel
import NibTextMetrics

/// Where a container puts the views it places itself, not by constraints: a scroll view's clip view, the table or
/// text view the clip view shows, a box's or a visual effect view's content view, a cell's content view.
///
/// Each is the container's bounds inset by amounts that depend only on the container's kind and attributes (and,
/// for a few, on the Xcode generation that laid the document out), as Interface Builder's stored frames show. A view
/// whose placement is not known here (a box titled in another font or place, a cell accessory not seen in real
/// documents, a custom document view) gets nil and is left out of the agreement as placed by its container.
public enum ContainerPlacement {
    /// The insets from `container`'s bounds of `child`'s frame, or nil when not known.
    ///
    /// - Parameters:
    ///   - child: A view the container places: its `contentView` child or one of its subviews.
    ///   - container: The view placing it.
    ///   - generation: The generation that saved the document (its `toolsVersion`, even when its controls
    ///     show another generation's metrics: Xcode 26 draws a box's content view against its edges on every Mac).
    ///   - scale: The design device's scale (points per pixel).
    ///   - cellMargins: What a table view cell's side margins follow, which sets where a disclosure indicator puts
    ///     its content view (see ``CellContentMargins/basis(screenWidth:table:cellWidth:)``).
    ///   - scrollView: For a document view in a clip view, the scroll view holding the clip view: a table ends the
    ///     height of the header the scroll view stores short of the clip view's bottom (see
    ///     ``storedHeaderHeight(inScrollView:)``; without one, the height the generation's documents show).
    public static func insets(
        of child: IBObject, in container: IBObject, generation: Generation, scale: Double,
        cellMargins: CellContentMargins.Basis,
        scrollView: IBObject? = nil
    ) -> EdgeInsets? {
        switch (container.element, child.key) {
        case (.scrollView, "contentView") where child.element == .clipView:
            var insets = uniform(borderWidth(of: container))
            if insets.top > 0, let header = storedHeaderHeight(inScrollView: container) {
                // Before Xcode 12 a table's clip view reached over the border above it, under its header (Sequel
                // Pro's, hachidori's, Transmission's: 10 scroll views of Xcode 8 to 11); before Xcode 8 it began below
                // the header (VidSync's).
                if generation < .xcode8 {
                    insets.top = header
                } else if generation < .xcode12 {
                    insets.top = 0
                }
            }
            insets.right += legacyScrollerThickness(of: container, key: "verticalScroller")
            insets.bottom += legacyScrollerThickness(of: container, key: "horizontalScroller")
            return insets
        case (.clipView, _):
            return documentViewInsets(of: child, generation: generation, scrollView: scrollView)
        case (.box, "contentView"):
            return boxContentInsets(of: container, generation: generation).map {
                fitting($0, in: container.view?.frame?.size)
            }
        case (.visualEffectView, "contentView"), (.collectionViewCell, "contentView"),
            (.collectionReusableView, "contentView"):
            return uniform(0)
        case (.tableViewCell, "contentView"):
            return tableCellContentInsets(of: container, generation: generation, scale: scale, margins: cellMargins)
        default:
            return nil
        }
    }

    /// An `NSScrollView`'s border, which its clip view sits inside: none 0, line and bezel (the default) 1, groove 2.
    /// Overlay scrollers take no room; legacy ones do (see ``legacyScrollerThickness(of:key:)``).
    static func borderWidth(of scrollView: IBObject) -> Double {
        switch scrollView.appKitView?.borderType {
        case .none?: return 0
        case .groove?: return 2
        default: return 1
        }
    }

    /// The room a scroll view's scroller takes beside its clip view: a legacy scroller, always shown, is stored
    /// 15 pt thick (11 small, 13 mini) and the clip view ends where it begins (Platypus', Transmission's, Sequel Pro's
    /// and 20 more text and table views); an overlay scroller (16 pt, 14 small) or a hidden one takes none. The
    /// thickness is the stored scroller frame's, as the Mac that saved the document drew it (Xcode 26 stores 17 pt
    /// scrollers of both kinds, so those are taken as overlay ones).
    static func legacyScrollerThickness(of scrollView: IBObject, key: String) -> Double {
        guard let scroller = scrollView.child(forKey: key), scroller.view?.isHidden != true,
            let frame = scroller.view?.frame
        else { return 0 }
        let thickness = key == "verticalScroller" ? frame.width : frame.height
        return [11, 13, 15].contains(thickness) ? thickness : 0
    }

    /// The height of the table header view a scroll view holds (`<tableHeaderView key="headerView">`), as the
    /// document stored it. The header is as high as the Mac that saved the document draws it (17, 23, 25 or 28 pt in
    /// the same table style: 262 headers of 93 documents), a setting of that Mac rather than of the document, so its
    /// stored height is taken as given, as a view that no constraint places keeps its stored frame.
    public static func storedHeaderHeight(inScrollView scrollView: IBObject) -> Double? {
        scrollView.child(forKey: "headerView")?.view?.frame?.height
    }

    /// The document view of a clip view fills it: tables and outline views end a header's height short of its
    /// bottom (their header floats over the top, the scroll view insetting its content), text views and predicate
    /// editors fill it. Other document views keep the frames they are given.
    private static func documentViewInsets(of view: IBObject, generation: Generation, scrollView: IBObject?)
        -> EdgeInsets?
    {
        switch view.element {
        case .textView, .predicateEditor, .ruleEditor:
            return uniform(0)
        case .tableView, .outlineView:
            guard view.appKitView?.headerView != nil else { return uniform(0) }
            // Before Xcode 8 a bordered scroll view's clip view began below the header, which the table then fills.
            if generation < .xcode8, let scrollView, borderWidth(of: scrollView) > 0 { return uniform(0) }
            let stored = scrollView.flatMap(storedHeaderHeight(inScrollView:))
            guard let header = stored ?? self.headerHeight(of: view, generation: generation) else { return nil }
            return EdgeInsets(top: 0, left: 0, bottom: header, right: 0)
        default:
            return nil
        }
    }

    /// A table header's height: 28 pt in the styles of macOS 11 and later (`tableStyle="inset"`, `fullWidth`,
    /// `plain`, `sourceList`), 23 pt for the automatic style, as documents of Xcode 12 and later store them. Older
    /// documents are not known here.
    static func headerHeight(of table: IBObject, generation: Generation) -> Double? {
        guard generation >= .xcode12 else { return nil }
        switch table.appKitView?.tableStyle {
        case nil, .automatic?: return 23
        default: return 28
        }
    }

    /// An `NSBox`'s content view: inside a line box's 1 pt border (`boxType="oldStyle"` or `custom`), and for a primary
    /// box without a title, by the generation that laid the document out: 1 pt inside its edges up to Xcode 8 (31 boxes
    /// of Xcode 6 to 8.3, MacDown's preferences among them), 3 pt up to Xcode 13, from Xcode 14 1 pt inside its border
    /// (3 pt below its top, 4 inside its sides, 5 above its bottom), and against its edges in Xcode 26, which draws no
    /// border around it (53 untitled boxes of 27 documents; 4 differ: two of Xcode 13.4 already with Xcode 14's insets,
    /// one stale, one with none), also in an Xcode 26 document whose controls show the older metrics (BlockBlock's,
    /// LuLu's). A box with `borderType="none"` has it against its edges in every generation. A title in the system font
    /// above the content takes the top 15 pt instead (12 in Xcode 26).
    private static func boxContentInsets(of box: IBObject, generation: Generation) -> EdgeInsets? {
        let attributes = box.appKitView
        let type = attributes?.boxType ?? .primary
        let hasTitle = attributes?.titlePosition != .noTitle
        switch type {
        case .oldStyle, .custom:
            guard !hasTitle || type == .custom else { return nil }
            let border = attributes?.borderType ?? .line
            if border == .none { return uniform(0) }
            let width = type == .custom ? (attributes?.borderWidth ?? 1) : 1
            return uniform(width)
        case .primary, .secondary:
            let borderless = attributes?.borderType == BorderType.none
            guard hasTitle else {
                // A box without a border has its content view against its edges (Platypus', iTerm2's).
                return borderless ? uniform(0) : borderedContentInsets(generation: generation)
            }
            // A title in the system font above the content: 15 pt of the box's top, 12 in Xcode 26; the other sides
            // as without a title (53 titled boxes of 19 documents, Xcode 7 to 26). Another title font or place is not
            // known here.
            let position = attributes?.titlePosition ?? .top
            guard !borderless, position == .top, box.untyped.element(forKey: "titleFont") == nil else { return nil }
            var insets = borderedContentInsets(generation: generation)
            insets.top = generation >= .xcode26 ? 12 : 15
            return insets
        default:
            return nil
        }
    }

    /// Insets that leave a box of `size` a content view of no negative size: AppKit gives the content of a box
    /// smaller than its borders no width or height, at its left and bottom borders (the box is not flipped), as the
    /// line boxes 1 pt high that Simplenote and Adium draw as separators store theirs (0 pt high, 1 pt above the
    /// box's bottom). The box's stored size stands for its size.
    static func fitting(_ insets: EdgeInsets, in size: Size?) -> EdgeInsets {
        guard let size else { return insets }
        var fitted = insets
        if insets.left + insets.right > size.width { fitted.right = size.width - insets.left }
        if insets.top + insets.bottom > size.height { fitted.top = size.height - insets.bottom }
        return fitted
    }

    /// A bordered primary box's content view inside its frame, below any title (see
    /// ``boxContentInsets(of:generation:)``).
    private static func borderedContentInsets(generation: Generation) -> EdgeInsets {
        let border = untitledBoxBorder(generation: generation)
        switch generation {
        case Generation.xcode26...: return border
        case Generation.xcode14...: return border + uniform(1)
        case Generation.xcode9...: return uniform(3)
        default: return uniform(1)
        }
    }

    /// Where a primary box without a title draws its border inside its frame, which is its alignment rectangle: 2 pt
    /// below its top, 3 inside its sides and 4 above its bottom; Xcode 26 draws none, the box filling its frame.
    static func untitledBoxBorder(generation: Generation) -> EdgeInsets {
        generation >= .xcode26 ? uniform(0) : EdgeInsets(top: 2, left: 3, bottom: 4, right: 3)
    }

    /// A `UITableViewCell`'s content view: the cell, less a disclosure indicator on the right, and, in documents
    /// before Xcode 11 (iOS 12 and earlier), less the one-pixel separator at the bottom.
    ///
    /// The indicator sits inside the cell's trailing margin (see ``CellContentMargins``: 16 pt up to 375 pt wide,
    /// 20 wider), so the content view ends the margin and the chevron's width short of the cell's trailing edge, on
    /// the pixel grid. The chevron's width by generation, as stored by Interface Builder: 18 pt for Xcode 10 (builds
    /// 14000 to 14999: GitHawk's, Rocket.Chat's and Pocket Casts' cells 34 pt wider than their content on a 375 pt
    /// iPhone), 11 pt for Xcode 11 and 12 (15000 to 17999), 9.5 for Xcode 12.5 and 13.0 (18000 to 19499), 8.5 for
    /// Xcode 13.2 and 13.3 (19500 to 20999), 10.5 from Xcode 14 (21000 and later; Siskin's settings, Xcode 14.0, on a
    /// 414 pt iPhone): 141 cells of 26 documents, on 320, 375 and 414 pt devices. Other accessories and generations
    /// are not known here.
    private static func tableCellContentInsets(
        of cell: IBObject, generation: Generation, scale: Double, margins: CellContentMargins.Basis
    ) -> EdgeInsets? {
        tableCellContentInsets(
            accessory: cell.uiKit?.accessoryType, generation: generation, scale: scale, margins: margins)
    }

    /// The insets of the content view of a table view cell with `accessory` (nil or `none` for none): a disclosure
    /// indicator's width past the cell's trailing margin, by generation, and before Xcode 11 the separator's pixel;
    /// nil for an accessory not known here.
    public static func tableCellContentInsets(
        accessory: TableViewCellAccessoryType?, generation: Generation, scale: Double,
        margins: CellContentMargins.Basis
    ) -> EdgeInsets? {
        let separator = generation < .xcode11 ? 1 / scale : 0
        var width = 0.0
        switch accessory {
        case nil, TableViewCellAccessoryType.none?:
            break
        case TableViewCellAccessoryType.disclosureIndicator?:
            guard let chevron = disclosureChevronWidth(generation: generation) else { return nil }
            let margin = CellContentMargins.cellMargins(generation: generation, basis: margins).right
            width = PixelGrid.floor(margin + chevron, scale: scale)
        default:
            return nil
        }
        return EdgeInsets(top: 0, left: 0, bottom: separator, right: width)
    }

    private static func disclosureChevronWidth(generation: Generation) -> Double? {
        switch generation {
        case Generation.xcode10..<Generation.xcode11: return 18
        case Generation.xcode11..<Generation.xcode12_5: return 11
        case Generation.xcode12_5..<Generation.xcode13_2: return 9.5
        case Generation.xcode13_2..<Generation.xcode14: return 8.5
        case Generation.xcode14...: return 10.5
        default: return nil
        }
    }

    private static func uniform(_ inset: Double) -> EdgeInsets {
        EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
    }
}
