// The named values of AppKit attributes (`AppKitCellAttributes`, `AppKitViewAttributes`). Each type holds a name as
// the document writes it, with constants for the common names; a name without a constant is kept as written, so that
// decoding stays lossless, and compares unequal to every constant. Each encodes as its name, a JSON string.

/// A button's or pop-up button's `type=`: Interface Builder's name for the kind of button, which also picks its bezel.
public struct ButtonCellType: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `push`.
    public static let push = Self(rawValue: "push")
    /// `check`.
    public static let check = Self(rawValue: "check")
    /// `radio`.
    public static let radio = Self(rawValue: "radio")
    /// `roundRect`.
    public static let roundRect = Self(rawValue: "roundRect")
    /// `roundTextured`.
    public static let roundTextured = Self(rawValue: "roundTextured")
    /// `squareTextured`.
    public static let squareTextured = Self(rawValue: "squareTextured")
    /// `recessed`.
    public static let recessed = Self(rawValue: "recessed")
    /// `inline`.
    public static let inline = Self(rawValue: "inline")
    /// `help`.
    public static let help = Self(rawValue: "help")
    /// `disclosure`.
    public static let disclosure = Self(rawValue: "disclosure")
    /// `disclosureTriangle`.
    public static let disclosureTriangle = Self(rawValue: "disclosureTriangle")
    /// `smallSquare`.
    public static let smallSquare = Self(rawValue: "smallSquare")
    /// `bevel`.
    public static let bevel = Self(rawValue: "bevel")
    /// `square`.
    public static let square = Self(rawValue: "square")
    /// `onOff`.
    public static let onOff = Self(rawValue: "onOff")
    /// `toggle`.
    public static let toggle = Self(rawValue: "toggle")
    /// `momentaryChange`.
    public static let momentaryChange = Self(rawValue: "momentaryChange")
}

/// A button cell's `bezelStyle=` (`NSButton.BezelStyle`).
public struct BezelStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `rounded`.
    public static let rounded = Self(rawValue: "rounded")
    /// `regularSquare`.
    public static let regularSquare = Self(rawValue: "regularSquare")
    /// `helpButton`.
    public static let helpButton = Self(rawValue: "helpButton")
    /// `recessed`.
    public static let recessed = Self(rawValue: "recessed")
    /// `roundedRect`.
    public static let roundedRect = Self(rawValue: "roundedRect")
    /// `smallSquare`.
    public static let smallSquare = Self(rawValue: "smallSquare")
    /// `circular`.
    public static let circular = Self(rawValue: "circular")
    /// `disclosure`.
    public static let disclosure = Self(rawValue: "disclosure")
    /// `roundedDisclosure`.
    public static let roundedDisclosure = Self(rawValue: "roundedDisclosure")
    /// `shadowlessSquare`.
    public static let shadowlessSquare = Self(rawValue: "shadowlessSquare")
    /// `inline`.
    public static let inline = Self(rawValue: "inline")
    /// `texturedRounded`.
    public static let texturedRounded = Self(rawValue: "texturedRounded")
    /// `texturedSquare`.
    public static let texturedSquare = Self(rawValue: "texturedSquare")
}

/// An AppKit control's `controlSize=` (`NSControl.ControlSize`); a control that writes none is regular.
public struct ControlSize: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `regular`.
    public static let regular = Self(rawValue: "regular")
    /// `small`.
    public static let small = Self(rawValue: "small")
    /// `mini`.
    public static let mini = Self(rawValue: "mini")
    /// `large`.
    public static let large = Self(rawValue: "large")
}

/// A cell's `borderStyle=`: a bordered button, a bezeled text field or a bordered and bezeled pop-up.
public struct CellBorderStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `border`.
    public static let border = Self(rawValue: "border")
    /// `bezel`.
    public static let bezel = Self(rawValue: "bezel")
    /// `borderAndBezel`.
    public static let borderAndBezel = Self(rawValue: "borderAndBezel")
}

/// A button cell's `imagePosition=` (`NSControl.ImagePosition`).
public struct ImagePosition: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `noImage`.
    public static let noImage = Self(rawValue: "noImage")
    /// `only`.
    public static let only = Self(rawValue: "only")
    /// `left`.
    public static let left = Self(rawValue: "left")
    /// `right`.
    public static let right = Self(rawValue: "right")
    /// `below`.
    public static let below = Self(rawValue: "below")
    /// `above`.
    public static let above = Self(rawValue: "above")
    /// `overlaps`.
    public static let overlaps = Self(rawValue: "overlaps")
    /// `leading`.
    public static let leading = Self(rawValue: "leading")
    /// `trailing`.
    public static let trailing = Self(rawValue: "trailing")
}

