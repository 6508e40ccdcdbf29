import NibHeadless
import NibModel

// UIKit's controls and system views whose size is fixed by their kind: headless controls made as that kind.

/// `UISwitch`.
open class UISwitch: Control {
    public required init() {
        super.init()
        kind = .`switch`
    }
    public override init(frame: Rect) {
        super.init(frame: frame)
        kind = .`switch`
    }
    public required init(coder: NibCoder) throws { try super.init(coder: coder) }
}

/// `UISlider`.
open class UISlider: Control {
    public required init() {
        super.init()
        kind = .slider
    }
    public override init(frame: Rect) {
        super.init(frame: frame)
        kind = .slider
    }
    public required init(coder: NibCoder) throws { try super.init(coder: coder) }
}

/// `UIStepper`.
open class UIStepper: Control {
    public required init() {
        super.init()
        kind = .stepper
    }
    public override init(frame: Rect) {
        super.init(frame: frame)
        kind = .stepper
    }
    public required init(coder: NibCoder) throws { try super.init(coder: coder) }
}

/// `UISegmentedControl`.
open class UISegmentedControl: Control {
    public required init() {
        super.init()
        kind = .segmentedControl
    }
    public override init(frame: Rect) {
        super.init(frame: frame)
        kind = .segmentedControl
    }
    public required init(coder: NibCoder) throws { try super.init(coder: coder) }
}

/// `UIPageControl`.
open class UIPageControl: Control {
    public required init() {
        super.init()
        kind = .pageControl
    }
    public override init(frame: Rect) {
        super.init(frame: frame)
        kind = .pageControl
    }
    public required init(coder: NibCoder) throws { try super.init(coder: coder) }
}

/// `UIDatePicker`.
open class UIDatePicker: Control {
    public required init() {
        super.init()
        kind = .datePicker
    }
    public override init(frame: Rect) {
        super.init(frame: frame)
        kind = .datePicker
    }
    public required init(coder: NibCoder) throws { try super.init(coder: coder) }
}

/// `UIActivityIndicatorView`.
open class UIActivityIndicatorView: SystemView {
    /// `UIActivityIndicatorView.Style`: `medium` (20 pt) or `large` (37 pt).
    public enum Style: Sendable {
        case medium, large
    }

    /// The indicator's style, which sizes it.
    public var style: Style {
        get { isLarge ? .large : .medium }
        set { isLarge = newValue == .large }
    }

    public required init() {
        super.init()
        kind = .activityIndicatorView
    }
    public override init(frame: Rect) {
        super.init(frame: frame)
        kind = .activityIndicatorView
    }
    public required init(coder: NibCoder) throws { try super.init(coder: coder) }
}

/// `UIProgressView`.
open class UIProgressView: SystemView {
    public required init() {
        super.init()
        kind = .progressView
    }
    public override init(frame: Rect) {
        super.init(frame: frame)
        kind = .progressView
    }
    public required init(coder: NibCoder) throws { try super.init(coder: coder) }
}

/// `UISearchBar`.
open class UISearchBar: SystemView {
    public required init() {
        super.init()
        kind = .searchBar
    }
    public override init(frame: Rect) {
        super.init(frame: frame)
        kind = .searchBar
    }
    public required init(coder: NibCoder) throws { try super.init(coder: coder) }
}
