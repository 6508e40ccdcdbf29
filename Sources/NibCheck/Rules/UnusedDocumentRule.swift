import NibModel

extension CheckRule {
    /// `unused-document`: a document with errors that nothing the check can see loads.
    public static let unusedDocument = CheckRule(
        id: "unused-document", severity: .note,
        summary: "A document with errors that nothing the check can see loads.",
        explanation: "A problem in a document crashes the app only when the document loads. The check follows "
            + "what loads documents: code that names a nib or storyboard (by a literal, a constant, the class's "
            + "own name), the classes whose code loads one, the nib UIKit and AppKit look up for a view "
            + "controller named like it, Info.plist's main and launch storyboards and main nib, and storyboard "
            + "references. A document none of these reaches may be left over from an earlier design, or loaded "
            + "in a way the check does not know: its errors are reported as warnings, each saying what it needs (if "
            + "the document is loaded), and this note says why. Errors in documents that load say how they load.",
        fix: "Delete the document if nothing loads it. If the app loads it through a helper or library the check "
            + "does not know, name that loader under `loaders:` in .nibcheck.yml, and its findings are errors again.",
        examples: [
            .triggering(
                "Card.xib, with a stale outlet, is loaded by nothing: no code names it and no Info.plist key does.",
                [
                    "Info.plist": ExampleFiles.infoPlist(mainStoryboard: "Main"),
                    "Main.storyboard": ExampleFiles.storyboard(),
                    "MainController.swift": ExampleFiles.mainController(""),
                    "CardView.swift": ExampleFiles.cardView(),
                    "Card.xib": ExampleFiles.xib(ownerConnections: ExampleFiles.outlet("gone")),
                ]),
            .passing(
                "The main view controller loads it, and its outlets are right.",
                [
                    "Info.plist": ExampleFiles.infoPlist(mainStoryboard: "Main"),
                    "Main.storyboard": ExampleFiles.storyboard(),
                    "MainController.swift": ExampleFiles.mainController(
                        "func load() { _ = UINib(nibName: \"Card\", bundle: nil) }"),
                    "CardView.swift": ExampleFiles.cardView(),
                    "Card.xib": ExampleFiles.xib(ownerConnections: ExampleFiles.outlet("titleLabel")),
                ]),
        ])
}
