import NibLayout
import NibModel
import NibTextMetrics

/// How a headless view made from a nib sizes itself like UIKit's: with the control sizes of the Interface Builder
/// generation that saved the nib and text rounded to its device's pixel grid; a view made in code has the newest
/// generation's sizes in whole points. An AppKit nib's views have none of UIKit's: their cells size them (see
/// ``AppKitCell``); only the generation (``build``) applies to them.
struct UIKitSizing: Sendable {
    /// The Interface Builder build whose control sizes apply (UIKit's and AppKit's).
    var generation = Generation.newest
    /// The Interface Builder build that saved the nib, which places the views containers place.
    var savedGeneration = Generation.newest
    /// The pixel grid text sizes are rounded up to.
    var scale = 1.0
    /// Whether UIKit's sizes apply at all.
    var applies = true
    /// The pixel grid frames are rounded to after layout, as UIKit rounds them on screen: the nib's device's scale
    /// (iOS nibs only); nil in code, where frames stay as solved.
    var pixelGrid: Double?
    /// The width of the design device's screen, which a cell's content margins depend on.
    var screenWidth = 375.0
    /// How text is measured: the environment's measurer (see ``NibEnvironment/textMeasure``).
    var text: any TextMeasuring = UIKitSizing.standardText

    /// The standard measurer, until a view's environment gives it its own.
    private static let standardText: any TextMeasuring = TextMetrics()

    init() {}

    /// The sizing of every view of `document`, designed on `device` and drawn with the generation `evidence` and
    /// the document give (one per nib), measuring text with `text`.
    init(document: IBDocument, device: DeviceMetrics, evidence: StoredFrameEvidence, text: any TextMeasuring) {
        self.text = text
        generation = evidence.controlGeneration(of: document)
        savedGeneration = evidence.savedGeneration(of: document)
        applies = document.header.targetRuntime != .macOS
        guard applies else { return }
        scale = device.scale
        pixelGrid = scale
        screenWidth = device.screen.width
    }

    /// UIKit's control sizes for this generation, text measured by ``text``.
    var controls: UIKitControlSizes { UIKitControlSizes(text: text, generation: generation, scale: scale) }

    /// The fixed size of the system control or view `kind` names (`switch`, `activityIndicatorView`, …), when UIKit's
    /// sizes apply and it has one.
    func fixedSize(of kind: ElementKind?, isLarge: Bool = false) -> IntrinsicSize? {
        guard applies, let kind else { return nil }
        return controls.fixedSize(ofControl: kind, isLarge: isLarge)
    }
}
