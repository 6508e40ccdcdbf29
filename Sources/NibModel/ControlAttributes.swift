/// State and value of controls (`UIControl` subclasses: buttons, switches, sliders, steppers, segmented controls,
/// text fields, page controls, date pickers).
public struct ControlAttributes: Sendable, Hashable, Codable {
    /// `contentHorizontalAlignment=` (`center`, `left`, `right`, `fill`, `leading`, `trailing`).
    public var contentHorizontalAlignment: String?
    /// `contentVerticalAlignment=` (`center`, `top`, `bottom`, `fill`).
    public var contentVerticalAlignment: String?
    /// `enabled=`; nil when omitted (the control is enabled).
    public var isEnabled: Bool?
    /// `selected=`; nil when omitted.
    public var isSelected: Bool?
    /// `highlighted=`; nil when omitted.
    public var isHighlighted: Bool?
    /// A slider's or stepper's `value=`.
    public var value: Double?
    /// The lower bound of a slider's or stepper's value (`minValue=` or `minimumValue=`).
    public var minimumValue: Double?
    /// The upper bound of a slider's or stepper's value (`maxValue=` or `maximumValue=`).
    public var maximumValue: Double?
    /// A switch's `on=`.
    public var isOn: Bool?
    /// A segmented control's `selectedSegmentIndex=`.
    public var selectedSegmentIndex: Int?

    /// Creates control attributes with nothing set.
    @inlinable
    package init() {}
}
