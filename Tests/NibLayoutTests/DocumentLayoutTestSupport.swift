import NibDecoding
import NibLayout
import XCTest

/// Decodes `xml` (named `file` in diagnostics), lays out every view tree and returns each view's comparison with
/// its stored frame, by id.
func layOutDocument(_ xml: String, file: String) throws -> [String: FrameComparison] {
    let result = DocumentDecoder().decode(xml, file: file)
    let document = try XCTUnwrap(result.document, "\(result.diagnostics)")
    let layout = DocumentLayout(document: document)
    var byID: [String: FrameComparison] = [:]
    for tree in layout.layOut() {
        for comparison in tree.comparisons(device: layout.device) { byID[comparison.id] = comparison }
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
