import NibLayout
import NibModel

/// What ``NibObject/init(coder:)`` reads: the object's archived description and, for views, its subviews and
/// constraints, created by the nib being loaded.
public final class NibCoder {
    /// The archived object.
    public let object: IBObject
    /// The document's target runtime.
    public let runtime: TargetRuntime
    unowned let instantiator: NibInstantiator

    init(object: IBObject, runtime: TargetRuntime, instantiator: NibInstantiator) {
        self.object = object
        self.runtime = runtime
        self.instantiator = instantiator
    }

    /// The environment of the load creating the object: a nib-backed view loads its own content in it, so a nested
    /// view follows the library and text measurer of the nib that holds it.
    public var environment: NibEnvironment { instantiator.environment }

    /// Whether the archived object is one of the nib's top-level objects (not a subview, nor in a scene).
    var isTopLevelObject: Bool {
        instantiator.document.objects.contains { $0.id == object.id }
    }

    /// The nib's File's Owner placeholder, if it has one.
    var filesOwner: IBObject? { instantiator.document.filesOwner }

    /// Adds a warning about the archived object to the nib's instantiation (`NIB:LINE: message`).
    func warn(_ message: String) {
        instantiator.warn(message, at: object.location)
    }

    /// The subviews the nib archived for this view (an AppKit stack view's include the views in its gravity
    /// areas) and installed in the size classes it is loaded in, created (through their own `init(coder:)`) in
    /// order. One not installed there is created all the same (outlets may point at it) but not returned, as UIKit
    /// leaves it out of the hierarchy.
    public func decodeSubviews() throws -> [View] {
        let uninstalled = instantiator.sizeClasses.uninstalled(in: object.variations)
        var installed: [View] = []
        for subview in object.subviewsIncludingGravityAreas {
            let view = try instantiator.view(for: subview)
            if !uninstalled.contains(subview.id) { installed.append(view) }
        }
        return installed
    }

    /// Whether the compiled nib has this view translate its autoresizing mask into constraints: when the file says
    /// so, and whenever Interface Builder keeps the view at its designed frame at build time (`fixedFrame="YES"`, a
    /// document without Auto Layout, or a view that none of the document's constraints mention).
    public var translatesAutoresizingMaskWhenCompiled: Bool {
        let archived = object.view ?? ViewAttributes()
        return archived.translatesAutoresizingMask(useAutolayout: instantiator.document.header.useAutolayout)
            || !instantiator.constrainedViewIDs.contains(object.id)
    }

    /// What a table view cell's side margins follow, for the archived object as a cell: its table in the document,
    /// or its own width outside one, no more than the design screen's (see
    /// ``CellContentMargins/basis(screenWidth:table:cellWidth:)``).
    var cellMargins: CellContentMargins.Basis {
        CellContentMargins.basis(
            of: object, screenWidth: instantiator.sizing.screenWidth, tables: instantiator.facts.tables)
    }

    /// The nested objects archived under a key (`"contentView"`, `"view"`), created.
    public func decodeObject(forKey key: String) throws -> NibObject? {
        guard let child = object.child(forKey: key) else { return nil }
        return try instantiator.object(for: child)
    }
}
