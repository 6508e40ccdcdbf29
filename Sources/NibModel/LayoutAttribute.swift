/// The attribute of an item that a constraint relates, as Interface Builder writes it
/// (`firstAttribute="leadingMargin"`).
public enum LayoutAttribute: String, Sendable, Hashable, Codable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The older name of `lastBaseline`, written by Xcode before iOS 8.
    case baseline
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute
}

/// How the two sides of a constraint compare (`relation=`; `equal` when omitted).
public enum LayoutRelation: String, Sendable, Hashable, Codable, CaseIterable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}
