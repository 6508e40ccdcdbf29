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
}
