import NibModel

extension CheckRule {
    /// `unsatisfiable-constraints`: a required constraint NibKit's layout must break at the design size.
    public static let unsatisfiableConstraints = CheckRule(
        id: "unsatisfiable-constraints", severity: .note,
        summary: "A required constraint NibKit's layout must break at the design size.",
        explanation: "Required constraints that contradict each other make Auto Layout log \"Unable to "
            + "simultaneously satisfy constraints\" and break one, so a view lands where nobody designed it. "
            + "NibKit lays the document out at its design size with its own engine, which measures text without "
            + "Apple's fonts: a note, to confirm in Interface Builder.",
        fix: "Lower the priority of one of the conflicting constraints, or remove it.",
        examples: [
            .triggering(
                "The box's height is required to be both 40 and 60.",
                [
                    "Box.xib": ExampleFiles.constrainedBox(
                        ExampleFiles.boxPlacement
                            + #"<constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/><constraint firstItem="box" firstAttribute="height" constant="60" id="c5"/>"#,
                        ambiguous: false)
                ]),
            .passing(
                "Its height is 40.",
                [
                    "Box.xib": ExampleFiles.constrainedBox(
                        ExampleFiles.boxPlacement
                            + #"<constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>"#,
                        ambiguous: false)
                ]),
        ])
}
