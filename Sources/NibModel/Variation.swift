/// A size-class variation (`<variation key="widthClass=compact">`): which constraints and subviews are
/// included or excluded for that trait, or (on a constraint) an overriding constant.
public struct Variation: Sendable, Hashable, Codable {
    /// The trait key: `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`, …
    public var key: String
    /// Ids listed in `<include reference=…/>` per mask (`constraints`, `subviews`).
    public var included: [MaskedReference]
    /// Ids listed in `<exclude reference=…/>` per mask.
    public var excluded: [MaskedReference]
    /// The constant that replaces a constraint's constant for this trait.
    public var constant: Double?
    /// Attributes and elements the model does not type: what else the variation overrides (a frame, a font, a
    /// hidden flag).
    public var untyped: UntypedContent
    /// Where the `<variation>` element starts in the file.
    public var location: SourceLocation

    @inlinable
    package init(
        key: String, included: [MaskedReference] = [], excluded: [MaskedReference] = [], constant: Double? = nil,
        untyped: UntypedContent = UntypedContent(), location: SourceLocation = SourceLocation(line: 0, column: 0)
    ) {
        self.key = key
        self.included = included
        self.excluded = excluded
        self.constant = constant
        self.untyped = untyped
        self.location = location
    }
}

/// An id listed inside a variation's `<mask key=…>`.
public struct MaskedReference: Sendable, Hashable, Codable {
    /// The mask it belongs to: `constraints` or `subviews`.
    public var mask: String
    /// The id of the constraint or view.
    public var reference: String

    @inlinable
    package init(mask: String, reference: String) {
        self.mask = mask
        self.reference = reference
    }
}
