import NibModel

extension CheckRule {
    /// `legacy-document`: a document in the format of Xcode 4 and earlier, which NibKit does not read.
    public static let legacyDocument = CheckRule(
        id: DecoderRule.legacyDocument, severity: .warning,
        summary: "A document in the format of Xcode 4 and earlier, which NibKit does not read.",
        explanation: "Xcode still compiles Interface Builder 3's archive format (`<archive type=…>`), but NibKit "
            + "reads only the document format Xcode 5 introduced, so no other rule checks this document.",
        fix: "Open the document in a current Xcode and save it: Xcode upgrades it to the document format.",
        examples: [
            .triggering(
                "A pre-Xcode 5 archive.",
                [
                    "Old.xib":
                        #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"></archive>"#
                ]),
            .passing(
                "A current document.", ["Card.xib": ExampleFiles.xib(), "CardView.swift": ExampleFiles.cardView()]),
        ])
}
