import NibModel
import NibTextMetrics

/// UIKit's and AppKit's intrinsic sizes for the standard controls, with text measured by a `TextMeasuring` (NibTextMetrics).
///
/// Fixed sizes are those the controls report on iOS 13 and later (switch 51×31, stepper 94×32, segmented
/// control height 32, activity indicators 20/37, progress view height 4, page control height 26; Xcode 26's switch
/// 63×28) and on
/// macOS (push button height 32 with its bezel, check box 16, text field height 21 + text). Images take the size
/// the document's resources list.
public struct StandardIntrinsicSizes: IntrinsicSizing {
    public let text: any TextMeasuring

    public init(text: any TextMeasuring = TextMetrics()) {
        self.text = text
    }

    public func intrinsicSize(of object: IBObject, in document: IBDocument, device: DeviceMetrics) -> IntrinsicSize {
        let mac = document.header.targetRuntime == .macOS
        var size = controlSize(of: object, in: document, device: device, mac: mac)
        if size.isText, let font = object.textFont(mac: mac) {
            size.fontIsEstimated = FontResolver(defaultPointSize: mac ? 13 : 17).resolve(font).isEstimate
        }
        return size
    }

    private func controlSize(
        of object: IBObject, in document: IBDocument, device: DeviceMetrics, mac: Bool
    ) -> IntrinsicSize {
        let sizes = IntrinsicTextSizes(measurer: text)
        // The Interface Builder build that saved the document: controls changed size with its generations.
        let build = device.interfaceBuilderBuild(of: document)
        switch object.element {
        case "label":
            return label(object, device: device)
        case "textField" where mac, "secureTextField" where mac, "button" where mac, "stepper" where mac, "popUpButton",
            "box", "progressIndicator", "comboBox", "searchField":
            return MacControlSizes(
                text: text, device: device,
                toolsVersion: build,
                images: document.resources.images
            ).intrinsicSize(of: object)
        case "textField":
            let font = object.text?.font ?? Font(type: "system", pointSize: 14)
            let line = device.ceiled(text.size(of: "X", font: font).height)
            let rounded = object.text?.borderStyle == "roundedRect"
            // As wide as its text or placeholder, whichever is wider, in whole points; a rounded-rect field adds
            // 7 pt around its text (34 high for 17 pt; 30 for 14 pt), a borderless one 2 pt on each side
            // (the corpus's "500" fields are stored 30 wide).
            let widest = [object.text?.text, object.text?.placeholder].compactMap { $0 }.filter { !$0.isEmpty }
                .map { PixelGrid.ceil(text.size(of: $0, font: font).width, scale: 1) }.max()
            var height = rounded ? line + 13 : line
            if object.text?.borderStyle ?? "none" == "none", build >= 24000 {
                // Xcode 26 stores a borderless field as high as its line rounded up to a whole point, and one more
                // unless it is secure (NetNewsWire's account and inspector fields: 22 pt with the body style, 21 for
                // passwords).
                let secure = object.untyped.element(forKey: "textInputTraits")?[attribute: "secureTextEntry"] == "YES"
                height = PixelGrid.ceil(line, scale: 1) + (secure ? 0 : 1)
            }
            return IntrinsicSize(width: widest.map { $0 + (rounded ? 14 : 4) }, height: height, isText: true)
        case "textView" where !mac:
            return textView(object, device: device)
        case "searchBar":
            // Since iOS 11 a search bar is 56 high (44 before, Xcode 8 and earlier).
            return IntrinsicSize(height: build >= 13000 ? 56 : 44)
        case "button"
        where ["infoLight", "infoDark", "contactAdd", "detailDisclosure"].contains(object.button?.buttonType ?? ""):
            // The system's info, add-contact and disclosure buttons: a 22 pt glyph.
            return IntrinsicSize(width: 22, height: 22)
        case "button":
            let title = object.button?.title ?? ""
            // A button keeps its font as a keyed value (`fontDescription`), not in a text group.
            let buttonFont = object.textFont(mac: false)
            let size = sizes.button(title, font: buttonFont)
            guard case .insets(let insets) = object.value(forKey: "contentEdgeInsets") else {
                var result = IntrinsicSize(
                    width: title.isEmpty ? 30 : size.width, height: size.height, isText: !title.isEmpty)
                if !title.isEmpty {
                    result.textWidth = TextWidthSource(
                        kind: .iOSButton, text: title, font: buttonFont ?? Font(type: "system", pointSize: 15))
                }
                return result
            }
            // With content insets the title's own size is padded by them, not by the default 6 pt above and below.
            let font = buttonFont ?? Font(type: "system", pointSize: 15)
            let line = PixelGrid.ceil(text.size(of: "X", font: font).height, scale: 1)
            return IntrinsicSize(
                width: size.width + insets.left + insets.right, height: line + insets.top + insets.bottom,
                isText: !title.isEmpty)
        case "switch":
            guard build >= 24000 else {
                return IntrinsicSize(width: 51, height: 31)
            }
            // Xcode 26's switch is stored 63 × 28, its frame 2 pt beyond its alignment rectangle at each side (eleven
            // switches of NetNewsWire's Settings and Inspector, their trailing edges 18 pt from a cell whose trailing
            // margin is 20).
            var size = IntrinsicSize(width: 59, height: 28)
            size.alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
            return size
        case "stepper": return IntrinsicSize(width: 94, height: 32)
        case "segmentedControl": return IntrinsicSize(height: 32)
        case "progressView": return IntrinsicSize(height: 4)
        case "pageControl": return IntrinsicSize(height: 26)
        case "slider":
            // Xcode 26's slider is stored 34 high, its frame its alignment rectangle (NetNewsWire's two, 16 pt from
            // each side of their superview).
            if build >= 24000 { return IntrinsicSize(height: 34) }
            // Earlier, the thumb's shadow reaches 2 pt beyond the track on each side and 1 pt below.
            var size = IntrinsicSize(height: 30)
            size.alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
            return size
        case "activityIndicatorView":
            let large = object.untyped.attributes.contains {
                $0.name == "style" && ($0.value.lowercased().contains("large"))
            }
            return IntrinsicSize(width: large ? 37 : 20, height: large ? 37 : 20)
        case "imageView":
            guard let size = object.shownImageSize(in: document.resources.images) else { return .none }
            return IntrinsicSize(width: size.width, height: size.height)
        default:
            return .none
        }
    }

