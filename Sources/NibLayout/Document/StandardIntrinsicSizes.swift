import NibModel

/// UIKit's and AppKit's intrinsic sizes for the standard controls, with text measured by a ``TextMeasure``.
///
/// Fixed sizes are those the controls report on iOS 13 and later (switch 51×31, stepper 94×32, segmented
/// control height 32, activity indicators 20/37, progress view height 4, page control height 26) and on
/// macOS (push button height 32 with its bezel, check box 16, text field height 21 + text). Images take the size
/// the document's resources list.
public struct StandardIntrinsicSizes: IntrinsicSizing {
    public let text: any TextMeasure

    public init(text: any TextMeasure = EstimatedTextMeasure()) {
        self.text = text
    }

    public func intrinsicSize(of object: IBObject, in document: IBDocument, device: DeviceMetrics) -> IntrinsicSize {
        let mac = document.header.targetRuntime == .macOS
        switch object.element {
        case "label":
            return label(object, device: device)
        case "textField" where mac:
            return macTextField(object, device: device)
        case "textField":
            let font = object.text?.font ?? Font(type: "system", pointSize: 14)
            let line = text.lineHeight(font)
            // A rounded-rect field is its line height plus 7 + 7 (34 for 17 pt; 30 for 14 pt).
            let height = object.text?.borderStyle == "roundedRect" ? device.ceiled(line) + 13 : device.ceiled(line)
            return IntrinsicSize(height: height, isText: true)
        case "button" where mac:
            return macButton(object, device: device)
        case "button":
            return button(object, device: device)
        case "switch": return IntrinsicSize(width: 51, height: 31)
        case "stepper": return IntrinsicSize(width: 94, height: 32)
        case "segmentedControl": return IntrinsicSize(height: 32)
        case "progressView": return IntrinsicSize(height: 4)
        case "pageControl": return IntrinsicSize(height: 26)
        case "slider": return IntrinsicSize(height: 30)
        case "activityIndicatorView":
            let large = object.untyped.attributes.contains { $0.name == "style" && $0.value.contains("large") }
                || object.untyped.attributes.contains { $0.name == "style" && $0.value == "whiteLarge" }
            return IntrinsicSize(width: large ? 37 : 20, height: large ? 37 : 20)
        case "imageView":
            guard let name = object.image?.image, let image = document.resources.images.first(where: { $0.name == name })
            else { return .none }
            return IntrinsicSize(width: image.width, height: image.height)
        default:
            return .none
        }
    }

    private func label(_ object: IBObject, device: DeviceMetrics) -> IntrinsicSize {
        let font = object.text?.font ?? Font(type: "system", pointSize: 17)
        let string = object.text?.text ?? ""
        let lines = object.text?.numberOfLines ?? 1
        let line = text.lineHeight(font)
        let width = device.ceiled(text.width(of: string, font: font))
        let height = device.ceiled(line)
        var size = IntrinsicSize(
            width: string.isEmpty ? 0 : width, height: string.isEmpty ? 0 : height,
            firstBaseline: text.ascender(font), lastBaselineFromBottom: height - text.ascender(font), isText: true)
        if lines != 1, !string.isEmpty {
            let measure = text
            size.heightForWidth = { available in
                let count = max(1, measure.lineCount(of: string, font: font, width: available))
                let limited = lines > 0 ? min(count, lines) : count
                return device.ceiled(Double(limited) * line)
            }
        }
        return size
    }

    private func button(_ object: IBObject, device: DeviceMetrics) -> IntrinsicSize {
        let font = object.text?.font ?? Font(type: "system", pointSize: 15)
        let title = object.button?.title ?? ""
        let width = title.isEmpty ? 30 : max(30, device.ceiled(text.width(of: title, font: font)))
        return IntrinsicSize(width: width, height: device.ceiled(text.lineHeight(font)) + 12, isText: !title.isEmpty)
    }

    private func macTextField(_ object: IBObject, device: DeviceMetrics) -> IntrinsicSize {
        let font = object.text?.font ?? Font(pointSize: 13, metaFont: "system")
        let string = object.text?.text ?? ""
        let bordered = object.text?.borderStyle != nil
        let width = device.ceiled(text.width(of: string, font: font)) + 4
        let height = device.ceiled(text.lineHeight(font)) + (bordered ? 5 : 0)
        return IntrinsicSize(width: bordered ? nil : width, height: height, isText: true)
    }

    private func macButton(_ object: IBObject, device: DeviceMetrics) -> IntrinsicSize {
        let font = object.text?.font ?? Font(pointSize: 13, metaFont: "system")
        let title = object.button?.title ?? object.title ?? ""
        let width = device.ceiled(text.width(of: title, font: font)) + 28
        return IntrinsicSize(width: title.isEmpty ? nil : max(width, 32), height: 21, isText: true)
    }
}

/// How text is measured for intrinsic sizes.
public protocol TextMeasure: Sendable {
    func width(of text: String, font: Font) -> Double
    func lineHeight(_ font: Font) -> Double
    func ascender(_ font: Font) -> Double
    func lineCount(of text: String, font: Font, width: Double) -> Int
}

/// A rough measure used until a metrics table is given: half the point size per character.
public struct EstimatedTextMeasure: TextMeasure {
    public init() {}
    public func width(of text: String, font: Font) -> Double { Double(text.count) * (font.pointSize ?? 17) * 0.5 }
    public func lineHeight(_ font: Font) -> Double { (font.pointSize ?? 17) * 2444 / 2048 }
    public func ascender(_ font: Font) -> Double { (font.pointSize ?? 17) * 1950 / 2048 }
    public func lineCount(of text: String, font: Font, width: Double) -> Int {
        Int((self.width(of: text, font: font) / max(width, 1)).rounded(.up))
    }
}

extension DeviceMetrics {
    /// `value` rounded up to the pixel grid, as UIKit rounds intrinsic sizes.
    public func ceiled(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
}
