/// A well-formedness or safety violation found while scanning, at a byte offset.
struct XMLSyntaxError: Error {
    var offset: Int
    var message: String
}
