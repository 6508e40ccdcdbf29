import NibModel

extension CheckRule {
    /// `missing-segue`: code performs a segue by an identifier no storyboard gives one.
    public static let missingSegue = CheckRule(
        id: "missing-segue", severity: .error,
        summary: "Code performs a segue by an identifier no storyboard gives one.",
        explanation: "`performSegue(withIdentifier:sender:)` raises \"Receiver has no segue with identifier\" "
            + "when no segue from the view controller has it.",
        fix: "Set the segue's identifier in the Attributes inspector, or correct it in the code.",
        examples: [
            .triggering(
                "The code performs the segue `showDetial`; the storyboard's is `showDetail`.",
                [
                    "Main.storyboard": ExampleFiles.storyboard(
                        connections: #"<segue destination="vc" kind="show" identifier="showDetail" id="seg"/>"#),
                    "Card.xib": ExampleFiles.xib(), "CardView.swift": ExampleFiles.cardView(),
                    "MainController.swift": ExampleFiles.mainController(
                        "func run() { performSegue(withIdentifier: \"showDetial\", sender: nil) }"),
                ]),
            .passing(
                "It performs `showDetail`.",
                [
                    "Main.storyboard": ExampleFiles.storyboard(
                        connections: #"<segue destination="vc" kind="show" identifier="showDetail" id="seg"/>"#),
                    "Card.xib": ExampleFiles.xib(), "CardView.swift": ExampleFiles.cardView(),
                    "MainController.swift": ExampleFiles.mainController(
                        "func run() { performSegue(withIdentifier: \"showDetail\", sender: nil) }"),
                ]),
        ])
}
