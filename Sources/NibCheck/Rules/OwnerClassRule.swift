import NibModel

extension CheckRule {
    /// `owner-class`: code loads a nib with owner: self, but the nib's File's Owner is another class.
    public static let ownerClass = CheckRule(
        id: "owner-class", severity: .error, appKitSeverity: .warning,
        summary: "Code loads a nib with owner: self, but the nib's File's Owner is another class.",
        explanation: "Loading a nib sets the outlets it connects to File's Owner on the owner passed; when that "
            + "object's class is not File's Owner's class (or a subclass of it), an outlet it lacks raises "
            + "NSUnknownKeyException (AppKit logs it and loads on: a warning). An initializer the receiving class "
            + "overrides (`initWithWindowNibName:owner:`) decides the owner itself.",
        fix: "Set File's Owner's class in the Identity inspector to the class that loads the nib.",
        examples: [
            .triggering(
                "CardView loads Card.xib with `owner: self`, but the nib's File's Owner is ProfileView, whose outlet "
                    + "`avatar` CardView lacks.",
                [
                    "Card.xib": ExampleFiles.contentNib(
                        owner: "ProfileView", views: [""],
                        outlets: #"<outlet property="avatar" destination="v0" id="o2"/>"#),
                    "CardView.swift": ExampleFiles.contentViewLoader(profileMembers: "@IBOutlet var avatar: UIView!"),
                ]),
            .passing(
                "File's Owner is CardView.",
                [
                    "Card.xib": ExampleFiles.contentNib(owner: "CardView", views: [""]),
                    "CardView.swift": ExampleFiles.contentViewLoader(),
                ]),
        ])
}
