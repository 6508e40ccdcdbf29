import NibModel

/// A rule of `nib check`: one kind of problem that makes nib loading fail or go wrong at run time, with what it
/// means and how to fix it.
public struct CheckRule: Sendable, Hashable, Identifiable {
    /// The rule's id, as findings, configuration files and baselines name it (`outlet-key`).
    public var id: String
    /// How serious its findings are unless configured otherwise (in an AppKit document, ``appKitSeverity`` when
    /// the rule has one): an error where the crash is certain once the code path runs, a warning where it is likely, a
    /// note otherwise. A finding always has the severity its rule lists.
    public var severity: Diagnostic.Severity
    /// The severity in an AppKit document, where it differs (AppKit logs a failed outlet and loads on).
    public var appKitSeverity: Diagnostic.Severity?
    /// One line: what the rule finds.
    public var summary: String
    /// One paragraph: what happens at run time, and why.
    public var explanation: String
    /// How to fix a finding.
    public var fix: String

    /// The rule with id `id`, if there is one.
    public static func named(_ id: String) -> CheckRule? { all.first { $0.id == id } }

    /// A rule; `appKitSeverity` only where AppKit's outcome differs from UIKit's.
    init(
        id: String, severity: Diagnostic.Severity, appKitSeverity: Diagnostic.Severity? = nil, summary: String,
        explanation: String, fix: String
    ) {
        self.id = id
        self.severity = severity
        self.appKitSeverity = appKitSeverity
        self.summary = summary
        self.explanation = explanation
        self.fix = fix
    }

    /// The severity of the rule's findings in a document for `runtime`.
    public func severity(for runtime: TargetRuntime) -> Diagnostic.Severity {
        runtime == .macOS ? appKitSeverity ?? severity : severity
    }

    /// The severity rule `id` lists for `runtime`; an error for an id no rule has.
    static func severity(of id: String, for runtime: TargetRuntime = .iOS) -> Diagnostic.Severity {
        named(id)?.severity(for: runtime) ?? .error
    }
}

