/// Parses the decimal numbers Interface Builder writes (`12`, `-0.5`, `1.3333333333333333`, `1e-05`) straight
/// from bytes. Values whose digits fit the exact fast path are computed directly; the rest go through the
/// standard library's correctly rounded parser, so results equal `Double(String)` exactly.
enum NumberParser {
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = bytes.count
        guard count > 0, count < 64 else { return count == 0 ? nil : slowPath(bytes) }
        var index = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") {
            negative = true
            index = 1
        } else if bytes[0] == UInt8(ascii: "+") {
            index = 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var sawDigit = false
        while index < count, bytes[index] &- 48 < 10 {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 48)
            digits += 1
            sawDigit = true
            index += 1
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, bytes[index] &- 48 < 10 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 48)
                digits += 1
                fractionDigits += 1
                sawDigit = true
                index += 1
            }
        }
        guard sawDigit else { return nil }
        if index != count {
            // An exponent or anything unusual: let the standard library decide.
            return slowPath(bytes)
        }
        // Leading zeros do not count toward precision, but 19 digits always fit a UInt64.
        guard digits <= 19, mantissa < (1 << 53), fractionDigits <= 22 else { return slowPath(bytes) }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    private static func slowPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let text = UTF8Text.string(bytes)
        // Reject spellings Double(String) accepts that are not numbers in a file ("nan", "inf", hex floats).
        guard text.utf8.allSatisfy({ ($0 &- 48) < 10 || $0 == 46 || $0 == 45 || $0 == 43 || $0 == 101 || $0 == 69 })
        else { return nil }
        return Double(text)
    }
}
