import NibDecoding
import NibLayout
import XCTest

/// Decodes `xml` (named `file` in diagnostics), lays out every view tree and returns each view's comparison with
/// its stored frame, by id.
func layOutDocument(
    _ xml: String, file: String, sizes: any IntrinsicSizing = StandardIntrinsicSizes()
) throws -> [String: FrameComparison] {
    let result = DocumentDecoder().decode(xml, file: file)
    let document = try XCTUnwrap(result.document, "\(result.diagnostics)")
    var byID: [String: FrameComparison] = [:]
    for comparison in DocumentLayout(document: document, sizes: sizes).comparisons() {
        byID[comparison.id] = comparison
    }
    return byID
}

/// A view's `<subviews>` holding `body` and its `<constraints>`, as test documents nest them.
func subviewsAndConstraints(_ body: String, _ constraints: String) -> String {
    """
    <subviews>
    \(body)
    </subviews>
    <constraints>
    \(constraints)
    </constraints>
    """
}

/// An AppKit document whose one top-level view, `root`, is `size` and holds `body` and `constraints`, saved by
/// Interface Builder build `tools` with the Cocoa plug-in `plugIn`.
func appKitDocument(
    tools: String, plugIn: String, size: (Double, Double), _ body: String, constraints: String,
    resources: String = ""
) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(tools)" \
    targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="\(plugIn)"/>
        </dependencies>
        <objects>
            <customView id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                \(subviewsAndConstraints(body, constraints))
            </customView>
        </objects>
        <resources>\(resources)</resources>
    </document>
    """
}

/// `\(prefix)box` hanging from the safe area `safe`'s top and `\(prefix)foot` standing on its bottom, 100 high,
/// from side to side of the safe area.
func safeAreaProbe(_ prefix: String = "", safe: String = "safe") -> (body: String, constraints: String) {
    let ids = [("\(prefix)box", "top"), ("\(prefix)foot", "bottom")]
    let body = ids.map { id, _ in
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
        </view>
        """
    }
    let constraints = ids.map { id, edge in
        """
        <constraint firstItem="\(id)" firstAttribute="\(edge)" secondItem="\(safe)" secondAttribute="\(edge)" id="\(id)-\(edge)"/>
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(safe)" secondAttribute="leading" id="\(id)-leading"/>
        <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="\(safe)" secondAttribute="trailing" id="\(id)-trailing"/>
        <constraint firstItem="\(id)" firstAttribute="height" constant="100" id="\(id)-height"/>
        """
    }
    return (body.joined(separator: "\n"), constraints.joined(separator: "\n"))
}

/// The safe area's insets in a root view `height` high that `safeAreaProbe(prefix)` measured.
func safeAreaInsets(in frames: [String: FrameComparison], _ prefix: String = "", height: Double = 667) throws -> (
    top: Double, bottom: Double, side: Double
) {
    let box = try XCTUnwrap(frames["\(prefix)box"]).computed
    let foot = try XCTUnwrap(frames["\(prefix)foot"]).computed
    return (box.y, height - foot.y - foot.height, box.x)
}
