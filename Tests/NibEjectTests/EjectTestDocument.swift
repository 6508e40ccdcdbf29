import NibDecoding
import NibEject
import NibModel
import XCTest

/// An iOS .xib whose `<objects>` hold `objects`, decoded.
func iosDocument(_ objects: String, file: String = "Test.xib") throws -> IBDocument {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        </document>
        """
    let result = DocumentDecoder().decode(text, file: file)
    return try XCTUnwrap(result.document, "\(result.diagnostics)")
}

/// The one file ejected from `objects`.
func ejectOne(_ objects: String, linuxTestable: Bool = false) throws -> EjectedFile {
    let files = try Ejector(options: EjectOptions(linuxTestable: linuxTestable)).eject(
        try iosDocument(objects), path: "Test.xib")
    XCTAssertEqual(files.count, 1)
    return try XCTUnwrap(files.first)
}

/// An iOS storyboard whose `<scenes>` hold `scenes`, decoded.
func iosStoryboard(_ scenes: String, file: String = "Test.storyboard") throws -> IBDocument {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    let result = DocumentDecoder().decode(text, file: file)
    return try XCTUnwrap(result.document, "\(result.diagnostics)")
}
