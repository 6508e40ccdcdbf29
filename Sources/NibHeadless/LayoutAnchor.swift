import NibLayout
import NibModel

/// The kinds of anchor, which keep the axes apart at compile time as UIKit's anchor classes do: an x-axis anchor
/// can only be constrained to another x-axis anchor.
public enum XAxis {}
/// The kind of a vertical anchor: top, bottom, center Y and the baselines.
public enum YAxis {}
/// The kind of a size anchor: width and height, which can also be constrained to a constant or to a multiple of another
/// size.
public enum Dimension {}

/// One attribute of a view or layout guide (`leadingAnchor`, `widthAnchor`, …), which makes constraints
/// (`NSLayoutAnchor`).
public struct LayoutAnchor<Axis> {
    /// The view or layout guide the anchor belongs to.
    public let item: AnyObject
    /// The attribute of ``item`` the anchor stands for (`.leading`, `.width`, …).
    public let attribute: LayoutAttribute

    init(_ item: AnyObject, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }

    func make(
        _ relation: LayoutRelation, _ anchor: LayoutAnchor<Axis>?, multiplier: Double = 1, constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

extension LayoutAnchor where Axis == Dimension {
    /// `self == constant` (`widthAnchor.constraint(equalToConstant: 44)`).
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        make(.equal, nil, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant)
    }

    /// `self == anchor × multiplier + constant`.
    public func constraint(
        equalTo anchor: LayoutAnchor<Dimension>, multiplier: Double, constant: Double = 0
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }
}

/// Anchors of views and layout guides.
public protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
    /// The leading edge (`leadingAnchor`).
    public var leadingAnchor: LayoutAnchor<XAxis> { LayoutAnchor(self, .leading) }
    /// The trailing edge (`trailingAnchor`).
    public var trailingAnchor: LayoutAnchor<XAxis> { LayoutAnchor(self, .trailing) }
    /// The left edge (`leftAnchor`).
    public var leftAnchor: LayoutAnchor<XAxis> { LayoutAnchor(self, .left) }
    /// The right edge (`rightAnchor`).
    public var rightAnchor: LayoutAnchor<XAxis> { LayoutAnchor(self, .right) }
    /// The horizontal center (`centerXAnchor`).
    public var centerXAnchor: LayoutAnchor<XAxis> { LayoutAnchor(self, .centerX) }
    /// The top edge (`topAnchor`).
    public var topAnchor: LayoutAnchor<YAxis> { LayoutAnchor(self, .top) }
    /// The bottom edge (`bottomAnchor`).
    public var bottomAnchor: LayoutAnchor<YAxis> { LayoutAnchor(self, .bottom) }
    /// The vertical center (`centerYAnchor`).
    public var centerYAnchor: LayoutAnchor<YAxis> { LayoutAnchor(self, .centerY) }
    /// The width (`widthAnchor`).
    public var widthAnchor: LayoutAnchor<Dimension> { LayoutAnchor(self, .width) }
    /// The height (`heightAnchor`).
    public var heightAnchor: LayoutAnchor<Dimension> { LayoutAnchor(self, .height) }
}

extension View: LayoutAnchorProviding {
    /// The baseline of the first line of text (`firstBaselineAnchor`); the bottom edge for a view without text.
    public var firstBaselineAnchor: LayoutAnchor<YAxis> { LayoutAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text (`lastBaselineAnchor`); the bottom edge for a view without text.
    public var lastBaselineAnchor: LayoutAnchor<YAxis> { LayoutAnchor(self, .lastBaseline) }
}

extension LayoutGuide: LayoutAnchorProviding {}

extension LayoutConstraint {
    /// Installs each constraint on the closest view that holds both of its items (`NSLayoutConstraint.activate`);
    /// one already active stays where it is. A constraint whose items share no ancestor is a programming error in
    /// UIKit; here it stays inactive and is returned.
    @discardableResult
    public static func activate(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        var unplaced: [LayoutConstraint] = []
        for constraint in constraints where constraint.holder == nil {
            guard let first = constraint.firstItem, let holder = commonAncestor(first, constraint.secondItem) else {
                unplaced.append(constraint)
                continue
            }
            holder.addConstraint(constraint)
        }
        return unplaced
    }

    /// Removes each constraint from the view that holds it (`NSLayoutConstraint.deactivate`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view a constraint's item stands for: the view itself, or the view that owns a layout guide.
    static func view(of item: AnyObject?) -> View? {
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }

    private static func commonAncestor(_ first: AnyObject, _ second: AnyObject?) -> View? {
        guard let a = view(of: first) else { return nil }
        guard let second else { return a }
        guard let b = view(of: second) else { return nil }
        var candidate: View? = a
        while let view = candidate {
            if b.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }
}

extension LayoutConstraint {
    /// The constraints of a visual format string between the named views
    /// (`NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`); `|` is the superview of the view
    /// beside it, and `|.leadingMargin`… its margins. Throws `VisualFormatError` with the column of a bad format
    /// string, or ``VisualFormatUseError`` when the format needs a superview the view beside `|` does not have.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: View]
    ) throws -> [LayoutConstraint] {
        let described = try VisualFormat.constraints(format, options: options, metrics: metrics, views: Set(views.keys))
        // `|` is the superview of the view beside it: the other item of the constraint, as in UIKit.
        func item(_ name: String, besides partner: String?) throws -> AnyObject {
            guard name == VisualFormat.superviewName else { return views[name]! }
            guard let superview = partner.flatMap({ views[$0] })?.superview else {
                throw VisualFormatUseError.noSuperview(format: format)
            }
            return superview
        }
        return try described.map { constraint in
            LayoutConstraint(
                item: try item(constraint.firstItem, besides: constraint.secondItem),
                attribute: constraint.firstAttribute,
                relatedBy: constraint.relation,
                toItem: try constraint.secondItem.map { try item($0, besides: constraint.firstItem) },
                attribute: constraint.secondAttribute ?? .notAnAttribute, multiplier: constraint.multiplier,
                constant: constraint.constant, priority: constraint.priority)
        }
    }
}

/// A visual format that parses but cannot be used with the views given.
public enum VisualFormatUseError: Error, Equatable, CustomStringConvertible {
    /// The format names the superview `|`, and the views are in none.
    case noSuperview(format: String)

    public var description: String {
        switch self {
        case .noSuperview(let format):
            return "'\(format)' uses the superview '|', but the views have no superview; add them to one first"
        }
    }
}
