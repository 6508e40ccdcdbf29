/// What an `NSGridView` (`<gridView>`) and its rows, columns and cells (`<gridRow>`, `<gridColumn>`, `<gridCell>`)
/// say about where their views sit: placement and row alignment, the grid's spacing, a row's or column's size and
/// padding, and the row and column a cell is in. Each object sets only the attributes of its kind; a row, column or
/// cell that sets no placement or alignment takes its container's.
public struct GridAttributes: Sendable, Hashable, Codable {
    /// `xPlacement=` (`NSGridCell.Placement`): where a view sits across its column.
    public var xPlacement: GridCellPlacement?
    /// `yPlacement=` (`NSGridCell.Placement`): where a view sits within its row's height.
    public var yPlacement: GridCellPlacement?
    /// `rowAlignment=` (`NSGridRow.Alignment`): whether a row's views sit on a shared baseline.
    public var rowAlignment: GridRowAlignment?
    /// A grid's `rowSpacing=`: the points between its rows.
    public var rowSpacing: Double?
    /// A grid's `columnSpacing=`: the points between its columns.
    public var columnSpacing: Double?
    /// A row's `height=`: its fixed height.
    public var height: Double?
    /// A column's `width=`: its fixed width.
    public var width: Double?
    /// A row's `topPadding=`: the points above its views.
    public var topPadding: Double?
    /// A row's `bottomPadding=`: the points below its views.
    public var bottomPadding: Double?
    /// A column's `leadingPadding=`: the points before its views.
    public var leadingPadding: Double?
    /// A column's `trailingPadding=`: the points after its views.
    public var trailingPadding: Double?
    /// A cell's `row=`: the id of its `<gridRow>`.
    public var row: String?
    /// A cell's `column=`: the id of its `<gridColumn>`.
    public var column: String?
    /// A cell's `headOfMergedCell=`: the id of the cell heading the merged cell it is part of.
    public var headOfMergedCell: String?

    /// Creates grid attributes with nothing set.
    @inlinable
    package init() {}
}

// The named values of grid attributes. Each type holds a name as the document writes it, with constants for the
// common names; a name without a constant is kept as written, so that decoding stays lossless, and compares unequal
// to every constant. Each encodes as its name, a JSON string.

/// A grid's, row's, column's or cell's `xPlacement=` or `yPlacement=` (`NSGridCell.Placement`).
public struct GridCellPlacement: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `leading`.
    public static let leading = Self(rawValue: "leading")
    /// `trailing`.
    public static let trailing = Self(rawValue: "trailing")
    /// `top`.
    public static let top = Self(rawValue: "top")
    /// `bottom`.
    public static let bottom = Self(rawValue: "bottom")
    /// `center`.
    public static let center = Self(rawValue: "center")
    /// `fill`.
    public static let fill = Self(rawValue: "fill")
}

/// A grid's, row's or cell's `rowAlignment=` (`NSGridRow.Alignment`).
public struct GridRowAlignment: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `none`.
    public static let none = Self(rawValue: "none")
    /// `firstBaseline`.
    public static let firstBaseline = Self(rawValue: "firstBaseline")
    /// `lastBaseline`.
    public static let lastBaseline = Self(rawValue: "lastBaseline")
}