    /// A text view that does not scroll sizes itself to its text: the text wraps inside the 5 pt line fragment
    /// padding on each side, and the 8 pt text container insets are added above and below. One that scrolls has
    /// no intrinsic size.
    private func textView(_ object: IBObject, device: DeviceMetrics) -> IntrinsicSize {
        let scrolls = object.untyped[attribute: "scrollEnabled"] != "NO"
        guard !scrolls else { return .none }
        let font = object.text?.font ?? Font(type: "system", pointSize: 14)
        let string = object.text?.text ?? ""
        let measurer = text
        let line = measurer.size(of: "X", font: font).height
        var size = IntrinsicSize(height: device.ceiled(line + 16), isText: true)
        if !string.isEmpty {
            size.heightForWidth = { width in
                let lines = measurer.measure(string, font: font, maxWidth: max(width - 10, 1), numberOfLines: 0)
                return device.ceiled(max(lines.height, line) + 16)
            }
        }
        return size
    }

    private func label(_ object: IBObject, device: DeviceMetrics) -> IntrinsicSize {
        let font = object.text?.font ?? Font(type: "system", pointSize: 17)
        let string = object.text?.text ?? ""
        guard !string.isEmpty else { return IntrinsicSize(width: 0, height: 0, isText: true) }
        let lines = object.text?.numberOfLines ?? 1
        let sizes = IntrinsicTextSizes(measurer: text)
        let single = sizes.label(string, font: font, scale: device.scale)
        // A label of several lines is as wide as its widest line: its text's own line breaks start new lines.
        let whole = lines == 1 ? single : sizes.label(string, font: font, numberOfLines: lines, scale: device.scale)
        let ascent = FontResolver().resolve(font).ascent
        var size = IntrinsicSize(
            width: whole.width, height: whole.height, firstBaseline: ascent,
            lastBaselineFromBottom: single.height - ascent, isText: true)
        if lines == 1 {
            size.textWidth = TextWidthSource(kind: .iOSLabel, text: string, font: font, scale: device.scale)
        } else {
            let scale = device.scale
            size.heightForWidth = { width in
                sizes.label(string, font: font, numberOfLines: lines, preferredMaxLayoutWidth: width, scale: scale)
                    .height
            }
        }
        return size
    }
}

extension ResolvedFont {
    /// The distance from the top of a line to its baseline.
    var ascent: Double { Double(table.ascender) / Double(table.unitsPerEm) * pointSize }
}

extension DeviceMetrics {
    /// `value` rounded up to the pixel grid, as UIKit rounds intrinsic sizes.
    public func ceiled(_ value: Double) -> Double { PixelGrid.ceil(value, scale: scale) }
}