/// An image cell's `imageFrameStyle=` (`NSImageView.FrameStyle`).
public struct ImageFrameStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `none`.
    public static let none = Self(rawValue: "none")
    /// `photo`.
    public static let photo = Self(rawValue: "photo")
    /// `grayBezel`.
    public static let grayBezel = Self(rawValue: "grayBezel")
    /// `groove`.
    public static let groove = Self(rawValue: "groove")
    /// `button`.
    public static let button = Self(rawValue: "button")
}

/// An AppKit cell's `lineBreakMode=` (`NSLineBreakMode`).
public struct LineBreakMode: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `wordWrapping`.
    public static let wordWrapping = Self(rawValue: "wordWrapping")
    /// `charWrapping`.
    public static let charWrapping = Self(rawValue: "charWrapping")
    /// `clipping`.
    public static let clipping = Self(rawValue: "clipping")
    /// `truncatingHead`.
    public static let truncatingHead = Self(rawValue: "truncatingHead")
    /// `truncatingTail`.
    public static let truncatingTail = Self(rawValue: "truncatingTail")
    /// `truncatingMiddle`.
    public static let truncatingMiddle = Self(rawValue: "truncatingMiddle")
}

/// A segmented cell's `style=` (`NSSegmentedControl.Style`).
public struct SegmentStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `automatic`.
    public static let automatic = Self(rawValue: "automatic")
    /// `rounded`.
    public static let rounded = Self(rawValue: "rounded")
    /// `roundRect`.
    public static let roundRect = Self(rawValue: "roundRect")
    /// `separated`.
    public static let separated = Self(rawValue: "separated")
    /// `texturedRounded`.
    public static let texturedRounded = Self(rawValue: "texturedRounded")
    /// `texturedSquare`.
    public static let texturedSquare = Self(rawValue: "texturedSquare")
    /// `capsule`.
    public static let capsule = Self(rawValue: "capsule")
    /// `smallSquare`.
    public static let smallSquare = Self(rawValue: "smallSquare")
}

/// A segmented cell's `segmentDistribution=` (`NSSegmentedControl.Distribution`).
public struct SegmentDistribution: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `fit`.
    public static let fit = Self(rawValue: "fit")
    /// `fill`.
    public static let fill = Self(rawValue: "fill")
    /// `fillEqually`.
    public static let fillEqually = Self(rawValue: "fillEqually")
    /// `fillProportionally`.
    public static let fillProportionally = Self(rawValue: "fillProportionally")
}

/// A slider cell's `sliderType=` (`NSSlider.SliderType`).
public struct SliderType: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `linear`.
    public static let linear = Self(rawValue: "linear")
    /// `circular`.
    public static let circular = Self(rawValue: "circular")
}

/// A slider cell's `tickMarkPosition=` (`NSSlider.TickMarkPosition`): `left` and `right` mark a vertical slider.
public struct TickMarkPosition: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `below`.
    public static let below = Self(rawValue: "below")
    /// `above`.
    public static let above = Self(rawValue: "above")
    /// `left`.
    public static let left = Self(rawValue: "left")
    /// `right`.
    public static let right = Self(rawValue: "right")
    /// `leading`.
    public static let leading = Self(rawValue: "leading")
    /// `trailing`.
    public static let trailing = Self(rawValue: "trailing")
}

/// A box's `boxType=` (`NSBox.BoxType`); a box that writes none is primary.
public struct BoxType: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `primary`.
    public static let primary = Self(rawValue: "primary")
    /// `secondary`.
    public static let secondary = Self(rawValue: "secondary")
    /// `separator`.
    public static let separator = Self(rawValue: "separator")
    /// `oldStyle`.
    public static let oldStyle = Self(rawValue: "oldStyle")
    /// `custom`.
    public static let custom = Self(rawValue: "custom")
}

