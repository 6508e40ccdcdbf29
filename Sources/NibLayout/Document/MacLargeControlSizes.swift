import NibModel

extension MacControlSizes {
    /// Whether `object` is a large control (`controlSize="large"`, macOS 11's) saved by Xcode 12 to 16, whose
    /// frames are drawn around a larger bezel than a regular control's; Xcode 26's large push buttons are sized with
    /// the regular ones.
    func isLargeBeforeXcode26(_ object: IBObject) -> Bool {
        object.controlSize == .large && generation >= .xcode12 && generation < .xcode26
    }

    /// A large help button saved by Xcode 12 to 16, or nil for other buttons (push buttons, check boxes and radio
    /// buttons are `PushButtonMetrics`' and `CheckBoxMetrics`' rows; the rest are sized as regular ones).
    ///
    /// From Aerial's settings panels (Xcode 12 to 16): a help button is stored 35 pt square around a 26 pt circle,
    /// 1 pt inside its top, 8 inside its bottom, 4 and 5 pt inside its left and right (centred on large pop-ups, 12
    /// and 16 pt after them, 20 before a check box).
    func largeButtonSize(type: ButtonCellType, title: String, label: Size) -> IntrinsicSize? {
        switch type {
        case .help:
            var size = IntrinsicSize(width: 26, height: 26)
            size.setBaselinesOfCentredLine(label.height)
            size.alignmentInsets = EdgeInsets(top: 1, left: 4, bottom: 8, right: 5)
            return size
        default:
            return nil
        }
    }

    /// A large push pop-up saved by Xcode 12 to 16: stored 40 pt high around a 28 pt bezel, 6 pt inside its top
    /// and bottom and 5 pt inside its sides, as wide as its widest item plus 41 pt for the arrows and margins, its
    /// title on a label's baseline 18 pt below the bezel's top (Aerial's settings: pop-ups 22 pt below a check box
    /// and 22 above a text field, 8 pt after a label, a check box 8 pt after them on their baselines).
    func largePopUpSize(widestItem: Double?) -> IntrinsicSize {
        var size = IntrinsicSize(
            width: (widestItem ?? 0) + 41, height: 28, firstBaseline: 18, lastBaselineFromBottom: 10,
            isText: widestItem != nil)
        size.alignmentInsets = EdgeInsets(top: 6, left: 5, bottom: 6, right: 5)
        return size
    }
}
