/// A rectangle as Interface Builder stores it (`<rect key="frame" x= y= width= height=/>`), in points.
public struct Rect: Sendable, Hashable, Codable {
    /// `x=`: the x coordinate of the origin.
    public var x: Double
    /// `y=`: the y coordinate of the origin.
    public var y: Double
    /// `width=`.
    public var width: Double
    /// `height=`.
    public var height: Double

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A size (`<size key=… width= height=/>`), in points.
public struct Size: Sendable, Hashable, Codable {
    /// `width=`.
    public var width: Double
    /// `height=`.
    public var height: Double

    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A point (`<point key=… x= y=/>`), in points.
public struct Point: Sendable, Hashable, Codable {
    /// `x=`.
    public var x: Double
    /// `y=`.
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Insets on four edges: UIKit's `UIEdgeInsets` (`top`, `left`, `bottom`, `right`), AppKit's
/// `<inset minX= minY= maxX= maxY=>` (stored as left, top, right, bottom), or directional insets
/// (`leading`/`trailing` stored as `left`/`right` with ``isDirectional`` set).
public struct EdgeInsets: Sendable, Hashable, Codable {
    /// The top inset (`top=`; AppKit's `minY=`).
    public var top: Double
    /// The left inset (`left=`; `leading=` when ``isDirectional``; AppKit's `minX=`).
    public var left: Double
    /// The bottom inset (`bottom=`; AppKit's `maxY=`).
    public var bottom: Double
    /// The right inset (`right=`; `trailing=` when ``isDirectional``; AppKit's `maxX=`).
    public var right: Double
    /// `true` for `directionalEdgeInsets`, whose left and right mean leading and trailing.
    public var isDirectional: Bool

    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double, isDirectional: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.isDirectional = isDirectional
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The flexible edges and dimensions of a view's autoresizing mask (`<autoresizingMask>`).
public struct AutoresizingMask: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int
    @inlinable
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `flexibleMinX="YES"`: the left margin is flexible.
    public static let flexibleMinX = AutoresizingMask(rawValue: 1 << 0)
    /// `widthSizable="YES"`: the width is flexible.
    public static let widthSizable = AutoresizingMask(rawValue: 1 << 1)
    /// `flexibleMaxX="YES"`: the right margin is flexible.
    public static let flexibleMaxX = AutoresizingMask(rawValue: 1 << 2)
    /// `flexibleMinY="YES"`: the top margin is flexible (the bottom one in an unflipped AppKit view; see
    /// ``flippedVertically``).
    public static let flexibleMinY = AutoresizingMask(rawValue: 1 << 3)
    /// `heightSizable="YES"`: the height is flexible.
    public static let heightSizable = AutoresizingMask(rawValue: 1 << 4)
    /// `flexibleMaxY="YES"`: the bottom margin is flexible (the top one in an unflipped AppKit view).
    public static let flexibleMaxY = AutoresizingMask(rawValue: 1 << 5)

    /// The names Interface Builder writes, in bit order.
    static let names: [(String, AutoresizingMask)] = [
        ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
        ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ]
}

extension Rect {
    /// The zero rectangle.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The size part of the rectangle.
    public var size: Size {
        get { Size(width: width, height: height) }
        set {
            width = newValue.width
            height = newValue.height
        }
    }

    /// The origin part of the rectangle.
    public var origin: Point {
        get { Point(x: x, y: y) }
        set {
            x = newValue.x
            y = newValue.y
        }
    }
}
