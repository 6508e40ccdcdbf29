import NibModel

extension CheckRule {
    /// `outlet-type`: an outlet is connected to an object that is not of the property's type.
    public static let outletType = CheckRule(
        id: "outlet-type", severity: .warning,
        summary: "An outlet is connected to an object that is not of the property's type.",
        explanation: "Key-value coding sets an outlet to whatever object the document connects; a label in a "
            + "property declared as a button is found out only when the code uses a member the label lacks, and "
            + "the app crashes then (a warning: code that uses only what both classes share works). For an "
            + "outlet collection, each object must be of the array's element type.",
        fix: "Connect the outlet to an object of the property's type, or change the property's type.",
        examples: [
            .triggering(
                "The outlet `titleLabel` is declared a UIButton but connected to a label.",
                [
                    "Card.xib": ExampleFiles.xib(ownerConnections: ExampleFiles.outlet("titleLabel")),
                    "CardView.swift": ExampleFiles.cardView("@IBOutlet var titleLabel: UIButton!"),
                ]),
            .passing(
                "The outlet is declared a UILabel.",
                [
                    "Card.xib": ExampleFiles.xib(ownerConnections: ExampleFiles.outlet("titleLabel")),
                    "CardView.swift": ExampleFiles.cardView(),
                ]),
        ])
}
