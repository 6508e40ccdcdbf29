import NibHeadless
import NibModel

/// `NSLineBreakMode`: how a cell wraps or truncates its text.
public enum NSLineBreakMode: String, Sendable {
    case byWordWrapping = "wordWrapping"
    case byCharWrapping = "charWrapping"
    case byClipping = "clipping"
    case byTruncatingHead = "truncatingHead"
    case byTruncatingTail = "truncatingTail"
    case byTruncatingMiddle = "truncatingMiddle"
}

/// `NSTextField`: a label, a wrapping label or an editable field, sized by its cell as AppKit sizes one. (An
/// initializer's assignments run no observers, so each initializer describes the cell when it is done.)
open class NSTextField: NSControl {
    /// `stringValue`: the text it shows.
    public var stringValue = "" { didSet { describeCell() } }
    /// `placeholderString`: shown while it has no text.
    public var placeholderString: String? { didSet { describeCell() } }
    /// `isEditable`.
    public var isEditable = true { didSet { describeCell() } }
    /// `isSelectable`.
    public var isSelectable = true
    /// `isBezeled`: drawn in a bezel, which pads it.
    public var isBezeled = true { didSet { describeCell() } }
    /// `isBordered`: drawn with a border.
    public var isBordered = false { didSet { describeCell() } }
    /// `lineBreakMode`.
    public var lineBreakMode = NSLineBreakMode.byClipping { didSet { describeCell() } }
    /// `preferredMaxLayoutWidth`: the width it wraps its text at when it measures itself; 0 for none.
    public var preferredMaxLayoutWidth = 0.0 { didSet { describeCell() } }
    /// Whether its cell scrolls its text rather than wrapping it (a label's and a field's; a wrapping label's not).
    var scrolls = true { didSet { describeCell() } }
    /// `textColor`; it does not change the size.
    public var textColor: Color?
    /// `drawsBackground`; it does not change the size.
    public var drawsBackground = true

    /// `NSTextField(labelWithString:)`: a label that cannot be edited or selected, without bezel or background.
    public convenience init(labelWithString string: String) {
        self.init()
        configure(string, editable: false, bezeled: false)
        isSelectable = false
        drawsBackground = false
        describeCell()
    }

    /// `NSTextField(wrappingLabelWithString:)`: a selectable label that wraps its text by words.
    public convenience init(wrappingLabelWithString string: String) {
        self.init()
        configure(string, editable: false, bezeled: false)
        lineBreakMode = .byWordWrapping
        scrolls = false
        drawsBackground = false
        describeCell()
    }

    /// `NSTextField(string:)`: an editable, bezeled field.
    public convenience init(string: String) {
        self.init()
        configure(string, editable: true, bezeled: true)
        describeCell()
    }

    private func configure(_ string: String, editable: Bool, bezeled: Bool) {
        stringValue = string
        isEditable = editable
        isBezeled = bezeled
    }

    var element: String { "textField" }

    override var archivedForm: ArchivedForm? {
        var form = ArchivedForm(element, cell: "textFieldCell")
        form.cell.title = stringValue
        form.cell.appKitCell?.borderStyle = isBezeled ? .bezel : isBordered ? .border : nil
        form.cell.appKitCell?.lineBreakMode = LineBreakMode(rawValue: lineBreakMode.rawValue)
        form.cell.appKitCell?.isScrollable = scrolls
        form.cell.appKitCell?.isEditable = isEditable
        form.cell.appKitCell?.placeholderString = placeholderString
        if preferredMaxLayoutWidth > 0 {
            var view = form.control.appKitView ?? AppKitViewAttributes()
            view.preferredMaxLayoutWidth = preferredMaxLayoutWidth
            form.control.appKitView = view
        }
        return form
    }
}

/// `NSSecureTextField`: an editable field that hides its text.
open class NSSecureTextField: NSTextField {
    override var element: String { "secureTextField" }
}

/// `NSSearchField`: an editable field in a search bezel.
open class NSSearchField: NSTextField {
    override var element: String { "searchField" }
}

/// `NSComboBox`: an editable field with a menu of values, in its bezel.
open class NSComboBox: NSTextField {
    override var element: String { "comboBox" }
}
