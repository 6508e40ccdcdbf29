import NibModel

/// The typed attribute groups of an object element. Each reads an attribute into its group in the object, making the
/// group on the first attribute it types, and returns `false` for a name it does not type, so that the caller keeps
/// that attribute untyped.
extension DocumentBuilder {
    mutating func viewAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, into view: inout OutOfLine<ViewAttributes>
    ) -> Bool {
        switch name {
        case .translatesAutoresizingMaskIntoConstraints:
            view.inPlace.translatesAutoresizingMaskIntoConstraints = bool(slot)
        case .misplaced: view.inPlace.isMisplaced = bool(slot) ?? false
        case .ambiguous: view.inPlace.isAmbiguous = bool(slot) ?? false
        case .fixedFrame: view.inPlace.hasFixedFrame = bool(slot) ?? false
        case .alpha, .alphaValue: view.inPlace.alpha = number(slot)
        case .hidden: view.inPlace.isHidden = bool(slot)
        case .tag: view.inPlace.tag = integer(slot)
        case .contentMode: view.inPlace.contentMode = value(slot)
        case .clipsSubviews: view.inPlace.clipsSubviews = bool(slot)
        case .userInteractionEnabled: view.inPlace.isUserInteractionEnabled = bool(slot)
        case .opaque: view.inPlace.isOpaque = bool(slot)
        case .multipleTouchEnabled: view.inPlace.isMultipleTouchEnabled = bool(slot)
        case .horizontalHuggingPriority: view.inPlace.horizontalHuggingPriority = priority(slot)
        case .verticalHuggingPriority: view.inPlace.verticalHuggingPriority = priority(slot)
        case .horizontalCompressionResistancePriority:
            view.inPlace.horizontalCompressionResistancePriority = priority(slot)
        case .verticalCompressionResistancePriority: view.inPlace.verticalCompressionResistancePriority = priority(slot)
        case .placeholderIntrinsicWidth: view.inPlace.placeholderIntrinsicWidth = intrinsicDimension(slot)
        case .placeholderIntrinsicHeight: view.inPlace.placeholderIntrinsicHeight = intrinsicDimension(slot)
        case .preservesSuperviewLayoutMargins: view.inPlace.preservesSuperviewLayoutMargins = bool(slot)
        case .insetsLayoutMarginsFromSafeArea: view.inPlace.insetsLayoutMarginsFromSafeArea = bool(slot)
        default: return false
        }
        return true
    }

    private mutating func intrinsicDimension(_ slot: XMLTree.AttributeSlot) -> Double? {
        let raw = string(slot)
        if raw == "infinite" { return .infinity }
        return number(slot)
    }

    mutating func textAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, into text: inout OutOfLine<TextAttributes>
    ) -> Bool {
        switch name {
        case .text: text.inPlace.text = string(slot)
        case .placeholder: text.inPlace.placeholder = string(slot)
        case .textAlignment: text.inPlace.textAlignment = string(slot)
        case .numberOfLines: text.inPlace.numberOfLines = integer(slot)
        case .lineBreakMode: text.inPlace.lineBreakMode = string(slot)
        case .adjustsFontSizeToFit: text.inPlace.adjustsFontSizeToFit = bool(slot)
        case .minimumFontSize: text.inPlace.minimumFontSize = number(slot)
        case .minimumScaleFactor: text.inPlace.minimumScaleFactor = number(slot)
        case .baselineAdjustment: text.inPlace.baselineAdjustment = string(slot)
        case .borderStyle: text.inPlace.borderStyle = value(slot)
        default: return false
        }
        return true
    }

    mutating func controlAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, into control: inout OutOfLine<ControlAttributes>
    ) -> Bool {
        switch name {
        case .contentHorizontalAlignment: control.inPlace.contentHorizontalAlignment = string(slot)
        case .contentVerticalAlignment: control.inPlace.contentVerticalAlignment = string(slot)
        case .enabled: control.inPlace.isEnabled = bool(slot)
        case .selected: control.inPlace.isSelected = bool(slot)
        case .highlighted: control.inPlace.isHighlighted = bool(slot)
        case .value: control.inPlace.value = number(slot)
        case .minValue, .minimumValue: control.inPlace.minimumValue = number(slot)
        case .maxValue, .maximumValue: control.inPlace.maximumValue = number(slot)
        case .on: control.inPlace.isOn = bool(slot)
        case .selectedSegmentIndex: control.inPlace.selectedSegmentIndex = integer(slot)
        default: return false
        }
        return true
    }

    /// A UIKit button's `buttonType=`.
    mutating func buttonAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, into button: inout OutOfLine<ButtonAttributes>
    ) -> Bool {
        guard name == .buttonType else { return false }
        button.inPlace.buttonType = value(slot)
        return true
    }

    /// An image by resource name: `image=` alone of an AppKit view or cell (`onlyImage`), and also
    /// `highlightedImage=` and `catalog=` of a UIKit image view.
    mutating func imageAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, onlyImage: Bool, into image: inout OutOfLine<ImageAttributes>
    ) -> Bool {
        switch name {
        case .image: image.inPlace.image = string(slot)
        case .highlightedImage where !onlyImage: image.inPlace.highlightedImage = string(slot)
        case .catalog where !onlyImage: image.inPlace.catalog = string(slot)
        default: return false
        }
        return true
    }

    mutating func stackAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, into stack: inout OutOfLine<StackAttributes>
    ) -> Bool {
        switch name {
        case .axis, .orientation: stack.inPlace.axis = value(slot)
        case .distribution: stack.inPlace.distribution = value(slot)
        case .alignment: stack.inPlace.alignment = value(slot)
        case .spacing: stack.inPlace.spacing = number(slot)
        case .spacingType: stack.inPlace.spacingType = value(slot)
        case .baselineRelativeArrangement: stack.inPlace.isBaselineRelativeArrangement = bool(slot)
        case .layoutMarginsRelativeArrangement: stack.inPlace.isLayoutMarginsRelativeArrangement = bool(slot)
        case .detachesHiddenViews: stack.inPlace.detachesHiddenViews = bool(slot)
        default: return false
        }
        return true
    }

    /// An AppKit cell's attribute: `type=` and `bezelStyle=` of a button or pop-up button cell, `style=` of a
    /// segmented cell, and the other names on any cell.
    mutating func appKitCellAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, kind: Family.AppKitKind,
        into cell: inout OutOfLine<AppKitCellAttributes>
    ) -> Bool {
        switch name {
        case .type where kind == .buttonCell: cell.inPlace.type = ButtonCellType(rawValue: string(slot))
        case .bezelStyle where kind == .buttonCell: cell.inPlace.bezelStyle = BezelStyle(rawValue: string(slot))
        case .style where kind == .segmentedCell: cell.inPlace.segmentStyle = SegmentStyle(rawValue: string(slot))
        case .controlSize: cell.inPlace.controlSize = ControlSize(rawValue: string(slot))
        case .borderStyle: cell.inPlace.borderStyle = CellBorderStyle(rawValue: string(slot))
        case .imagePosition: cell.inPlace.imagePosition = ImagePosition(rawValue: string(slot))
        case .imageFrameStyle: cell.inPlace.imageFrameStyle = ImageFrameStyle(rawValue: string(slot))
        case .lineBreakMode: cell.inPlace.lineBreakMode = LineBreakMode(rawValue: string(slot))
        case .scrollable: cell.inPlace.isScrollable = bool(slot)
        case .usesSingleLineMode: cell.inPlace.usesSingleLineMode = bool(slot)
        case .editable: cell.inPlace.isEditable = bool(slot)
        case .placeholderString: cell.inPlace.placeholderString = string(slot)
        case .pullsDown: cell.inPlace.pullsDown = bool(slot)
        case .segmentDistribution: cell.inPlace.segmentDistribution = SegmentDistribution(rawValue: string(slot))
        case .sliderType: cell.inPlace.sliderType = SliderType(rawValue: string(slot))
        case .numberOfTickMarks: cell.inPlace.numberOfTickMarks = integer(slot)
        case .tickMarkPosition: cell.inPlace.tickMarkPosition = TickMarkPosition(rawValue: string(slot))
        default: return false
        }
        return true
    }

    /// An AppKit view's attribute: `borderType=` of a box or scroll view, `style=` of a progress indicator, and the
    /// other names on any view.
    mutating func appKitViewAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, kind: Family.AppKitKind,
        into view: inout OutOfLine<AppKitViewAttributes>
    ) -> Bool {
        switch name {
        case .controlSize: view.inPlace.controlSize = ControlSize(rawValue: string(slot))
        case .flipped: view.inPlace.isFlipped = bool(slot)
        case .preferredMaxLayoutWidth: view.inPlace.preferredMaxLayoutWidth = number(slot)
        case .boxType: view.inPlace.boxType = BoxType(rawValue: string(slot))
        case .titlePosition: view.inPlace.titlePosition = TitlePosition(rawValue: string(slot))
        case .borderType where kind == .box || kind == .scrollView:
            view.inPlace.borderType = BorderType(rawValue: string(slot))
        case .borderWidth: view.inPlace.borderWidth = number(slot)
        case .tableStyle: view.inPlace.tableStyle = TableStyle(rawValue: string(slot))
        case .headerView: view.inPlace.headerView = string(slot)
        case .colorWellStyle: view.inPlace.colorWellStyle = ColorWellStyle(rawValue: string(slot))
        case .style where kind == .progressIndicator:
            view.inPlace.progressIndicatorStyle = ProgressIndicatorStyle(rawValue: string(slot))
        default: return false
        }
        return true
    }

    /// A grid attribute: placement and row alignment on the grid and its rows, columns and cells, spacing on the grid,
    /// size and padding on a row or column, and the row, column and head of merged cell on a cell.
    mutating func gridAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, kind: Family.GridKind,
        into grid: inout OutOfLine<GridAttributes>
    ) -> Bool {
        switch name {
        case .xPlacement: grid.inPlace.xPlacement = GridCellPlacement(rawValue: string(slot))
        case .yPlacement: grid.inPlace.yPlacement = GridCellPlacement(rawValue: string(slot))
        case .rowAlignment: grid.inPlace.rowAlignment = GridRowAlignment(rawValue: string(slot))
        case .rowSpacing where kind == .grid: grid.inPlace.rowSpacing = number(slot)
        case .columnSpacing where kind == .grid: grid.inPlace.columnSpacing = number(slot)
        case .height where kind == .row: grid.inPlace.height = number(slot)
        case .topPadding where kind == .row: grid.inPlace.topPadding = number(slot)
        case .bottomPadding where kind == .row: grid.inPlace.bottomPadding = number(slot)
        case .width where kind == .column: grid.inPlace.width = number(slot)
        case .leadingPadding where kind == .column: grid.inPlace.leadingPadding = number(slot)
        case .trailingPadding where kind == .column: grid.inPlace.trailingPadding = number(slot)
        case .row where kind == .cell: grid.inPlace.row = string(slot)
        case .column where kind == .cell: grid.inPlace.column = string(slot)
        case .headOfMergedCell where kind == .cell: grid.inPlace.headOfMergedCell = string(slot)
        default: return false
        }
        return true
    }

    /// A UIKit attribute: `style=` of a table view or activity indicator, and the other names on any object.
    mutating func uiKitAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, kind: Family.UIKitKind,
        into uiKit: inout OutOfLine<UIKitAttributes>
    ) -> Bool {
        switch name {
        case .usesAttributedText: uiKit.inPlace.usesAttributedText = bool(slot)
        case .extendedLayoutIncludesOpaqueBars: uiKit.inPlace.extendedLayoutIncludesOpaqueBars = bool(slot)
        case .hidesBottomBarWhenPushed: uiKit.inPlace.hidesBottomBarWhenPushed = bool(slot)
        case .navigationBarHidden: uiKit.inPlace.isNavigationBarHidden = bool(slot)
        case .toolbarHidden: uiKit.inPlace.isToolbarHidden = bool(slot)
        case .translucent: uiKit.inPlace.isTranslucent = bool(slot)
        case .style where kind == .tableView: uiKit.inPlace.tableViewStyle = TableViewStyle(rawValue: string(slot))
        case .style where kind == .activityIndicator:
            uiKit.inPlace.activityIndicatorStyle = ActivityIndicatorStyle(rawValue: string(slot))
        case .accessoryType: uiKit.inPlace.accessoryType = TableViewCellAccessoryType(rawValue: string(slot))
        case .hidesWhenStopped: uiKit.inPlace.hidesWhenStopped = bool(slot)
        case .scrollEnabled: uiKit.inPlace.isScrollEnabled = bool(slot)
        default: return false
        }
        return true
    }

    mutating func buttonState(_ index: Int32) -> ButtonState {
        var state = ButtonState(state: ControlState(rawValue: ""))
        for slot in attributeSlots(index) {
            switch known(slot.name) {
            case .key: state.state = value(slot)
            case .title: state.title = string(slot)
            case .image: state.image = string(slot)
            case .backgroundImage: state.backgroundImage = string(slot)
            default: keep(slot, element: index, in: &state.untyped)
            }
        }
        for child in nodes.children(of: index) {
            let key = attribute(.key, of: child).map { string($0) }
            if known(node(child).name) == .color, key == "titleColor" || key == "titleShadowColor",
                let color = color(child)
            {
                if key == "titleColor" { state.titleColor = color } else { state.titleShadowColor = color }
            } else {
                state.untyped.elements.append(genericElement(child))
            }
        }
        return state
    }

    mutating func buttonConfiguration(_ index: Int32) -> ButtonConfiguration {
        var configuration = ButtonConfiguration()
        for slot in attributeSlots(index) {
            switch known(slot.name) {
            case .key: break
            case .style: configuration.style = string(slot)
            case .title: configuration.title = string(slot)
            case .image: configuration.image = string(slot)
            default: keep(slot, element: index, in: &configuration.untyped)
            }
        }
        for child in nodes.children(of: index) { configuration.untyped.elements.append(genericElement(child)) }
        return configuration
    }

    mutating func layoutGuide(_ index: Int32) -> LayoutGuide {
        let legacy = known(node(index).name) == .viewControllerLayoutGuide
        var guide = LayoutGuide(id: "", key: "", isLegacy: legacy, location: location(index))
        for slot in attributeSlots(index) {
            switch known(slot.name) {
            case .id: guide.id = string(slot)
            case .key where !legacy: guide.key = string(slot)
            case .type where legacy: guide.key = string(slot)
            default: keep(slot, element: index, in: &guide.untyped)
            }
        }
        for child in nodes.children(of: index) { guide.untyped.elements.append(genericElement(child)) }
        return guide
    }

    mutating func variation(_ index: Int32) -> Variation {
        var variation = Variation(key: "", location: location(index))
        for slot in attributeSlots(index) {
            switch known(slot.name) {
            case .key: variation.key = string(slot)
            case .constant: variation.constant = number(slot)
            default: keep(slot, element: index, in: &variation.untyped)
            }
        }
        for child in nodes.children(of: index) {
            guard known(node(child).name) == .mask, let maskKey = attribute(.key, of: child),
                node(child).attributeCount == 1
            else {
                variation.untyped.elements.append(genericElement(child))
                continue
            }
            let mask = string(maskKey)
            for entry in nodes.children(of: child) {
                let entryName = known(node(entry).name)
                guard entryName == .include || entryName == .exclude, node(entry).attributeCount == 1,
                    let reference = attribute(.reference, of: entry)
                else {
                    variation.untyped.elements.append(genericElement(entry))
                    continue
                }
                let masked = MaskedReference(mask: mask, reference: string(reference))
                if entryName == .include {
                    variation.included.append(masked)
                } else {
                    variation.excluded.append(masked)
                }
            }
        }
        return variation
    }
}
