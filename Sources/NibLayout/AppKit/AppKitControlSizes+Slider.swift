import NibModel

extension AppKitControlSizes {
    /// An `NSSlider`'s intrinsic size: a linear slider is as thick as its knob's track (and tick marks), by
    /// ``sliderThicknesses``, and as long as its constraints make it; a vertical one (ticks to its left or right) as
    /// wide; a small circular one is 22 pt square (HandBrake's audio gain and dynamic range knobs).
    func sliderSize(of object: IBObject, cell: IBObject?, line: Double) -> IntrinsicSize {
        let controlSize = object.controlSize
        let attributes = cell?.appKitCell
        if attributes?.sliderType == .circular {
            return controlSize == .small ? IntrinsicSize(width: 22, height: 22) : .none
        }
        let ticks = attributes?.numberOfTickMarks ?? 0
        guard
            let row = Self.sliderThicknesses.first(where: {
                $0.generations.contains(generation) && $0.sizes.contains(controlSize)
                    && ($0.withTicks == nil || $0.withTicks == (ticks > 0))
            })
        else { return .none }
        let thickness = row.thickness
        let position = attributes?.tickMarkPosition
        let frame = object.view?.frame
        let vertical =
            position == .left || position == .right
            || (position == nil && (frame.map { $0.height > $0.width } ?? false))
        guard !vertical else {
            var size = IntrinsicSize(width: thickness - 4)
            size.alignmentInsets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
            size.metricsRow = row.evidence
            return size
        }
        // A regular or large slider with tick marks, above or below its track, has 6 pt of its frame below its
        // alignment rectangle (KeepingYouAwake's labels 4 pt below one, Subler's 6 pt; Aerial's large sliders with
        // ticks above and below, 20 pt from a text field below, and one given a 20 pt height stored 28 high;
        // Simplenote's, 20 pt above its superview's bottom).
        let below: Double = ticks > 0 && (controlSize == .regular || controlSize == .large) ? 6 : 2
        let height = thickness - 2 - below
        var size = IntrinsicSize(height: height)
        size.alignmentInsets = EdgeInsets(top: 2, left: 2, bottom: below, right: 2)
        // Its baseline is that of a line of its cell's font centred in it, as a stepper's (HandBrake's small sliders
        // on the baselines of small labels; Subler's small zoom slider sits 1 pt lower beside a button and a pop-up).
        size.setBaselinesOfCentredLine(line)
        size.metricsRow = row.evidence
        return size
    }

    /// How thick Interface Builder stores a linear slider, by generation, control size and tick marks, with the
    /// documents that show it; a combination no row has is not known here.
    struct SliderThickness: Sendable {
        var generations: Range<Generation>
        var sizes: Set<ControlSize>
        /// Whether the row is for sliders with tick marks (true), without (false), or either (nil).
        var withTicks: Bool?
        var thickness: Double
        var evidence: String
    }

    static let sliderThicknesses: [SliderThickness] = [
        SliderThickness(
            generations: Generation.since(.xcode12), sizes: [.regular, .large], thickness: 28,
            evidence: "from Xcode 12 a horizontal linear slider is stored 28 pt high with or without tick marks "
                + "(HandBrake's, iina's, iTerm2's, Subler's and KeepingYouAwake's, Xcode 14 to 26), and a large one "
                + "as a regular one (Aerial's, 254 pt long for a 250 pt width constraint, 28 high)"),
        SliderThickness(
            generations: Generation.since(.xcode12), sizes: [.small], thickness: 20,
            evidence: "from Xcode 12 a small slider is stored 20 pt high"),
        SliderThickness(
            generations: Generation.since(.xcode12), sizes: [.mini], thickness: 17,
            evidence: "from Xcode 12 a mini slider is stored 17 pt high"),
        SliderThickness(
            generations: Generation.before(.xcode12), sizes: [.regular], withTicks: true, thickness: 25,
            evidence: "before Xcode 12 a slider with tick marks is stored 25 pt high (Jiggler's, RxSwift's)"),
        SliderThickness(
            generations: Generation.before(.xcode12), sizes: [.regular], withTicks: false, thickness: 19,
            evidence: "before Xcode 12 a slider is stored 19 pt high"),
        SliderThickness(
            generations: Generation.before(.xcode12), sizes: [.small], withTicks: false, thickness: 15,
            evidence: "before Xcode 12 a small slider without tick marks is stored 15 pt high"),
    ]
}
