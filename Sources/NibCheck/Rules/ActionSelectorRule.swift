import NibModel

extension CheckRule {
    /// `action-selector`: an action's selector is not a method of the class that receives it.
    public static let actionSelector = CheckRule(
        id: "action-selector", severity: .error, appKitSeverity: .warning,
        summary: "An action's selector is not a method of the class that receives it.",
        explanation: "A control sends its action to its target at run time; when the target's class and its "
            + "superclasses have no method of that selector, UIKit stops the app with \"unrecognized selector "
            + "sent to instance\" (an error); AppKit's sendAction(_:to:from:) skips a target that does not "
            + "respond, so the click does nothing (a warning). An action of a bar button item that also triggers "
            + "a segue is not sent (the item has one target and action, which the segue takes). Swift names a method's selector by its parameters: `tap(_:)` is `tap:`, "
            + "`tap(sender:)` is `tapWithSender:`, `tap()` is `tap`. A class that overrides responds(to:), "
            + "forwardingTarget(for:), forwardInvocation(_:) or resolveInstanceMethod(_:) may answer any selector: a "
            + "selector it does not declare is then a warning that names the override.",
        fix: "Rename the method back or reconnect the action in Interface Builder; in Swift the method needs "
            + "@IBAction (or @objc), with the parameters the selector names.",
        examples: [
            .triggering(
                "The Send button sends `sendTapped:` to CardView, which has no such method.",
                [
                    "Card.xib": ExampleFiles.xib(ExampleFiles.button(sending: "sendTapped:")),
                    "CardView.swift": ExampleFiles.cardView("@IBAction func send(_ sender: Any) {}"),
                ]),
            .passing(
                "CardView's `@IBAction func sendTapped(_:)` is the selector `sendTapped:`.",
                [
                    "Card.xib": ExampleFiles.xib(ExampleFiles.button(sending: "sendTapped:")),
                    "CardView.swift": ExampleFiles.cardView("@IBAction func sendTapped(_ sender: Any) {}"),
                ]),
        ])
}
