import NibModel
import NibTextMetrics

/// A corpus label, button or AppKit label whose stored frame is, as far as its document tells, its intrinsic size.
///
/// The selection mirrors scripts/textmetrics_corpus.py: one line of text in a system font, in an Auto Layout
/// document, with constraints (or arranged in a stack view that does not stretch it), no width constraint, not
/// pinned on two horizontal edges, not misplaced; UIKit labels and buttons also need the height today's engine
/// gives, which rules out library-default and stale frames.
struct CorpusTextSample {
    enum Kind: String {
        case label, button, appKitLabel
    }

    var kind: Kind
    var text: String
    var font: Font?
    var frame: Rect
    var scale: Double

    func measure(with sizes: IntrinsicTextSizes) -> Size {
        switch kind {
        case .label: return sizes.label(text, font: font ?? Font(type: .system, pointSize: 17), scale: scale)
        case .button: return sizes.button(text, font: font)
        case .appKitLabel: return sizes.appKitLabel(text, font: font)
        }
    }

    static func samples(in document: IBDocument, file: String) -> [CorpusTextSample] {
        guard document.header.useAutolayout else { return [] }
        let mac = document.header.targetRuntime == .macOS
        let scale = mac ? 1 : PixelGrid.scale(forDevice: document.header.device?.id)
        var constraints: [String: [Constraint]] = [:]
        document.forEachObject { object in
            for constraint in object.constraints {
                constraints[constraint.firstItem, default: []].append(constraint)
                if let second = constraint.secondItem { constraints[second, default: []].append(constraint) }
            }
        }
        var samples: [CorpusTextSample] = []
        func visit(_ object: IBObject, parent: IBObject?) {
            if let sample = sample(
                object, parent: parent, constraints: constraints[object.id] ?? [], mac: mac, scale: scale)
            {
                samples.append(sample)
            }
            for child in object.children { visit(child, parent: object) }
            for subview in object.subviews { visit(subview, parent: object) }
        }
        for object in document.objects { visit(object, parent: nil) }
        for scene in document.scenes {
            for object in scene.objects { visit(object, parent: nil) }
        }
        return samples
    }

    private static func sample(
        _ object: IBObject, parent: IBObject?, constraints: [Constraint], mac: Bool, scale: Double
    ) -> CorpusTextSample? {
        guard let view = object.view, let frame = view.frame, !view.isMisplaced, !view.isAmbiguous else { return nil }
        guard widthMayBeIntrinsic(object, parent: parent, constraints: constraints) else { return nil }
        let resolver = FontResolver()
        var sample: CorpusTextSample
        if mac {
            guard object.element == .textField, !view.hasFixedFrame,
                let cell = object.children.first(where: { $0.element == .textFieldCell }), let title = cell.title
            else { return nil }
            let attributes = cell.appKitCell
            if attributes?.isEditable == true || attributes?.borderStyle != nil
                || cell.untyped[attribute: "drawsBackground"] == "YES"
            {
                return nil
            }
            let truncating = ["clipping", "truncatingTail", "truncatingMiddle", "truncatingHead"]
            guard let mode = attributes?.lineBreakMode?.rawValue ?? cell.text?.lineBreakMode, truncating.contains(mode)
            else { return nil }
            var font: Font? = nil
            if case .font(let value)? = cell.value(forKey: "font") { font = value }
            font = font ?? cell.text?.font
            sample = CorpusTextSample(kind: .appKitLabel, text: title, font: font, frame: frame, scale: 1)
        } else if object.element == .label, let text = object.text?.text {
            sample = CorpusTextSample(kind: .label, text: text, font: object.text?.font, frame: frame, scale: scale)
            let lineHeight = resolver.resolve(sample.font ?? Font(type: .system, pointSize: 17)).lineHeight
            guard PixelGrid.ceil(lineHeight, scale: scale) == frame.height else { return nil }
        } else if object.element == .button, let button = object.button, button.configuration == nil,
            let normal = button.states.first(where: { $0.state == .normal }), let title = normal.title,
            normal.image == nil, normal.backgroundImage == nil,
            !object.untyped.elements.contains(where: { $0.name == "inset" }),
            !object.values.contains(where: { $0.key.hasSuffix("EdgeInsets") })
        {
            var font = object.text?.font
            if case .font(let value)? = object.value(forKey: "fontDescription") { font = value }
            sample = CorpusTextSample(kind: .button, text: title, font: font, frame: frame, scale: 1)
            let titleFont = sample.font ?? Font(type: .system, pointSize: 15)
            guard PixelGrid.ceil(resolver.resolve(titleFont).lineHeight + 12, scale: 1) == frame.height else {
                return nil
            }
        } else {
            return nil
        }
        guard !sample.text.isEmpty, !sample.text.contains("\n") else { return nil }
        let resolved = resolver.resolve(sample.font ?? Font(type: .system, pointSize: 17))
        guard resolved.usesSystemTables, !resolved.isEstimate else { return nil }
        return sample
    }

    private static let horizontal: Set<LayoutAttribute> = [
        .leading, .trailing, .left, .right, .centerX, .leadingMargin, .trailingMargin, .leftMargin, .rightMargin,
        .centerXWithinMargins,
    ]

    private static func widthMayBeIntrinsic(_ object: IBObject, parent: IBObject?, constraints: [Constraint]) -> Bool {
        var edges: Set<LayoutAttribute> = []
        for constraint in constraints where constraint.relation == .equal {
            var attributes: [LayoutAttribute] = []
            if constraint.firstItem == object.id { attributes.append(constraint.firstAttribute) }
            if constraint.secondItem == object.id, let second = constraint.secondAttribute { attributes.append(second) }
            for attribute in attributes {
                if attribute == .width { return false }
                if horizontal.contains(attribute), constraint.priority >= 750 { edges.insert(attribute) }
            }
        }
        if edges.count >= 2 { return false }
        if let parent, parent.element == .stackView, let stack = parent.stack {
            if stack.axis == .vertical, (stack.alignment ?? .fill) == .fill { return false }
            if stack.axis == .horizontal, [.fillEqually, .fillProportionally].contains(stack.distribution) {
                return false
            }
            return true
        }
        return !constraints.isEmpty
    }
}
