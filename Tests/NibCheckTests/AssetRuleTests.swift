import NibCheck
import XCTest

/// `missing-image` and `missing-color`: what a document shows against the project's asset catalogs.
final class AssetRuleTests: XCTestCase {
    private let catalog: [String: String] = [
        "Assets.xcassets/Contents.json": #"{"info": {"version": 1, "author": "xcode"}}"#,
        "Assets.xcassets/Star.imageset/Contents.json": #"{"images": []}"#,
        "Assets.xcassets/Brand.colorset/Contents.json": #"{"colors": []}"#,
        "Assets.xcassets/Icons/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
        "Assets.xcassets/Icons/Gear.imageset/Contents.json": #"{"images": []}"#,
        "Loose@2x.png": "",
        "Images/AppIcon.iconset/icon_16x16.png": "",
    ]

    /// A document whose image view shows `image`, listing `images` and the named color `color` in its resources.
    private func document(image: String, images: [String], color: String) -> String {
        let resources =
            images.map { #"<image name="\#($0)" width="10" height="10"/>"# }.joined()
            + #"<image name="star.fill" catalog="system" width="10" height="10"/>"#
            + #"<namedColor name="\#(color)"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <imageView contentMode="scaleToFill" image="\(image)" id="icon" userLabel="Icon">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <color key="backgroundColor" name="\(color)"/>
                    </imageView>
                </objects>
                <resources>\(resources)</resources>
            </document>
            """
    }

    func testImagesAndColorsTheCatalogsHavePass() throws {
        let files = catalog.merging([
            // An `.iconset` folder becomes the `.icns` image of its name.
            "A.xib": document(image: "Star", images: ["Star", "Icons/Gear", "Loose", "AppIcon"], color: "Brand")
        ]) { $1 }
        XCTAssertEqual(try check(files), [])
    }

    func testMissingImagesAndColorsAreWarningsNamingWhoShowsThem() throws {
        let files = catalog.merging(["A.xib": document(image: "Stra", images: ["Stra", "Gear"], color: "Brnad")]) { $1 }
        let found = try check(files)
        XCTAssertEqual(
            found.map { "\($0.rule) \($0.subject) \($0.severity.rawValue)" },
            [
                "missing-image Stra warning", "missing-image Gear warning", "missing-color Brnad warning",
            ])
        XCTAssertTrue(found[0].message.contains("'Icon' (UIImageView) shows; did you mean 'Star'?"), found[0].message)
        XCTAssertEqual(found[0].objectID, "icon")
        XCTAssertTrue(found[2].message.contains("did you mean 'Brand'?"), found[2].message)
    }

    func testAProjectWithoutCatalogsIsNotJudged() throws {
        XCTAssertEqual(try check(["A.xib": document(image: "Stra", images: ["Stra"], color: "Brnad")]), [])
    }
}
