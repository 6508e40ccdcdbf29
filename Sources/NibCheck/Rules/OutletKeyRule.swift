import NibModel

extension CheckRule {
    /// `outlet-key`: an outlet's key is not a settable property of the class it is set on.
    public static let outletKey = CheckRule(
        id: "outlet-key", severity: .error, appKitSeverity: .warning,
        summary: "An outlet's key is not a settable property of the class it is set on.",
        explanation: "Loading the nib sets each outlet with key-value coding. When the object's class (with its "
            + "superclasses, extensions and categories) has no property, instance variable or setter of that "
            + "name visible to the Objective-C runtime, UIKit stops with NSUnknownKeyException \"this class is "
            + "not key value coding-compliant for the key\" (an error); AppKit logs \"Failed to connect outlet\" "
            + "and leaves it nil (a warning). A class that overrides setValue(_:forUndefinedKey:) may take any key: "
            + "a key it does not declare is then a warning that names the override. So is a key a superclass no "
            + "source declares (from a framework not on disk) may have.",
        fix:
            "Rename the property back, or remove the stale outlet in Interface Builder's Connections inspector and "
            + "connect it again; in Swift the property needs @IBOutlet (or @objc).",
        examples: [
            .triggering(
                "File's Owner's outlet `titelLabel` names no property of CardView.",
                [
                    "Card.xib": ExampleFiles.xib(ownerConnections: ExampleFiles.outlet("titelLabel")),
                    "CardView.swift": ExampleFiles.cardView(),
                ]),
            .passing(
                "The outlet names CardView's `@IBOutlet var titleLabel`.",
                [
                    "Card.xib": ExampleFiles.xib(ownerConnections: ExampleFiles.outlet("titleLabel")),
                    "CardView.swift": ExampleFiles.cardView(),
                ]),
        ])
}
