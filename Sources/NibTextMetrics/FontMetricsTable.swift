/// Advance widths and vertical metrics of one font, in font units, as committed Swift data.
///
/// Advances are kept as runs of consecutive Unicode scalars; a scalar outside every run measures
/// ``defaultAdvance``. A table without runs is a monospaced font.
public struct FontMetricsTable: Sendable {
    /// Font units per em (2048 for TrueType fonts).
    public let unitsPerEm: Int
    /// The ascent above the baseline, in font units.
    public private(set) var ascender: Int
    /// The descent below the baseline, as a positive number of font units.
    public private(set) var descender: Int
    /// Extra space between lines, in font units.
    public private(set) var lineGap: Int
    /// The advance of scalars the table does not list.
    public let defaultAdvance: Int
    private let starts: [UInt32]
    private let advances: [[Int]]

    /// A table from runs of `(first scalar, advances of it and the scalars that follow)`, in increasing order.
    public init(
        unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, defaultAdvance: Int,
        runs: [(UInt32, [Int])]
    ) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.defaultAdvance = defaultAdvance
        starts = runs.map(\.0)
        advances = runs.map(\.1)
    }

    /// A monospaced table: every scalar advances by `advance`.
    public static func monospaced(
        advance: Int, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int
    ) -> FontMetricsTable {
        FontMetricsTable(
            unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap,
            defaultAdvance: advance, runs: [])
    }

    /// The advance of a scalar in font units, or nil when the table does not list it.
    public func listedAdvance(of scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= value { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let run = low - 1
        let offset = Int(value - starts[run])
        return offset < advances[run].count ? advances[run][offset] : nil
    }

    /// The advance of a scalar in font units (``defaultAdvance`` when unlisted).
    public func advance(of scalar: Unicode.Scalar) -> Int {
        listedAdvance(of: scalar) ?? defaultAdvance
    }

    /// The same advances with other vertical metrics, in this table's units (a font drawn with another's widths).
    public func withVerticalMetrics(ascender: Int, descender: Int, lineGap: Int) -> FontMetricsTable {
        var copy = self
        copy.ascender = ascender
        copy.descender = descender
        copy.lineGap = lineGap
        return copy
    }

    /// The line height in ems: (ascender + descender + line gap) / units per em.
    public var lineHeightInEms: Double {
        Double(ascender + descender + lineGap) / Double(unitsPerEm)
    }

    /// The number of scalars the table lists.
    public var listedScalarCount: Int { advances.reduce(0) { $0 + $1.count } }
}
