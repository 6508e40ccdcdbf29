#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A single forward pass over the bytes of an XML document that builds an ``XMLTree``.
///
/// It accepts the XML that Interface Builder writes and rejects, with an offset and a sentence, anything that is
/// not well-formed. It never resolves entities beyond the five predefined ones and character references: a
/// document type declaration is refused outright, so external entities (XXE) and entity expansion (billion
/// laughs) cannot happen. Nesting depth is limited.
struct XMLScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let base: UnsafePointer<UInt8>
    private let count: Int
    private let maximumDepth: Int
    private var tree: XMLTree
    private var position = 0
    /// The line at ``position`` and the offset where it starts: every newline the scan passes is counted, so that
    /// each element gets its line and column without a separate pass over the document.
    private var line: Int32 = 1
    private var lineStart = 0

    private struct Frame {
        var node: Int32
        var lastChild: Int32 = -1
        var nameStart: Int
        var nameLength: Int
        var textStart: Int = -1
        var textEnd: Int = -1
        /// Index in ``XMLScanner/textBuffers`` when the text comes in several pieces (comments, CDATA, text around
        /// children), or -1; kept out of the frame so that frames stay plain values.
        var textBuffer: Int32 = -1
        var textNeedsDecoding = false
    }

    private var stack: [Frame] = []
    private var textBuffers: [String] = []

    /// Bytes (all below 64) that complicate an attribute value: `<`, `&`, tab, newline, carriage return.
    private static let attributeSpecialMask: UInt64 = 1 << 60 | 1 << 38 | 1 << 9 | 1 << 10 | 1 << 13
    /// Bytes (all below 64) that end a name: whitespace and controls, `=`, `>`, `/`.
    private static let nameEndMask: UInt64 = (1 << 33 - 1) | 1 << 61 | 1 << 62 | 1 << 47
    /// Bytes (all below 64) that cannot appear in a name: `<`, quotes, `&`.
    private static let nameInvalidMask: UInt64 = 1 << 60 | 1 << 34 | 1 << 39 | 1 << 38

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
        self.count = bytes.count
        self.maximumDepth = maximumDepth
        self.tree = XMLTree(symbols: .preloaded)
        tree.nodes.reserveCapacity(count / 60)
        tree.attributes.reserveCapacity(count / 25)
        stack.reserveCapacity(32)
    }

    /// Scans the whole document.
    mutating func scan() throws(XMLSyntaxError) -> XMLTree {
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { position = 3 }
        if count >= 2,
            (base[0] == 0xFF && base[1] == 0xFE) || (base[0] == 0xFE && base[1] == 0xFF)
                || (base[0] == UInt8(ascii: "<") && base[1] == 0) || (base[0] == 0 && base[1] == UInt8(ascii: "<"))
        {
            throw XMLSyntaxError(
                offset: 0,
                message:
                    "the file is encoded as UTF-16; NibKit reads UTF-8, which is what Xcode writes. Re-save the file as UTF-8"
            )
        }
        if let nul = memchr(base, 0, count) {
            throw XMLSyntaxError(
                offset: base.distance(to: nul.assumingMemoryBound(to: UInt8.self)),
                message: "the file contains a NUL byte, which XML does not allow")
        }
        if !UTF8Text.isValid(bytes) {
            throw XMLSyntaxError(
                offset: EntityDecoder.firstInvalidUTF8(bytes),
                message:
                    "the file is not valid UTF-8 here; Interface Builder writes UTF-8, so the file is damaged or in another encoding"
            )
        }
        var sawRoot = false
        while position < count {
            let textStart = position
            // Indentation between tags is the common case: skip it without a search.
            var lt = skipWhitespace(from: position)
            if lt < count && base[lt] == UInt8(ascii: "<") {
                if lt > textStart { whitespace(from: textStart, to: lt) }
            } else {
                let textRest = lt
                lt = find(UInt8(ascii: "<"), from: lt)
                countLines(from: textRest, to: lt)
                if lt > textStart { try text(from: textStart, to: lt, sawRoot: sawRoot) }
            }
            if lt >= count { break }
            position = lt
            guard lt + 1 < count else { throw error(at: lt, "the file ends inside a tag, so it is truncated") }
            switch base[lt + 1] {
            case UInt8(ascii: "/"):
                try endTag()
            case UInt8(ascii: "?"):
                try processingInstruction(isFirst: !sawRoot && tree.nodes.isEmpty)
            case UInt8(ascii: "!"):
                try markupDeclaration()
            default:
                if sawRoot && stack.isEmpty {
                    throw error(at: lt, "a second top-level element follows the document element")
                }
                sawRoot = true
                try startTag()
            }
        }
        if let open = stack.last {
            let name = UTF8Text.string(base + open.nameStart, count: open.nameLength)
            throw error(
                at: Int(tree.nodes[Int(open.node)].offset),
                "element <\(name)> that starts here is never closed: the file ends first, so it is truncated")
        }
        if !sawRoot { throw error(at: count, "the file has no XML element") }
        return tree
    }

    // MARK: - Pieces of markup

    private mutating func startTag() throws(XMLSyntaxError) {
        let lt = position
        let (ltLine, ltColumn) = (line, Int32(lt - lineStart + 1))  // before any newline among the attributes
        position += 1
        let nameStart = position
        let name = try readName(what: "element name")
        let nameLength = position - nameStart
        if stack.count >= maximumDepth {
            throw error(
                at: lt, "elements are nested more than \(maximumDepth) deep; Interface Builder documents never are")
        }
        let nodeIndex = Int32(tree.nodes.count)
        let firstAttribute = Int32(tree.attributes.count)
        var selfClosing = false
        var seen: UInt64 = 0
        while true {
            let hadSpace = skipSpace()
            guard position < count else {
                throw error(at: lt, "the file ends inside the tag that starts here, so it is truncated")
            }
            let byte = base[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < count else { throw truncatedTag(at: lt) }
                guard base[position + 1] == UInt8(ascii: ">") else {
                    throw error(at: position, "expected '>' after '/' in a tag")
                }
                position += 2
                selfClosing = true
                break
            }
            guard hadSpace else { throw error(at: position, "expected whitespace before an attribute name") }
            try attribute(elementStart: firstAttribute, seen: &seen, tagStart: lt)
        }
        let attributeCount = Int32(tree.attributes.count) - firstAttribute
        tree.nodes.append(
            XMLTree.Node(
                name: name, firstAttribute: firstAttribute, attributeCount: attributeCount, offset: Int32(lt),
                line: ltLine, column: ltColumn))
        if let parent = stack.indices.last {
            if stack[parent].lastChild >= 0 {
                tree.nodes[Int(stack[parent].lastChild)].nextSibling = nodeIndex
            } else {
                tree.nodes[Int(stack[parent].node)].firstChild = nodeIndex
            }
            stack[parent].lastChild = nodeIndex
        }
        if !selfClosing {
            stack.append(Frame(node: nodeIndex, nameStart: nameStart, nameLength: nameLength))
        }
    }

    /// Reads one attribute. `seen` is a 64-bit filter of the tag's attribute symbols, so the search for a
    /// duplicate runs only when two names share a bit.
    private mutating func attribute(elementStart: Int32, seen: inout UInt64, tagStart: Int) throws(XMLSyntaxError) {
        let nameOffset = position
        let name = try readName(what: "attribute name")
        let bit: UInt64 = 1 << UInt64(name & 63)
        if seen & bit != 0 {
            var index = Int(elementStart)
            while index < tree.attributes.count {
                if tree.attributes[index].name == name {
                    throw error(at: nameOffset, "attribute '\(tree.symbols.name(name))' appears twice in one tag")
                }
                index += 1
            }
        }
        seen |= bit
        _ = skipSpace()
        guard position < count else { throw truncatedTag(at: tagStart) }
        guard base[position] == UInt8(ascii: "=") else {
            throw error(at: position, "expected '=' after attribute '\(tree.symbols.name(name))'")
        }
        position += 1
        _ = skipSpace()
        guard position < count else { throw truncatedTag(at: tagStart) }
        guard base[position] == UInt8(ascii: "\"") || base[position] == UInt8(ascii: "'") else {
            throw error(at: position, "expected a quoted value for attribute '\(tree.symbols.name(name))'")
        }
        let quote = base[position]
        position += 1
        let start = position
        var needsDecoding = false
        while true {
            position = skipPlainValue(from: position, quote: quote)
            guard position < count else { break }
            let byte = base[position]
            if byte == quote { break }
            if byte < 64 && (Self.attributeSpecialMask >> UInt64(byte)) & 1 != 0 {
                if byte == UInt8(ascii: "<") {
                    throw error(at: position, "'<' is not allowed in an attribute value; write &lt;")
                }
                if byte == 10 { newline(at: position) }
                needsDecoding = true
            }
            position += 1
        }
        guard position < count else {
            throw error(
                at: start - 1,
                "the attribute value that starts here is never closed: the file ends first, so it is truncated")
        }
        tree.attributes.append(
            XMLTree.AttributeSlot(name: name, start: Int32(start), end: Int32(position), needsDecoding: needsDecoding))
        position += 1
    }

    private mutating func endTag() throws(XMLSyntaxError) {
        let lt = position
        position += 2
        let nameStart = position
        // Most end tags are `</name>` of the open element: its name, compared with the start tag's, needs no reading.
        if let open = stack.last, nameStart + open.nameLength < count, base[nameStart + open.nameLength] == 62,
            ByteHash.equal(base + nameStart, base + open.nameStart, count: open.nameLength)
        {
            position = nameStart + open.nameLength + 1
            var frame = stack.removeLast()
            try finishText(of: &frame)
            return
        }
        _ = try readName(what: "element name", intern: false)
        let nameLength = position - nameStart
        _ = skipSpace()
        guard position < count else { throw truncatedTag(at: lt) }
        guard base[position] == UInt8(ascii: ">") else {
            throw error(at: position, "expected '>' to close the end tag")
        }
        position += 1
        guard var frame = stack.popLast() else {
            throw error(at: lt, "end tag without a matching start tag")
        }
        guard nameLength == frame.nameLength, memcmp(base + nameStart, base + frame.nameStart, nameLength) == 0 else {
            let expected = String(
                decoding: UnsafeBufferPointer(start: base + frame.nameStart, count: frame.nameLength),
                as: UTF8.self)
            let found = String(decoding: UnsafeBufferPointer(start: base + nameStart, count: nameLength), as: UTF8.self)
            throw error(at: lt, "end tag </\(found)> does not match the open element <\(expected)>")
        }
        try finishText(of: &frame)
    }

    /// Stores the character data of a closing element: all of it for a leaf element, and for an element with
    /// children only text that is not indentation.
    private mutating func finishText(of frame: inout Frame) throws(XMLSyntaxError) {
        let hasChildren = frame.lastChild >= 0
        var text: String
        if frame.textBuffer >= 0 {
            text = textBuffers[Int(frame.textBuffer)]
        } else if frame.textStart >= 0 {
            if hasChildren && isWhitespace(from: frame.textStart, to: frame.textEnd) { return }
            text = try decodedText(
                from: frame.textStart, to: frame.textEnd, decode: frame.textNeedsDecoding)
        } else {
            return
        }
        if hasChildren && text.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) { return }
        if hasChildren { text = text.trimmingXMLIndentation() }
        tree.nodes[Int(frame.node)].text = Int32(tree.texts.count)
        tree.texts.append(text)
    }

    /// Whitespace-only character data, which ends at a `<`: kept only as the first text of an element that has no
    /// children yet, and not even then when a child element starts after it (the element then has children, and its
    /// text loses its leading whitespace).
    private mutating func whitespace(from start: Int, to end: Int) {
        guard let top = stack.indices.last, stack[top].lastChild < 0 else { return }
        if stack[top].textStart < 0 && stack[top].textBuffer < 0 {
            if end + 1 < count, base[end + 1] != UInt8(ascii: "/"), base[end + 1] != UInt8(ascii: "!"),
                base[end + 1] != UInt8(ascii: "?")
            {
                return
            }
            stack[top].textStart = start
            stack[top].textEnd = end
        } else {
            try? appendText(UTF8Text.string(base + start, count: end - start), to: top)
        }
    }

    private mutating func text(from start: Int, to end: Int, sawRoot: Bool) throws(XMLSyntaxError) {
        guard let top = stack.indices.last else {
            if !isWhitespace(from: start, to: end) {
                var junk = start
                while junk < end, base[junk] == 32 || base[junk] == 10 || base[junk] == 9 || base[junk] == 13 {
                    junk += 1
                }
                throw error(
                    at: junk,
                    sawRoot
                        ? "text after the document element"
                        : "text before the document element; this is not an XML document")
            }
            return
        }
        // Indentation between child elements carries nothing; only a leaf element's whitespace is content.
        if stack[top].lastChild >= 0 && stack[top].textBuffer < 0 && isWhitespace(from: start, to: end) { return }
        let needsDecoding = memchr(base + start, Int32(UInt8(ascii: "&")), end - start) != nil
        if stack[top].textStart < 0 && stack[top].textBuffer < 0 {
            stack[top].textStart = start
            stack[top].textEnd = end
            stack[top].textNeedsDecoding = needsDecoding
        } else {
            try appendText(try decodedText(from: start, to: end, decode: needsDecoding), to: top)
        }
    }

    /// Moves the text of a frame into its buffer form and appends more.
    private mutating func appendText(_ more: String, to top: Int) throws(XMLSyntaxError) {
        if stack[top].textBuffer < 0 {
            var buffer = ""
            if stack[top].textStart >= 0 {
                buffer = try decodedText(
                    from: stack[top].textStart, to: stack[top].textEnd, decode: stack[top].textNeedsDecoding)
            }
            stack[top].textBuffer = Int32(textBuffers.count)
            textBuffers.append(buffer)
        }
        textBuffers[Int(stack[top].textBuffer)] += more
    }

    private mutating func processingInstruction(isFirst: Bool) throws(XMLSyntaxError) {
        let start = position
        guard let end = find("?>", from: start + 2) else {
            throw error(at: start, "the processing instruction that starts here is never closed with '?>'")
        }
        let bodyStart = start + 2
        let isDeclaration =
            hasPrefix("xml", at: bodyStart)
            && (bodyStart + 3 == end || base[bodyStart + 3] == 32 || base[bodyStart + 3] == 10
                || base[bodyStart + 3] == 9 || base[bodyStart + 3] == 13)
        if isDeclaration {
            if !isFirst { throw error(at: start, "the XML declaration must come first in the file") }
            if let found = find("encoding=", from: bodyStart), found < end, found + 10 <= end {
                var valueEnd = found + 10
                while valueEnd < end, base[valueEnd] != UInt8(ascii: "\""), base[valueEnd] != UInt8(ascii: "'") {
                    valueEnd += 1
                }
                let value = UTF8Text.string(base + found + 10, count: valueEnd - found - 10)
                if value.uppercased() != "UTF-8" {
                    throw error(
                        at: start,
                        "the file declares encoding \(value); NibKit reads UTF-8, which is what Xcode writes. Re-save the file as UTF-8"
                    )
                }
            }
        }
        position = end + 2
        countLines(from: start, to: position)
    }

    private mutating func markupDeclaration() throws(XMLSyntaxError) {
        let start = position
        if hasPrefix("<!--", at: start) {
            guard let end = find("-->", from: start + 4) else {
                throw error(at: start, "the comment that starts here is never closed with '-->'")
            }
            position = end + 3
            countLines(from: start, to: position)
        } else if hasPrefix("<![CDATA[", at: start) {
            guard let top = stack.indices.last else { throw error(at: start, "CDATA outside the document element") }
            guard let end = find("]]>", from: start + 9) else {
                throw error(at: start, "the CDATA section that starts here is never closed with ']]>'")
            }
            let content = UTF8Text.string(base + start + 9, count: end - start - 9)
            try appendText(content, to: top)
            position = end + 3
            countLines(from: start, to: position)
        } else if hasPrefix("<!DOCTYPE", at: start) {
            throw doctypeError(at: start)
        } else {
            throw error(at: start, "unknown markup declaration after '<!'")
        }
    }

    /// The file ends inside the tag that starts at `start`.
    private func truncatedTag(at start: Int) -> XMLSyntaxError {
        error(at: start, "the file ends inside the tag that starts here, so it is truncated")
    }

    /// Refuses a document type declaration, naming the attack it would enable when it declares entities.
    private func doctypeError(at start: Int) -> XMLSyntaxError {
        // The whole declaration, internal subset included, however long: only this error path reads it.
        let end = find("]>", from: start).map { $0 + 2 } ?? count
        let head = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
        if head.contains("<!ENTITY") && (head.contains("SYSTEM") || head.contains("PUBLIC")) {
            return error(
                at: start,
                "the document type declaration defines an external entity; NibKit never loads external entities (XXE), and Interface Builder never writes a DOCTYPE"
            )
        }
        if head.contains("<!ENTITY") {
            return error(
                at: start,
                "the document type declaration defines entities; NibKit never expands declared entities (entity-expansion attacks such as 'billion laughs'), and Interface Builder never writes a DOCTYPE"
            )
        }
        return error(
            at: start, "document type declarations are not supported; Interface Builder never writes a DOCTYPE")
    }

    // MARK: - Lexical helpers

    @inline(__always)
    private func find(_ byte: UInt8, from start: Int) -> Int {
        guard start < count, let hit = memchr(base + start, Int32(byte), count - start) else { return count }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    private func find(_ marker: StaticString, from start: Int) -> Int? {
        let length = marker.utf8CodeUnitCount
        let first = marker.utf8Start[0]
        var index = start
        while true {
            index = find(first, from: index)
            if index + length > count { return nil }
            if memcmp(base + index, marker.utf8Start, length) == 0 { return index }
            index += 1
        }
    }

    private func hasPrefix(_ marker: StaticString, at index: Int) -> Bool {
        let length = marker.utf8CodeUnitCount
        return index + length <= count && memcmp(base + index, marker.utf8Start, length) == 0
    }

    @inline(__always)
    private mutating func skipSpace() -> Bool {
        let start = position
        while position < count {
            let byte = base[position]
            guard byte == 32 || byte == 10 || byte == 9 || byte == 13 else { break }
            if byte == 10 { newline(at: position) }
            position += 1
        }
        return position > start
    }

    /// Counts the newline at `index`.
    @inline(__always)
    private mutating func newline(at index: Int) {
        line += 1
        lineStart = index + 1
    }

    /// Counts the newlines from `start` to `end`, markup and text the scan passes without looking at each byte.
    private mutating func countLines(from start: Int, to end: Int) {
        var index = start
        while index < end, let hit = memchr(base + index, 10, end - index) {
            index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            newline(at: index)
            index += 1
        }
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBits: UInt64 = 0x0101_0101_0101_0101

    /// The eight bytes at `index`, the first in the lowest bits whatever the machine's byte order (the word-at-a-time
    /// searches find the first byte by its trailing zero bits).
    @inline(__always)
    private func word(at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte of `word` that is zero, and maybe of bytes after it: the lowest bit set is
    /// always the first zero byte.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- lowBits) & ~word & highBits
    }

    /// The offset of the first byte from `start` on that may end or complicate an attribute value: the quote,
    /// `<`, `&` or a control byte (tabs and newlines among them). Eight bytes at a time; the caller looks at
    /// that byte itself.
    @inline(__always)
    private func skipPlainValue(from start: Int, quote: UInt8) -> Int {
        var index = start
        let quotes = UInt64(quote) &* Self.lowBits
        while index + 8 <= count {
            let word = word(at: index)
            let stops =
                Self.zeroBytes(word ^ quotes) | Self.zeroBytes(word ^ (0x3C &* Self.lowBits))
                | Self.zeroBytes(word ^ (0x26 &* Self.lowBits)) | ((word &- 14 &* Self.lowBits) & ~word & Self.highBits)
            if stops != 0 { return index + stops.trailingZeroBitCount >> 3 }
            index += 8
        }
        return index
    }

    /// The offset of the first byte from `start` on that is not XML whitespace; indentation runs of spaces are
    /// skipped eight at a time.
    @inline(__always)
    private mutating func skipWhitespace(from start: Int) -> Int {
        var index = start
        while index < count {
            let byte = base[index]
            if byte == 32 {
                if index + 8 <= count,
                    word(at: index) == 0x2020_2020_2020_2020
                {
                    index += 8
                } else {
                    index += 1
                }
            } else if byte == 10 || byte == 9 || byte == 13 {
                if byte == 10 { newline(at: index) }
                index += 1
            } else {
                break
            }
        }
        return index
    }

    private func isWhitespace(from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let byte = base[index]
            if !(byte == 32 || byte == 10 || byte == 9 || byte == 13) { return false }
            index += 1
        }
        return true
    }

    /// Reads an XML name and returns its symbol (or -1 when `intern` is false).
    private mutating func readName(what: String, intern: Bool = true) throws(XMLSyntaxError) -> Int32 {
        let start = position
        // Letters (and every other byte from 64 up) make most of a name: skip them eight at a time.
        while position + 8 <= count {
            let word = word(at: position)
            let below64 = ~(word | word << 1) & Self.highBits
            if below64 == 0 {
                position += 8
                continue
            }
            position += below64.trailingZeroBitCount >> 3
            break
        }
        while position < count {
            let byte = base[position]
            if byte >= 64 {
                position += 1
                continue
            }
            if (Self.nameEndMask >> UInt64(byte)) & 1 != 0 { break }
            if (Self.nameInvalidMask >> UInt64(byte)) & 1 != 0 {
                throw error(at: position, "unexpected '\(Character(UnicodeScalar(byte)))' in an \(what)")
            }
            position += 1
        }
        guard position > start else { throw error(at: start, "expected an \(what)") }
        let first = base[start]
        if first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || (first >= 48 && first <= 57) {
            throw error(at: start, "an \(what) cannot start with '\(Character(UnicodeScalar(first)))'")
        }
        guard intern else { return -1 }
        return tree.symbols.symbol(for: UnsafeBufferPointer(start: base + start, count: position - start))
    }

    private func decodedText(from start: Int, to end: Int, decode: Bool) throws(XMLSyntaxError)
        -> String
    {
        do {
            return try EntityDecoder.decode(
                UnsafeBufferPointer(start: base + start, count: end - start),
                references: decode, normalizeWhitespace: false)
        } catch {
            throw XMLSyntaxError(offset: start + error.offset, message: error.message)
        }
    }

    private func error(at offset: Int, _ message: String) -> XMLSyntaxError {
        XMLSyntaxError(offset: offset, message: message)
    }
}

extension String {
    /// Removes the leading and trailing indentation around mixed content.
    fileprivate func trimmingXMLIndentation() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
