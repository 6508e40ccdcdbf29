import NibModel

extension CheckRule {
    /// `class-fallback`: a custom class the runtime will not find, on an object nothing in the document depends on.
    public static let classFallback = CheckRule(
        id: "class-fallback", severity: .note,
        summary: "A custom class the runtime will not find, on an object nothing in the document depends on.",
        explanation: "A class no source of its target declares, or one looked up in another module than the one "
            + "that declares it, makes the runtime log \"Unknown class\" and create the element's own class: "
            + "nothing crashes, since no outlet, action or runtime attribute needs the class, but its code never "
            + "runs (a custom drawing, a subclass's behaviour).",
        fix: "Correct the class or its module in the Identity inspector, or clear the custom class.",
        examples: [
            .triggering(
                "A view of the app's own class ShimmerView, which no source declares and nothing depends on.",
                [
                    "Badge.xib": ExampleFiles.xib(
                        #"<view contentMode="scaleToFill" id="badge" customClass="ShimmerView" customModule="App" customModuleProvider="target"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/><connections></connections></view>"#
                    ), "CardView.swift": ExampleFiles.cardView(),
                    "BadgeView.swift":
                        "import UIKit\n\nclass BadgeView: UIView {\n    @IBOutlet var label: UILabel!\n}\n",
                ]),
            .passing(
                "The class is declared.",
                [
                    "Badge.xib": ExampleFiles.xib(
                        #"<view contentMode="scaleToFill" id="badge" customClass="BadgeView" customModule="App" customModuleProvider="target"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/><connections></connections></view>"#
                    ), "CardView.swift": ExampleFiles.cardView(),
                    "BadgeView.swift":
                        "import UIKit\n\nclass BadgeView: UIView {\n    @IBOutlet var label: UILabel!\n}\n",
                ]),
        ])
}
