import NibDecoding
import NibLayout
import XCTest

/// Decodes `xml` (named `file` in diagnostics), lays out every view tree and returns each view's comparison with
/// its stored frame, by id.
func layOutDocument(_ xml: String, file: String) throws -> [String: FrameComparison] {
    let result = DocumentDecoder().decode(xml, file: file)
    let document = try XCTUnwrap(result.document, "\(result.diagnostics)")
    var byID: [String: FrameComparison] = [:]
    for comparison in DocumentLayout(document: document).comparisons() { byID[comparison.id] = comparison }
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

/// A view (`element`: `view` in UIKit, `customView` in AppKit) sized by its own width and height constraints
/// (`id-width`, `id-height`), stored at that size at the origin.
func sizedView(_ id: String, element: String = "view", width: Double, height: Double) -> String {
    """
    <\(element) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
        <constraints>
            <constraint firstAttribute="width" constant="\(width)" id="\(id)-width"/>
            <constraint firstAttribute="height" constant="\(height)" id="\(id)-height"/>
        </constraints>
    </\(element)>
    """
}
