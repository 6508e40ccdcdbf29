import NibHeadless
import NibModel

/// `NSButton`: a push button, check box, radio button or any other bezel, sized by its cell as AppKit sizes one.
open class NSButton: NSControl {
    /// `NSButton.BezelStyle`: the document's names (`rounded`, `recessed`, `texturedRounded`, …).
    public typealias BezelStyle = NibModel.BezelStyle
    /// `NSButton.ButtonType`.
    public enum ButtonType: Sendable {
        case momentaryLight, pushOnPushOff, toggle, `switch`, radio, momentaryChange, onOff, momentaryPushIn
    }

    /// `title`.
    public var title = "" { didSet { describeCell() } }
    /// `bezelStyle`.
    public var bezelStyle = BezelStyle.rounded { didSet { describeCell() } }
    /// `isBordered`: whether the bezel is drawn.
    public var isBordered = true { didSet { describeCell() } }
    /// `image`: the image it shows, by name.
    public var image: NSImage? { didSet { describeCell() } }
    /// `imagePosition`.
    public var imagePosition = ImagePosition.left { didSet { describeCell() } }
    /// `state`; it does not change the size.
    public var state = StateValue.off
    private var buttonType = ButtonType.momentaryPushIn

    /// `NSControl.ImagePosition`, by the names documents write.
    public enum ImagePosition: String, Sendable {
        case noImage, imageOnly = "only", imageLeft = "left", imageRight = "right", imageBelow = "below"
        case imageAbove = "above", imageOverlaps = "overlaps", imageLeading = "leading", imageTrailing = "trailing"
        /// `left`, AppKit's position for a check box's box.
        static let left = imageLeft
    }

    /// `NSButton(title:target:action:)`: a push button with a rounded bezel.
    public convenience init(title: String, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.target = target
        self.action = action
        describeCell()
    }

    /// `NSButton(checkboxWithTitle:target:action:)`.
    public convenience init(checkboxWithTitle title: String, target: AnyObject?, action: Selector?) {
        self.init(title: title, target: target, action: action)
        setButtonType(.switch)
    }

    /// `NSButton(radioButtonWithTitle:target:action:)`.
    public convenience init(radioButtonWithTitle title: String, target: AnyObject?, action: Selector?) {
        self.init(title: title, target: target, action: action)
        setButtonType(.radio)
    }

    /// `setButtonType(_:)`: a check box's or radio button's has no bezel of its own.
    public func setButtonType(_ type: ButtonType) {
        buttonType = type
        if type == .switch || type == .radio {
            bezelStyle = .regularSquare
            isBordered = false
        }
        describeCell()
    }

    /// The document's cell `type=` for the bezel and button type: `check`, `radio`, or the bezel's.
    private var cellType: String {
        switch buttonType {
        case .switch: return "check"
        case .radio: return "radio"
        default:
            // Interface Builder writes a rounded button without its border as a bevel button.
            if bezelStyle == .rounded, !isBordered { return "bevel" }
            return Self.cellTypes[bezelStyle.rawValue] ?? "push"
        }
    }

    /// The cell type Interface Builder writes for each bezel.
    static let cellTypes = [
        "rounded": "push", "regularSquare": "bevel", "shadowlessSquare": "square", "roundedRect": "roundRect",
        "texturedRounded": "roundTextured", "texturedSquare": "squareTextured", "recessed": "recessed",
        "inline": "inline", "helpButton": "help", "disclosure": "disclosureTriangle", "roundedDisclosure": "disclosure",
        "smallSquare": "smallSquare", "circular": "round",
    ]

    var element: String { "button" }
    var cellElement: String { "buttonCell" }

    override var archivedForm: ArchivedForm? {
        var form = ArchivedForm(element, cell: cellElement)
        form.cell.title = title
        form.cell.appKitCell?.type = ButtonCellType(rawValue: cellType)
        form.cell.appKitCell?.bezelStyle = bezelStyle
        form.cell.appKitCell?.borderStyle = isBordered ? .border : nil
        if let image {
            form.cell.image = ImageAttributes(image: image.name)
            form.cell.appKitCell?.imagePosition = NibModel.ImagePosition(rawValue: imagePosition.rawValue)
        }
        return form
    }
}

/// `NSPopUpButton`: a pop-up menu as wide as its widest item, or a pull-down menu.
open class NSPopUpButton: NSButton {
    /// `pullsDown`: whether it is a pull-down menu, which shows its title.
    public var pullsDown = false { didSet { describeCell() } }
    /// The items' titles, in order (`itemTitles`).
    public private(set) var itemTitles: [String] = []

    /// `NSPopUpButton(frame:pullsDown:)`.
    public convenience init(frame buttonFrame: Rect, pullsDown flag: Bool) {
        self.init(frame: buttonFrame)
        pullsDown = flag
        describeCell()
    }

    /// `addItems(withTitles:)`.
    public func addItems(withTitles titles: [String]) {
        itemTitles += titles
        describeCell()
    }

    override var element: String { "popUpButton" }
    override var cellElement: String { "popUpButtonCell" }

    override var archivedForm: ArchivedForm? {
        guard var form = super.archivedForm else { return nil }
        form.cell.title = pullsDown ? title : itemTitles.first ?? ""
        form.cell.appKitCell?.borderStyle = isBordered ? .borderAndBezel : nil
        form.cell.appKitCell?.pullsDown = pullsDown
        form.setFont(font ?? Font(metaFont: MetaFont(rawValue: "menu")))
        let location = SourceLocation(line: 0, column: 0)
        var menu = IBObject(
            element: ElementKind(rawValue: "menu"), category: .other, id: "code-menu", location: location)
        menu.key = "menu"
        menu.children = itemTitles.enumerated().map { index, title in
            var item = IBObject(element: .menuItem, category: .other, id: "code-item-\(index)", location: location)
            item.title = title
            return item
        }
        form.cell.children = [menu]
        return form
    }
}
