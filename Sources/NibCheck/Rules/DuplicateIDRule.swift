import NibModel

extension CheckRule {
    /// `duplicate-id`: two objects of a document share an id.
    public static let duplicateID = CheckRule(
        id: DecoderRule.duplicateID, severity: .error,
        summary: "Two objects of a document share an id.",
        explanation: "Connections and constraints find their objects by id; with two objects of one id Interface "
            + "Builder and the nib compiler pick one, and the other's connections go astray. Hand-merged "
            + "documents often have them.",
        fix: "Give one of the objects a new id (Interface Builder does when the document is opened and saved).",
        examples: [
            .triggering(
                "A second view with the id `name`, the label's.",
                [
                    "Card.xib": ExampleFiles.xib(
                        #"<view contentMode="scaleToFill" id="name"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
                    ),
                    "CardView.swift": ExampleFiles.cardView(),
                ]),
            .passing(
                "Each object has its own id.",
                [
                    "Card.xib": ExampleFiles.xib(
                        #"<view contentMode="scaleToFill" id="line"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
                    ),
                    "CardView.swift": ExampleFiles.cardView(),
                ]),
        ])
}
