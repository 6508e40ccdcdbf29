import NibModel
import NibTextMetrics

/// The natural sizes of UIKit's controls, as the Interface Builder generation that saved a document stored them: one
/// source for the document engine (which reads a control's title, font and insets from the document) and the headless
/// views (which read their own properties).
public struct UIKitControlSizes {
    /// How text is measured.
    public var text: any TextMeasuring
    /// Interface Builder's build (`toolsVersion`): from 19000 (Xcode 13) rounded-rect fields, from 24000 (Xcode 26)
    /// switches, sliders and borderless fields have their newer sizes.
    public var generation: Generation
    /// The grid text sizes are rounded up to, in divisions of a point: the device's scale, its pixels; 1, whole
    /// points, for documents of Xcode 7 and earlier (builds before 11000), whose labels were stored that way (a
    /// 17 pt label 21 high, not 20.5: 39 labels of Xcode 5 to 7 documents).
    public var scale: Double

    /// Sizes as Interface Builder build `build` stored them, with text measured by `text` and rounded to the pixel
    /// grid of a device of `scale` (to whole points before Xcode 8).
    public init(text: any TextMeasuring, generation: Generation, scale: Double) {
        self.text = text
        self.generation = generation
        self.scale = generation < .xcode8 ? 1 : scale
    }

    /// A control whose size does not depend on its content (`switch`, `slider`, `stepper`, `segmentedControl`,
    /// `progressView`, `pageControl`, `activityIndicatorView`, `searchBar`, by the document's element name), or nil
    /// for one that has no fixed size.
    ///
    /// - Parameters:
    ///   - element: The document's element name of the control.
    ///   - isLarge: A large activity indicator (37 pt instead of 20).
    public func fixedSize(ofControl element: ElementKind, isLarge: Bool = false) -> IntrinsicSize? {
        let large = isLarge && element == .activityIndicatorView
        guard
            let row = Self.fixedSizes.first(where: {
                $0.element == element && $0.isLarge == large && $0.generations.contains(generation)
            })
        else { return nil }
        var size = IntrinsicSize(width: row.width, height: row.height)
        size.alignmentInsets = row.frameInsets
        size.metricsRow = row.evidence
        return size
    }

    /// The size of a UIKit control whose size does not depend on its content, by element and generation, with where
    /// it comes from.
    struct FixedSize: Sendable {
        /// The control's element.
        var element: ElementKind
        /// The large style (of an activity indicator).
        var isLarge = false
        /// The generations the row is for.
        var generations: Range<Generation>
        /// The alignment rectangle's width, or nil when the control takes its width from its constraints.
        var width: Double?
        /// The alignment rectangle's height.
        var height: Double
        /// How far the stored frame reaches beyond the alignment rectangle.
        var frameInsets: EdgeInsets = .zero
        /// Where the documents show it.
        var evidence: String
    }

