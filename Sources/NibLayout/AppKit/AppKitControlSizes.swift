import NibModel
import NibTextMetrics

/// AppKit controls' intrinsic sizes. AppKit keeps a control's title, font and style on its cell
/// (`<buttonCell type="push" title="Cancel">`, `<textFieldCell>`), so they are read from there. The numbers are the
/// metrics tables' rows, each with its evidence: ``PushButtonMetrics``, ``CheckBoxMetrics``, ``PopUpButtonMetrics``,
/// ``TitledBezelMetrics``, ``LineBezelMetrics``, ``SegmentedControlMetrics``, ``AppKitFixedSize`` and
/// ``sliderThicknesses``.
struct AppKitControlSizes {
    let text: any TextMeasuring
    /// What the document's stored frames show of how its controls were drawn.
    let evidence: StoredFrameEvidence
    /// The generation whose control metrics apply: from Xcode 26 (macOS 26) push buttons are drawn without the
    /// bezel margins and stored 24 high instead of 32.
    let generation: Generation
    /// The document's image resources, with the sizes Interface Builder lists for them.
    var images: [ImageResource] = []

    /// A title given as `title=` or, when it has several lines, as `<string key="title">`.
    private static func title(of target: IBObject?) -> String? {
        if let title = target?.title { return title }
        if case .string(let title) = target?.value(forKey: "title") { return title }
        return nil
    }

    /// Whether a text field's cell wraps its text: a cell without `lineBreakMode=` wraps by words (AppKit's
    /// default), unless it scrolls or is in single-line mode.
    private func wraps(_ cell: IBObject?) -> Bool {
        let attributes = cell?.appKitCell
        guard attributes?.isScrollable != true, attributes?.usesSingleLineMode != true else { return false }
        switch attributes?.lineBreakMode {
        case nil, .wordWrapping, .charWrapping: return true
        default: return false
        }
    }

    /// A wrapping label: as wide as its text on one line (at most its `preferredMaxLayoutWidth=`), and as high as
    /// its lines at the width the layout gives it (or at the preferred width when one is set).
    private func wrappingLabel(_ title: String, font: Font?, object: IBObject, single: Size) -> IntrinsicSize {
        let measurer = text
        let font = font ?? Font(metaFont: .system)
        let lineHeight = single.height
        func height(atWidth width: Double) -> Double {
            // AppKit lays each line out at the label's whole-point line height (16 for 13 pt).
            let lines = measurer.measure(title, font: font, maxWidth: max(width - 4, 1), numberOfLines: 0)
            return Double(max(lines.lineCount, 1)) * lineHeight
        }
        let preferred = object.appKitView?.preferredMaxLayoutWidth.flatMap { $0 > 0 ? $0 : nil }
        var size = IntrinsicSize(
            width: single.width - 4, height: lineHeight, firstBaseline: lineHeight - 3, lastBaselineFromBottom: 3,
            isText: true)
        if let preferred {
            size.width = min(single.width, preferred + 4) - 4
            size.height = height(atWidth: preferred + 4)
        } else {
            size.heightForWidth = { height(atWidth: $0 + 4) }
        }
        size.alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        return size
    }

    /// The width of the image a button shows alone (`imagePosition="only"`), when the document lists its size.
    private func shownImageWidth(of object: IBObject) -> Double? {
        guard object.child(forKey: "cell")?.appKitCell?.imagePosition == .only else { return nil }
        return object.shownImageSize(in: images)?.width
    }

    /// A borderless or small square image button is as large as its image (the size the document's resources list;
    /// Vienna's small filter bar close button is stored 13 pt square for a 20 pt image, so a small control may draw its
    /// image smaller: not known here).
    private static func imageSize(of object: IBObject, in images: [ImageResource]) -> IntrinsicSize {
        guard let image = object.shownImageSize(in: images) else { return .none }
        return IntrinsicSize(width: image.width, height: image.height)
    }

