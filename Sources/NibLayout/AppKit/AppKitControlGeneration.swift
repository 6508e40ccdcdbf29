import NibModel
import NibTextMetrics

/// Which generation of AppKit's control metrics an AppKit document's frames were laid out with.
///
/// Interface Builder sizes controls with the AppKit of the Mac it runs on, so the same Xcode build stores 32 pt push
/// buttons on macOS 15 and 24 pt ones on macOS 26. The document records only Xcode's build (`toolsVersion`); the
/// stored frames of its regular push buttons, check boxes and pop-ups show which metrics were in use. A document
/// whose controls disagree with its build is laid out with the metrics its controls show; one without such controls
/// keeps its build.
enum AppKitControlGeneration {
    /// The generation whose metrics apply: the one that saved the document, or the newest before Xcode 26 when a
    /// document saved by Xcode 26 shows the older metrics (and Xcode 26 for the reverse), or the last before Xcode 12
    /// when a document saved by Xcode 12 shows macOS 10.15's push buttons. Text in stored frames is measured by `text`.
    static func controlGeneration(of document: IBDocument, text: any TextMeasuring = TextMetrics()) -> Generation {
        let saved = Generation(savedBy: document.header)
        if document.header.targetRuntime == .macOS, (Generation.xcode12..<Generation.xcode12_5).contains(saved),
            showsCatalinaPushButtons(document, text: text) == true
        {
            return Generation.xcode12.previous
        }
        guard document.header.targetRuntime == .macOS, let modern = showsModernMetrics(document) else { return saved }
        if modern, saved < .xcode26 { return .xcode26 }
        if !modern, saved >= .xcode26 { return Generation.xcode26.previous }
        return saved
    }

    /// The frame heights Interface Builder stores for a regular control, by the metrics tables: Xcode 26's, and those of
    /// the generations before it (the one before Xcode 8 included).
    private struct StoredHeights {
        var modern: Set<Double> = []
        var legacy: Set<Double> = []

        init(_ frameHeight: (Generation) -> Double?) {
            for generation in [Generation.xcode8.previous] + Generation.named {
                guard let height = frameHeight(generation) else { continue }
                if generation < .xcode26 { legacy.insert(height) } else { modern.insert(height) }
            }
        }

        /// Adds `height`'s vote: modern, legacy or none.
        func vote(_ height: Double, modern: inout Int, legacy: inout Int) {
            if self.modern.contains(height) { modern += 1 } else if self.legacy.contains(height) { legacy += 1 }
        }
    }

    private static let pushButtonHeights = StoredHeights {
        PushButtonMetrics.row(for: .regular, generation: $0, evidence: .none).map {
            $0.height + $0.frameInsets.top + $0.frameInsets.bottom
        }
    }
    private static let checkBoxHeights = StoredHeights {
        CheckBoxMetrics.row(for: .check, size: .regular, generation: $0).map {
            $0.height + $0.frameInsets.top + $0.frameInsets.bottom
        }
    }
    private static let popUpHeights = StoredHeights {
        PopUpButtonMetrics.row(push: true, size: .regular, generation: $0).map {
            $0.height + $0.frameInsets.top + $0.frameInsets.bottom
        }
    }

    /// Whether the regular push buttons', check boxes' and push pop-ups' stored heights are Xcode 26's by the metrics
    /// tables, or the earlier generations', and whether segmented controls are as wide as their segments (Xcode 26) or
    /// 6 pt wider; nil when the document has none that tell.
    private static func showsModernMetrics(_ document: IBDocument) -> Bool? {
        var modern = 0
        var legacy = 0
        document.forEachObject { object in
            guard let view = object.view, !view.isMisplaced, let height = view.frame?.height,
                let cell = object.child(forKey: "cell")
            else { return }
            if object.element == .segmentedControl {
                // Segments of their own widths, in any control size: Xcode 26's frame is as wide as they and their
                // dividers, the older one 6 pt wider.
                guard let segments = AppKitControlSizes.segmentWidths(of: cell), let width = view.frame?.width else {
                    return
                }
                let total = segments.reduce(0, +) + Double(segments.count - 1)
                if width == total { modern += 1 } else if width == total + 6 { legacy += 1 }
                return
            }
            guard object.controlSize == .regular else { return }
            switch (object.element, cell.appKitCell?.type, cell.appKitCell?.bezelStyle) {
            case (.button, .push?, .rounded?), (.button, nil, .rounded?):
                pushButtonHeights.vote(height, modern: &modern, legacy: &legacy)
            case (.button, .check?, _), (.button, .radio?, _):
                checkBoxHeights.vote(height, modern: &modern, legacy: &legacy)
            case (.popUpButton, .push?, _):
                popUpHeights.vote(height, modern: &modern, legacy: &legacy)
            default: break
            }
        }
        guard modern != legacy else { return nil }
        return modern > legacy
    }

