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
