/// A layout constraint as stored in a view's `<constraints>`:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant` at `priority`.
///
/// The file leaves out items that are the owning view. The decoder resolves them, so ``firstItem`` and
/// ``secondItem`` always name an object id, and records the omission in ``firstItemOmitted`` and
/// ``secondItemOmitted``:
/// - no `firstItem`: the first item is the view that owns the constraint;
/// - no `secondItem` but a `secondAttribute`: the second item is the owning view;
/// - neither `secondItem` nor `secondAttribute`: a constant (`width = 44`); ``secondItem`` is nil.
public struct Constraint: Sendable, Hashable, Codable {
    /// The constraint's `id=`.
    public var id: String
    /// The id of the view that holds this constraint in its `<constraints>`.
    public var owner: String
    /// The id of the first item: `firstItem=`, or ``owner`` when the file leaves it out.
    public var firstItem: String
    /// `firstAttribute=`.
    public var firstAttribute: LayoutAttribute
    /// `relation=`; `equal` when omitted.
    public var relation: LayoutRelation
    /// The id of the second item: `secondItem=`, ``owner`` when the file gives only `secondAttribute`, or
    /// nil for a constant constraint.
    public var secondItem: String?
    /// `secondAttribute=`; nil for a constant constraint.
    public var secondAttribute: LayoutAttribute?
    /// `multiplier=`; ``Multiplier/one`` when omitted.
    public var multiplier: Multiplier
    /// `constant=`, in points; 0 when omitted.
    public var constant: Double
    /// `priority=`; 1000 (required) when omitted.
    public var priority: LayoutPriority
    /// `identifier=`: the constraint's identifier, as set in Interface Builder.
    public var identifier: String?
    /// `symbolic="YES"`: the constant is a system spacing; the file still stores the resolved value.
    public var isSymbolic: Bool
    /// `placeholder="YES"`: removed at build time.
    public var isPlaceholder: Bool
    /// `true` when the file leaves out `firstItem`, so ``firstItem`` is the owning view.
    public var firstItemOmitted: Bool
    /// `true` when the file leaves out `secondItem` but gives `secondAttribute`, so ``secondItem`` is the
    /// owning view.
    public var secondItemOmitted: Bool
    /// Per size class overrides of this constraint (`<variation key="widthClass=compact" constant="30"/>`).
    public var variations: [Variation]
    /// Attributes and elements the model does not type.
    public var untyped: UntypedContent
    /// Where the `<constraint>` element starts in the file.
    public var location: SourceLocation

    /// A constraint with its ids, first attribute and location and every other field at its default, for the decoder to
    /// fill in. Apart from the initializer below because assigning an optional that holds references makes the compiler (Swift 6.3) copy the whole value once more where it is inlined.
    @inlinable
    package init(
        id: String, owner: String, firstItem: String, firstAttribute: LayoutAttribute, location: SourceLocation
    ) {
        self.id = id
        self.owner = owner
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        relation = .equal
        multiplier = .one
        constant = 0
        priority = .required
        isSymbolic = false
        isPlaceholder = false
        firstItemOmitted = false
        secondItemOmitted = false
        variations = []
        untyped = UntypedContent()
        self.location = location
    }

    @inlinable
    package init(
        id: String, owner: String, firstItem: String, firstAttribute: LayoutAttribute,
        relation: LayoutRelation = .equal, secondItem: String? = nil, secondAttribute: LayoutAttribute? = nil,
        multiplier: Multiplier = .one, constant: Double = 0, priority: LayoutPriority = .required,
        identifier: String? = nil,
        isSymbolic: Bool = false, isPlaceholder: Bool = false, firstItemOmitted: Bool = false,
        secondItemOmitted: Bool = false, variations: [Variation] = [], untyped: UntypedContent = UntypedContent(),
        location: SourceLocation = SourceLocation(line: 0, column: 0)
    ) {
        self.id = id
        self.owner = owner
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isSymbolic = isSymbolic
        self.isPlaceholder = isPlaceholder
        self.firstItemOmitted = firstItemOmitted
        self.secondItemOmitted = secondItemOmitted
        self.variations = variations
        self.untyped = untyped
        self.location = location
    }

    /// `true` for a constant constraint on one item (`width = 44`).
    public var isConstant: Bool { secondItem == nil }
}
