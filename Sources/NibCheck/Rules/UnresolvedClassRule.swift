import NibModel

extension CheckRule {
    /// `unresolved-class`: a custom class no source the check read declares, which may come from a dependency.
    public static let unresolvedClass = CheckRule(
        id: "unresolved-class", severity: .note,
        summary: "A custom class no source the check read declares, which may come from a dependency.",
        explanation: "A class the document takes from another module (a pod, a Swift package, a framework) is "
            + "found at run time if that module is linked; the check knows its members only from sources on "
            + "disk. Said once per class, naming the project's dependencies whose sources are not on disk, so "
            + "that a class really nowhere is found among them.",
        fix: "Install the dependencies (pod install, resolve the packages, carthage checkout) and check again, or "
            + "give the dependency's sources with --sources; a class really nowhere is a typo to correct in the "
            + "Identity inspector.",
        examples: [
            .triggering(
                "A view of class ShimmerView, of no module, which no source of the project declares.",
                [
                    "Badge.xib": ExampleFiles.xib(
                        #"<view contentMode="scaleToFill" id="badge" customClass="ShimmerView"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/><connections></connections></view>"#
                    ), "CardView.swift": ExampleFiles.cardView(),
                    "BadgeView.swift":
                        "import UIKit\n\nclass BadgeView: UIView {\n    @IBOutlet var label: UILabel!\n}\n",
                ]),
            .passing(
                "The class is the app's own BadgeView, which the project declares.",
                [
                    "Badge.xib": ExampleFiles.xib(
                        #"<view contentMode="scaleToFill" id="badge" customClass="BadgeView" customModule="App" customModuleProvider="target"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/><connections></connections></view>"#
                    ), "CardView.swift": ExampleFiles.cardView(),
                    "BadgeView.swift":
                        "import UIKit\n\nclass BadgeView: UIView {\n    @IBOutlet var label: UILabel!\n}\n",
                ]),
        ])
}
