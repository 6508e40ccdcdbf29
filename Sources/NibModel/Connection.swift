/// A connection in an object's `<connections>`: an outlet, an outlet collection, an action or a segue.
///
/// The object that holds the `<connections>` element is the **source**: for an outlet it is the object whose
/// property is set; for an action it is the control that sends it (its `destination`, or AppKit's `target`, is the
/// receiver); for a segue it is the view controller or control that triggers it.
public struct Connection: Sendable, Hashable, Codable {
    /// The four kinds that nib loading acts on, and any other (`binding`, `accessibilityConnection`, …) by name.
    public enum Kind: Sendable, Hashable, Codable {
        case outlet
        case outletCollection
        case action
        case segue
        case other(String)
    }

    /// What the connection is, from its element name (`<outlet>`, `<action>`, `<segue>`, …).
    public var kind: Kind
    /// The connection's `id=`.
    public var id: String
    /// The id of the object that holds this connection.
    public var source: String
    /// The id of the other end: outlet value, action receiver, segue destination.
    public var destination: String?
    /// The outlet's key (`property=`).
    public var property: String?
    /// The action's selector (`selector="tapped:"`).
    public var selector: String?
    /// The control event of an action (`eventType="touchUpInside"`).
    public var eventType: String?
    /// An outlet collection's `collectionClass=` (`NSMutableArray`).
    public var collectionClass: String?
    /// `appends="YES"`: the destination is added to the property's existing collection (as gesture recognizers
    /// are) rather than the collection being set; `false` when omitted.
    public var appends: Bool
    /// A segue's `kind=` (`show`, `relationship`, `embed`, …).
    public var segueKind: SegueKind?
    /// A segue's `identifier=`, as `performSegue(withIdentifier:sender:)` names it.
    public var identifier: String?
    /// A relationship segue's `relationship=` (`rootViewController`, `viewControllers`, …).
    public var relationship: String?
    /// ``relationship`` as a typed value.
    public var relationshipKind: SegueRelationship? { relationship.map(SegueRelationship.init(rawValue:)) }
    /// Attributes and elements the model does not type.
    public var untyped: UntypedContent
    /// Where the connection's element starts in the file.
    public var location: SourceLocation

    /// A connection with its kind, id, source and location and every other field at its default, for the decoder to
    /// fill in. Apart from the initializer below because assigning an optional that holds references makes the compiler (Swift 6.3) copy the whole value once more where it is inlined.
    @inlinable
    package init(kind: Kind, id: String, source: String, location: SourceLocation) {
        self.kind = kind
        self.id = id
        self.source = source
        appends = false
        untyped = UntypedContent()
        self.location = location
    }

    @inlinable
    package init(
        kind: Kind, id: String, source: String, destination: String? = nil, property: String? = nil,
        selector: String? = nil, eventType: String? = nil, collectionClass: String? = nil, appends: Bool = false,
        segueKind: SegueKind? = nil, identifier: String? = nil, relationship: String? = nil,
        untyped: UntypedContent = UntypedContent(), location: SourceLocation = SourceLocation(line: 0, column: 0)
    ) {
        self.kind = kind
        self.id = id
        self.source = source
        self.destination = destination
        self.property = property
        self.selector = selector
        self.eventType = eventType
        self.collectionClass = collectionClass
        self.appends = appends
        self.segueKind = segueKind
        self.identifier = identifier
        self.relationship = relationship
        self.untyped = untyped
        self.location = location
    }

    /// `true` for outlets that UIKit connects on its own (gesture recognizers attached through
    /// `<outletCollection property="gestureRecognizers" appends="YES">`), not user outlets.
    public var isSystemAttachment: Bool {
        kind == .outletCollection && property == "gestureRecognizers"
    }
}
