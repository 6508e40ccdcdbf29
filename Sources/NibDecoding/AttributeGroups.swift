import NibModel

/// The typed attribute groups of an object element. Each returns `false` for a name it does not type, so the
/// caller keeps that attribute untyped.
extension DocumentBuilder {
    mutating func viewAttribute(_ name: KnownName?, _ slot: XMLTree.AttributeSlot, into view: inout ViewAttributes)
        -> Bool
    {
        switch name {
        case .translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints = bool(slot)
        case .misplaced: view.isMisplaced = bool(slot) ?? false
        case .ambiguous: view.isAmbiguous = bool(slot) ?? false
        case .fixedFrame: view.hasFixedFrame = bool(slot) ?? false
        case .alpha, .alphaValue: view.alpha = number(slot)
        case .hidden: view.isHidden = bool(slot)
        case .tag: view.tag = integer(slot)
        case .contentMode: view.contentMode = value(slot)
        case .clipsSubviews: view.clipsSubviews = bool(slot)
        case .userInteractionEnabled: view.isUserInteractionEnabled = bool(slot)
        case .opaque: view.isOpaque = bool(slot)
        case .multipleTouchEnabled: view.isMultipleTouchEnabled = bool(slot)
        case .horizontalHuggingPriority: view.horizontalHuggingPriority = priority(slot)
        case .verticalHuggingPriority: view.verticalHuggingPriority = priority(slot)
        case .horizontalCompressionResistancePriority: view.horizontalCompressionResistancePriority = priority(slot)
        case .verticalCompressionResistancePriority: view.verticalCompressionResistancePriority = priority(slot)
        case .placeholderIntrinsicWidth: view.placeholderIntrinsicWidth = intrinsicDimension(slot)
        case .placeholderIntrinsicHeight: view.placeholderIntrinsicHeight = intrinsicDimension(slot)
        case .preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins = bool(slot)
        case .insetsLayoutMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea = bool(slot)
        default: return false
        }
        return true
    }

    private mutating func intrinsicDimension(_ slot: XMLTree.AttributeSlot) -> Double? {
        let raw = string(slot)
        if raw == "infinite" { return .infinity }
        return number(slot)
    }

    mutating func textAttribute(_ name: KnownName?, _ slot: XMLTree.AttributeSlot, into text: inout TextAttributes)
        -> Bool
    {
        switch name {
        case .text: text.text = string(slot)
        case .placeholder: text.placeholder = string(slot)
        case .textAlignment: text.textAlignment = string(slot)
        case .numberOfLines: text.numberOfLines = integer(slot)
        case .lineBreakMode: text.lineBreakMode = string(slot)
        case .adjustsFontSizeToFit: text.adjustsFontSizeToFit = bool(slot)
        case .minimumFontSize: text.minimumFontSize = number(slot)
        case .minimumScaleFactor: text.minimumScaleFactor = number(slot)
        case .baselineAdjustment: text.baselineAdjustment = string(slot)
        case .borderStyle: text.borderStyle = value(slot)
        default: return false
        }
        return true
    }

