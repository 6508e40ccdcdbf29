import Foundation
import NibFiles
import NibModel

/// Decodes Interface Builder documents (.xib, .storyboard) into `NibModel/IBDocument`.
///
/// ```swift
/// let result = DocumentDecoder().decode(contentsOf: "View.xib")
/// if let document = result.document { print(document.topLevelObjects.count) }
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// ```
///
/// Decoding never crashes and never hangs on bad input: malformed XML, a document type declaration (so no
/// external entity and no entity expansion), nesting beyond ``DecoderLimits/maximumDepth``, a file larger than
/// ``DecoderLimits/maximumFileSize``, a file that is not an Interface Builder document, the legacy pre-Xcode-5
/// format, attribute values of the wrong form and references to ids that do not exist all end as diagnostics.
public struct DocumentDecoder: Sendable {
    /// The limits every decode keeps to.
    public var limits: DecoderLimits

    /// A decoder bounded by `limits`.
    public init(limits: DecoderLimits = DecoderLimits()) {
        self.limits = limits
    }

    /// Reads and decodes the file at `path`.
    public func decode(contentsOf path: String) -> DecodingResult {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.contents(of: path, limit: limits.maximumFileSize)
        } catch {
            var message = "cannot read the file: \(error)"
            if case .tooLarge = error {
                message +=
                    "; Interface Builder documents are far smaller. Raise DecoderLimits.maximumFileSize if this file is genuine"
            }
            return DecodingResult(
                failure: Diagnostic(severity: .error, file: path, line: 1, column: 1, message: message))
        }
        return bytes.withUnsafeBufferPointer { decode($0, file: path) }
    }

    /// Decodes a document from its bytes; `file` names it in diagnostics.
    public func decode(_ data: Data, file: String) -> DecodingResult {
        data.withUnsafeBytes { raw in
            decode(
                UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count),
                file: file)
        }
    }

    /// Decodes a document from a UTF-8 string; `file` names it in diagnostics.
    public func decode(_ text: String, file: String) -> DecodingResult {
        var text = text
        return text.withUTF8 { decode($0, file: file) }
    }

    /// Decodes a document from a buffer of bytes; `file` names it in diagnostics.
    public func decode(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> DecodingResult {
        guard bytes.count <= min(limits.maximumFileSize, Int(Int32.max)) else {
            return DecodingResult(
                failure: Diagnostic(
                    severity: .error, file: file, line: 1, column: 1,
                    message: "the document is \(bytes.count) bytes, over the limit of \(limits.maximumFileSize) bytes"))
        }
        guard bytes.count > 0, bytes.baseAddress != nil else {
            return DecodingResult(
                failure: Diagnostic(
                    severity: .error, file: file, line: 1, column: 1,
                    message: "the file is empty; it is not an Interface Builder document"))
        }
        var scanner = XMLScanner(bytes: bytes, maximumDepth: limits.maximumDepth)
        let tree: XMLTree
        do {
            tree = try scanner.scan()
        } catch {
            var lines = LineIndex(bytes)
            let position = lines.location(ofOffset: error.offset)
            return DecodingResult(
                failure: Diagnostic(
                    severity: .error, file: file, line: position.line, column: position.column,
                    message: "malformed XML: \(error.message)"))
        }
        // The builder reads the tree's elements and attributes through pointers that live as long as it does. (The
        // result is put in place rather than returned through the closures, which would copy it.)
        var result = DecodingResult(document: nil, diagnostics: [])
        tree.nodes.withUnsafeBufferPointer { nodes in
            tree.attributes.withUnsafeBufferPointer { attributes in
                var builder = DocumentBuilder(
                    tree: tree, nodes: nodes, attributes: attributes, bytes: bytes, file: file)
                build(with: &builder, into: &result)
            }
        }
        return result
    }

    /// Builds the document, checks its references and gathers the diagnostics.
    private func build(with builder: inout DocumentBuilder, into result: inout DecodingResult) {
        result.document = builder.buildDocument()
        if result.document != nil { builder.validateReferences() }
        if builder.diagnostics.contains(where: { $0.severity == .error }) { result.document = nil }
        // In file order: nested objects are built after their parent's other elements.
        if !builder.diagnostics.isEmpty {
            result.diagnostics = builder.diagnostics.enumerated().sorted {
                ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
            }.map(\.element)
        }
        result.untypedCounts = UntypedCounts(
            symbols: builder.tree.symbols, elements: builder.untypedElements, attributes: builder.untypedAttributes)
    }
}

/// The outcome of decoding one document.
public struct DecodingResult: Sendable {
    /// The document, when it decoded without errors.
    public var document: IBDocument?
    /// Errors (the document did not decode) and warnings, in file order.
    public var diagnostics: [Diagnostic]
    var untypedCounts: UntypedCounts?

    /// What the decode kept untyped: element names and `element@attribute` names with counts.
    public var untyped: UntypedReport { untypedCounts?.report ?? UntypedReport() }

    /// A result of `document` (nil when it did not decode) and `diagnostics`.
    init(document: IBDocument?, diagnostics: [Diagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }

    init(failure: Diagnostic) {
        self.init(document: nil, diagnostics: [failure])
    }

    /// `true` when the document decoded (``document`` is not nil). The decoder gives no document when any diagnostic
    /// is an error, so its results have no errors when this is `true`.
    public var isSuccess: Bool { document != nil }
}
