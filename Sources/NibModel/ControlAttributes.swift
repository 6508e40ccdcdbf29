/// State and value of controls (`UIControl` subclasses: buttons, switches, sliders, steppers, segmented controls,
/// text fields, page controls, date pickers).
public struct ControlAttributes: Sendable, Hashable, Codable {
    public var contentHorizontalAlignment: String?
    public var contentVerticalAlignment: String?
    public var isEnabled: Bool?
    public var isSelected: Bool?
    public var isHighlighted: Bool?
    /// A slider's or stepper's `value=`.
    public var value: Double?
    /// `minValue=`/`minimumValue=` and `maxValue=`/`maximumValue=`.
    public var minimumValue: Double?
    public var maximumValue: Double?
    /// A switch's `on=`.
    public var isOn: Bool?
    /// A segmented control's `selectedSegmentIndex=`.
    public var selectedSegmentIndex: Int?

    public init() {}
}
