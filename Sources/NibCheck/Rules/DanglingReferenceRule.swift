import NibModel

extension CheckRule {
    /// `dangling-reference`: a connection or constraint refers to an id no object of the document has.
    public static let danglingReference = CheckRule(
        id: DecoderRule.danglingReference, severity: .error,
        summary: "A connection or constraint refers to an id no object of the document has.",
        explanation: "The nib compiler rejects a document whose connections or constraints name a missing "
            + "object; a merge that dropped an object usually leaves them.",
        fix: "Remove the connection or constraint in Interface Builder, or restore the object.",
        examples: [
            .triggering(
                "An outlet's destination `gone` is no object's id.",
                [
                    "Card.xib": ExampleFiles.xib(ownerConnections: ExampleFiles.outlet("titleLabel", to: "gone")),
                    "CardView.swift": ExampleFiles.cardView(),
                ]),
            .passing(
                "Its destination is the label.",
                [
                    "Card.xib": ExampleFiles.xib(ownerConnections: ExampleFiles.outlet("titleLabel")),
                    "CardView.swift": ExampleFiles.cardView(),
                ]),
        ])
}
