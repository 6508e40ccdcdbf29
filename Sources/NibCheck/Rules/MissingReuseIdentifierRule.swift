import NibModel

extension CheckRule {
    /// `missing-reuse-identifier`: code dequeues a cell by a reuse identifier no document's cell has and no code registers.
    public static let missingReuseIdentifier = CheckRule(
        id: "missing-reuse-identifier", severity: .error,
        summary: "Code dequeues a cell by a reuse identifier no document's cell has and no code registers.",
        explanation: "`dequeueReusableCell(withIdentifier:for:)` raises \"unable to dequeue a cell with "
            + "identifier\" when neither a prototype cell nor a registered class or nib has the identifier.",
        fix: "Set the cell's Identifier in the Attributes inspector, register a class or nib for it, or correct "
            + "the identifier in the code.",
        examples: [
            .triggering(
                "The code dequeues the reuse identifier `Rwo`; the prototype cell's is `Row`.",
                [
                    "Main.storyboard": ExampleFiles.table(
                        cells:
                            #"<tableViewCell reuseIdentifier="Row" id="row"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCell>"#
                    ), "ListController.swift": ExampleFiles.listController(dequeuing: "Rwo"),
                ]),
            .passing(
                "It dequeues `Row`.",
                [
                    "Main.storyboard": ExampleFiles.table(
                        cells:
                            #"<tableViewCell reuseIdentifier="Row" id="row"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCell>"#
                    ), "ListController.swift": ExampleFiles.listController(dequeuing: "Row"),
                ]),
        ])
}
