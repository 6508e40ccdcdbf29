import NibModel

extension MacControlSizes {
    /// An `NSSlider`'s intrinsic size: a linear slider is as thick as its knob's track (and tick marks) and as long
    /// as its constraints make it; a circular one is a fixed square.
    ///
    /// From Xcode 12 (macOS 11's controls) Interface Builder stores a horizontal linear slider 28 pt high, 20 when
    /// small and 17 when mini, with or without tick marks (HandBrake's, iina's, iTerm2's, Subler's and
    /// KeepingYouAwake's, Xcode 14 to 26), and a large one as a regular one (Aerial's, 254 pt long for a 250 pt
    /// width constraint, 28 high); earlier ones 19 pt high, 25 with tick marks and 15 when small (Jiggler's,
    /// RxSwift's). A vertical slider (ticks to its left or right) is as wide. A small circular slider is 22 pt square
    /// (HandBrake's audio gain and dynamic range knobs).
    func sliderSize(of object: IBObject, cell: IBObject?, line: Double) -> IntrinsicSize {
        let controlSize = object.controlSize
        let attributes = cell?.appKitCell
        if attributes?.sliderType == .circular {
            return controlSize == .small ? IntrinsicSize(width: 22, height: 22) : .none
        }
        let ticks = attributes?.numberOfTickMarks ?? 0
        let thickness: Double? =
            switch (generation >= .xcode12, controlSize) {
            case (true, .regular), (true, .large): 28
            case (true, .small): 20
            case (true, .mini): 17
            case (false, .regular): ticks > 0 ? 25 : 19
            case (false, .small): ticks > 0 ? nil : 15
            default: nil
            }
        guard let thickness else { return .none }
        let position = attributes?.tickMarkPosition
        let frame = object.view?.frame
        let vertical =
            position == .left || position == .right
            || (position == nil && (frame.map { $0.height > $0.width } ?? false))
        guard !vertical else {
            var size = IntrinsicSize(width: thickness - 4)
            size.alignmentInsets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
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
        return size
    }
}