    /// The fixed sizes, first match wins.
    static let fixedSizes: [FixedSize] = [
        FixedSize(
            element: .searchBar, generations: Generation.since(.xcode9), height: 56,
            evidence: "since iOS 11 (Xcode 9) a search bar is 56 high"),
        FixedSize(
            element: .searchBar, generations: Generation.all, height: 44,
            evidence: "a search bar of Xcode 8 and earlier is 44 high"),
        FixedSize(
            element: .`switch`, generations: Generation.since(.xcode26), width: 59, height: 28,
            frameInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2),
            evidence: "Xcode 26's switch is stored 63 × 28, its frame 2 pt beyond its alignment rectangle at each side "
                + "(eleven switches of NetNewsWire's Settings and Inspector, their trailing edges 18 pt from a cell "
                + "whose trailing margin is 20)"),
        FixedSize(
            element: .`switch`, generations: Generation.all, width: 49, height: 31,
            frameInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
            evidence:
                "earlier switches are stored 51 × 31, 2 pt beyond their alignment rectangle on the trailing side: "
                + "one pinned by its trailing edge is stored 2 pt further out, one pinned on both sides 2 pt wider"),
        FixedSize(
            element: .stepper, generations: Generation.all, width: 94, height: 32, evidence: "UIStepper, 94 × 32"),
        FixedSize(
            element: .segmentedControl, generations: Generation.all, height: 32,
            evidence: "a segmented control is 32 high since iOS 13"),
        FixedSize(
            element: .progressView, generations: Generation.since(.xcode13), height: 4,
            evidence: "4 pt high from Xcode 13 (iOS 15)"),
        FixedSize(
            element: .progressView, generations: Generation.all, height: 2,
            evidence: "2 pt before Xcode 13: Rocket.Chat's, DuckDuckGo's, Seafile's and Open Food Facts' bars of Xcode "
                + "10 and 11, stored 2 high between the views they are pinned to"),
        FixedSize(element: .pageControl, generations: Generation.all, height: 26, evidence: "UIPageControl, 26 high"),
        FixedSize(
            element: .navigationBar, generations: Generation.all, height: 44,
            evidence: "a stand-alone UINavigationBar is 44 high (91 of the 138 stored in the corpora; the others are "
                + "large-title and iPad bars)"),
        FixedSize(
            element: .toolbar, generations: Generation.all, height: 44, evidence: "UIToolbar, 44 high (13 of 17)"),
        FixedSize(element: .tabBar, generations: Generation.all, height: 49, evidence: "UITabBar, 49 high (21 of 23)"),
        FixedSize(
            element: .slider, generations: Generation.since(.xcode26), height: 34,
            evidence:
                "Xcode 26's slider is stored 34 high, its frame its alignment rectangle (NetNewsWire's two, 16 pt "
                + "from each side of their superview)"),
        FixedSize(
            element: .slider, generations: Generation.all, height: 30,
            frameInsets: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
            evidence: "earlier, the thumb's shadow reaches 2 pt beyond the track on each side and 1 pt below"),
        FixedSize(
            element: .activityIndicatorView, generations: Generation.all, width: 20, height: 20,
            evidence: "UIActivityIndicatorView's medium style, 20 × 20"),
        FixedSize(
            element: .activityIndicatorView, isLarge: true, generations: Generation.all, width: 37, height: 37,
            evidence: "UIActivityIndicatorView's large style, 37 × 37"),
    ]

    /// A button of type `buttonType` with `title` in `font` (15 pt system by default), padded by `contentInsets` when
    /// it has them: the system's info, add-contact and disclosure buttons are a 22 pt glyph; a button without a title
    /// is its `image` (padded by its content insets), or else 30 wide; the title's line has 6 pt above and below it
    /// unless content insets replace them.
    public func button(
        type buttonType: ButtonType?, title: String, font: Font?, contentInsets: EdgeInsets?, image: Size? = nil
    ) -> IntrinsicSize {
        if [.infoLight, .infoDark, .contactAdd, .detailDisclosure].contains(buttonType) {
            return IntrinsicSize(width: 22, height: 22)
        }
        if title.isEmpty, let image {
            let insets = contentInsets ?? .zero
            return IntrinsicSize(
                width: image.width + insets.left + insets.right, height: image.height + insets.top + insets.bottom)
        }
        let size = IntrinsicTextSizes(measurer: text).button(title, font: font)
        guard let insets = contentInsets else {
            var result = IntrinsicSize(
                width: title.isEmpty ? 30 : size.width, height: size.height, isText: !title.isEmpty)
            if !title.isEmpty {
                result.textWidth = TextWidthSource(
                    kind: .iOSButton, text: title, font: font ?? Font(type: .system, pointSize: 15))
            }
            return result
        }
        // With content insets the title's own size is padded by them, not by the default 6 pt above and below.
        let font = font ?? Font(type: .system, pointSize: 15)
        let line = PixelGrid.ceil(text.size(of: "X", font: font).height, scale: 1)
        return IntrinsicSize(
            width: size.width + insets.left + insets.right, height: line + insets.top + insets.bottom,
            isText: !title.isEmpty)
    }

    /// A text field (`borderStyle` as the document names it: `roundedRect`, `bezel`, `line`, `none`) showing `text`
    /// or its `placeholder`, in `font` (14 pt system by default).
    public func textField(
        text string: String?, placeholder: String?, font: Font?, borderStyle: TextBorderStyle?, isSecure: Bool = false
    ) -> IntrinsicSize {
        let font = font ?? Font(type: .system, pointSize: 14)
        let line = PixelGrid.ceil(text.size(of: "X", font: font).height, scale: scale)
        let rounded = borderStyle == .roundedRect
        // As wide as its text or placeholder, whichever is wider, in whole points; a rounded-rect field adds 7 pt
        // around its text (34 high for 17 pt; 30 for 14 pt), a borderless one 2 pt on each side (the corpus's "500"
        // fields are stored 30 wide).
        let widest = [string, placeholder].compactMap { $0 }.filter { !$0.isEmpty }
            .map { PixelGrid.ceil(text.size(of: $0, font: font).width, scale: 1) }.max()
        var height = line
        if rounded {
            // Its line rounded up to a whole point (a 17 pt body-style field is 34, not 33.5), + 13; since Xcode 13
            // (iOS 15) at least 34 (14 pt fields: 30 in the 17 saved by Xcode 7 to 12, 34 in 111 saved by Xcode 13 to 26;
            // 15 and 16 pt ones 34 too).
            height = PixelGrid.ceil(line, scale: 1) + 13
            if generation >= .xcode13 { height = max(height, 34) }
        }
        if borderStyle ?? .noBorder == .noBorder, generation >= .xcode26 {
            // Xcode 26 stores a borderless field as high as its line rounded up to a whole point, and one more unless
            // it is secure (NetNewsWire's account and inspector fields: 22 pt with the body style, 21 for passwords).
            height = PixelGrid.ceil(line, scale: 1) + (isSecure ? 0 : 1)
        }
        return IntrinsicSize(width: widest.map { $0 + (rounded ? 14 : 4) }, height: height, isText: true)
    }

    /// A label showing `string` in `font` (17 pt system by default) in at most `numberOfLines` lines (0: as many as it
    /// needs): as wide as its widest line (its text's own line breaks start new lines) and as high as its lines,
    /// rounded up to the pixel grid; no size without text. Its first baseline is the font's ascent below its top, its
    /// last the ascent below the top of its last line; a label of several lines gives its height at a width
    /// (``IntrinsicSize/heightForWidth``). An attributed text's `paragraph` line metrics set its lines' heights, the
    /// extra height above each line's glyphs. An empty label keeps the baselines of a line of its font: Pocket Casts'
    /// empty 21 pt label, its baseline on a 21 pt label's beside it, is stored at the same height.
    public func label(
        _ string: String, font: Font?, numberOfLines lines: Int, paragraph: ParagraphLineMetrics = .natural
    ) -> IntrinsicSize {
        let font = font ?? Font(type: .system, pointSize: 17)
        let sizes = IntrinsicTextSizes(measurer: text)
        let resolved = FontResolver().resolve(font)
        // The baseline is the ascent below the top of the line, less any height the paragraph adds above it.
        let ascent = paragraph.lineHeight(natural: resolved.lineHeight) - resolved.lineHeight + resolved.ascent
        guard !string.isEmpty else {
            let line = sizes.label("X", font: font, scale: scale, paragraph: paragraph).height
            return IntrinsicSize(
                width: 0, height: 0, firstBaseline: ascent, lastBaselineFromBottom: line - ascent, isText: true)
        }
        let single = sizes.label(string, font: font, scale: scale, paragraph: paragraph)
        let whole =
            lines == 1
            ? single : sizes.label(string, font: font, numberOfLines: lines, scale: scale, paragraph: paragraph)
        var size = IntrinsicSize(
            width: whole.width, height: whole.height, firstBaseline: ascent,
            lastBaselineFromBottom: single.height - ascent, isText: true)
        if lines != 1 {
            let scale = scale
            size.heightForWidth = { width in
                sizes.label(
                    string, font: font, numberOfLines: lines, preferredMaxLayoutWidth: width, scale: scale,
                    paragraph: paragraph
                ).height
            }
        }
        return size
    }

    /// A text view showing `string` in `font` (14 pt system by default): one that scrolls has no size of its own; one
    /// that does not sizes itself to its text, wrapped inside the 5 pt line fragment padding on each side, with the
    /// 8 pt text container insets above and below (``IntrinsicSize/heightForWidth`` gives its height at a width).
    public func textView(_ string: String, font: Font?, scrolls: Bool) -> IntrinsicSize {
        guard !scrolls else { return .none }
        let font = font ?? Font(type: .system, pointSize: 14)
        let measurer = text
        let scale = scale
        let line = measurer.size(of: "X", font: font).height
        var size = IntrinsicSize(height: PixelGrid.ceil(line + 16, scale: scale), isText: true)
        if !string.isEmpty {
            size.heightForWidth = { width in
                let lines = measurer.measure(string, font: font, maxWidth: max(width - 10, 1), numberOfLines: 0)
                return PixelGrid.ceil(max(lines.height, line) + 16, scale: scale)
            }
        }
        return size
    }
}
