import NibModel

extension CheckRule {
    /// `missing-storyboard`: code opens a storyboard by a name no document of the project has.
    public static let missingStoryboard = CheckRule(
        id: "missing-storyboard", severity: .error,
        summary: "Code opens a storyboard by a name no document of the project has.",
        explanation: "`UIStoryboard(name:bundle:)` and `NSStoryboard(name:bundle:)` raise \"Could not find a "
            + "storyboard named\" when no storyboard file has that name.",
        fix: "Correct the name in the code, or rename the storyboard.",
        examples: [
            .triggering(
                "The code opens the storyboard `Mian`; the project has Main.storyboard.",
                [
                    "Main.storyboard": ExampleFiles.storyboard(
                        connections: #"<segue destination="vc" kind="show" identifier="showDetail" id="seg"/>"#),
                    "Card.xib": ExampleFiles.xib(), "CardView.swift": ExampleFiles.cardView(),
                    "MainController.swift": ExampleFiles.mainController(
                        "func run() { _ = UIStoryboard(name: \"Mian\", bundle: nil) }"),
                ]),
            .passing(
                "It opens `Main`.",
                [
                    "Main.storyboard": ExampleFiles.storyboard(
                        connections: #"<segue destination="vc" kind="show" identifier="showDetail" id="seg"/>"#),
                    "Card.xib": ExampleFiles.xib(), "CardView.swift": ExampleFiles.cardView(),
                    "MainController.swift": ExampleFiles.mainController(
                        "func run() { _ = UIStoryboard(name: \"Main\", bundle: nil) }"),
                ]),
        ])
}
