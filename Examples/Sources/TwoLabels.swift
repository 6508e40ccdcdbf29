import NibHeadless
import NibModel

/// Seed 002's `TwoLabels`: two labels built in code, `setupUI` once and `updateUI` repeatably, laid out by
/// constraints added in `updateConstraints` — equal widths and the visual format `H:|-[left]-[right]-|`.
final class TwoLabels: View {
    let left = Label()
    let right = Label()

    override init(frame: Rect) {
        super.init(frame: frame)
        setupUI()
    }

    required init() {
        super.init()
        setupUI()
    }

    required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        setupUI()
    }

    /// Adds the subviews; runs once.
    func setupUI() {
        addSubview(left)
        addSubview(right)
        updateUI()
        setNeedsUpdateConstraints()
    }

    /// Fills in the data; may run any number of times.
    func updateUI() {
        left.text = "Left"
        right.text = "Right"
    }

    override func updateConstraints() {
        translatesAutoresizingMaskIntoConstraints = false
        left.translatesAutoresizingMaskIntoConstraints = false
        right.translatesAutoresizingMaskIntoConstraints = false
        removeConstraints(constraints)
        addConstraint(LayoutConstraint(item: left, attribute: .width, toItem: right, attribute: .width))
        let views = ["left": left, "right": right]
        for format in ["H:|-[left]-[right]-|", "V:|-[left]-|", "V:|-[right]-|"] {
            addConstraints(try! LayoutConstraint.constraints(withVisualFormat: format, views: views))
        }
        super.updateConstraints()
    }
}
