import NibDecoding
import NibModel
import NibRuntime
import NibSourceIndex

/// Checks one decoded document against the project's classes: outlets, actions, runtime attributes and custom
/// classes (``CheckRule``).
struct DocumentChecker {
    let hierarchy: ClassHierarchy
    let file: String
    let document: IBDocument
    /// The project's asset catalogs, when it has any.
    var assets: AssetCatalogs?
    /// Which module each file belongs to, when the project says.
    var project: ProjectModel?
    /// The classes whose objects the project's code makes this nib's owner (``NibLoadingFlow/owners(ofNib:)``).
    var codeOwners: [String] = []
    /// The project's declared dependencies whose sources are not on disk (`CocoaPods SwiftRichString`): any of them
    /// may add members to a framework class.
    var absentDependencies: [String] = []
    private var objectsByID: [String: IBObject] = [:]
    /// The gesture recognizers some view holds (`<outletCollection property="gestureRecognizers">`).
    private var attachedRecognizers: Set<String> = []
    /// The prototype cell each object of a storyboard's prototype cells is in, by object id.
    private var prototypeCells: [String: CheckFinding.PrototypeCell] = [:]
    /// The scene each object of a storyboard is in, by object id: a storyboard compiles each scene into a nib of its
    /// own, so a connection to another scene's object is not made.
    private var sceneOfObject: [String: Int] = [:]
    private(set) var findings: [CheckFinding] = []

    init(document: IBDocument, file: String, hierarchy: ClassHierarchy) {
        self.document = document
        self.file = file
        var hierarchy = hierarchy
        hierarchy.runtime = document.header.targetRuntime
        self.hierarchy = hierarchy
        var objects: [String: IBObject] = [:]
        var attached: Set<String> = []
        document.forEachObject { object in
            if !object.id.isEmpty, objects[object.id] == nil { objects[object.id] = object }
            for connection in object.connections where connection.property == "gestureRecognizers" {
                if let destination = connection.destination { attached.insert(destination) }
            }
            if object.container == "gestureRecognizers" { attached.insert(object.id) }
        }
        objectsByID = objects
        attachedRecognizers = attached
        // A storyboard's prototype cells (not a static table's), with their scene's view controller class.
        var cells: [String: CheckFinding.PrototypeCell] = [:]
        for scene in document.scenes {
            let sceneClass = scene.objects.first { $0.category == .viewController }?.customClass
            for root in scene.objects {
                root.forEachObject { object in
                    guard Self.isPrototype(object), let identifier = object.reuseIdentifier, !identifier.isEmpty else {
                        return
                    }
                    let cell = CheckFinding.PrototypeCell(identifier: identifier, sceneClass: sceneClass)
                    object.forEachObject { inner in cells[inner.id] = cells[inner.id] ?? cell }
                }
            }
        }
        prototypeCells = cells
        var scenes: [String: Int] = [:]
        for (index, scene) in document.scenes.enumerated() {
            for root in scene.objects { root.forEachObject { scenes[$0.id] = index } }
        }
        sceneOfObject = scenes
    }

    /// Whether a connection crosses from one storyboard scene to another, and so is not made at run time.
    private func crossesScenes(_ connection: Connection) -> Bool {
        guard let from = sceneOfObject[connection.source], let destination = connection.destination,
            let to = sceneOfObject[destination]
        else { return false }
        return from != to
    }

