/// File names are bytes; Swift strings are Unicode. A name that is not valid UTF-8 is kept in a `String` losslessly:
/// each byte that does not decode becomes the private-use scalar U+10FF00 + byte (U+10FF80…U+10FFFF), and turns
/// back into that byte when the path is opened. Printed, such a scalar shows as `\xHH` (see ``rawByte(of:)``). (A name
/// that holds those scalars themselves, which no real file has, would be read back as raw bytes.)
package enum FileName {
    private static let rawByteBase: UInt32 = 0x10_FF00

    /// The path for the bytes of a file name or command-line argument, invalid UTF-8 kept as raw-byte scalars.
    package static func string(fromBytes bytes: some Collection<UInt8>) -> String {
        if let valid = String(validating: bytes, as: UTF8.self), !valid.unicodeScalars.contains(where: isRawByte) {
            return valid
        }
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            var parser = Unicode.UTF8.ForwardParser()
            var rest = bytes[index...].makeIterator()
            switch parser.parseScalar(from: &rest) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                index += encoded.count
            case .error(let length):
                for byte in bytes[index..<index + length] {
                    scalars.append(Unicode.Scalar(rawByteBase + UInt32(byte))!)
                }
                index += length
            case .emptyInput:
                index = bytes.count
            }
        }
        return String(scalars)
    }

    /// The bytes of `path` as the file system knows them: UTF-8, with raw-byte scalars turned back into their bytes.
    package static func bytes(of path: String) -> [UInt8] {
        guard path.unicodeScalars.contains(where: isRawByte) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if let byte = rawByte(of: scalar) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// The path for a NUL-terminated C string the system gave (an argument, a folder entry, a resolved path).
    package static func string(fromCString text: UnsafePointer<CChar>) -> String {
        var length = 0
        while text[length] != 0 { length += 1 }
        return string(fromBytes: UnsafeRawBufferPointer(start: text, count: length))
    }

    /// Calls `body` with `path` as a NUL-terminated C string of its file-system bytes.
    package static func withCString<Result>(
        _ path: String, _ body: (UnsafePointer<CChar>) throws -> Result
    ) rethrows -> Result {
        guard path.unicodeScalars.contains(where: isRawByte) else { return try path.withCString(body) }
        var bytes = bytes(of: path).map { CChar(bitPattern: $0) }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// The byte a raw-byte scalar stands for, or nil for any other scalar.
    package static func rawByte(of scalar: Unicode.Scalar) -> UInt8? {
        isRawByte(scalar) ? UInt8(scalar.value - rawByteBase) : nil
    }

    private static func isRawByte(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= rawByteBase + 0x80 && scalar.value <= rawByteBase + 0xFF
    }
}
