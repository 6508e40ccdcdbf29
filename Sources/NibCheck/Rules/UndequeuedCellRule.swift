import NibModel

extension CheckRule {
    /// `undequeued-cell`: a storyboard prototype cell with errors that no code dequeues.
    public static let undequeuedCell = CheckRule(
        id: "undequeued-cell", severity: .note,
        summary: "A storyboard prototype cell with errors that no code dequeues.",
        explanation: "A prototype cell is made only when code dequeues its reuse identifier. The check counts a "
            + "cell as dequeued when code names its identifier, when a class is named like it (dequeued by its "
            + "type, as Reusable does), or when its scene's view controller dequeues by names it cannot read; a "
            + "cell none of these reaches may be left over after a rename, or dequeued by a name the check cannot "
            + "read: its errors are reported as warnings, each saying what it needs (if the cell is dequeued), and "
            + "this note says why.",
        fix: "Delete the prototype cell if nothing uses it, or dequeue it by its identifier.",
        examples: [
            .triggering(
                "A prototype cell of an undeclared class, whose identifier `OldRow` no code dequeues.",
                [
                    "Main.storyboard": ExampleFiles.table(
                        cells:
                            #"<tableViewCell reuseIdentifier="Row" id="row"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCell><tableViewCell reuseIdentifier="OldRow" id="old" customClass="OldRowCell" customModule="App" customModuleProvider="target"><rect key="frame" x="0.0" y="44" width="320" height="44"/><connections><outlet property="badge" destination="old" id="b1"/></connections></tableViewCell>"#
                    ), "ListController.swift": ExampleFiles.listController(dequeuing: "Row"),
                ]),
            .passing(
                "The cells the code dequeues have no problems.",
                [
                    "Main.storyboard": ExampleFiles.table(
                        cells:
                            #"<tableViewCell reuseIdentifier="Row" id="row"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCell>"#
                    ), "ListController.swift": ExampleFiles.listController(dequeuing: "Row"),
                ]),
        ])
}
