import NibModel

extension CheckRule {
    /// `missing-view-controller-identifier`: code instantiates a view controller by a storyboard ID no storyboard gives one.
    public static let missingViewControllerIdentifier = CheckRule(
        id: "missing-view-controller-identifier", severity: .error,
        summary: "Code instantiates a view controller by a storyboard ID no storyboard gives one.",
        explanation: "`instantiateViewController(withIdentifier:)` raises \"Storyboard doesn't contain a view "
            + "controller with identifier\" when no view controller has that Storyboard ID.",
        fix: "Set the Storyboard ID in the Identity inspector, or correct the identifier in the code.",
        examples: [
            .triggering(
                "The code asks for the storyboard ID `Mian`; the scene's is `Main`.",
                [
                    "Main.storyboard": ExampleFiles.storyboard(
                        connections: #"<segue destination="vc" kind="show" identifier="showDetail" id="seg"/>"#),
                    "Card.xib": ExampleFiles.xib(), "CardView.swift": ExampleFiles.cardView(),
                    "MainController.swift": ExampleFiles.mainController(
                        "func run() { _ = storyboard?.instantiateViewController(withIdentifier: \"Mian\") }"),
                ]),
            .passing(
                "It asks for `Main`.",
                [
                    "Main.storyboard": ExampleFiles.storyboard(
                        connections: #"<segue destination="vc" kind="show" identifier="showDetail" id="seg"/>"#),
                    "Card.xib": ExampleFiles.xib(), "CardView.swift": ExampleFiles.cardView(),
                    "MainController.swift": ExampleFiles.mainController(
                        "func run() { _ = storyboard?.instantiateViewController(withIdentifier: \"Main\") }"),
                ]),
        ])
}