    /// The control events a control sends whatever its class: touches are tracked by UIControl itself; other events
    /// (`valueChanged`, `editingChanged`, `primaryActionTriggered`) only if the class sends them.
    private static let touchEvents: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel",
    ]

    /// Whether `object` is a table's prototype cell or a collection view's cell or reusable view.
    private static func isPrototype(_ object: IBObject) -> Bool {
        (object.container == "prototypes" && object.element == .tableViewCell)
            || (object.container == "cells"
                && [.collectionViewCell, .collectionReusableView].contains(object.element))
    }

    private var runtime: TargetRuntime { document.header.targetRuntime }
    /// Whether the document was last saved by an Xcode before 8 (Interface Builder's build 11000), whose Swift (2)
    /// named a method's selector without its first parameter's name.
    private var savedBeforeSwift3: Bool { (document.header.interfaceBuilderVersion ?? .infinity) < 11000 }

    /// Runs every rule on the document.
    mutating func check() {
        var targeted: Set<String> = []
        document.forEachObject { object in
            for connection in object.connections where connection.kind == .action {
                if let destination = connection.destination { targeted.insert(destination) }
            }
        }
        document.forEachObject { object in
            guard var customClass = object.customClass, !customClass.isEmpty, object.placeholder != .firstResponder
            else { return }
            // The Application placeholder is the application object (NSApplication unless the app names a principal
            // class), whatever class the document gives it.
            if object.placeholder == .application, customClass == "NSObject" { customClass = "NSApplication" }
            // File's Owner is the object the loading code passes: a class declared nowhere is stale (a note), and
            // the owner the code makes is the one judged.
            if let owner = loadingOwner(of: object, declared: customClass) {
                reportUnknownClass(object, named: customClass, isTargeted: targeted.contains(object.id))
                customClass = owner
            }
            guard hierarchy.isKnownClass(customClass) else {
                reportUnknownClass(object, named: customClass, isTargeted: targeted.contains(object.id))
                return
            }
            checkModule(of: object, className: customClass, isTargeted: targeted.contains(object.id))
            checkOutlets(of: object, className: customClass)
            checkRuntimeAttributes(of: object, className: customClass)
        }
        document.forEachObject { object in
            for connection in object.connections where connection.kind == .action { checkAction(connection) }
            checkPrototype(object)
        }
        if let assets { checkResources(against: assets) }
    }

    /// Whether `className` is one of NibKit's nib-backed views, whose actions NibKit's headless face finds in the
    /// class's `registerActions(_:)`.
    private func isNibKitView(_ className: String) -> Bool {
        hierarchy.chain(of: className).contains { link in
            if case .framework(let framework) = link { return framework.name == "NibView" }
            return false
        }
    }

    /// Whether an image is the system's rather than the project's: an SF Symbol (`catalog="system"`), one of AppKit's
    /// named images (`NSAddTemplate`, `NSApplicationIcon`, …), or an image the document holds itself (Interface
    /// Builder names those `buttonCell:ID:image`).
    private static func isSystemImage(_ image: ImageResource, runtime: TargetRuntime) -> Bool {
        image.catalog == "system" || image.name.contains(":")
            || (runtime == .macOS && image.name.hasPrefix("NS") && image.name.dropFirst(2).first?.isUppercase == true)
    }

    /// `missing-image` and `missing-color`: the images and asset-catalog colors the document lists in its
    /// `<resources>` that no catalog or image file of the project provides (SF Symbols and system colors excepted).
    private mutating func checkResources(against assets: AssetCatalogs) {
        for image in document.resources.images
        where !Self.isSystemImage(image, runtime: runtime) && !assets.has(image: image.name)
            // An image the document holds itself (its archived data).
            && image.untyped.element(forKey: "keyedArchiveRepresentation") == nil
        {
            var user: IBObject?
            document.forEachObject { object in
                guard user == nil else { return }
                let names =
                    [object.image?.image, object.image?.highlightedImage]
                    + (object.button?.states.flatMap { [$0.image, $0.backgroundImage] } ?? [])
                if names.contains(image.name) { user = object }
            }
            let suggestion = KeySuggestion.closest(to: image.name, in: Array(assets.images)).map {
                "; did you mean '\($0)'?"
            }
            let object = user ?? document.filesOwner ?? document.objects.first
            add(
                .missingImage, at: user?.location ?? document.header.location,
                element: user?.element.rawValue ?? "document",
                objectID: object?.id ?? "",
                subject: image.name,
                "no asset catalog or image file of the project has the image '\(image.name)'"
                    + (user.map { " that \($0.readableName(runtime: runtime)) shows" } ?? "") + "\(suggestion ?? ""): "
                    + (runtime == .macOS ? "AppKit" : "UIKit")
                    + " logs \"Could not load the image referenced from a nib\" and draws nothing; add it to "
                    + "an asset catalog or correct the name")
        }
        // Without an AccentColor set, the system's accent color stands in for it.
        for color in document.resources.namedColors
        where color.name != "AccentColor" && !assets.colors.contains(color.name) {
            var user: IBObject?
            document.forEachObject { object in
                guard user == nil else { return }
                let colors = [object.view?.backgroundColor, object.view?.tintColor, object.text?.textColor]
                if colors.contains(where: { $0?.kind == .named(color.name) }) { user = object }
            }
            let suggestion = KeySuggestion.closest(to: color.name, in: Array(assets.colors)).map {
                "; did you mean '\($0)'?"
            }
            add(
                .missingColor, at: user?.location ?? document.header.location,
                element: user?.element.rawValue ?? "document",
                objectID: user?.id ?? "",
                subject: color.name,
                "no asset catalog of the project has the color '\(color.name)'"
                    + (user.map { " that \($0.readableName(runtime: runtime)) uses" } ?? "")
                    + "\(suggestion ?? ""): it "
                    + "loads as nil and is drawn clear or in the default color; add it to an asset catalog or correct "
                    + "the name")
        }
    }

    /// `prototype-without-identifier`: a table's prototype cell, or a collection view's cell, needs a reuse
    /// identifier to be dequeued (a static table's cells do not).
    private mutating func checkPrototype(_ object: IBObject) {
        guard Self.isPrototype(object), (object.reuseIdentifier ?? "").isEmpty else { return }
        add(
            .prototypeWithoutIdentifier, at: object.location, element: object.element.rawValue, objectID: object.id,
            subject: object.id,
            "the prototype cell \(object.readableName(runtime: runtime)) has no reuse identifier, so no code can dequeue it; "
                + "set its Identifier in the Attributes inspector or delete it")
    }

    /// A finding of `rule`, at the severity the rule lists for this document's runtime.
    private mutating func add(
        _ rule: CheckRule, at location: SourceLocation, element: String, objectID: String, subject: String,
        severity: Diagnostic.Severity? = nil, _ message: String
    ) {
        var finding = CheckFinding(
            rule, for: runtime, file: file, location: location, objectID: objectID, subject: subject,
            element: element, message: message)
        // A case the rule is less sure of (the class may take what it does not declare) is at most a warning.
        if let severity, finding.severity == .error { finding.severity = severity }
        finding.prototypeCell = prototypeCells[objectID]
        findings.append(finding)
    }

    /// `unknown-class`: an error when the document places the class in its own target (`customModuleProvider=
    /// "target"`) and the object's outlets, actions or runtime attributes depend on it; a warning otherwise, since the
    /// class may come from a framework or package whose sources are not in the project.
    private mutating func reportUnknownClass(_ object: IBObject, named name: String, isTargeted: Bool) {
        let dependsOnIt = Self.dependsOnClass(object, isTargeted: isTargeted)
        // Its own target, or a module of the project (no dependency provides a class to the project's own module).
        let inOwnTarget =
            object.customModuleProvider == "target"
            || object.customModule.map { module in project?.modules.contains { $0.name == module } == true } == true
        let module = object.customModule.map { " (module \($0))" } ?? ""
        let fallback = ElementClasses.className(forElement: object.element, runtime: runtime)
        let consequence: String
        if object.placeholder != nil {
            consequence =
                "whatever loads this nib passes an owner of another class, whose missing outlets then raise "
                + "NSUnknownKeyException"
        } else if dependsOnIt {
            consequence =
                "the runtime logs \"Unknown class \(name) in Interface Builder file\" and creates a \(fallback) "
                + "instead, whose outlets, actions or runtime attributes then stop the app with an exception"
        } else {
            consequence =
                "the runtime logs \"Unknown class \(name) in Interface Builder file\" and creates a \(fallback) instead"
        }
        let whereFrom =
            inOwnTarget
            ? ", which the document places in its own target"
            : " (if it comes from a framework or package, add that module's sources with --sources)"
        let suggestion = KeySuggestion.closest(to: name, in: Array(hierarchy.sources.classes.keys)).map {
            " Did you mean '\($0)'?"
        }
        let loaders = codeOwners.filter { hierarchy.isKnownClass($0) }
        let fix =
            object.placeholder != .filesOwner
            ? "Correct the class in the Identity inspector or add its source to the project."
            : loaders.isEmpty
                ? "Correct the class in the Identity inspector, or delete the document if nothing loads it."
                : "The code makes a \(loaders.joined(separator: " or a ")) the nib's owner: set File's Owner's class "
                    + "to \(loaders[0]) in the Identity inspector."
        add(
            // A placeholder's class is never looked up: what crashes depends on the object the code passes.
            dependsOnIt && inOwnTarget && object.placeholder == nil
                ? .unknownClass : inOwnTarget ? .classFallback : .unresolvedClass,
            at: object.location,
            element: object.element.rawValue, objectID: object.id, subject: name,
            "no source file declares the class \(name)\(module) of \(object.readableName(runtime: runtime))"
                + "\(whereFrom): \(consequence).\(suggestion ?? "") \(fix)")
    }

    /// `class-module`: a Swift class must be looked up in the module that declares it; the document names the module
    /// (`customModule`) or takes its own target's (`customModuleProvider="target"`).
    private mutating func checkModule(of object: IBObject, className: String, isTargeted: Bool) {
        // File's Owner and the other placeholders are objects the loading code passes: the nib never looks their
        // class up, so their module does not matter.
        guard object.placeholder == nil, let source = hierarchy.sourceClass(named: className), source.isDeclared,
            source.language == .swift, source.objCName == nil, let declared = source.location
        else { return }
        if object.customModule == nil, object.customModuleProvider == nil {
            // A class of this name in another target than the document's is not the one the document means.
            let own = project?.modules(of: file) ?? []
            let declaring = project?.modules(of: declared.file) ?? []
            if own.isEmpty || declaring.isEmpty || !own.isDisjoint(with: declaring) {
                reportMissingModule(of: object, className: className, isTargeted: isTargeted, declared: declared)
            }
            return
        }
        guard let project else { return }
        let expected: String?
        // A watch app's storyboard takes its classes from the extension its target embeds, not from the app target.
        if object.customModuleProvider == "target", case .other(let name) = runtime, name.lowercased().contains("watch")
        {
            return
        }
        if object.customModuleProvider == "target" {
            let own = project.modules(of: file)
            expected = own.count == 1 ? own.first : nil
        } else {
            expected = object.customModule
        }
        // Every file that declares or extends the class counts: a file may be in several targets.
        let files = Set([declared.file] + source.properties.map(\.location.file) + source.methods.map(\.location.file))
        let actual = files.reduce(into: Set<String>()) { $0.formUnion(project.modules(of: $1)) }
        // A module name that refers to a build setting not read here (it keeps its `$`) is not known.
        guard let expected, !actual.isEmpty, !actual.contains(expected), !actual.contains(where: { $0.contains("$") }),
            let module = actual.sorted().first
        else {
            return
        }
        let dependsOnIt = Self.dependsOnClass(object, isTargeted: isTargeted)
        add(
            dependsOnIt ? .classModule : .classFallback, at: object.location, element: object.element.rawValue,
            objectID: object.id, subject: className,
            "the class \(className) of \(object.readableName(runtime: runtime)) is declared in module \(module) "
                + "(\(declared.file):\(declared.line)), but the document looks for it in \(expected): the runtime logs "
                + "\"Unknown class \(className)\" and makes the element's own class instead; set Module to \(module) in "
                + "the Identity inspector")
    }

    /// The class the code makes File's Owner when the document's, `declared`, is declared nowhere; nil otherwise.
    private func loadingOwner(of object: IBObject, declared: String) -> String? {
        guard object.placeholder == .filesOwner, !hierarchy.isKnownClass(declared) else { return nil }
        return codeOwners.first(where: hierarchy.isKnownClass)
    }

    /// `lookUp` on the class an object is judged as. For File's Owner whose declared class lacks the member, the
    /// objects the code really passes as owner decide when they all have it (a stale class left by a copy): a window
    /// controller made with the nib's name, an object that loads it with `owner: self`. The declared class stands
    /// where it is a subclass of the loading class (the more precise of the two).
    private func lookUp(
        on object: IBObject, className: String, _ lookUp: (String) -> ClassHierarchy.Lookup
    ) -> ClassHierarchy.Lookup {
        let declared = lookUp(className)
        guard !declared.allows, object.placeholder == .filesOwner, !codeOwners.isEmpty else { return declared }
        let ownersHaveIt = codeOwners.allSatisfy { owner in
            let actual = hierarchy.isClass(className, kindOf: owner) ? className : owner
            return actual != className && lookUp(actual).allows
        }
        return ownersHaveIt ? .unknown : declared
    }

    /// Whether outlets, actions or runtime attributes of the document depend on an object's class.
    private static func dependsOnClass(_ object: IBObject, isTargeted: Bool) -> Bool {
        !object.outlets.isEmpty || !object.runtimeAttributes.isEmpty || isTargeted
    }

    /// `class-module` (or `class-fallback`) for a Swift class the document names without a module: the nib loader
    /// looks the bare name up, which a Swift class without `@objc(Name)` does not have.
    private mutating func reportMissingModule(
        of object: IBObject, className: String, isTargeted: Bool, declared: SourceFileLocation
    ) {
        let dependsOnIt = Self.dependsOnClass(object, isTargeted: isTargeted)
        let fallback = ElementClasses.className(forElement: object.element, runtime: runtime)
        add(
            dependsOnIt ? .classModule : .classFallback, at: object.location, element: object.element.rawValue,
            objectID: object.id, subject: className,
            "the class \(className) of \(object.readableName(runtime: runtime)) is a Swift class "
                + "(\(declared.file):\(declared.line)), but the document names no module: the runtime logs "
                + "\"Unknown class \(className) in Interface Builder file\" and makes a \(fallback) instead; check "
                + "Inherit Module From Target in the Identity inspector, or give the class @objc(\(className))")
    }

    /// `outlet-key`: each outlet's key on the object's class.
    private mutating func checkOutlets(of object: IBObject, className: String) {
        for outlet in object.outlets where !crossesScenes(outlet) {
            guard let key = outlet.property, !key.isEmpty else { continue }
            let lookup = lookUp(on: object, className: className) { hierarchy.lookUpKey(key, on: $0) }
            let what = outlet.kind == .outletCollection ? "outlet collection" : "outlet"
            let owner = object.readableName(runtime: runtime)
            switch lookup {
            case .found:
                checkOutletType(outlet, key: key, on: object, className: className)
            case .unknown:
                continue
            case .notExposed(let declaration):
                add(
                    .outletKey, at: outlet.location,
                    element: outlet.kind == .outletCollection ? "outletCollection" : "outlet",
                    objectID: object.id, subject: key,
                    "the \(what) '\(key)' of \(owner) is declared at \(declaration.file):\(declaration.line) but not "
                        + "visible to the Objective-C runtime: "
                        + (runtime == .macOS
                            ? "AppKit logs \"Failed to connect (\(key)) outlet\" and leaves it nil"
                            : "loading the nib raises NSUnknownKeyException") + "; mark it @IBOutlet")
            case .mayHave(let reason):
                add(
                    .outletKey, at: outlet.location,
                    element: outlet.kind == .outletCollection ? "outletCollection" : "outlet",
                    objectID: object.id, subject: key, severity: .warning,
                    "\(className) declares no property '\(key)' for the \(what) of \(owner), but \(reason): if it "
                        + "does not, "
                        + (runtime == .macOS
                            ? "AppKit logs \"Failed to connect (\(key)) outlet\" and leaves it nil"
                            : "loading the nib raises NSUnknownKeyException")
                        + "; check that it has '\(key)', or declare the property")
            case .missing(let candidates):
                let suggestion = KeySuggestion.closest(to: key, in: candidates).map { "; did you mean '\($0)'?" }
                // AppKit logs a failed outlet and loads on; UIKit raises.
                let consequence =
                    runtime == .macOS
                    ? "AppKit logs \"Failed to connect (\(key)) outlet: missing setter or instance variable\" and "
                        + "leaves it nil, so code that uses it finds nothing"
                    : "loading the nib raises NSUnknownKeyException (not key value coding-compliant for the key "
                        + "\(key))"
                add(
                    .outletKey, at: outlet.location,
                    element: outlet.kind == .outletCollection ? "outletCollection" : "outlet",
                    objectID: object.id, subject: key,
                    "\(className) has no property '\(key)' for the \(what) of \(owner)\(suggestion ?? ""): "
                        + "\(consequence); rename the property back or reconnect the \(what) in Interface Builder")
            }
        }
    }

    /// `outlet-type`: the object an outlet is connected to must be of the property's type (an array's elements for an
    /// outlet collection). Said only when both classes' lineages are known.
    private mutating func checkOutletType(_ outlet: Connection, key: String, on object: IBObject, className: String) {
        guard let destination = outlet.destination.flatMap({ objectsByID[$0] }), destination.placeholder == nil,
            let lineage = hierarchy.lineage(of: destination.className(for: runtime))
        else { return }
        // Judged only when every declaration of the key (two targets may each declare the class) has a type whose
        // lineage is known, and none of them is one the connected object is.
        let declarations = hierarchy.declarations(settingKey: key, on: className)
        let types = declarations.map { DeclaredType($0.type) }
        guard let declaration = declarations.first, let type = types.first ?? nil,
            types.allSatisfy({ candidate in
                guard let candidate, candidate.isArray == (outlet.kind == .outletCollection) else { return false }
                return hierarchy.lineage(of: candidate.name) != nil && !lineage.contains(candidate.name)
            })
        else { return }
        add(
            .outletType, at: outlet.location,
            element: outlet.kind == .outletCollection ? "outletCollection" : "outlet",
            objectID: object.id, subject: key,
            "the outlet '\(key)' of \(object.readableName(runtime: runtime)) is declared \(declaration.type ?? type.name) at "
                + "\(declaration.location.file):\(declaration.location.line), but is connected to "
                + "\(destination.readableName(runtime: runtime)), which is not a \(type.name): code that uses a member of "
                + "\(type.name) the object lacks crashes; connect it to a \(type.name) or change the property's type")
    }

    /// `runtime-attribute-key`: the first key of each runtime attribute's key path on the object's class.
    private mutating func checkRuntimeAttributes(of object: IBObject, className: String) {
        for attribute in object.runtimeAttributes {
            guard let key = attribute.keyPath.split(separator: ".").first.map(String.init), !key.isEmpty else {
                continue
            }
            let owner = object.readableName(runtime: runtime)
            switch lookUp(on: object, className: className, { hierarchy.lookUpKey(key, on: $0) }) {
            case .found:
                if !attribute.keyPath.contains(".") {
                    checkRuntimeAttributeType(attribute, on: object, className: className)
                }
            case .unknown:
                continue
            case .notExposed(let declaration):
                add(
                    .runtimeAttributeKey, at: attribute.location, element: "userDefinedRuntimeAttribute",
                    objectID: object.id, subject: attribute.keyPath,
                    "the runtime attribute '\(attribute.keyPath)' of \(owner) sets '\(key)', declared at "
                        + "\(declaration.file):\(declaration.line) but not visible to the Objective-C runtime: "
                        + "loading the nib raises NSUnknownKeyException; mark it @IBInspectable")
            case .mayHave(let reason):
                add(
                    .runtimeAttributeKey, at: attribute.location, element: "userDefinedRuntimeAttribute",
                    objectID: object.id, subject: attribute.keyPath, severity: .warning,
                    "\(className) declares no property '\(key)' for the runtime attribute '\(attribute.keyPath)' of "
                        + "\(owner), but \(reason): if it does not, loading the nib raises NSUnknownKeyException; "
                        + "check that it has '\(key)', or declare the property")
            case .missing(let candidates):
                let suggestion = KeySuggestion.closest(to: key, in: candidates).map { "; did you mean '\($0)'?" }
                // A dependency not on disk may add the property to a framework class (an @IBInspectable in an
                // extension, a category): the world is open there.
                let absent = absentDependencies.prefix(4).joined(separator: ", ")
                let extended =
                    absentDependencies.isEmpty
                    ? ""
                    : ", unless a dependency whose sources are not on disk (\(absent)"
                        + (absentDependencies.count > 4 ? ", …" : "") + ") adds it to a framework class in an "
                        + "extension or category"
                add(
                    .runtimeAttributeKey, at: attribute.location, element: "userDefinedRuntimeAttribute",
                    objectID: object.id, subject: attribute.keyPath,
                    severity: absentDependencies.isEmpty ? nil : .warning,
                    "\(className) has no property '\(key)' for the runtime attribute '\(attribute.keyPath)' of "
                        + "\(owner)\(suggestion ?? "")\(extended): loading the nib raises NSUnknownKeyException; "
                        + "rename the property back or remove the attribute in the Identity inspector"
                        + (absentDependencies.isEmpty
                            ? "" : " (fetch the dependencies so that the check can read them)"))
            }
        }
    }

    /// The property types a runtime attribute's value can be set to, by the attribute's `type=`.
    private static let runtimeAttributeTypes: [String: Set<String>] = [
        "boolean": ["Bool", "BOOL", "NSNumber"],
        "number": [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "CGFloat", "NSInteger", "NSUInteger", "NSNumber", "TimeInterval", "NSTimeInterval", "Bool", "BOOL", "float",
            "double", "int", "long", "short", "CGFloat_t",
        ],
        "string": ["String", "NSString"], "localizedString": ["String", "NSString"],
        "color": ["UIColor", "NSColor"], "image": ["UIImage", "NSImage"],
        "point": ["CGPoint", "NSPoint"], "size": ["CGSize", "NSSize"], "rect": ["CGRect", "NSRect"],
        "range": ["NSRange", "NSRange_t"],
    ]

    /// Every type some runtime attribute can set: a property of another type is not judged.
    private static let judgedTypes = Set(runtimeAttributeTypes.values.joined()).union(["CGColor", "CGColorRef"])

    /// `runtime-attribute-type`: the value's type against the property's.
    private mutating func checkRuntimeAttributeType(
        _ attribute: RuntimeAttribute, on object: IBObject, className: String
    ) {
        let declarations = hierarchy.declarations(settingKey: attribute.keyPath, on: className)
        let types = declarations.map { DeclaredType($0.type) }
        guard let accepted = Self.runtimeAttributeTypes[attribute.type], let declaration = declarations.first,
            let type = types.first ?? nil,
            types.allSatisfy({ candidate in
                guard let candidate, !candidate.isArray else { return false }
                return Self.judgedTypes.contains(candidate.name) && !accepted.contains(candidate.name)
            })
        else { return }
        add(
            .runtimeAttributeType, at: attribute.location, element: "userDefinedRuntimeAttribute",
            objectID: object.id,
            subject: attribute.keyPath,
            "the runtime attribute '\(attribute.keyPath)' of \(object.readableName(runtime: runtime)) sets a \(attribute.type) "
                + "value, but the property is declared \(declaration.type ?? type.name) at \(declaration.location.file):"
                + "\(declaration.location.line): loading the nib raises an exception or stores a value of the wrong type; "
                + "change the attribute's type in the Identity inspector or the property's type")
    }

    /// `action-selector` and `action-unresolved`: the action's selector on the class that receives it.
    private mutating func checkAction(_ action: Connection) {
        guard let selector = action.selector, !selector.isEmpty, let source = objectsByID[action.source],
            let destination = action.destination, let receiver = objectsByID[destination]
        else { return }
        // A gesture recognizer that no view holds (in its `gestureRecognizers`) never recognizes anything, so its
        // action is never sent.
        if source.category == .gestureRecognizer, !attachedRecognizers.contains(source.id) { return }
        // A bar button item has one target and action: a segue it triggers takes them, and the action is not sent.
        if source.element == .barButtonItem, source.connections.contains(where: { $0.kind == .segue }) { return }
        if crossesScenes(action) { return }
        // A control whose class is not known here (a dependency's) may never send an event other than a touch.
        if let eventType = action.eventType, !Self.touchEvents.contains(eventType),
            let senderClass = source.customClass, !hierarchy.isKnownClass(senderClass)
        {
            return
        }
        let sender = source.readableName(runtime: runtime)
        if receiver.placeholder == .firstResponder {
            guard !hierarchy.anyResponderImplements(selector) else { return }
            add(
                .actionUnresolved, at: action.location, element: "action", objectID: source.id, subject: selector,
                "no class of the project implements '\(selector)', which \(sender) sends to First Responder, and it is "
                    + "not a standard action of the framework: it stays disabled or does nothing unless a class outside "
                    + "the project handles it")
            return
        }
        // The Application placeholder is the application object, whatever class the document gives it.
        var className =
            receiver.placeholder == .application && receiver.customClass == "NSObject"
            ? "NSApplication" : receiver.className(for: runtime)
        if let owner = loadingOwner(of: receiver, declared: className) { className = owner }
        guard receiver.customClass != nil, hierarchy.isKnownClass(className) else { return }
        let target = receiver.readableName(runtime: runtime)
        // AppKit skips a target that does not respond; UIKit sends the message anyway.
        let consequence =
            runtime == .macOS
            ? "AppKit finds no target that responds to it, so the click does nothing"
            : "the app stops with \"unrecognized selector sent to instance\""
        switch lookUp(
            on: receiver, className: className,
            { hierarchy.lookUpSelector(selector, on: $0, acceptingSwift2Names: savedBeforeSwift3) })
        {
        case .found, .unknown:
            return
        case .notExposed(let declaration):
            add(
                .actionSelector, at: action.location, element: "action", objectID: source.id, subject: selector,
                "the action '\(selector)' of \(sender) is declared at \(declaration.file):\(declaration.line) in "
                    + "\(className) but not visible to the Objective-C runtime: \(consequence); mark it @IBAction"
                    + (isNibKitView(className)
                        ? " (with NibKit on Linux, where there is no Objective-C runtime, list it in registerActions(_:))"
                        : ""))
        case .mayHave(let reason):
            add(
                .actionSelector, at: action.location, element: "action", objectID: source.id, subject: selector,
                severity: .warning,
                "\(className) declares no method '\(selector)' for the action \(sender) sends to \(target), but "
                    + "\(reason): if it does not, \(consequence); check that it has '\(selector)', or declare the "
                    + "method")
        case .missing(let candidates):
            let suggestion = KeySuggestion.closest(to: selector, in: candidates).map { "; did you mean '\($0)'?" }
            add(
                .actionSelector, at: action.location, element: "action", objectID: source.id, subject: selector,
                "\(className) has no method '\(selector)' for the action \(sender) sends to \(target)"
                    + "\(suggestion ?? ""): \(consequence); rename the method back or reconnect the action in "
                    + "Interface Builder")
        }
    }
}
