import NibModel

extension CheckRule {
    /// `ambiguous-layout`: a view whose constraints do not fix its position or size.
    public static let ambiguousLayout = CheckRule(
        id: "ambiguous-layout", severity: .warning,
        summary: "A view whose constraints do not fix its position or size.",
        explanation: "A view with too few constraints can appear in a different place from one layout pass to "
            + "the next. Reported when NibKit's engine and Interface Builder (the view's ambiguous flag) both find "
            + "it so, naming the view and the axes left open.",
        fix: "Add the constraints the view lacks: a position and a size on each axis.",
        examples: [
            .triggering(
                "The box has no height or bottom constraint, and Interface Builder marks it ambiguous.",
                ["Box.xib": ExampleFiles.constrainedBox(ExampleFiles.boxPlacement, ambiguous: true)]),
            .passing(
                "Its height is constrained.",
                [
                    "Box.xib": ExampleFiles.constrainedBox(
                        ExampleFiles.boxPlacement
                            + #"<constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>"#,
                        ambiguous: true)
                ]),
        ])
}
