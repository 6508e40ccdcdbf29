import NibModel

extension CheckRule {
    /// `class-module`: a Swift class the document looks for in another module than the one that declares it.
    public static let classModule = CheckRule(
        id: "class-module", severity: .error,
        summary: "A Swift class the document looks for in another module than the one that declares it.",
        explanation: "The runtime finds a Swift class by its module and name: when the document's Module (or its "
            + "own target's, with Inherit Module From Target) is not the module whose sources declare the class, "
            + "it logs \"Unknown class\" and makes the element's own class, as for a misspelled class. Modules "
            + "come from the project's Package.swift targets, its Xcode targets (PRODUCT_MODULE_NAME, expanded), "
            + "or --module NAME=PATH. A Swift class the document names with no module at all is looked up by its "
            + "bare name, which only an `@objc(Name)` class has. Reported when outlets, actions or runtime "
            + "attributes depend on the class (else `class-fallback`).",
        fix: "Set Module in the Identity inspector to the module that declares the class, or move the class.",
        examples: [
            .triggering(
                "The document looks for CartView in the app's module Shop; the package's ShopKit declares it.",
                ExampleFiles.shopPackage.merging([
                    "App/Cart.xib": ExampleFiles.xib(
                        owner: "Shop",
                        #"<view contentMode="scaleToFill" id="cart" customClass="CartView" customModule="Shop"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/><connections><outlet property="total" destination="name" id="t1"/></connections></view>"#
                    )
                ]) { $1 }),
            .passing(
                "The document names CartView's module, ShopKit.",
                ExampleFiles.shopPackage.merging([
                    "App/Cart.xib": ExampleFiles.xib(
                        owner: "Shop",
                        #"<view contentMode="scaleToFill" id="cart" customClass="CartView" customModule="ShopKit"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/><connections><outlet property="total" destination="name" id="t1"/></connections></view>"#
                    )
                ]) { $1 }),
        ])
}
