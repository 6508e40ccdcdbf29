/// How a nib-backed view shown in SwiftUI answers a size proposal (`sizeThatFits` of a `UIViewRepresentable` or
/// `NSViewRepresentable`): given a finite width it takes that width and lets its constraints decide its height, as a
/// self-sizing cell does; asked for its ideal size (no width, or an infinite one) it takes the smallest size its
/// constraints allow.
public enum ProposedSizeFitting {
    /// The width to lay the view out at for a proposed width, or nil for the view's own.
    static func width(forProposed proposed: Double?) -> Double? {
        guard let proposed, proposed.isFinite else { return nil }
        return max(0, proposed)
    }

    /// The size to report for a proposed width, given `fitting`, which lays the view out at a width (nil: its own)
    /// and returns the size its constraints give.
    public static func size(
        forProposedWidth proposed: Double?, fitting: (_ width: Double?) -> (width: Double, height: Double)
    )
        -> (width: Double, height: Double)
    {
        let width = width(forProposed: proposed)
        let fitted = fitting(width)
        return (width ?? fitted.width, fitted.height)
    }
}
