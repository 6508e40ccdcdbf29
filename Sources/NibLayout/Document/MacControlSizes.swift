import NibModel
import NibTextMetrics

/// AppKit controls' intrinsic sizes. AppKit keeps a control's title, font and style on its cell
/// (`<buttonCell type="push" title="Cancel">`, `<textFieldCell>`), so they are read from there. The fixed
/// heights are the frames Interface Builder stores for each style (push button 32 with its bezel margins, check
/// box and radio 18, pop-up 25, help 24, separator box 5, small spinner 16, bar 20, text field 16 for a label
/// and 21 with a bezel at 13 pt).
struct MacControlSizes {
    let text: any TextMeasuring
    let device: DeviceMetrics
    /// Interface Builder's build (`toolsVersion`): from 24000 (Xcode 26, macOS 26) push buttons are drawn without
    /// the bezel margins and stored 24 high instead of 32.
    let toolsVersion: Double

    func intrinsicSize(of object: IBObject) -> IntrinsicSize {
        let cell = object.child(forKey: "cell")
        let title = cell?.title ?? object.title ?? ""
        var font: Font?
        if case .font(let cellFont) = cell?.value(forKey: "font") { font = cellFont }
        let sizes = IntrinsicTextSizes(measurer: text)
        let label = sizes.appKitLabel(title, font: font)
        func attribute(_ name: String, of target: IBObject?) -> String? {
            target?.untyped.attributes.first { $0.name == name }?.value
        }
        switch object.element {
        case "textField":
            let bordered = attribute("borderStyle", of: cell) != nil
            if bordered { return IntrinsicSize(height: label.height + 5, isText: true) }
            // A label's frame reaches 2 pt beyond its text on each side; constraints align the text.
            var size = IntrinsicSize(
                width: title.isEmpty ? nil : label.width - 4, height: label.height, firstBaseline: label.height - 3,
                lastBaselineFromBottom: 3, isText: true)
            size.alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
            return size
        case "button":
            switch attribute("type", of: cell) ?? "push" {
            case "push":
                let modern = toolsVersion >= 24000
                let size = attribute("controlSize", of: object) ?? "regular"
                let height: Double =
                    modern ? (size == "small" ? 20 : size == "large" ? 28 : 24) : (size == "small" ? 27 : 32)
                var result = IntrinsicSize(
                    width: title.isEmpty ? nil : label.width + (modern ? 16 : 12), height: height - (modern ? 0 : 11),
                    isText: true)
                // Before Xcode 26 the bezel's shadow and focus ring lie outside the alignment rectangle.
                if !modern { result.alignmentInsets = EdgeInsets(top: 4, left: 6, bottom: 7, right: 6) }
                return result
            case "check", "radio":
                let small = attribute("controlSize", of: object) == "small"
                return IntrinsicSize(width: label.width + 18, height: small ? 16 : 18, isText: true)
            case "help": return IntrinsicSize(width: 24, height: 24)
            case "disclosureTriangle": return IntrinsicSize(width: 13, height: 13)
            default: return .none
            }
        case "popUpButton":
            return IntrinsicSize(height: attribute("type", of: cell) == "push" ? 25 : nil)
        case "box":
            if attribute("boxType", of: object) == "separator" { return IntrinsicSize(height: 5) }
            return .none
        case "progressIndicator":
            let style = attribute("style", of: object)
            if style == "spinning" {
                let small = attribute("controlSize", of: object) == "small"
                return IntrinsicSize(width: small ? 16 : 32, height: small ? 16 : 32)
            }
            return IntrinsicSize(height: 20)
        default:
            return .none
        }
    }
}
