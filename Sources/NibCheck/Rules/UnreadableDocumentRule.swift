import NibModel

extension CheckRule {
    /// `unreadable-document`: a document that cannot be decoded.
    public static let unreadableDocument = CheckRule(
        id: "unreadable-document", severity: .error,
        summary: "A document that cannot be decoded.",
        explanation: "A document that is not well-formed XML, or not an Interface Builder document NibKit reads, "
            + "fails to compile in Xcode too; no other rule can check it.",
        fix: "Follow the decoder's message: restore the document from version control, or open and save it in a "
            + "current Xcode.",
        examples: [
            .triggering("A document cut short.", ["Card.xib": "<document"]),
            .passing("A whole document.", ["Card.xib": ExampleFiles.xib(), "CardView.swift": ExampleFiles.cardView()]),
        ])
}
