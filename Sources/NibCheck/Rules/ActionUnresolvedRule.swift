import NibModel

extension CheckRule {
    /// `action-unresolved`: an action sent to First Responder that no class in the project or the framework is known to
    public static let actionUnresolved = CheckRule(
        id: "action-unresolved", severity: .note,
        summary: "An action sent to First Responder that no class in the project or the framework is known to "
            + "implement.",
        explanation: "An action sent to First Responder goes to the first object of the responder chain that "
            + "implements it, which is known only at run time. When no class of the project implements the "
            + "selector and it is not one of the framework's standard actions, the menu item or control stays "
            + "disabled or does nothing.",
        fix: "Implement the action in a class of the responder chain (a view controller, window controller or "
            + "the app delegate), or correct the selector.",
        examples: [
            .triggering(
                "The Send button sends `frobnicate:` to First Responder; nothing implements it.",
                [
                    "Card.xib": ExampleFiles.xib(ExampleFiles.button(sending: "frobnicate:", to: "-2")),
                    "CardView.swift": ExampleFiles.cardView(),
                ]),
            .passing(
                "`copy:` is one of the framework's standard edit actions.",
                [
                    "Card.xib": ExampleFiles.xib(ExampleFiles.button(sending: "copy:", to: "-2")),
                    "CardView.swift": ExampleFiles.cardView(),
                ]),
        ])
}
