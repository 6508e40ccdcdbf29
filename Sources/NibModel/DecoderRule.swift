/// The ids of the rules the decoder's diagnostics break (``Diagnostic/rule``); `nib check`'s rule catalog
/// describes each.
public enum DecoderRule {
    /// `duplicate-id`: two objects of a document with one id.
    public static let duplicateID = "duplicate-id"
    /// `dangling-reference`: a reference to an id no object of the document has.
    public static let danglingReference = "dangling-reference"
    /// `legacy-document`: a pre-Xcode 5 archive the decoder does not read.
    public static let legacyDocument = "legacy-document"
}