extension CheckRule {
    /// Every rule, in the order they are documented.
    public static let all: [CheckRule] = [
        CheckRule(
            id: "outlet-key", severity: .error, appKitSeverity: .warning,
            summary: "An outlet's key is not a settable property of the class it is set on.",
            explanation: "Loading the nib sets each outlet with key-value coding. When the object's class (with its "
                + "superclasses, extensions and categories) has no property, instance variable or setter of that "
                + "name visible to the Objective-C runtime, UIKit stops with NSUnknownKeyException \"this class is "
                + "not key value coding-compliant for the key\" (an error); AppKit logs \"Failed to connect outlet\" "
                + "and leaves it nil (a warning). A class that overrides setValue(_:forUndefinedKey:) takes any key.",
            fix:
                "Rename the property back, or remove the stale outlet in Interface Builder's Connections inspector and "
                + "connect it again; in Swift the property needs @IBOutlet (or @objc)."),
        CheckRule(
            id: "action-selector", severity: .error, appKitSeverity: .warning,
            summary: "An action's selector is not a method of the class that receives it.",
            explanation: "A control sends its action to its target at run time; when the target's class and its "
                + "superclasses have no method of that selector, UIKit stops the app with \"unrecognized selector "
                + "sent to instance\" (an error); AppKit's sendAction(_:to:from:) skips a target that does not "
                + "respond, so the click does nothing (a warning). An action of a bar button item that also triggers "
                + "a segue is not sent (the item has one target and action, which the segue takes). Swift names a method's selector by its parameters: `tap(_:)` is `tap:`, "
                + "`tap(sender:)` is `tapWithSender:`, `tap()` is `tap`.",
            fix: "Rename the method back or reconnect the action in Interface Builder; in Swift the method needs "
                + "@IBAction (or @objc), with the parameters the selector names."),
        CheckRule(
            id: "action-unresolved", severity: .note,
            summary: "An action sent to First Responder that no class in the project or the framework is known to "
                + "implement.",
            explanation: "An action sent to First Responder goes to the first object of the responder chain that "
                + "implements it, which is known only at run time. When no class of the project implements the "
                + "selector and it is not one of the framework's standard actions, the menu item or control stays "
                + "disabled or does nothing.",
            fix: "Implement the action in a class of the responder chain (a view controller, window controller or "
                + "the app delegate), or correct the selector."),
        CheckRule(
            id: "outlet-type", severity: .warning,
            summary: "An outlet is connected to an object that is not of the property's type.",
            explanation: "Key-value coding sets an outlet to whatever object the document connects; a label in a "
                + "property declared as a button is found out only when the code uses a member the label lacks, and "
                + "the app crashes then (a warning: code that uses only what both classes share works). For an "
                + "outlet collection, each object must be of the array's element type.",
            fix: "Connect the outlet to an object of the property's type, or change the property's type."),
        CheckRule(
            id: "runtime-attribute-type", severity: .error,
            summary: "A user-defined runtime attribute's value type does not match the property's type.",
            explanation: "A runtime attribute of type Number set on a String property, or a Color on a CGColor one, "
                + "raises an exception while the nib loads or leaves a value of the wrong type in the property.",
            fix: "Change the attribute's type in the Identity inspector, or the @IBInspectable property's type."),
        CheckRule(
            id: "runtime-attribute-key", severity: .error,
            summary: "A user-defined runtime attribute's key path is not settable on the object's class.",
            explanation: "Loading the nib sets each user-defined runtime attribute with key-value coding "
                + "(`setValue(_:forKeyPath:)`); a key the class does not have stops loading with "
                + "NSUnknownKeyException, as a stale outlet does.",
            fix: "Rename the property back or remove the attribute in the Identity inspector; in Swift the property "
                + "needs @IBInspectable (or @objc)."),
        CheckRule(
            id: "unknown-class", severity: .error,
            summary: "A custom class no source declares, in the document's own target, that the document depends on.",
            explanation: "When the runtime cannot find a document's custom class it logs \"Unknown class X in "
                + "Interface Builder file\" and creates the element's own class instead; the outlets, actions or "
                + "runtime attributes the document gives the object then raise an exception as the nib loads. "
                + "Reported when the document places the class in its own target (customModuleProvider=\"target\"), "
                + "where no dependency can provide it, and something depends on it; a class that may come from a "
                + "dependency is `unresolved-class`, one nothing depends on `class-fallback`. File's Owner's class is "
                + "never looked up (the loading code passes the object): one declared nowhere is a note, and the "
                + "outlets and actions are judged on the class the code makes the owner, when the code says.",
            fix: "Correct the class name in the Identity inspector, or add the file that declares the class to the "
                + "project; a class from another module needs that module set."),
        CheckRule(
            id: "unresolved-class", severity: .note,
            summary: "A custom class no source the check read declares, which may come from a dependency.",
            explanation: "A class the document takes from another module (a pod, a Swift package, a framework) is "
                + "found at run time if that module is linked; the check knows its members only from sources on "
                + "disk. Said once per class, naming the project's dependencies whose sources are not on disk, so "
                + "that a class really nowhere is found among them.",
            fix: "Install the dependencies (pod install, resolve the packages, carthage checkout) and check again, or "
                + "give the dependency's sources with --sources; a class really nowhere is a typo to correct in the "
                + "Identity inspector."),
        CheckRule(
            id: "class-fallback", severity: .note,
            summary: "A custom class the runtime will not find, on an object nothing in the document depends on.",
            explanation: "A class no source of its target declares, or one looked up in another module than the one "
                + "that declares it, makes the runtime log \"Unknown class\" and create the element's own class: "
                + "nothing crashes, since no outlet, action or runtime attribute needs the class, but its code never "
                + "runs (a custom drawing, a subclass's behaviour).",
            fix: "Correct the class or its module in the Identity inspector, or clear the custom class."),
        CheckRule(
            id: "class-module", severity: .error,
            summary: "A Swift class the document looks for in another module than the one that declares it.",
            explanation: "The runtime finds a Swift class by its module and name: when the document's Module (or its "
                + "own target's, with Inherit Module From Target) is not the module whose sources declare the class, "
                + "it logs \"Unknown class\" and makes the element's own class, as for a misspelled class. Modules "
                + "come from the project's Package.swift targets, its Xcode targets (PRODUCT_MODULE_NAME, expanded), "
                + "or --module NAME=PATH. A Swift class the document names with no module at all is looked up by its "
                + "bare name, which only an `@objc(Name)` class has. Reported when outlets, actions or runtime "
                + "attributes depend on the class (else `class-fallback`).",
            fix: "Set Module in the Identity inspector to the module that declares the class, or move the class."),
        CheckRule(
            id: "recursive-nib", severity: .error,
            summary: "A nib holds an object of the class whose decoding loads that nib.",
            explanation: "Code that runs while a view is decoded (`init(coder:)`, `awakeFromNib`, the methods they "
                + "call on the view, a superclass's initializer, a protocol extension's default, NibKit's NibView, "
                + "Reusable's NibOwnerLoadable) and loads a nib makes every object the nib holds; if one of them is "
                + "of the view's own class, decoding it loads the nib again, and again, until the stack overflows. "
                + "It happens when the nib's top-level view is given the custom class instead of File's Owner. The "
                + "check follows what the code calls, not what its methods are named, and names the nib as the code "
                + "does (a literal, a constant, the class's own name, a `nibName` the class overrides).",
            fix: "Make File's Owner the custom class and its top-level view a plain UIView (or NSView), with a "
                + "`contentView` outlet; or load the nib only when the view is made from code."),
        CheckRule(
            id: "owner-class", severity: .error, appKitSeverity: .warning,
            summary: "Code loads a nib with owner: self, but the nib's File's Owner is another class.",
            explanation: "Loading a nib sets the outlets it connects to File's Owner on the owner passed; when that "
                + "object's class is not File's Owner's class (or a subclass of it), an outlet it lacks raises "
                + "NSUnknownKeyException (AppKit logs it and loads on: a warning). An initializer the receiving class "
                + "overrides (`initWithWindowNibName:owner:`) decides the owner itself.",
            fix: "Set File's Owner's class in the Identity inspector to the class that loads the nib."),
        CheckRule(
            id: "owner-top-level-views", severity: .warning,
            summary: "A view loads a nib for its content that has no top-level view, or several.",
            explanation: "A view that loads its content from a nib with owner: self adds the nib's top-level view to "
                + "itself; with no top-level object at all there is nothing to add (code that takes the first one "
                + "crashes), with several views the one added depends on the order the nib lists them. A nib whose "
                + "top-level objects are not views (a panel, a menu) serves its owner's outlets and is not judged.",
            fix: "Keep exactly one top-level view in the nib, holding the content."),
        CheckRule(
            id: "missing-nib", severity: .error,
            summary: "Code loads a nib by a name no document of the project has.",
            explanation: "`UINib(nibName:)`, `loadNibNamed(_:owner:options:)`, `init(nibName:bundle:)` and their "
                + "AppKit twins look the nib up by its file name; with no such document UIKit stops the app with "
                + "\"Could not load NIB in bundle\" when the line runs. AppKit's `loadNibNamed(_:owner:topLevelObjects:)`, "
                + "`NSNib(nibNamed:bundle:)` and a window controller's `init(windowNibName:)` return NO or nil "
                + "instead: a warning, since the app goes on without the window or view. A nib from another bundle "
                + "(a framework's) is a false alarm: add that framework's documents to the checked paths.",
            fix: "Correct the name in the code, or rename the document."),
        CheckRule(
            id: "missing-storyboard", severity: .error,
            summary: "Code opens a storyboard by a name no document of the project has.",
            explanation: "`UIStoryboard(name:bundle:)` and `NSStoryboard(name:bundle:)` raise \"Could not find a "
                + "storyboard named\" when no storyboard file has that name.",
            fix: "Correct the name in the code, or rename the storyboard."),
        CheckRule(
            id: "missing-view-controller-identifier", severity: .error,
            summary: "Code instantiates a view controller by a storyboard ID no storyboard gives one.",
            explanation: "`instantiateViewController(withIdentifier:)` raises \"Storyboard doesn't contain a view "
                + "controller with identifier\" when no view controller has that Storyboard ID.",
            fix: "Set the Storyboard ID in the Identity inspector, or correct the identifier in the code."),
        CheckRule(
            id: "missing-segue", severity: .error,
            summary: "Code performs a segue by an identifier no storyboard gives one.",
            explanation: "`performSegue(withIdentifier:sender:)` raises \"Receiver has no segue with identifier\" "
                + "when no segue from the view controller has it.",
            fix: "Set the segue's identifier in the Attributes inspector, or correct it in the code."),
        CheckRule(
            id: "missing-reuse-identifier", severity: .error,
            summary: "Code dequeues a cell by a reuse identifier no document's cell has and no code registers.",
            explanation: "`dequeueReusableCell(withIdentifier:for:)` raises \"unable to dequeue a cell with "
                + "identifier\" when neither a prototype cell nor a registered class or nib has the identifier.",
            fix: "Set the cell's Identifier in the Attributes inspector, register a class or nib for it, or correct "
                + "the identifier in the code."),
        CheckRule(
            id: "prototype-without-identifier", severity: .warning,
            summary: "A prototype cell without a reuse identifier.",
            explanation: "A table or collection view dequeues prototype cells by their reuse identifier; one without "
                + "cannot be dequeued, and Xcode warns \"Prototype cells must have reuse identifiers\".",
            fix: "Set the cell's Identifier in the Attributes inspector, or delete the prototype."),
        CheckRule(
            id: "unsatisfiable-constraints", severity: .note,
            summary: "A required constraint NibKit's layout must break at the design size.",
            explanation: "Required constraints that contradict each other make Auto Layout log \"Unable to "
                + "simultaneously satisfy constraints\" and break one, so a view lands where nobody designed it. "
                + "NibKit lays the document out at its design size with its own engine, which measures text without "
                + "Apple's fonts: a note, to confirm in Interface Builder.",
            fix: "Lower the priority of one of the conflicting constraints, or remove it."),
        CheckRule(
            id: "ambiguous-layout", severity: .warning,
            summary: "A view whose constraints do not fix its position or size.",
            explanation: "A view with too few constraints can appear in a different place from one layout pass to "
                + "the next. Reported when NibKit's engine and Interface Builder (the view's ambiguous flag) both find "
                + "it so, naming the view and the axes left open.",
            fix: "Add the constraints the view lacks: a position and a size on each axis."),
        CheckRule(
            id: "missing-image", severity: .warning,
            summary: "A document shows an image no asset catalog or image file of the project has.",
            explanation: "A nib's image is looked up by name when it loads; when there is none, UIKit logs "
                + "\"Could not load the image referenced from a nib\" and the view shows nothing. SF Symbols, "
                + "AppKit's named images (NSAddTemplate, …) and images the document holds itself are not judged; nor "
                + "is any image when the project has no asset catalog (its images may come from a framework's "
                + "bundle).",
            fix: "Add the image to an asset catalog, or correct its name in the Attributes inspector."),
        CheckRule(
            id: "missing-color", severity: .warning,
            summary: "A document uses a named color no asset catalog of the project has.",
            explanation: "A named color is looked up in the asset catalogs when the nib loads; without it the color "
                + "is nil, and the view is drawn clear or in its default color. System colors are not judged.",
            fix: "Add the color set to an asset catalog, or choose an existing color."),
        CheckRule(
            id: "duplicate-id", severity: .error,
            summary: "Two objects of a document share an id.",
            explanation: "Connections and constraints find their objects by id; with two objects of one id Interface "
                + "Builder and the nib compiler pick one, and the other's connections go astray. Hand-merged "
                + "documents often have them.",
            fix: "Give one of the objects a new id (Interface Builder does when the document is opened and saved)."),
        CheckRule(
            id: "dangling-reference", severity: .error,
            summary: "A connection or constraint refers to an id no object of the document has.",
            explanation: "The nib compiler rejects a document whose connections or constraints name a missing "
                + "object; a merge that dropped an object usually leaves them.",
            fix: "Remove the connection or constraint in Interface Builder, or restore the object."),
        CheckRule(
            id: "legacy-document", severity: .warning,
            summary: "A document in the format of Xcode 4 and earlier, which NibKit does not read.",
            explanation: "Xcode still compiles Interface Builder 3's archive format (`<archive type=…>`), but NibKit "
                + "reads only the document format Xcode 5 introduced, so no other rule checks this document.",
            fix: "Open the document in a current Xcode and save it: Xcode upgrades it to the document format."),
        CheckRule(
            id: "unbuilt-document", severity: .note,
            summary: "A document no target of the project builds, which is therefore not checked.",
            explanation:
                "When the project declares its targets (an Xcode project, a Package.swift), a document that is "
                + "in no target's resources, synchronized folders or package target folders, or only in test targets, "
                + "is not in the app: nothing in it can crash the app, and its classes may have moved on. It is "
                + "said once, and not checked.",
            fix: "Add the document to its target's Copy Bundle Resources if the app uses it; otherwise delete it."),
        CheckRule(
            id: "unused-document", severity: .note,
            summary: "A document with problems that nothing the check can see loads.",
            explanation: "A problem in a document crashes the app only when the document loads. The check follows "
                + "what loads documents: code that names a nib or storyboard (by a literal, a constant, the class's "
                + "own name), the classes whose code loads one, the nib UIKit and AppKit look up for a view "
                + "controller named like it, Info.plist's main and launch storyboards and main nib, and storyboard "
                + "references. A document none of these reaches is usually left over from an earlier design: its "
                + "findings are summed up in this one note. Errors in documents that load say how they load.",
            fix: "Delete the document if nothing loads it; if code computes its name, its findings stand: fix them."),
        CheckRule(
            id: "undequeued-cell", severity: .note,
            summary: "A storyboard prototype cell with problems that no code dequeues.",
            explanation: "A prototype cell is made only when code dequeues its reuse identifier. The check counts a "
                + "cell as dequeued when code names its identifier, when a class is named like it (dequeued by its "
                + "type, as Reusable does), or when its scene's view controller dequeues by names it cannot read; a "
                + "cell none of these reaches is usually left over after a rename, and its findings are summed up in "
                + "this one note.",
            fix: "Delete the prototype cell if nothing uses it, or dequeue it by its identifier."),
        CheckRule(
            id: "unreadable-document", severity: .error,
            summary: "A document that cannot be decoded.",
            explanation: "A document that is not well-formed XML, or not an Interface Builder document NibKit reads, "
                + "fails to compile in Xcode too; no other rule can check it.",
            fix: "Follow the decoder's message: restore the document from version control, or open and save it in a "
                + "current Xcode."),
    ]
}