    /// Xcode 10 and earlier ran on macOS 10.14 and earlier, whose system font's line was a point higher at 13 pt;
    /// Xcode 11 on macOS 10.15, whose lines from 16 pt up were higher than macOS 11's.
    private var lineHeights: AppKitLineHeights {
        generation < .xcode11 ? .beforeCatalina : generation < .xcode12 ? .catalina : .current
    }

    func intrinsicSize(of object: IBObject) -> IntrinsicSize {
        let cell = object.child(forKey: "cell")
        let title = Self.title(of: cell) ?? Self.title(of: object) ?? ""
        let font = object.textFont(mac: true)
        let sizes = IntrinsicTextSizes(measurer: text)
        let label = sizes.appKitLabel(title, font: font, lineHeights: lineHeights)
        var size = intrinsicSize(of: object, cell: cell, title: title, font: font, label: label, sizes: sizes)
        // A label's or button's width is its title's cell width plus fixed padding (a pop-up's comes from its
        // items, a wrapping label's from its lines): kept for reading stored frames back as text widths.
        if [.textField, .secureTextField, .button].contains(object.element), !title.isEmpty, size.isText,
            let width = size.width, size.heightForWidth == nil
        {
            size.textWidth = TextWidthSource(
                kind: .macLabel, text: title, font: font ?? Font(metaFont: .system), padding: width - label.width)
        }
        return size
    }

    /// A bordered round-rect button (`type="roundRect"` with `borderStyle="border"`): its bezel has a height of its
    /// control size's, whatever its font, with its title centred in it (`TitledBezelMetrics`' rows); a mini one keeps
    /// its title's line.
    private func borderedRoundRectSize(size: ControlSize, title: String, label: Size) -> IntrinsicSize {
        guard let row = TitledBezelMetrics.row(for: .roundRect, size: size, generation: generation) else {
            return IntrinsicSize(width: label.width + 8, height: label.height, isText: true)
        }
        var result = row.size(title: title, label: label, imageAlone: nil)
        result.isText = true
        return result
    }

    private func intrinsicSize(
        of object: IBObject, cell: IBObject?, title: String, font: Font?, label: Size, sizes: IntrinsicTextSizes
    ) -> IntrinsicSize {
        switch object.element {
        case .comboBox:
            return LineBezelMetrics.row(for: .comboBox, size: object.controlSize, generation: generation)?
                .size(label: label) ?? .none
        case .textField, .secureTextField, .searchField:
            return textFieldSize(of: object, cell: cell, title: title, font: font, label: label, sizes: sizes)
        case .button:
            return buttonSize(of: object, cell: cell, title: title, font: font, label: label, sizes: sizes)
        case .popUpButton:
            return popUpSize(of: object, cell: cell, title: title, font: font, label: label, sizes: sizes)
        case .box:
            return boxSize(of: object)
        case .stepper:
            return fixedSize("stepper", of: object, line: label.height)
        case .segmentedControl:
            return segmentedControlSize(of: object, cell: cell, line: label.height)
        case .colorWell:
            // The newer minimal and expanded styles are not known here.
            guard object.appKitView?.colorWellStyle == nil else { return .none }
            return fixedSize("colorWell", of: object, line: label.height)
        case .slider:
            // Without a font of its own a slider's cell has its control size's system font.
            let controlFont: MetaFont =
                switch object.controlSize {
                case .small: .smallSystem
                case .mini: .miniSystem
                default: .system
                }
            let line = sizes.appKitLabel("", font: font ?? Font(metaFont: controlFont), lineHeights: lineHeights)
            return sliderSize(of: object, cell: cell, line: line.height)
        case .`switch`:
            // Small switches are not known here.
            return fixedSize("switch", of: object, line: label.height)
        case .progressIndicator:
            let spinning = object.appKitView?.progressIndicatorStyle == .spinning
            return fixedSize(
                spinning ? "progressIndicator spinning" : "progressIndicator bar", of: object, line: label.height)
        default:
            return .none
        }
    }

    /// The size of a control of `kind` whose size does not depend on its content: `AppKitFixedSize`'s row for it,
    /// or no size for a combination no document shows.
    private func fixedSize(_ kind: String, of object: IBObject, line: Double) -> IntrinsicSize {
        AppKitFixedSize.row(kind: kind, size: object.controlSize, generation: generation)?.size(line: line) ?? .none
    }

