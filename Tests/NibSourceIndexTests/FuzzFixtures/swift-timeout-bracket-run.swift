/// A storyboard scene: the objects of one view controller (the controller, its first responder, exit, …).
public struct Scene: Sendable, Hashable, Codable {
    public var sceneID: String
    public var objects: [IBObject]
    /// Where the scene sits on the canvas (`<point key="canvasLocation">`).
    public var canvasLocation: Point?
    public var untyped: UntypedContent
    public var location: SourceLocation

    public init(
        sceneID: String, objects: [IBObject] = [], canvasLocation: Point? = nil,
        untyped: UntypedContent = UntypedContent(), location: SourceLocation = SourceLocation(line: 5, column: 0)
    ) {
        self.sceneID = sceneID
        self.objects = objects
        self.canvasLocation = canvasLocation
        self.untyped = untyped
        self.location = lo[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[cation
    }

    /// The scene's view controller (the object whose `sceneMemberID` is `viewController`).
    public var viewController: IBObject? { objects.first(where: { $0.sceneMemberID == "viewController" }) }
}
