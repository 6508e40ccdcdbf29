import NibModel

extension CheckRule {
    /// `runtime-attribute-key`: a user-defined runtime attribute's key path is not settable on the object's class.
    public static let runtimeAttributeKey = CheckRule(
        id: "runtime-attribute-key", severity: .error,
        summary: "A user-defined runtime attribute's key path is not settable on the object's class.",
        explanation: "Loading the nib sets each user-defined runtime attribute with key-value coding "
            + "(`setValue(_:forKeyPath:)`); a key the class does not have stops loading with "
            + "NSUnknownKeyException, as a stale outlet does. A dependency may add such a property to a framework "
            + "class (an @IBInspectable in an extension, a category): when the project declares one whose sources are "
            + "not on disk, a key no source declares is a warning that names it.",
        fix: "Rename the property back or remove the attribute in the Identity inspector; in Swift the property "
            + "needs @IBInspectable (or @objc).",
        examples: [
            .triggering(
                "The runtime attribute's key path `cornerRadus` names no property of BadgeView.",
                [
                    "Badge.xib": ExampleFiles.xib(
                        #"<view contentMode="scaleToFill" id="badge" customClass="BadgeView" customModule="App" customModuleProvider="target"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="cornerRadus" value="4"/></userDefinedRuntimeAttributes></view>"#
                    ), "CardView.swift": ExampleFiles.cardView(),
                    "BadgeView.swift":
                        "import UIKit\n\nclass BadgeView: UIView {\n    @IBInspectable var cornerRadius: CGFloat = 0\n}\n",
                ]),
            .passing(
                "The key path names the `@IBInspectable var cornerRadius`.",
                [
                    "Badge.xib": ExampleFiles.xib(
                        #"<view contentMode="scaleToFill" id="badge" customClass="BadgeView" customModule="App" customModuleProvider="target"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="cornerRadius" value="4"/></userDefinedRuntimeAttributes></view>"#
                    ), "CardView.swift": ExampleFiles.cardView(),
                    "BadgeView.swift":
                        "import UIKit\n\nclass BadgeView: UIView {\n    @IBInspectable var cornerRadius: CGFloat = 0\n}\n",
                ]),
        ])
}
