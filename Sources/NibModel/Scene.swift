/// A storyboard scene: the objects of one view controller (the controller, its first responder, exit, …).
public struct Scene: Sendable, Hashable, Codable {
    /// `sceneID=`.
    public var sceneID: String
    /// The scene's `<objects>` in document order: its view controller, placeholders and other top-level
    /// objects.
    public var objects: [IBObject]
    /// Where the scene sits on the canvas (`<point key="canvasLocation">`).
    public var canvasLocation: Point?
    /// Attributes and elements the model does not type.
    public var untyped: UntypedContent
    /// Where the `<scene>` element starts in the file.
    public var location: SourceLocation

    @inlinable
    package init(
        sceneID: String, objects: [IBObject] = [], canvasLocation: Point? = nil,
        untyped: UntypedContent = UntypedContent(), location: SourceLocation = SourceLocation(line: 0, column: 0)
    ) {
        self.sceneID = sceneID
        self.objects = objects
        self.canvasLocation = canvasLocation
        self.untyped = untyped
        self.location = location
    }

    /// The scene's view controller (the object whose `sceneMemberID` is `viewController`).
    public var viewController: IBObject? { objects.first(where: { $0.sceneMemberID == "viewController" }) }
}
