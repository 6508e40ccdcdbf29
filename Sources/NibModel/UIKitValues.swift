// The named values of UIKit views' and controls' attributes (`ViewAttributes`, `ButtonAttributes`, `TextAttributes`).

/// A control state a button's `<state key=…>` sets content for (`UIControl.State`).
public struct ControlState: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `normal`.
    public static let normal = Self(rawValue: "normal")
    /// `highlighted`.
    public static let highlighted = Self(rawValue: "highlighted")
    /// `selected`.
    public static let selected = Self(rawValue: "selected")
    /// `disabled`.
    public static let disabled = Self(rawValue: "disabled")
}

/// A UIKit button's `buttonType=` (`UIButton.ButtonType`).
public struct ButtonType: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `system`.
    public static let system = Self(rawValue: "system")
    /// `custom`.
    public static let custom = Self(rawValue: "custom")
    /// `roundedRect`.
    public static let roundedRect = Self(rawValue: "roundedRect")
    /// `detailDisclosure`.
    public static let detailDisclosure = Self(rawValue: "detailDisclosure")
    /// `infoLight`.
    public static let infoLight = Self(rawValue: "infoLight")
    /// `infoDark`.
    public static let infoDark = Self(rawValue: "infoDark")
    /// `contactAdd`.
    public static let contactAdd = Self(rawValue: "contactAdd")
    /// `close`.
    public static let close = Self(rawValue: "close")
}

/// A view's `contentMode=` (`UIView.ContentMode`): how it draws its content in its bounds.
public struct ContentMode: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `scaleToFill`.
    public static let scaleToFill = Self(rawValue: "scaleToFill")
    /// `scaleAspectFit`.
    public static let scaleAspectFit = Self(rawValue: "scaleAspectFit")
    /// `scaleAspectFill`.
    public static let scaleAspectFill = Self(rawValue: "scaleAspectFill")
    /// `redraw`.
    public static let redraw = Self(rawValue: "redraw")
    /// `center`.
    public static let center = Self(rawValue: "center")
    /// `top`.
    public static let top = Self(rawValue: "top")
    /// `bottom`.
    public static let bottom = Self(rawValue: "bottom")
    /// `left`.
    public static let left = Self(rawValue: "left")
    /// `right`.
    public static let right = Self(rawValue: "right")
    /// `topLeft`.
    public static let topLeft = Self(rawValue: "topLeft")
    /// `topRight`.
    public static let topRight = Self(rawValue: "topRight")
    /// `bottomLeft`.
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    /// `bottomRight`.
    public static let bottomRight = Self(rawValue: "bottomRight")
}

/// A text field's `borderStyle=` (`UITextField.BorderStyle`).
public struct TextBorderStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `none`: no border (named apart from `Optional.none`).
    public static let noBorder = Self(rawValue: "none")
    /// `line`.
    public static let line = Self(rawValue: "line")
    /// `bezel`.
    public static let bezel = Self(rawValue: "bezel")
    /// `roundedRect`.
    public static let roundedRect = Self(rawValue: "roundedRect")
}

/// A navigation item's `largeTitleDisplayMode=`.
public struct LargeTitleDisplayMode: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `automatic`: as the item before it.
    public static let automatic = Self(rawValue: "automatic")
    /// `always`.
    public static let always = Self(rawValue: "always")
    /// `never`.
    public static let never = Self(rawValue: "never")
}

/// A scroll view's `contentInsetAdjustmentBehavior=`.
public struct ContentInsetAdjustment: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `automatic`: the default.
    public static let automatic = Self(rawValue: "automatic")
    /// `scrollableAxes`.
    public static let scrollableAxes = Self(rawValue: "scrollableAxes")
    /// `never`: the content starts at the scroll view's top, under any bar.
    public static let never = Self(rawValue: "never")
    /// `always`.
    public static let always = Self(rawValue: "always")
}

/// A UIKit date picker's `style=` (`UIDatePickerStyle`).
public struct DatePickerStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `wheels`.
    public static let wheels = Self(rawValue: "wheels")
    /// `compact`.
    public static let compact = Self(rawValue: "compact")
    /// `inline`.
    public static let inline = Self(rawValue: "inline")
}

/// A bar button item's `style=` (`UIBarButtonItem.Style`) or `systemItem=` (`UIBarButtonItem.SystemItem`).
public struct BarButtonItemKind: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `done`: the bold style, or the system Done item.
    public static let done = Self(rawValue: "done")
    /// `flexibleSpace`: a system item that shares a toolbar's free space.
    public static let flexibleSpace = Self(rawValue: "flexibleSpace")
    /// `fixedSpace`: a system item of a fixed width.
    public static let fixedSpace = Self(rawValue: "fixedSpace")
}

/// A button configuration's `style=` (`UIButton.Configuration`, iOS 15).
public struct ButtonConfigurationStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `plain`.
    public static let plain = Self(rawValue: "plain")
    /// `filled`: a capsule in the tint colour, the title white.
    public static let filled = Self(rawValue: "filled")
    /// `tinted`: a capsule lightly tinted.
    public static let tinted = Self(rawValue: "tinted")
    /// `gray`: a grey capsule.
    public static let gray = Self(rawValue: "gray")
}

/// A label's or text field's `textAlignment=` (`NSTextAlignment`).
public struct TextAlignment: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `natural`: by the writing direction of the text (the default).
    public static let natural = Self(rawValue: "natural")
    /// `left`.
    public static let left = Self(rawValue: "left")
    /// `center`.
    public static let center = Self(rawValue: "center")
    /// `right`.
    public static let right = Self(rawValue: "right")
    /// `justified`.
    public static let justified = Self(rawValue: "justified")
}
