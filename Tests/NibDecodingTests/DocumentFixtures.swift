import NibDecoding
import NibModel
import XCTest

/// Builds small documents around the elements a test is about, and decodes them.
enum DocumentFixtures {
    /// An iOS .xib whose `<objects>` holds File's Owner, First Responder and `objects`.
    static func xib(_ objects: String, resources: String = "", owner: String = "Owner") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModule="App" customModuleProvider="target"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    /// A macOS .xib.
    static func macXib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
            </dependencies>
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="PreferencesController"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// An iOS storyboard with the given scenes.
    static func storyboard(_ scenes: String, initial: String? = nil) -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initialAttribute)>
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
    }

    /// Decodes text that must decode without errors.
    static func decode(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> IBDocument {
        let result = DocumentDecoder().decode(text, file: "fixture.xib")
        for diagnostic in result.diagnostics where diagnostic.severity == .error {
            XCTFail("unexpected diagnostic: \(diagnostic)", file: file, line: line)
        }
        return try XCTUnwrap(result.document, file: file, line: line)
    }

    /// Decodes a xib and returns the top-level object with the given id.
    static func object(_ id: String, in text: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> IBObject
    {
        let document = try decode(text, file: file, line: line)
        return try XCTUnwrap(document.object(withID: id), "no object \(id)", file: file, line: line)
    }
}
