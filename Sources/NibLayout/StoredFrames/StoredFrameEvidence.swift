import NibModel
import NibTextMetrics

/// What a document's stored frames tell about how Interface Builder drew it, where the document itself does not say:
/// the votes of its controls (see `AppKitControlGeneration`). Worked out once per document, apart from its device,
/// which is what the document names.
///
/// Interface Builder draws AppKit controls with the Mac it runs on, so one Xcode build stores different metrics on
/// different Macs; only the frames show which. UIKit documents have nothing to infer.
public struct StoredFrameEvidence: Sendable, Equatable {
    /// The generation whose control metrics the frames show, when they show one; nil to use the one that saved the
    /// document.
    public var controlGeneration: Generation?
    /// Whether the regular check boxes' stored widths show Xcode 15 and 16's wider gap between box and title; nil to
    /// follow the generation.
    public var wideCheckBoxGap: Bool?
    /// Whether the regular push buttons with a width constraint of their own are stored 7 pt wider than it on each
    /// side rather than 6; nil to follow the generation.
    public var widePushButtonInsets: Bool?

    /// No evidence: every metric follows the generation that saved the document.
    public static let none = StoredFrameEvidence()

    /// Evidence of nothing.
    public init(controlGeneration: Generation? = nil, wideCheckBoxGap: Bool? = nil, widePushButtonInsets: Bool? = nil) {
        self.controlGeneration = controlGeneration
        self.wideCheckBoxGap = wideCheckBoxGap
        self.widePushButtonInsets = widePushButtonInsets
    }

    /// The evidence of `document`'s stored frames, the text in them measured by `text`: for AppKit documents, the
    /// votes of their regular push buttons, check boxes, pop-ups and segmented controls; none for UIKit documents.
    public init(reading document: IBDocument, text: any TextMeasuring = TextMetrics()) {
        guard document.header.targetRuntime == .macOS else {
            self.init()
            return
        }
        self.init(
            controlGeneration: AppKitControlGeneration.controlGeneration(of: document, text: text),
            wideCheckBoxGap: AppKitControlGeneration.showsWideCheckBoxGap(document, text: text),
            widePushButtonInsets: AppKitControlGeneration.showsWidePushButtonInsets(document))
    }

    /// The generation that saved `document`, or, for a document that records none, the one its controls show: what
    /// places the views containers place.
    public func savedGeneration(of document: IBDocument) -> Generation {
        document.header.interfaceBuilderVersion.map(Generation.init(build:)) ?? controlGeneration(of: document)
    }

    /// The generation whose control metrics `document`'s frames show: ``controlGeneration``, or else the one that
    /// saved the document.
    public func controlGeneration(of document: IBDocument) -> Generation {
        controlGeneration ?? Generation(savedBy: document.header)
    }
}
