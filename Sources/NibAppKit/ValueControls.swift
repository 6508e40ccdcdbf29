import NibHeadless
import NibModel

/// `NSSlider`: a linear or circular slider, as thick as its kind and control size.
open class NSSlider: NSControl {
    /// `NSSlider.SliderType`: the document's names (`linear`, `circular`).
    public typealias SliderType = NibModel.SliderType

    /// `minValue`.
    public var minValue = 0.0
    /// `maxValue`.
    public var maxValue = 1.0
    /// `doubleValue`.
    public var doubleValue = 0.0
    /// `numberOfTickMarks`.
    public var numberOfTickMarks = 0 { didSet { describeCell() } }
    /// `sliderType`.
    public var sliderType = SliderType.linear { didSet { describeCell() } }

    override var archivedForm: ArchivedForm? {
        var form = ArchivedForm("slider", cell: "sliderCell")
        form.cell.appKitCell?.sliderType = sliderType
        form.cell.appKitCell?.numberOfTickMarks = numberOfTickMarks
        return form
    }
}

/// `NSStepper`: up and down arrows of its control size.
open class NSStepper: NSControl {
    /// `minValue`.
    public var minValue = 0.0
    /// `maxValue`.
    public var maxValue = 59.0
    /// `doubleValue`.
    public var doubleValue = 0.0
    /// `increment`.
    public var increment = 1.0

    override var archivedForm: ArchivedForm? { ArchivedForm("stepper", cell: "stepperCell") }
}

/// `NSColorWell`: the classic bordered well, of its control size.
open class NSColorWell: NSControl {
    /// `color`; it does not change the size.
    public var color = Color.catalog("blackColor")

    override var archivedForm: ArchivedForm? { ArchivedForm("colorWell", cell: "none") }
}

/// `NSSwitch`: a switch of its control size.
open class NSSwitch: NSControl {
    /// `state`; it does not change the size.
    public var state = StateValue.off

    override var archivedForm: ArchivedForm? { ArchivedForm("switch", cell: "none") }
}

/// `NSProgressIndicator`: a bar or a spinning indicator of its control size.
open class NSProgressIndicator: NSControl {
    /// `NSProgressIndicator.Style`: the document's names (`bar`, `spinning`).
    public typealias Style = ProgressIndicatorStyle

    /// `style`.
    public var style = Style(rawValue: "bar") { didSet { describeCell() } }
    /// `isIndeterminate`.
    public var isIndeterminate = true
    /// `minValue`.
    public var minValue = 0.0
    /// `maxValue`.
    public var maxValue = 100.0
    /// `doubleValue`.
    public var doubleValue = 0.0

    override var archivedForm: ArchivedForm? {
        var form = ArchivedForm("progressIndicator", cell: "none")
        var view = form.control.appKitView ?? AppKitViewAttributes()
        view.progressIndicatorStyle = style
        form.control.appKitView = view
        return form
    }

    override func describeCell() {
        guard var form = archivedForm else { return }
        form.setControlSize(controlSize)
        sizeLikeArchivedControl(form.control)
    }
}

/// `NSSegmentedControl`: segments with labels.
open class NSSegmentedControl: NSControl {
    /// `NSSegmentedControl.SwitchTracking`.
    public enum SwitchTracking: Sendable { case selectOne, selectAny, momentary, momentaryAccelerator }

    /// The segments' labels, in order.
    public private(set) var labels: [String] = []
    /// `trackingMode`.
    public var trackingMode = SwitchTracking.selectOne

    /// `NSSegmentedControl(labels:trackingMode:target:action:)`.
    public convenience init(labels: [String], trackingMode: SwitchTracking, target: AnyObject?, action: Selector?) {
        self.init()
        self.labels = labels
        self.trackingMode = trackingMode
        self.target = target
        self.action = action
        describeCell()
    }

    override var archivedForm: ArchivedForm? {
        var form = ArchivedForm("segmentedControl", cell: "segmentedCell")
        form.cell.appKitCell?.segmentStyle = SegmentStyle(rawValue: "rounded")
        let segments = labels.map { label in
            Element.Child.element(Element(name: "segment", attributes: [Attribute(name: "label", value: label)]))
        }
        form.cell.untyped = UntypedContent(elements: [Element(name: "segments", children: segments)])
        return form
    }
}