    mutating func controlAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, into control: inout ControlAttributes
    ) -> Bool {
        switch name {
        case .contentHorizontalAlignment: control.contentHorizontalAlignment = string(slot)
        case .contentVerticalAlignment: control.contentVerticalAlignment = string(slot)
        case .enabled: control.isEnabled = bool(slot)
        case .selected: control.isSelected = bool(slot)
        case .highlighted: control.isHighlighted = bool(slot)
        case .value: control.value = number(slot)
        case .minValue, .minimumValue: control.minimumValue = number(slot)
        case .maxValue, .maximumValue: control.maximumValue = number(slot)
        case .on: control.isOn = bool(slot)
        case .selectedSegmentIndex: control.selectedSegmentIndex = integer(slot)
        default: return false
        }
        return true
    }

    mutating func stackAttribute(_ name: KnownName?, _ slot: XMLTree.AttributeSlot, into stack: inout StackAttributes)
        -> Bool
    {
        switch name {
        case .axis, .orientation: stack.axis = value(slot)
        case .distribution: stack.distribution = value(slot)
        case .alignment: stack.alignment = value(slot)
        case .spacing: stack.spacing = number(slot)
        case .spacingType: stack.spacingType = value(slot)
        case .baselineRelativeArrangement: stack.isBaselineRelativeArrangement = bool(slot)
        case .layoutMarginsRelativeArrangement: stack.isLayoutMarginsRelativeArrangement = bool(slot)
        case .detachesHiddenViews: stack.detachesHiddenViews = bool(slot)
        default: return false
        }
        return true
    }

    /// An AppKit cell's attribute: `type=` and `bezelStyle=` of a button or pop-up button cell, `style=` of a
    /// segmented cell, and the other names on any cell.
    mutating func appKitCellAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, kind: Family.AppKitKind,
        into cell: inout AppKitCellAttributes
    ) -> Bool {
        switch name {
        case .type where kind == .buttonCell: cell.type = ButtonCellType(rawValue: string(slot))
        case .bezelStyle where kind == .buttonCell: cell.bezelStyle = BezelStyle(rawValue: string(slot))
        case .style where kind == .segmentedCell: cell.segmentStyle = SegmentStyle(rawValue: string(slot))
        case .controlSize: cell.controlSize = ControlSize(rawValue: string(slot))
        case .borderStyle: cell.borderStyle = CellBorderStyle(rawValue: string(slot))
        case .imagePosition: cell.imagePosition = ImagePosition(rawValue: string(slot))
        case .imageFrameStyle: cell.imageFrameStyle = ImageFrameStyle(rawValue: string(slot))
        case .lineBreakMode: cell.lineBreakMode = LineBreakMode(rawValue: string(slot))
        case .scrollable: cell.isScrollable = bool(slot)
        case .usesSingleLineMode: cell.usesSingleLineMode = bool(slot)
        case .editable: cell.isEditable = bool(slot)
        case .placeholderString: cell.placeholderString = string(slot)
        case .pullsDown: cell.pullsDown = bool(slot)
        case .segmentDistribution: cell.segmentDistribution = SegmentDistribution(rawValue: string(slot))
        case .sliderType: cell.sliderType = SliderType(rawValue: string(slot))
        case .numberOfTickMarks: cell.numberOfTickMarks = integer(slot)
        case .tickMarkPosition: cell.tickMarkPosition = TickMarkPosition(rawValue: string(slot))
        default: return false
        }
        return true
    }

    /// An AppKit view's attribute: `borderType=` of a box or scroll view, `style=` of a progress indicator, and the
    /// other names on any view.
    mutating func appKitViewAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, kind: Family.AppKitKind,
        into view: inout AppKitViewAttributes
    ) -> Bool {
        switch name {
        case .controlSize: view.controlSize = ControlSize(rawValue: string(slot))
        case .flipped: view.isFlipped = bool(slot)
        case .preferredMaxLayoutWidth: view.preferredMaxLayoutWidth = number(slot)
        case .boxType: view.boxType = BoxType(rawValue: string(slot))
        case .titlePosition: view.titlePosition = TitlePosition(rawValue: string(slot))
        case .borderType where kind == .box || kind == .scrollView: view.borderType = BorderType(rawValue: string(slot))
        case .borderWidth: view.borderWidth = number(slot)
        case .tableStyle: view.tableStyle = TableStyle(rawValue: string(slot))
        case .headerView: view.headerView = string(slot)
        case .colorWellStyle: view.colorWellStyle = ColorWellStyle(rawValue: string(slot))
        case .style where kind == .progressIndicator:
            view.progressIndicatorStyle = ProgressIndicatorStyle(rawValue: string(slot))
        default: return false
        }
        return true
    }

    /// A grid attribute: placement and row alignment on the grid and its rows, columns and cells, spacing on the grid,
    /// size and padding on a row or column, and the row, column and head of merged cell on a cell.
    mutating func gridAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, kind: Family.GridKind, into grid: inout GridAttributes
    ) -> Bool {
        switch name {
        case .xPlacement: grid.xPlacement = GridCellPlacement(rawValue: string(slot))
        case .yPlacement: grid.yPlacement = GridCellPlacement(rawValue: string(slot))
        case .rowAlignment: grid.rowAlignment = GridRowAlignment(rawValue: string(slot))
        case .rowSpacing where kind == .grid: grid.rowSpacing = number(slot)
        case .columnSpacing where kind == .grid: grid.columnSpacing = number(slot)
        case .height where kind == .row: grid.height = number(slot)
        case .topPadding where kind == .row: grid.topPadding = number(slot)
        case .bottomPadding where kind == .row: grid.bottomPadding = number(slot)
        case .width where kind == .column: grid.width = number(slot)
        case .leadingPadding where kind == .column: grid.leadingPadding = number(slot)
        case .trailingPadding where kind == .column: grid.trailingPadding = number(slot)
        case .row where kind == .cell: grid.row = string(slot)
        case .column where kind == .cell: grid.column = string(slot)
        case .headOfMergedCell where kind == .cell: grid.headOfMergedCell = string(slot)
        default: return false
        }
        return true
    }

    /// A UIKit attribute: `style=` of a table view or activity indicator, and the other names on any object.
    mutating func uiKitAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, kind: Family.UIKitKind, into uiKit: inout UIKitAttributes
    ) -> Bool {
        switch name {
        case .usesAttributedText: uiKit.usesAttributedText = bool(slot)
        case .extendedLayoutIncludesOpaqueBars: uiKit.extendedLayoutIncludesOpaqueBars = bool(slot)
        case .hidesBottomBarWhenPushed: uiKit.hidesBottomBarWhenPushed = bool(slot)
        case .navigationBarHidden: uiKit.isNavigationBarHidden = bool(slot)
        case .toolbarHidden: uiKit.isToolbarHidden = bool(slot)
        case .translucent: uiKit.isTranslucent = bool(slot)
        case .style where kind == .tableView: uiKit.tableViewStyle = TableViewStyle(rawValue: string(slot))
        case .style where kind == .activityIndicator:
            uiKit.activityIndicatorStyle = ActivityIndicatorStyle(rawValue: string(slot))
        case .accessoryType: uiKit.accessoryType = TableViewCellAccessoryType(rawValue: string(slot))
        case .hidesWhenStopped: uiKit.hidesWhenStopped = bool(slot)
        case .scrollEnabled: uiKit.isScrollEnabled = bool(slot)
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
        for child in tree.children(of: index) {
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
        for child in tree.children(of: index) { configuration.untyped.elements.append(genericElement(child)) }
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
        for child in tree.children(of: index) { guide.untyped.elements.append(genericElement(child)) }
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
        for child in tree.children(of: index) {
            guard known(node(child).name) == .mask, let maskKey = attribute(.key, of: child),
                node(child).attributeCount == 1
            else {
                variation.untyped.elements.append(genericElement(child))
                continue
            }
            let mask = string(maskKey)
            for entry in tree.children(of: child) {
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
