/// A decoded Interface Builder document: a .xib (objects at top level) or a .storyboard (scenes).
public struct IBDocument: Sendable, Hashable, Codable {
    /// The `<document>` element's attributes, design device and dependencies.
    public var header: DocumentHeader
    /// A .xib's `<objects>`: placeholders and top-level objects in document order. Empty for storyboards.
    public var objects: [IBObject]
    /// A storyboard's scenes in document order.
    public var scenes: [Scene]
    /// The document's `<resources>`: images and colors with the values Interface Builder resolved.
    public var resources: Resources
    /// Anything at document level the model does not type.
    public var untyped: UntypedContent

    @inlinable
    package init(
        header: DocumentHeader, objects: [IBObject] = [], scenes: [Scene] = [], resources: Resources = Resources(),
        untyped: UntypedContent = UntypedContent()
    ) {
        self.header = header
        self.objects = objects
        self.scenes = scenes
        self.resources = resources
        self.untyped = untyped
    }

    /// `true` for storyboards: iOS and Mac ones (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`), tvOS and
    /// watchOS ones (`com.apple.InterfaceBuilder.AppleTV.Storyboard`), or a document with scenes.
    public var isStoryboard: Bool {
        header.type.hasSuffix(".Storyboard.XIB") || header.type.hasSuffix(".Storyboard") || !scenes.isEmpty
    }

    /// The placeholders among the xib's top-level objects (File's Owner, First Responder, externals).
    public var placeholders: [IBObject] { objects.filter { $0.placeholder != nil } }

    /// The objects the nib creates and returns from `instantiate(withOwner:options:)`, in document order.
    public var topLevelObjects: [IBObject] { objects.filter { $0.placeholder == nil } }

    /// File's Owner, if the document declares one.
    public var filesOwner: IBObject? { objects.first(where: { $0.placeholder == .filesOwner }) }

    /// The storyboard's initial view controller.
    public var initialViewController: IBObject? {
        guard let id = header.initialViewController else { return nil }
        return object(withID: id)
    }

    /// Finds any object in the document by id.
    public func object(withID id: String) -> IBObject? {
        var found: IBObject?
        forEachObject { object in
            if found == nil, object.id == id { found = object }
        }
        return found
    }

    /// Visits every object of the document depth-first in document order: top-level objects and scene objects,
    /// their subviews, children, and objects kept inside untyped elements.
    public func forEachObject(_ body: (IBObject) -> Void) {
        objects.visitEach(body)
        scenes.withUnsafeBufferPointer { scenes in
            for index in scenes.indices { scenes[index].objects.visitEach(body) }
        }
    }
}

extension IBObject {
    /// Visits this object and every object nested in it, depth-first in document order.
    public func forEachObject(_ body: (IBObject) -> Void) {
        body(self)
        children.visitEach(body)
        subviews.visitEach(body)
        untyped.elements.withUnsafeBufferPointer { elements in
            for index in elements.indices { elements[index].forEachObject(body) }
        }
    }
}

extension Array where Element == IBObject {
    /// Visits the objects of the array and everything nested in them, borrowing each element rather than
    /// copying it (a copy of an object retains every one of its fields).
    fileprivate func visitEach(_ body: (IBObject) -> Void) {
        withUnsafeBufferPointer { objects in
            for index in objects.indices { objects[index].forEachObject(body) }
        }
    }
}

extension Element {
    /// Visits the typed objects kept inside this untyped element.
    public func forEachObject(_ body: (IBObject) -> Void) {
        for child in children {
            switch child {
            case .element(let element): element.forEachObject(body)
            case .object(let object): object.forEachObject(body)
            }
        }
    }
}

