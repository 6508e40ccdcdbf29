import NibModel

/// One Swift file `nib eject` writes: a class that builds one top-level view of a document in code.
public struct EjectedFile: Sendable, Hashable {
    /// The class's name, which names the file (`ProfileCard.swift`).
    public var className: String
    /// The Swift source.
    public var source: String
    /// What the code does not say, each with a `// TODO` in ``source``.
    public var warnings: [EjectWarning]
    /// The id of the document's view the class builds.
    public var rootID: String
    /// The root view's size in the document, which the class is laid out at to compare.
    public var designSize: Size
    /// The class's stored properties that hold views, by name, with the id of the document's view each holds.
    public var viewProperties: [String: String]
    /// The custom classes of the document the code uses but does not define, each with the UIKit class it inherits
    /// from (`AvatarView`: `UIView`).
    public var referencedClasses: [String: String]
    /// The properties of those classes the code sets (runtime attributes the project's sources declare), by class,
    /// with their Swift types.
    public var referencedMembers: [String: [String: String]]

    /// A file of `className` building the view `rootID`, as ``Ejector`` makes it.
    public init(
        className: String, source: String, warnings: [EjectWarning], rootID: String, designSize: Size,
        viewProperties: [String: String], referencedClasses: [String: String],
        referencedMembers: [String: [String: String]] = [:]
    ) {
        self.className = className
        self.source = source
        self.warnings = warnings
        self.rootID = rootID
        self.designSize = designSize
        self.viewProperties = viewProperties
        self.referencedClasses = referencedClasses
        self.referencedMembers = referencedMembers
    }

    /// The file's name: the class's, with `.swift`.
    public var fileName: String { className + ".swift" }
}
