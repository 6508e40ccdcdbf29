import NibModel

extension CheckRule {
    /// `recursive-nib`: a nib holds an object of the class whose decoding loads that nib.
    public static let recursiveNib = CheckRule(
        id: "recursive-nib", severity: .error,
        summary: "A nib holds an object of the class whose decoding loads that nib.",
        explanation: "Code that runs while a view is decoded (`init(coder:)`, `awakeFromNib`, the methods they "
            + "call on the view, a superclass's initializer, a protocol extension's default, NibKit's NibView, "
            + "Reusable's NibOwnerLoadable) and loads a nib makes every object the nib holds; if one of them is "
            + "of the view's own class, decoding it loads the nib again, and again, until the stack overflows. "
            + "It happens when the nib's top-level view is given the custom class instead of File's Owner. The "
            + "check follows what the code calls, not what its methods are named, and names the nib as the code "
            + "does (a literal, a constant, the class's own name, a `nibName` the class overrides).",
        fix: "Make File's Owner the custom class and its top-level view a plain UIView (or NSView), with a "
            + "`contentView` outlet; or load the nib only when the view is made from code.",
        examples: [
            .triggering(
                "CardView loads Card.xib in `init(coder:)`, and the nib's top-level view is a CardView.",
                [
                    "Card.xib": ExampleFiles.contentNib(owner: "CardView", views: ["CardView"]),
                    "CardView.swift": ExampleFiles.contentViewLoader(),
                ]),
            .passing(
                "File's Owner is the CardView; the top-level view is a plain UIView.",
                [
                    "Card.xib": ExampleFiles.contentNib(owner: "CardView", views: [""]),
                    "CardView.swift": ExampleFiles.contentViewLoader(),
                ]),
        ])
}