/// The `<document>` element's attributes and its `<device>` and `<dependencies>`.
public struct DocumentHeader: Sendable, Hashable, Codable {
    /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`, `…CocoaTouch.Storyboard.XIB`, `…Cocoa.XIB`, …
    public var type: String
    /// `version=`: the version of the document format (`3.0`).
    public var version: String
    /// `toolsVersion=`: the Interface Builder build that saved the document (see ``interfaceBuilderVersion``).
    public var toolsVersion: String?
    /// The raw `targetRuntime=` (`iOS.CocoaTouch`, `MacOSX.Cocoa`, …).
    public var targetRuntimeName: String
    /// `propertyAccessControl=`: Interface Builder's localization locking (`none` when nothing is locked).
    public var propertyAccessControl: String?
    /// `useAutolayout="YES"`: the document uses Auto Layout; `false` when omitted.
    public var useAutolayout: Bool
    /// `useTraitCollections="YES"`: the document uses trait variations (size classes); `false` when omitted.
    public var useTraitCollections: Bool
    /// `useSafeAreas="YES"`: views have safe area layout guides; `false` when omitted.
    public var useSafeAreas: Bool
    /// `colorMatched=`; nil when omitted.
    public var colorMatched: Bool?
    /// `launchScreen="YES"`: the document is a launch screen; `false` when omitted.
    public var launchScreen: Bool
    /// A storyboard's `initialViewController=` id.
    public var initialViewController: String?
    /// The design device (`<device>`); nil in documents without one, such as those saved before Xcode 8.
    public var device: Device?
    /// The entries of `<dependencies>` in file order.
    public var dependencies: [Dependency]
    /// Attributes of `<document>` the model does not type.
    public var untyped: UntypedContent
    /// Where the `<document>` element starts in the file.
    public var location: SourceLocation

    /// Creates a header with the given attributes; ``useAutolayout``, ``useTraitCollections``, ``useSafeAreas`` and
    /// ``launchScreen`` are `false`, and everything else is empty or nil.
    @inlinable
    package init(type: String, version: String, targetRuntimeName: String, location: SourceLocation) {
        self.type = type
        self.version = version
        self.targetRuntimeName = targetRuntimeName
        useAutolayout = false
        useTraitCollections = false
        useSafeAreas = false
        launchScreen = false
        dependencies = []
        untyped = UntypedContent()
        self.location = location
    }

    /// The platform, classified from ``targetRuntimeName``.
    public var targetRuntime: TargetRuntime { TargetRuntime(attribute: targetRuntimeName) }

    /// The Interface Builder build that saved the document, as a number (`24765` for Xcode 26).
    ///
    /// Some Xcode builds write the placeholder `toolsVersion="32700.99.1234"`; the real build is then the
    /// version of the platform's plug-in dependency (`<plugIn identifier="…CocoaPlugin" version="22690"/>`).
    public var interfaceBuilderVersion: Double? {
        if let tools = toolsVersion, tools != "32700.99.1234", let value = Double(tools) { return value }
        let plugIn = dependencies.first { $0.element == .plugIn && $0.name?.hasSuffix("Plugin") == true }
        return plugIn?.version.flatMap(Double.init)
    }
}

/// The design device (`<device id="retina6_12" orientation="portrait" appearance="light"/>`).
public struct Device: Sendable, Hashable, Codable {
    /// `id=`: Interface Builder's name for the device (`retina6_12`, `ipad12_9rounded`, …).
    public var id: String
    /// `orientation=` (`portrait` or `landscape`); nil when omitted.
    public var orientation: DeviceOrientation?
    /// `appearance=` (`light` or `dark`); nil when omitted.
    public var appearance: String?
    /// Attributes and elements the model does not type.
    public var untyped: UntypedContent

    @inlinable
    package init(
        id: String, orientation: DeviceOrientation? = nil, appearance: String? = nil, untyped: UntypedContent = .init()
    ) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
        self.untyped = untyped
    }
}

/// One entry of `<dependencies>`: a plug-in, a capability or a deployment target.
public struct Dependency: Sendable, Hashable, Codable {
    /// `plugIn`, `capability`, `deployment`, `development`.
    public var element: DependencyKind
    /// The plug-in or deployment identifier, or the capability name.
    public var name: String?
    /// `version=`, `minToolsVersion=` or `defaultVersion=`.
    public var version: String?
    /// Attributes and elements the model does not type.
    public var untyped: UntypedContent

    /// A dependency of `element` with nothing else set, for the decoder to fill in. Apart from the initializer below
    /// because assigning an optional that holds references makes the compiler (Swift 6.3) copy the whole value once
    /// more where it is inlined.
    @inlinable
    package init(element: DependencyKind) {
        self.element = element
        untyped = UntypedContent()
    }

    @inlinable
    package init(
        element: DependencyKind, name: String? = nil, version: String? = nil, untyped: UntypedContent = .init()
    ) {
        self.element = element
        self.name = name
        self.version = version
        self.untyped = untyped
    }
}
