import Foundation

/// Text made safe for SVG and HTML: `&`, `<`, `>` and quotes as entities, tab and line breaks as character references
/// (so that a value keeps them and no line of the file starts with what a document wrote), other control characters
/// dropped.
package enum SVGText {
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                // XML 1.0 allows tab, line feed and carriage return among the control characters.
                if [0x09, 0x0A, 0x0D].contains(scalar.value) {
                    result += "&#\(scalar.value);"
                    continue
                }
                if scalar.value < 0x20 { continue }
                if (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A number as SVG writes it: no exponent, at most three decimals, no trailing zeros; a number too large for an
    /// integer (a document can say `x="1e19"`) in whole digits.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        guard value.magnitude < 1e15 else { return String(format: "%.0f", value) }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
