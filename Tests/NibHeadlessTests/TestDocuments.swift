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
