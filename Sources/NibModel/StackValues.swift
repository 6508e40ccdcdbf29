// The named values of a stack view's attributes (`StackAttributes`).

/// A stack view's axis: UIKit's `axis=`, AppKit's `orientation=`.
public struct StackAxis: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `horizontal`: views side by side.
    public static let horizontal = Self(rawValue: "horizontal")
    /// `vertical`: views one above the other.
    public static let vertical = Self(rawValue: "vertical")
}

/// A stack view's `distribution=`: how it sizes its arranged views along its axis.
public struct StackDistribution: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `fill`.
    public static let fill = Self(rawValue: "fill")
    /// `fillEqually`.
    public static let fillEqually = Self(rawValue: "fillEqually")
    /// `fillProportionally`.
    public static let fillProportionally = Self(rawValue: "fillProportionally")
    /// `equalSpacing`.
    public static let equalSpacing = Self(rawValue: "equalSpacing")
    /// `equalCentering`.
    public static let equalCentering = Self(rawValue: "equalCentering")
    /// `gravityAreas`: AppKit's original distribution, by gravity areas.
    public static let gravityAreas = Self(rawValue: "gravityAreas")
}

/// A stack view's `alignment=`: how it places its arranged views across its axis.
public struct StackAlignment: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `fill`.
    public static let fill = Self(rawValue: "fill")
    /// `leading`.
    public static let leading = Self(rawValue: "leading")
    /// `top`.
    public static let top = Self(rawValue: "top")
    /// `center`.
    public static let center = Self(rawValue: "center")
    /// `trailing`.
    public static let trailing = Self(rawValue: "trailing")
    /// `bottom`.
    public static let bottom = Self(rawValue: "bottom")
    /// `firstBaseline`.
    public static let firstBaseline = Self(rawValue: "firstBaseline")
    /// `lastBaseline`.
    public static let lastBaseline = Self(rawValue: "lastBaseline")
    /// `baseline`: AppKit's.
    public static let baseline = Self(rawValue: "baseline")
    /// `centerX`: AppKit's.
    public static let centerX = Self(rawValue: "centerX")
    /// `centerY`: AppKit's.
    public static let centerY = Self(rawValue: "centerY")
}

/// A stack view's `spacingType=`.
public struct StackSpacingType: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `standard`: the system spacing (`UIStackView.spacingUseSystem`).
    public static let standard = Self(rawValue: "standard")
}
