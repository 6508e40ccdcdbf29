import NibModel

extension CheckRule {
    /// `owner-top-level-views`: a view loads a nib for its content that has no top-level view, or several.
    public static let ownerTopLevelViews = CheckRule(
        id: "owner-top-level-views", severity: .warning,
        summary: "A view loads a nib for its content that has no top-level view, or several.",
        explanation: "A view that loads its content from a nib with owner: self adds the nib's top-level view to "
            + "itself; with no top-level object at all there is nothing to add (code that takes the first one "
            + "crashes), with several views the one added depends on the order the nib lists them. A nib whose "
            + "top-level objects are not views (a panel, a menu) serves its owner's outlets and is not judged.",
        fix: "Keep exactly one top-level view in the nib, holding the content.",
        examples: [
            .triggering(
                "CardView's content nib has two top-level views.",
                [
                    "Card.xib": ExampleFiles.contentNib(owner: "CardView", views: ["", ""]),
                    "CardView.swift": ExampleFiles.contentViewLoader(),
                ]),
            .passing(
                "It has one.",
                [
                    "Card.xib": ExampleFiles.contentNib(owner: "CardView", views: [""]),
                    "CardView.swift": ExampleFiles.contentViewLoader(),
                ]),
        ])
}
