import NibModel

extension CheckRule {
    /// `missing-nib`: code loads a nib by a name no document of the project has.
    public static let missingNib = CheckRule(
        id: "missing-nib", severity: .error,
        summary: "Code loads a nib by a name no document of the project has.",
        explanation: "`UINib(nibName:)`, `loadNibNamed(_:owner:options:)`, `init(nibName:bundle:)` and their "
            + "AppKit twins look the nib up by its file name; with no such document UIKit stops the app with "
            + "\"Could not load NIB in bundle\" when the line runs. AppKit's `loadNibNamed(_:owner:topLevelObjects:)`, "
            + "`NSNib(nibNamed:bundle:)` and a window controller's `init(windowNibName:)` return NO or nil "
            + "instead: a warning, since the app goes on without the window or view. A nib from another bundle "
            + "(a framework's) is a false alarm: add that framework's documents to the checked paths.",
        fix: "Correct the name in the code, or rename the document.",
        examples: [
            .triggering(
                "The code loads the nib `Crad`; the project has Card.xib.",
                [
                    "Main.storyboard": ExampleFiles.storyboard(
                        connections: #"<segue destination="vc" kind="show" identifier="showDetail" id="seg"/>"#),
                    "Card.xib": ExampleFiles.xib(), "CardView.swift": ExampleFiles.cardView(),
                    "MainController.swift": ExampleFiles.mainController(
                        "func run() { _ = UINib(nibName: \"Crad\", bundle: nil) }"),
                ]),
            .passing(
                "It loads `Card`.",
                [
                    "Main.storyboard": ExampleFiles.storyboard(
                        connections: #"<segue destination="vc" kind="show" identifier="showDetail" id="seg"/>"#),
                    "Card.xib": ExampleFiles.xib(), "CardView.swift": ExampleFiles.cardView(),
                    "MainController.swift": ExampleFiles.mainController(
                        "func run() { _ = UINib(nibName: \"Card\", bundle: nil) }"),
                ]),
        ])
}
