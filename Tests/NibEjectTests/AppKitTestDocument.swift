import NibDecoding
import NibEject
import NibModel
import XCTest

/// A macOS .xib whose `<objects>` hold `objects`, decoded.
func macDocument(_ objects: String, file: String = "Test.xib") throws -> IBDocument {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <dependencies>
                <deployment identifier="macosx"/>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="21701"/>
            </dependencies>
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        \(objects)
            </objects>
        </document>
        """
    let result = DocumentDecoder().decode(text, file: file)
    return try XCTUnwrap(result.document, "\(result.diagnostics)")
}

/// The one file ejected from the AppKit document holding `objects`.
func ejectOneAppKit(_ objects: String, linuxTestable: Bool = false) throws -> EjectedFile {
    let files = try Ejector(options: EjectOptions(linuxTestable: linuxTestable)).eject(
        try macDocument(objects), path: "Test.xib")
    XCTAssertEqual(files.count, 1)
    return try XCTUnwrap(files.first)
}

/// A custom view 300×100 holding `subviews` (and `constraints`), as the root of an AppKit document.
func macRoot(_ subviews: String, constraints: String = "", extra: String = "") -> String {
    """
    <customView id="root" customClass="PanelView">
        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
        <subviews>
    \(subviews)
        </subviews>
        <constraints>
    \(constraints)
        </constraints>
    \(extra)
    </customView>
    """
}