/// A box's `titlePosition=` (`NSBox.TitlePosition`); a box that writes none has its title at the top.
public struct TitlePosition: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `noTitle`.
    public static let noTitle = Self(rawValue: "noTitle")
    /// `aboveTop`.
    public static let aboveTop = Self(rawValue: "aboveTop")
    /// `top`.
    public static let top = Self(rawValue: "top")
    /// `belowTop`.
    public static let belowTop = Self(rawValue: "belowTop")
    /// `aboveBottom`.
    public static let aboveBottom = Self(rawValue: "aboveBottom")
    /// `bottom`.
    public static let bottom = Self(rawValue: "bottom")
    /// `belowBottom`.
    public static let belowBottom = Self(rawValue: "belowBottom")
}

/// A box's or scroll view's `borderType=` (`NSBorderType`).
public struct BorderType: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `none`.
    public static let none = Self(rawValue: "none")
    /// `line`.
    public static let line = Self(rawValue: "line")
    /// `bezel`.
    public static let bezel = Self(rawValue: "bezel")
    /// `groove`.
    public static let groove = Self(rawValue: "groove")
}

/// A table or outline view's `tableStyle=` (`NSTableView.Style`); a table that writes none is automatic.
public struct TableStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `automatic`.
    public static let automatic = Self(rawValue: "automatic")
    /// `fullWidth`.
    public static let fullWidth = Self(rawValue: "fullWidth")
    /// `inset`.
    public static let inset = Self(rawValue: "inset")
    /// `sourceList`.
    public static let sourceList = Self(rawValue: "sourceList")
    /// `plain`.
    public static let plain = Self(rawValue: "plain")
}

/// A color well's `colorWellStyle=` (`NSColorWell.Style`).
public struct ColorWellStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `default`.
    public static let `default` = Self(rawValue: "default")
    /// `minimal`.
    public static let minimal = Self(rawValue: "minimal")
    /// `expanded`.
    public static let expanded = Self(rawValue: "expanded")
}

/// A progress indicator's `style=` (`NSProgressIndicator.Style`).
public struct ProgressIndicatorStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `bar`.
    public static let bar = Self(rawValue: "bar")
    /// `spinning`.
    public static let spinning = Self(rawValue: "spinning")
}

/// A tab view's `type=` (`NSTabView.TabType` and its border).
public struct TabViewType: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `topTabsBezelBorder`: the default, tabs above a bezelled box.
    public static let topTabsBezelBorder = Self(rawValue: "topTabsBezelBorder")
    /// `noTabsBezelBorder`.
    public static let noTabsBezelBorder = Self(rawValue: "noTabsBezelBorder")
    /// `noTabsLineBorder`.
    public static let noTabsLineBorder = Self(rawValue: "noTabsLineBorder")
    /// `noTabsNoBorder`: neither tabs nor border (switched in code).
    public static let noTabsNoBorder = Self(rawValue: "noTabsNoBorder")

    /// Whether the tab view shows its tabs (the `top…`, `bottom…`, `left…` and `right…` types).
    public var showsTabs: Bool { !rawValue.hasPrefix("noTabs") }
    /// Whether the tab view draws a border.
    public var hasBorder: Bool { self != .noTabsNoBorder }
}

/// An AppKit date picker cell's `datePickerStyle=`.
public struct AppKitDatePickerStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `textFieldAndStepper`: the default.
    public static let textFieldAndStepper = Self(rawValue: "textFieldAndStepper")
    /// `clockAndCalendar`: the graphical calendar.
    public static let clockAndCalendar = Self(rawValue: "clockAndCalendar")
    /// `textField`.
    public static let textField = Self(rawValue: "textField")
}

/// A level indicator cell's `levelIndicatorStyle=`.
public struct LevelIndicatorStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `relevancy`.
    public static let relevancy = Self(rawValue: "relevancy")
    /// `continuousCapacity`.
    public static let continuousCapacity = Self(rawValue: "continuousCapacity")
    /// `discreteCapacity`: the default.
    public static let discreteCapacity = Self(rawValue: "discreteCapacity")
    /// `rating`: stars.
    public static let rating = Self(rawValue: "rating")
}

/// A path control cell's `pathStyle=`.
public struct PathStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `standard`.
    public static let standard = Self(rawValue: "standard")
    /// `popUp`: the last component with a pop-up's arrows.
    public static let popUp = Self(rawValue: "popUp")
}

/// A cell's `state=` (`NSControl.StateValue`).
public struct CellState: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `on`.
    public static let on = Self(rawValue: "on")
    /// `off`.
    public static let off = Self(rawValue: "off")
    /// `mixed`.
    public static let mixed = Self(rawValue: "mixed")
}