    /// Whether the document's regular check boxes and radio buttons leave Xcode 15 and 16's wider gap (4 pt more)
    /// between the box and the title, as their stored widths show; nil when none tells.
    ///
    /// The gap follows the macOS Interface Builder ran on, not the build that saved the file: of the documents saved
    /// by Xcode 12 to 14, Hammerspoon's, Simplenote's and some of MacPass's, iina's, OpenEmu's and Transmission's store
    /// every check box whose width is its title's 4 pt wider than Xcode 12's metrics make it, others (MacVim's,
    /// Amethyst's, Sequel Ace's) none.
    static func showsWideCheckBoxGap(_ document: IBDocument, text: any TextMeasuring) -> Bool? {
        storedWidthsShowShift(in: document, text: text, padding: 18, shift: 4) { cell in
            cell.appKitCell?.type == .check || cell.appKitCell?.type == .radio
        }
    }

    /// Whether the document's regular push buttons reach 7 pt beyond their alignment rectangles at the sides (Xcode 12
    /// and later, though some documents of Xcode 12.0 to 12.4 keep 6) rather than 6, as the stored widths of those with
    /// a width constraint of their own show (NetNewsWire's `width = 62` account buttons stored 74 wide; its share
    /// extension's buttons 8 pt apart by frames overlapping by 6); nil when none tells.
    static func showsWidePushButtonInsets(_ document: IBDocument) -> Bool? {
        majorityOfRegularButtons(in: document) { object, cell, width in
            let fixed = object.constraints.filter {
                $0.firstAttribute == .width && $0.secondItem == nil && $0.relation == .equal
            }
            guard isRoundedPush(cell), fixed.count == 1, let constant = fixed.first?.constant else { return nil }
            return width == constant + 14 ? true : width == constant + 12 ? false : nil
        }
    }

    /// Whether the regular push buttons of a document saved by Xcode 12 are as wide as macOS 10.15's (a label of
    /// their title and 36 pt, 6 more than macOS 11's): Xcode 12 ran on both, and OpenEmu's and MacPass's documents of
    /// Xcode 12.0 and 12.2 show the older metrics. Nil when none tells.
    static func showsCatalinaPushButtons(_ document: IBDocument, text: any TextMeasuring) -> Bool? {
        storedWidthsShowShift(in: document, text: text, padding: 30, shift: 6, kind: isRoundedPush)
    }

    /// Whether a button's cell is a push button with the rounded bezel.
    private static func isRoundedPush(_ cell: IBObject) -> Bool {
        cell.appKitCell?.type == .push && cell.appKitCell?.bezelStyle == .rounded
    }

    /// Whether more of the document's regular titled buttons whose cells match `kind` are stored `shift` points wider
    /// than a label of their title and `padding` than are stored that wide, each within a point; nil on a tie. A
    /// button votes only when it is not misplaced and has no width constraint of its own, and one stretched by
    /// other constraints seldom falls so near either width.
    private static func storedWidthsShowShift(
        in document: IBDocument, text: any TextMeasuring, padding: Double, shift: Double,
        kind: (IBObject) -> Bool
    ) -> Bool? {
        let sizes = IntrinsicTextSizes(measurer: text)
        return majorityOfRegularButtons(in: document) { object, cell, width in
            guard kind(cell), let title = cell.title, !title.isEmpty,
                !object.constraints.contains(where: { $0.firstAttribute == .width && $0.secondItem == nil })
            else { return nil }
            let beyond = width - (sizes.appKitLabel(title, font: object.textFont(mac: true)).width + padding)
            return abs(beyond) <= 1 ? false : abs(beyond - shift) <= 1 ? true : nil
        }
    }

    /// Whether more of the document's regular buttons that are not misplaced vote yes than no; nil on a tie. `vote`
    /// is given each button, its cell and its stored width, and answers nil to abstain.
    private static func majorityOfRegularButtons(
        in document: IBDocument, vote: (IBObject, IBObject, Double) -> Bool?
    ) -> Bool? {
        var yes = 0
        var no = 0
        document.forEachObject { object in
            guard object.element == .button, let view = object.view, !view.isMisplaced,
                let width = view.frame?.width, let cell = object.child(forKey: "cell"),
                object.controlSize == .regular, let verdict = vote(object, cell, width)
            else { return }
            if verdict { yes += 1 } else { no += 1 }
        }
        guard yes != no else { return nil }
        return yes > no
    }
}
