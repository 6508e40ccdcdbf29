import NibModel

extension CheckRule {
    /// `unknown-class`: a custom class no source declares, in the document's own target, that the document depends on.
    public static let unknownClass = CheckRule(
        id: "unknown-class", severity: .error,
        summary: "A custom class no source declares, in the document's own target, that the document depends on.",
        explanation: "When the runtime cannot find a document's custom class it logs \"Unknown class X in "
            + "Interface Builder file\" and creates the element's own class instead; the outlets, actions or "
            + "runtime attributes the document gives the object then raise an exception as the nib loads. "
            + "Reported when the document places the class in its own target (customModuleProvider=\"target\"), "
            + "where no dependency can provide it, and something depends on it; a class that may come from a "
            + "dependency is `unresolved-class`, one nothing depends on `class-fallback`. File's Owner's class is "
            + "never looked up (the loading code passes the object): one declared nowhere is a note, and the "
            + "outlets and actions are judged on the class the code makes the owner, when the code says.",
        fix: "Correct the class name in the Identity inspector, or add the file that declares the class to the "
            + "project; a class from another module needs that module set.",
        examples: [
            .triggering(
                "A view of the app's own class `BadgeVeiw`, with an outlet, that no source declares.",
                [
                    "Badge.xib": ExampleFiles.xib(
                        #"<view contentMode="scaleToFill" id="badge" customClass="BadgeVeiw" customModule="App" customModuleProvider="target"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/><connections><outlet property="label" destination="name" id="o1"/></connections></view>"#
                    ), "CardView.swift": ExampleFiles.cardView(),
                    "BadgeView.swift":
                        "import UIKit\n\nclass BadgeView: UIView {\n    @IBOutlet var label: UILabel!\n}\n",
                ]),
            .passing(
                "The class is BadgeView, which BadgeView.swift declares.",
                [
                    "Badge.xib": ExampleFiles.xib(
                        #"<view contentMode="scaleToFill" id="badge" customClass="BadgeView" customModule="App" customModuleProvider="target"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/><connections><outlet property="label" destination="name" id="o1"/></connections></view>"#
                    ), "CardView.swift": ExampleFiles.cardView(),
                    "BadgeView.swift":
                        "import UIKit\n\nclass BadgeView: UIView {\n    @IBOutlet var label: UILabel!\n}\n",
                ]),
        ])
}
