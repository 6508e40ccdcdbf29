import NibDecoding
import NibHeadless
import NibModel
import XCTest

/// The document a test writes out as `text`, decoded as the file `file` (whose name shows in diagnostics); a text that
/// does not decode fails the test.
func decodeDocument(_ text: String, file: String) throws -> IBDocument {
    try XCTUnwrap(DocumentDecoder().decode(text, file: file).document)
}

/// The document a test writes out as `text`, decoded and instantiated as the nib named after `file` (its name less
/// the extension), with the classes of `registry` and `owner` as File's Owner.
func instantiateDocument(
    _ text: String, file: String, registry: ClassRegistry = .standard, owner: NibObject? = nil
) throws -> InstantiatedNib {
    let name = (file as NSString).deletingPathExtension
    return try NibInstantiator(document: decodeDocument(text, file: file), name: name, registry: registry)
        .instantiate(owner: owner)
}

/// A view `id` (`element`: `view` in UIKit, `customView` in AppKit) stored at (`x`, `y`), `width` × `height` by its
/// own constraints, as a document stores it; `hidden` when asked.
func sizedView(
    _ id: String, element: String = "view", x: Double = 0, y: Double = 0, width: Double, height: Double,
    hidden: Bool = false
) -> String {
    """
    <\(element) \(hidden ? #"hidden="YES" "# : "")translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
        <constraints>
            <constraint firstAttribute="width" constant="\(width)" id="\(id)-width"/>
            <constraint firstAttribute="height" constant="\(height)" id="\(id)-height"/>
        </constraints>
    </\(element)>
    """
}
