/// A method of a class, with the selector the Objective-C runtime knows it by.
public struct SourceMethod: Sendable, Hashable, Codable {
    /// `tap:`, `tap:forEvent:`, `reload` — what a nib's `<action selector="…">` names.
    public var selector: String
    /// The Swift name (`tap(_:forEvent:)`), or the selector for Objective-C.
    public var name: String
    /// `@IBAction` / `- (IBAction)`.
    public var isAction: Bool
    /// Visible to the Objective-C runtime (see ``SourceProperty/isObjCExposed``).
    public var isObjCExposed: Bool
    /// A class method (`static func`, `class func`, or `+` in Objective-C).
    public var isStatic: Bool
    /// Where the method is declared.
    public var location: SourceFileLocation
    /// The selector Swift 2 gave the same Swift method, where it differs (`func buy(sender: AnyObject)`: `buy:`, now
    /// `buyWithSender:`): documents last saved before Xcode 8 name it so, and code not yet migrated compiles to it.
    public var swift2Selector: String?

    /// A method; by default an instance method, visible to the Objective-C runtime, that is not an action.
    init(
        selector: String, name: String, isAction: Bool = false, isObjCExposed: Bool = true, isStatic: Bool = false,
        location: SourceFileLocation
    ) {
        self.selector = selector
        self.name = name
        self.isAction = isAction
        self.isObjCExposed = isObjCExposed
        self.isStatic = isStatic
        self.location = location
    }
}
