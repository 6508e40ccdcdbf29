import NibModel

extension CheckRule {
    /// `unbuilt-document`: a document no target of the project builds, which is therefore not checked.
    public static let unbuiltDocument = CheckRule(
        id: "unbuilt-document", severity: .note,
        summary: "A document no target of the project builds, which is therefore not checked.",
        explanation:
            "When the project declares its targets (an Xcode project, a Package.swift), a document that is "
            + "in no target's resources, synchronized folders or package target folders, or only in test targets, "
            + "is not in the app: nothing in it can crash the app, and its classes may have moved on. It is "
            + "said once, and not checked.",
        fix: "Add the document to its target's Copy Bundle Resources if the app uses it; otherwise delete it.",
        examples: [
            .triggering(
                "Old.xib, with a stale outlet, is in no target of the Xcode project.",
                [
                    "App.xcodeproj/project.pbxproj": ExampleFiles.xcodeProject(resources: [
                        "Card.xib", "CardView.swift",
                    ]),
                    "CardView.swift": ExampleFiles.cardView(),
                    "Card.xib": ExampleFiles.xib(ownerConnections: ExampleFiles.outlet("titleLabel")),
                    "Old.xib": ExampleFiles.xib(ownerConnections: ExampleFiles.outlet("gone")),
                ]),
            .passing(
                "The app target builds both documents.",
                [
                    "App.xcodeproj/project.pbxproj": ExampleFiles.xcodeProject(resources: [
                        "Card.xib", "Old.xib", "CardView.swift",
                    ]),
                    "CardView.swift": ExampleFiles.cardView(),
                    "Card.xib": ExampleFiles.xib(ownerConnections: ExampleFiles.outlet("titleLabel")),
                    "Old.xib": ExampleFiles.xib(ownerConnections: ExampleFiles.outlet("titleLabel")),
                ]),
        ])
}
