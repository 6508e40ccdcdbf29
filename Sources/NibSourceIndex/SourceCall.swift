/// A call in the Swift sources that passes names or types (`instantiate(identifier: "Login", storyboardName: "Auth")`,
/// `registerNib(CardCell.self)`): a function of the project that loads a resource by a parameter gives each call's
/// values (``SourceIndex/bindArguments(members:isKind:)``).
public struct SourceCall: Sendable, Hashable, Codable {
    /// One argument as the call writes it.
    public struct Argument: Sendable, Hashable, Codable {
        /// Its label, `_` for none.
        public var label: String
        /// The name it computes (``NamePart``), if it is one the sources can give.
        public var parts: [NamePart]?
        /// The type it passes (`CardCell` for `CardCell.self`), if any.
        public var type: String?
        public var location: SourceFileLocation
    }

    /// The function's name without labels; `init` for `Type(…)`.
    public var function: String
    /// The type the call names (`ControllerHelper` in `ControllerHelper.instantiate(…)`, `Card` in `Card(…)`), if any.
    public var receiverType: String?
    /// Whether the call is on the object or class that runs it (`load(…)`, `self.load(…)`).
    public var isOnSelf: Bool
    public var arguments: [Argument]
    /// The class and function whose code holds the call.
    public var enclosingClass: String?
    public var enclosingFunction: String?
}
