import NibModel

extension CheckRule {
    /// `missing-color`: a document uses a named color no asset catalog of the project has.
    public static let missingColor = CheckRule(
        id: "missing-color", severity: .warning,
        summary: "A document uses a named color no asset catalog of the project has.",
        explanation: "A named color is looked up in the asset catalogs when the nib loads; without it the color "
            + "is nil, and the view is drawn clear or in its default color. System colors are not judged.",
        fix: "Add the color set to an asset catalog, or choose an existing color.",
        examples: [
            .triggering(
                "The image view's background is the named color `Brnad`; the asset catalog has `Brand`.",
                ExampleFiles.assetCatalog.merging(["Icon.xib": ExampleFiles.imageView(image: "Star", color: "Brnad")]) {
                    $1
                }),
            .passing(
                "It is `Brand`.",
                ExampleFiles.assetCatalog.merging(["Icon.xib": ExampleFiles.imageView(image: "Star", color: "Brand")]) {
                    $1
                }),
        ])
}
