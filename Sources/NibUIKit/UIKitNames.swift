@_exported import NibHeadless
@_exported import NibModel

// UIKit's names for the headless face's types, for code written against UIKit (`nib eject --linux-testable`).

/// `UIView`: a headless ``View``.
public typealias UIView = View
/// `UILabel`: a headless ``Label``.
public typealias UILabel = Label
/// `UIButton`: a headless ``Button``.
public typealias UIButton = Button
/// `UIControl`: a headless ``Control``.
public typealias UIControl = Control
/// `UIStackView`: a headless ``StackView``.
public typealias UIStackView = StackView
/// `UIImageView`: a headless ``ImageView``.
public typealias UIImageView = ImageView
/// `UIScrollView`: a headless ``ScrollView``.
public typealias UIScrollView = ScrollView
/// `UITableView`: a headless ``TableView``.
public typealias UITableView = TableView
/// `UITextField`: a headless ``TextField``.
public typealias UITextField = TextField
/// `UITextView`: a headless ``TextView``.
public typealias UITextView = TextView
/// `UITableViewCell`: a headless ``TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// `UICollectionViewCell`: a headless ``CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionReusableView`: a plain headless ``View``.
public typealias UICollectionReusableView = View
/// `UILayoutGuide`: a headless ``LayoutGuide``.
public typealias UILayoutGuide = NibHeadless.LayoutGuide
/// `NSLayoutConstraint`: a headless ``LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// `UILayoutPriority`: the model's ``LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
/// `NSTextAlignment`: the model's ``TextAlignment``.
public typealias NSTextAlignment = TextAlignment

extension View {
    /// `UIView.ContentMode`.
    public typealias ContentMode = NibModel.ContentMode
    /// `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = NibModel.AutoresizingMask
}

extension Button {
    /// `UIButton.ButtonType`.
    public typealias ButtonType = NibModel.ButtonType
}

extension Control {
    /// `UIControl.State`.
    public typealias State = ControlState
    /// `UIControl.Event`: the event's name as the document writes it (`touchUpInside`, `valueChanged`, …).
    public struct Event: DocumentValue {
        /// The name as the document writes it.
        public var rawValue: String
        /// The value with a name, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `touchUpInside`.
        public static let touchUpInside = Self(rawValue: "touchUpInside")
        /// `valueChanged`.
        public static let valueChanged = Self(rawValue: "valueChanged")
        /// `editingChanged`.
        public static let editingChanged = Self(rawValue: "editingChanged")
        /// `primaryActionTriggered`.
        public static let primaryActionTriggered = Self(rawValue: "primaryActionTriggered")
    }
}

extension AutoresizingMask {
    /// `flexibleWidth`: the width follows the superview's (the document's `widthSizable`).
    public static let flexibleWidth = widthSizable
    /// `flexibleHeight`: the height follows the superview's (the document's `heightSizable`).
    public static let flexibleHeight = heightSizable
    /// `flexibleLeftMargin`.
    public static let flexibleLeftMargin = flexibleMinX
    /// `flexibleRightMargin`.
    public static let flexibleRightMargin = flexibleMaxX
    /// `flexibleTopMargin`.
    public static let flexibleTopMargin = flexibleMinY
    /// `flexibleBottomMargin`.
    public static let flexibleBottomMargin = flexibleMaxY
}
