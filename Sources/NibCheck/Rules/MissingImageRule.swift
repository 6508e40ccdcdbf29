import NibModel

extension CheckRule {
    /// `missing-image`: a document shows an image no asset catalog or image file of the project has.
    public static let missingImage = CheckRule(
        id: "missing-image", severity: .warning,
        summary: "A document shows an image no asset catalog or image file of the project has.",
        explanation: "A nib's image is looked up by name when it loads; when there is none, UIKit logs "
            + "\"Could not load the image referenced from a nib\" and the view shows nothing. SF Symbols, "
            + "AppKit's named images (NSAddTemplate, …) and images the document holds itself are not judged; nor "
            + "is any image when the project has no asset catalog (its images may come from a framework's "
            + "bundle).",
        fix: "Add the image to an asset catalog, or correct its name in the Attributes inspector.",
        examples: [
            .triggering(
                "The image view shows `Stra`; the asset catalog has `Star`.",
                ExampleFiles.assetCatalog.merging(["Icon.xib": ExampleFiles.imageView(image: "Stra", color: "Brand")]) {
                    $1
                }),
            .passing(
                "It shows `Star`.",
                ExampleFiles.assetCatalog.merging(["Icon.xib": ExampleFiles.imageView(image: "Star", color: "Brand")]) {
                    $1
                }),
        ])
}