    /// A text field's, secure field's or search field's size.
    private func textFieldSize(
        of object: IBObject, cell: IBObject?, title: String, font: Font?, label: Size, sizes: IntrinsicTextSizes
    ) -> IntrinsicSize {
        let cellAttributes = cell?.appKitCell
        let bordered = cellAttributes?.borderStyle != nil
        if bordered || object.element == .searchField {
            // The bezel around the text's line: LineBezelMetrics' rows.
            return LineBezelMetrics.row(for: .textField, size: object.controlSize, generation: generation)?
                .size(label: label) ?? .none
        }
        if wraps(cell), !title.isEmpty {
            return wrappingLabel(title, font: font, object: object, single: label)
        }
        // A label's frame reaches 2 pt beyond its text on each side; constraints align the text. An empty label
        // that cannot be edited is as wide as the placeholder it shows (Transmission's "N/A" values), or with none
        // as narrow as its insets (its text is set at run time); an editable one has no width of its own.
        let editable = cellAttributes?.isEditable == true
        let shown = title.isEmpty && !editable ? cellAttributes?.placeholderString ?? "" : title
        let width: Double?
        if !shown.isEmpty {
            width =
                (shown == title ? label : sizes.appKitLabel(shown, font: font, lineHeights: lineHeights))
                .width - 4
        } else {
            width = editable ? nil : 0
        }
        var size = IntrinsicSize(
            width: width, height: label.height,
            firstBaseline: label.height - 3,
            lastBaselineFromBottom: 3, isText: true)
        size.alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        return size
    }

    /// A button's size, by its cell's type: the metrics tables for push buttons and check boxes, formulas for the rest.
    private func buttonSize(
        of object: IBObject, cell: IBObject?, title: String, font: Font?, label: Size, sizes: IntrinsicTextSizes
    ) -> IntrinsicSize {
        let cellAttributes = cell?.appKitCell
        let type = cellAttributes?.type ?? .push
        // The width of the image an untitled button shows alone, which sizes some bezels as a title would.
        let imageAlone = title.isEmpty ? shownImageWidth(of: object) : nil
        switch type {
        case .push:
            // Interface Builder's push buttons, by generation and control size: PushButtonMetrics' rows.
            guard
                let row = PushButtonMetrics.row(for: object.controlSize, generation: generation, evidence: evidence)
            else { return .none }
            return row.size(title: title, label: label, imageAlone: imageAlone)
        case .check, .radio:
            // Interface Builder's check boxes and radio buttons, by generation, size and type: CheckBoxMetrics'
            // rows.
            guard let row = CheckBoxMetrics.row(for: type, size: object.controlSize, generation: generation) else {
                return .none
            }
            return row.size(title: title, label: label, generation: generation, wideGap: evidence.wideCheckBoxGap)
        case .roundRect where cellAttributes?.borderStyle != nil:
            return borderedRoundRectSize(size: object.controlSize, title: title, label: label)
        case .inline where cellAttributes?.borderStyle != nil:
            // A bordered inline button, a source list's count badge: LineBezelMetrics' rows.
            return LineBezelMetrics.row(for: .badge, size: object.controlSize, generation: generation)?
                .size(label: label) ?? .none
        case .roundTextured
        where generation < .xcode26 && object.controlSize == .regular
            && (!title.isEmpty || imageAlone != nil):
            // Before Xcode 26: TitledBezelMetrics' row, sized by its title or the image it shows alone.
            return TitledBezelMetrics.row(for: .roundTextured, size: object.controlSize, generation: generation)?
                .size(title: title, label: label, imageAlone: imageAlone) ?? .none
        case .recessed where !title.isEmpty:
            // A recessed button (a scope bar's filter): TitledBezelMetrics' rows.
            return TitledBezelMetrics.row(for: .recessed, size: object.controlSize, generation: generation)?
                .size(title: title, label: label, imageAlone: nil) ?? .none
        case .roundRect, .inline:
            // A borderless text-like button: as high as its title's line.
            return IntrinsicSize(width: label.width + 8, height: label.height, isText: true)
        case .help:
            return fixedSize("helpButton", of: object, line: label.height)
        case .disclosureTriangle:
            return fixedSize("disclosureTriangle", of: object, line: label.height)
        case .smallSquare where cellAttributes?.borderStyle != nil:
            // A bordered small square button (the + and − under a list) draws its border 1 pt inside its frame
            // above and below: its 22 pt frame holds a 20 pt alignment rectangle, in every Xcode (Colloquy's,
            // Amethyst's, OpenEmu's and Sequel Ace's, 2 pt higher than their height constraints and 1 pt above
            // the views they are pinned to).
            var size = title.isEmpty ? Self.imageSize(of: object, in: images) : .none
            size.alignmentInsets = EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
            return size
        case .bevel where title.isEmpty, .smallSquare where title.isEmpty,
            // A borderless square button without a title is its image (Transmission's status bar and Aerial's
            // cache buttons).
            .square where title.isEmpty && cellAttributes?.borderStyle == nil,
            .squareTextured where title.isEmpty && cellAttributes?.borderStyle == nil:
            return Self.imageSize(of: object, in: images)
        default: return .none
        }
    }

