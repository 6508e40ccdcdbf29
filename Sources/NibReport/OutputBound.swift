/// How much text a report about documents may grow to: 16 bytes for each byte of the documents, at least 1 MiB and at
/// most 64 MiB. Real documents' reports are a fraction of their size; a document written to make its report explode
/// (a name repeated on every line, a tree nested deep) stops at the bound, with a line that says where.
package enum OutputBound {
    /// Bytes of report allowed for each byte of the documents reported on.
    package static let bytesPerDocumentByte = 16
    /// The bound of small documents' reports.
    package static let minimumBytes = 1 << 20
    /// The bound of any report, whatever the documents' size.
    package static let maximumBytes = 64 << 20

    /// The bound of a report on documents of `size` bytes in all.
    package static func bytes(forDocumentsOfSize size: Int) -> Int {
        let (scaled, overflow) = max(size, 0).multipliedReportingOverflow(by: bytesPerDocumentByte)
        return min(max(overflow ? maximumBytes : scaled, minimumBytes), maximumBytes)
    }
}

/// The lines of a report, each made printable (``PrintableText/line(_:)``), kept up to a number of bytes; past it,
/// nothing more is kept but one closing note.
package struct BoundedLines {
    /// The most bytes kept, line feeds included (the closing note aside).
    package let limit: Int
    /// The lines kept, each ended by a line feed.
    package private(set) var text = ""
    /// Whether a line was refused because it would have passed the limit.
    package private(set) var isFull = false

    /// No lines yet, to be kept up to `limit` bytes.
    package init(limit: Int) { self.limit = limit }

    /// Keeps `lines`, all of them or, when they would pass the limit, none (and no line after them); whether they
    /// were kept.
    @discardableResult
    package mutating func append(_ lines: [String]) -> Bool {
        guard !isFull else { return false }
        let printable = lines.map { PrintableText.line($0) + "\n" }
        let size = printable.reduce(0) { $0 + $1.utf8.count }
        guard text.utf8.count + size <= limit else {
            isFull = true
            return false
        }
        text += printable.joined()
        return true
    }

    /// Keeps `line`, as `append(_ lines:)` does.
    @discardableResult
    package mutating func append(_ line: String) -> Bool { append([line]) }

    /// Ends the text with `note`, past the limit: the line that says where the report stops and why.
    package mutating func close(with note: String) {
        text += PrintableText.line(note) + "\n"
    }
}
