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
    /// How text is measured.
    public let text: any TextMeasuring

    /// Sizes with text measured by `text` (`NibTextMetrics/TextMetrics` by default).
    public init(text: any TextMeasuring = TextMetrics()) {
        self.text = text
    }

    public func intrinsicSize(
        of object: IBObject, in document: IBDocument, device: DeviceMetrics, evidence: StoredFrameEvidence
    ) -> IntrinsicSize {
        let mac = document.header.targetRuntime == .macOS
        var size = controlSize(of: object, in: document, device: device, evidence: evidence, mac: mac)
        if size.isText, let font = object.textFont(mac: mac) {
            size.fontIsEstimated = FontResolver(defaultPointSize: mac ? 13 : 17).resolve(font).isEstimate
        }
        return size
    }

    private func controlSize(
        of object: IBObject, in document: IBDocument, device: DeviceMetrics, evidence: StoredFrameEvidence, mac: Bool
    ) -> IntrinsicSize {
        // The Interface Builder build that saved the document: controls changed size with its generations.
        let generation = evidence.controlGeneration(of: document)
        let controls = UIKitControlSizes(text: text, generation: generation, scale: device.scale)
        switch object.element {
        case .label:
            return label(object, controls: controls)
        case .textField where mac, .secureTextField where mac, .button where mac, .stepper where mac,
            .`switch` where mac, .slider where mac, .colorWell where mac, .segmentedControl where mac,
            .popUpButton, .box, .progressIndicator,
            .comboBox,
            .searchField:
            return AppKitControlSizes(
                text: text, evidence: evidence,
                generation: generation,
                images: document.resources.images
            ).intrinsicSize(of: object)
        case .textField:
            return controls.textField(
                text: object.text?.text, placeholder: object.text?.placeholder, font: object.text?.font,
                borderStyle: object.text?.borderStyle, isSecure: object.isSecureTextEntry)
        case .textView where !mac:
            return controls.textView(object.text?.text ?? "", font: object.text?.font, scrolls: object.isScrollEnabled)
        case .button:
            // A button keeps its font as a keyed value (`fontDescription`), not in a text group.
            return controls.button(
                type: object.button?.buttonType, title: object.button?.title ?? "", font: object.textFont(mac: false),
                contentInsets: object.contentEdgeInsets, image: object.buttonImageSize(in: document.resources.images))
        case .imageView:
            let image = object.shownImageSize(in: document.resources.images)
            var size = image.map { IntrinsicSize(width: $0.width, height: $0.height) } ?? .none
            // An AppKit image view framed by a grey bezel has its frame 3 pt beyond its alignment rectangle all round
            // (MacPass's 64 pt square QR code well and Rectangle's 200 × 125 previews are stored 6 pt larger, their
            // neighbours placed from the inner rectangle).
            if mac, object.child(forKey: "cell")?.appKitCell?.imageFrameStyle == .grayBezel {
                size.alignmentInsets = EdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
            }
            return size
        default:
            // A switch, slider, stepper, search bar…: UIKit's fixed size; other views have none (UIKit's are not
            // AppKit's).
            guard !mac else { return .none }
            return controls.fixedSize(ofControl: object.element, isLarge: object.isLargeActivityIndicator) ?? .none
        }
    }

    /// A label's size (``UIKitControlSizes/label(_:font:numberOfLines:)``); one of a single line keeps its text, for
    /// reading its stored frame back as a text width.
    private func label(_ object: IBObject, controls: UIKitControlSizes) -> IntrinsicSize {
        // An attributed text is what the label shows, in its own font.
        let attributed = AttributedLabelText(of: object)
        let string = attributed?.text ?? object.text?.text ?? ""
        let labelFont = attributed?.font ?? object.text?.font
        let lines = object.text?.numberOfLines ?? 1
        var size = controls.label(
            string, font: labelFont, numberOfLines: lines, paragraph: attributed?.paragraph ?? .natural)
        if lines == 1, !string.isEmpty {
            let font = labelFont ?? Font(type: .system, pointSize: 17)
            size.textWidth = TextWidthSource(kind: .iOSLabel, text: string, font: font, scale: controls.scale)
        }
        return size
    }
}