    /// A pop-up button's size: the widest item it shows in the row of `PopUpButtonMetrics` for its bezel.
    private func popUpSize(
        of object: IBObject, cell: IBObject?, title: String, font: Font?, label: Size, sizes: IntrinsicTextSizes
    ) -> IntrinsicSize {
        let cellAttributes = cell?.appKitCell
        // As wide as its widest item plus the arrows; a pull-down of another bezel than push, as its title.
        // A textured rounded pop-up (not a pull-down) before Xcode 26 is stored as a push pop-up (MacPass's
        // reference builder: 25 pt high, 33 pt wider than its widest item).
        let type = cellAttributes?.type
        let pullsDown = cellAttributes?.pullsDown == true
        let push = type == .push || (type == .roundTextured && !pullsDown && generation < .xcode26)
        let shown = !push && pullsDown ? [title] : cell?.menuItemTitles ?? []
        let widest = shown.filter { !$0.isEmpty }.map {
            sizes.appKitLabel($0, font: font, lineHeights: lineHeights).width - 4
        }.max()
        // Interface Builder's pop-ups, by bezel, generation and size: PopUpButtonMetrics' rows.
        guard let row = PopUpButtonMetrics.row(push: push, size: object.controlSize, generation: generation) else {
            return .none
        }
        return row.size(widest: widest, line: label.height)
    }

    /// A box's alignment: a separator's line, or the border it draws inside its frame.
    private func boxSize(of object: IBObject) -> IntrinsicSize {
        let box = object.appKitView
        guard box?.boxType == .separator else {
            // A bordered box aligns by the border it draws inside its frame; a title above it is inside the
            // alignment rectangle (GrandPerspective's titled box, 3 pt wider on each side and 4 pt taller below
            // than its constraints make it).
            let position = box?.titlePosition ?? .top
            guard position == .noTitle || position == .top, box?.boxType != .custom, box?.boxType != .oldStyle
            else { return .none }
            var size = IntrinsicSize()
            size.alignmentInsets = ContainerPlacement.untitledBoxBorder(generation: generation)
            if position == .top { size.alignmentInsets.top = 0 }
            return size
        }
        // A separator's frame is 5 pt across; its alignment rectangle is the 1 pt line in the middle.
        let frame = object.view?.frame
        if let frame, frame.height > frame.width {
            var size = IntrinsicSize(width: 1)
            size.alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
            return size
        }
        var size = IntrinsicSize(height: 1)
        size.alignmentInsets = EdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
        return size
    }
}

extension IBObject {
    /// AppKit's `controlSize=` (`regular`, `small`, `mini`, `large`), kept on the control by recent Xcode versions
    /// and on its cell by older ones; regular when neither says.
    var controlSize: ControlSize {
        appKitView?.controlSize ?? child(forKey: "cell")?.appKitCell?.controlSize ?? .regular
    }
}
