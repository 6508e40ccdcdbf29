/// What an AppKit control's cell (`<buttonCell>`, `<textFieldCell>`, `<popUpButtonCell>`, `<segmentedCell>`,
/// `<sliderCell>`, `<imageCell>`, …) says about how the control is drawn and sized: its kind, bezel, border and
/// control size, how it lays out its text and image, and the style of a segmented control or slider.
public struct AppKitCellAttributes: Sendable, Hashable, Codable {
    /// A button's or pop-up button's `type=`, Interface Builder's name for its kind and bezel (`push`, `check`,
    /// `radio`, `roundRect`, …).
    public var type: ButtonCellType?
    /// `bezelStyle=` (`NSButton.BezelStyle`).
    public var bezelStyle: BezelStyle?
    /// `controlSize=`, which older Xcode versions write on the cell rather than on the control.
    public var controlSize: ControlSize?
    /// `borderStyle=`: `border` for a bordered button, `bezel` for a bezeled text field, `borderAndBezel` for a pop-up.
    public var borderStyle: CellBorderStyle?
    /// A button's `imagePosition=` (`NSControl.ImagePosition`).
    public var imagePosition: ImagePosition?
    /// An image cell's `imageFrameStyle=` (`NSImageView.FrameStyle`).
    public var imageFrameStyle: ImageFrameStyle?
    /// `lineBreakMode=` (`NSLineBreakMode`): how the cell wraps or truncates its text.
    public var lineBreakMode: LineBreakMode?
    /// `scrollable=`: a text cell scrolls its text rather than wrapping it.
    public var isScrollable: Bool?
    /// `usesSingleLineMode=`: a text cell keeps its text on one line.
    public var usesSingleLineMode: Bool?
    /// `editable=`: a text cell's text can be edited.
    public var isEditable: Bool?
    /// A text cell's `placeholderString=`, shown while it has no text.
    public var placeholderString: String?
    /// A pop-up button cell's `pullsDown=`: it is a pull-down menu, which shows its title rather than its selection.
    public var pullsDown: Bool?
    /// A segmented cell's `style=` (`NSSegmentedControl.Style`).
    public var segmentStyle: SegmentStyle?
    /// A segmented cell's `segmentDistribution=` (`NSSegmentedControl.Distribution`); nil when the segments fit their
    /// content.
    public var segmentDistribution: SegmentDistribution?
    /// A slider cell's `sliderType=` (`NSSlider.SliderType`).
    public var sliderType: SliderType?
    /// A slider cell's `numberOfTickMarks=`.
    public var numberOfTickMarks: Int?
    /// A slider cell's `tickMarkPosition=` (`NSSlider.TickMarkPosition`).
    public var tickMarkPosition: TickMarkPosition?

    /// Creates cell attributes with nothing set.
    @inlinable
    package init() {}
}

/// What an AppKit view says about itself beyond ``ViewAttributes``: its control size, whether it is flipped, and the
/// attributes of boxes, scroll views, table views, color wells, progress indicators and text fields that decide their
/// layout.
public struct AppKitViewAttributes: Sendable, Hashable, Codable {
    /// `controlSize=`, which recent Xcode versions write on the control (older ones on its cell).
    public var controlSize: ControlSize?
    /// `flipped="YES"`: the view measures its subviews' frames down from its top-left corner.
    public var isFlipped: Bool?
    /// A text field's `preferredMaxLayoutWidth=`: the width at which it wraps its text when measuring itself.
    public var preferredMaxLayoutWidth: Double?
    /// A box's `boxType=` (`NSBox.BoxType`).
    public var boxType: BoxType?
    /// A box's `titlePosition=` (`NSBox.TitlePosition`).
    public var titlePosition: TitlePosition?
    /// A box's or scroll view's `borderType=` (`NSBorderType`).
    public var borderType: BorderType?
    /// A custom box's `borderWidth=`.
    public var borderWidth: Double?
    /// A table or outline view's `tableStyle=` (`NSTableView.Style`).
    public var tableStyle: TableStyle?
    /// A table or outline view's `headerView=`: the id of its header view.
    public var headerView: String?
    /// A color well's `colorWellStyle=` (`NSColorWell.Style`); nil for the classic bordered well.
    public var colorWellStyle: ColorWellStyle?
    /// A progress indicator's `style=` (`NSProgressIndicator.Style`).
    public var progressIndicatorStyle: ProgressIndicatorStyle?

    /// Creates AppKit view attributes with nothing set.
    @inlinable
    package init() {}
}
