/// Turns the raw bytes of an attribute value or text into a string: validates UTF-8, replaces the five predefined
/// entities and character references, and (for attribute values) normalizes literal tabs and newlines to spaces as
/// XML requires. No other entity exists for NibKit: an unknown reference is an error, never an expansion.
enum EntityDecoder {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    static func decode(_ raw: UnsafeBufferPointer<UInt8>, references: Bool, normalizeWhitespace: Bool)
        throws(Failure) -> String
    {
        if !references && !normalizeWhitespace {
            return UTF8Text.string(raw)
        }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == UInt8(ascii: "&") && references {
                var end = index + 1
                while end < raw.count && raw[end] != UInt8(ascii: ";") && end - index < 12 { end += 1 }
                guard end < raw.count, raw[end] == UInt8(ascii: ";") else {
                    throw Failure(
                        offset: index, message: "'&' starts no entity reference; write &amp; for a literal ampersand")
                }
                let name = String(decoding: UnsafeBufferPointer(rebasing: raw[(index + 1)..<end]), as: UTF8.self)
                guard let scalar = scalar(forReference: name) else {
                    if name.hasPrefix("#") {
                        throw Failure(
                            offset: index,
                            message:
                                "character reference '&\(name);' names no character XML allows (a decimal or x-hexadecimal Unicode code point other than U+0000, the surrogates and most control characters); remove it or write the character itself"
                        )
                    }
                    throw Failure(
                        offset: index,
                        message:
                            "unknown entity '&\(name);': XML defines only &lt; &gt; &amp; &quot; &apos; and character references, and NibKit expands no other"
                    )
                }
                out.append(contentsOf: String(Character(scalar)).utf8)
                index = end + 1
            } else if normalizeWhitespace && (byte == 9 || byte == 10 || byte == 13) {
                if byte == 13 && index + 1 < raw.count && raw[index + 1] == 10 { index += 1 }
                out.append(32)
                index += 1
            } else {
                out.append(byte)
                index += 1
            }
        }
        return out.withUnsafeBufferPointer { UTF8Text.string($0) }
    }

    private static func scalar(forReference name: String) -> Unicode.Scalar? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value: UInt32?
            if digits.hasPrefix("x") || digits.hasPrefix("X") {
                value = UInt32(digits.dropFirst(), radix: 16)
            } else {
                value = UInt32(digits, radix: 10)
            }
            guard let value, isXMLCharacter(value), let scalar = Unicode.Scalar(value) else { return nil }
            return scalar
        }
    }

    /// XML 1.0's `Char`: tab, newline, carriage return, and the Unicode scalars from U+0020 except U+FFFE/U+FFFF.
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// The offset of the first byte that breaks UTF-8, for the diagnostic.
    static func firstInvalidUTF8(_ raw: UnsafeBufferPointer<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = raw.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return offset
            }
        }
    }
}
