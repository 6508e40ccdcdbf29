import NibModel

extension CheckRule {
    /// `prototype-without-identifier`: a prototype cell without a reuse identifier.
    public static let prototypeWithoutIdentifier = CheckRule(
        id: "prototype-without-identifier", severity: .warning,
        summary: "A prototype cell without a reuse identifier.",
        explanation: "A table or collection view dequeues prototype cells by their reuse identifier; one without "
            + "cannot be dequeued, and Xcode warns \"Prototype cells must have reuse identifiers\".",
        fix: "Set the cell's Identifier in the Attributes inspector, or delete the prototype.",
        examples: [
            .triggering(
                "A prototype cell without a reuse identifier.",
                [
                    "Main.storyboard": ExampleFiles.table(
                        cells:
                            #"<tableViewCell reuseIdentifier="Row" id="row"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCell><tableViewCell id="unnamed"><rect key="frame" x="0.0" y="44" width="320" height="44"/></tableViewCell>"#
                    ), "ListController.swift": ExampleFiles.listController(dequeuing: "Row"),
                ]),
            .passing(
                "Its identifier is `Row`, which the code dequeues.",
                [
                    "Main.storyboard": ExampleFiles.table(
                        cells:
                            #"<tableViewCell reuseIdentifier="Row" id="row"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCell>"#
                    ), "ListController.swift": ExampleFiles.listController(dequeuing: "Row"),
                ]),
        ])
}
