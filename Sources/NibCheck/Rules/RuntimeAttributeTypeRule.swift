import NibModel

extension CheckRule {
    /// `runtime-attribute-type`: a user-defined runtime attribute's value type does not match the property's type.
    public static let runtimeAttributeType = CheckRule(
        id: "runtime-attribute-type", severity: .error,
        summary: "A user-defined runtime attribute's value type does not match the property's type.",
        explanation: "A runtime attribute of type Number set on a String property, or a Color on a CGColor one, "
            + "raises an exception while the nib loads or leaves a value of the wrong type in the property.",
        fix: "Change the attribute's type in the Identity inspector, or the @IBInspectable property's type.",
        examples: [
            .triggering(
                "A String runtime attribute set on the CGFloat property `cornerRadius`.",
                [
                    "Badge.xib": ExampleFiles.xib(
                        #"<view contentMode="scaleToFill" id="badge" customClass="BadgeView" customModule="App" customModuleProvider="target"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="cornerRadius" value="4"/></userDefinedRuntimeAttributes></view>"#
                    ), "CardView.swift": ExampleFiles.cardView(),
                    "BadgeView.swift":
                        "import UIKit\n\nclass BadgeView: UIView {\n    @IBInspectable var cornerRadius: CGFloat = 0\n}\n",
                ]),
            .passing(
                "A Number runtime attribute on `cornerRadius`.",
                [
                    "Badge.xib": ExampleFiles.xib(
                        #"<view contentMode="scaleToFill" id="badge" customClass="BadgeView" customModule="App" customModuleProvider="target"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="cornerRadius" value="4"/></userDefinedRuntimeAttributes></view>"#
                    ), "CardView.swift": ExampleFiles.cardView(),
                    "BadgeView.swift":
                        "import UIKit\n\nclass BadgeView: UIView {\n    @IBInspectable var cornerRadius: CGFloat = 0\n}\n",
                ]),
        ])
}
