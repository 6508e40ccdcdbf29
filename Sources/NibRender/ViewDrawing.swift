import Foundation
import NibAutoLayout
import NibLayout
import NibModel
import NibTextMetrics

/// Draws laid-out views as SVG elements: each view a group at its frame, its background and border, the content of
/// its kind, then its subviews (clipped when it clips them).
struct ViewDrawing: Sendable {
    let objects: [String: IBObject]
    let colors: ColorResolver
    let options: DocumentRenderer.Options
    let isMac: Bool
    /// The nib-backed views' nibs, drawn inside the views of their classes.
    let embedded: EmbeddedNibs
    /// The project's images, drawn in the image views that show them.
    let images: ProjectImages
    /// The document's cells and table header views, drawn in place in their tables and collection views.
    let inPlace: InPlaceTrees

    var tint: ColorResolver.Paint {
        colors.paint(Color(kind: .system("systemBlueColor"))) ?? .init(hex: "#007AFF", opacity: 1)
    }
    var labelPaint: ColorResolver.Paint {
        colors.paint(Color(kind: .system("labelColor"))) ?? .init(hex: "#000000", opacity: 1)
    }
    var secondary: ColorResolver.Paint {
        colors.paint(Color(kind: .system("placeholderTextColor"))) ?? .init(hex: "#3C3C43", opacity: 0.3)
    }

    /// The SVG document of the tree under `root`, at the root's size; what could not be drawn goes to `state`.
    func picture(of root: LayoutItem, state: DrawingState, overlay: String = "") -> String {
        let width = SVGText.number(root.frame.width)
        let height = SVGText.number(root.frame.height)
        let background =
            colors.paint(Color(kind: .system(isMac ? "windowBackgroundColor" : "systemBackgroundColor")))
            ?? .init(hex: "#FFFFFF", opacity: 1)
        var svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" "##
        svg +=
            ##"viewBox="0 0 \##(width) \##(height)" font-family="-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif">"##
        svg += "\n" + ##"<rect width="\##(width)" height="\##(height)" \##(background.attributes())/>"## + "\n"
        svg += draw(root, at: Point(x: 0, y: 0), depth: 0, state: state)
        svg += overlay
        svg += TextOutlines.definitions(usedIn: svg) + "</svg>\n"
        return svg
    }

    /// The views of `item`'s tree as SVG groups. `state` counts the views drawn and keeps the chain of nib-backed
    /// classes whose nibs are being drawn, so that a nib drawn inside itself, or nibs nested without end, stop with a
    /// warning instead of growing without bound.
    func draw(_ item: LayoutItem, at origin: Point, depth: Int, state: DrawingState) -> String {
        guard depth < 200, let object = objects[item.id], object.view?.isHidden != true else { return "" }
        guard state.admitsView() else { return "" }
        let frame = shownFrame(of: item, object: object)
        state.check(frame, of: object)
        guard frame.width.isFinite, frame.height.isFinite, frame.x.isFinite, frame.y.isFinite else { return "" }
        let size = Size(width: max(frame.width, 0), height: max(frame.height, 0))
        var svg = "<g \(groupAttributes(of: object, item: item, origin: origin))>\n"
        svg += background(of: object, size: size)
        svg += content(of: object, size: size, state: state)
        if isMac, object.element == .tableHeaderView { svg += tableHeader(of: item, size: size) }
        state.checkGlyphs(in: svg, of: object)
        svg += nibContent(of: object, item: item, size: size, depth: depth, state: state)
        let children = subviewContent(of: object, item: item, size: size, depth: depth, state: state)
        if !children.isEmpty {
            if object.view?.clipsSubviews == true || Self.scrollElements.contains(object.element) {
                let clip = "clip-\(SVGText.escaped(item.id))"
                svg +=
                    ##"<clipPath id="\##(clip)"><rect width="\##(SVGText.number(size.width))" height="\##(SVGText.number(size.height))" rx="\##(SVGText.number(cornerRadius(of: object)))"/></clipPath>"##
                svg += "\n" + ##"<g clip-path="url(#\##(clip))">"## + "\n" + children + "</g>\n"
            } else {
                svg += children
            }
        }
        return svg + annotations(of: object, item: item, frame: frame, size: size) + "</g>\n"
    }

    /// A view group's attributes: its id, element, class and label (to search and style pictures by), its place,
    /// and its opacity (a disabled control is drawn greyed, as Interface Builder draws it).
    private func groupAttributes(of object: IBObject, item: LayoutItem, origin: Point) -> String {
        var attributes =
            ##"id="\##(SVGText.escaped(item.id))" data-element="\##(SVGText.escaped(object.element.rawValue))""##
        if let customClass = object.customClass { attributes += ##" data-class="\##(SVGText.escaped(customClass))""## }
        if let label = object.userLabel { attributes += ##" data-label="\##(SVGText.escaped(label))""## }
        attributes += ##" transform="translate(\##(SVGText.number(origin.x)) \##(SVGText.number(origin.y)))""##
        var opacity = object.view?.alpha ?? 1
        if object.control?.isEnabled == false || object.child(forKey: "cell")?.untyped.flag("enabled") == false {
            opacity *= 0.45
        }
        if opacity < 1 { attributes += ##" opacity="\##(SVGText.number(opacity))""## }
        return attributes
    }

    /// A nib-backed view's nib content at the nib's design size, clipped to the view, when the view has no
    /// subviews of its own in this document.
    private func nibContent(
        of object: IBObject, item: LayoutItem, size: Size, depth: Int, state: DrawingState
    ) -> String {
        guard let customClass = object.customClass, item.subviews.isEmpty, depth < 20,
            let nib = embedded.tree(for: customClass), state.enter(customClass, at: object)
        else { return "" }
        defer { state.leave() }
        let clip = "nib-\(SVGText.escaped(item.id))"
        return
            ##"<clipPath id="\##(clip)"><rect width="\##(SVGText.number(size.width))" height="\##(SVGText.number(size.height))"/></clipPath>"##
            + "\n" + ##"<g class="nib-content" clip-path="url(#\##(clip))">"## + "\n"
            + nib.drawing.draw(nib.root, at: Point(x: 0, y: 0), depth: depth + 1, state: state) + "</g>\n"
    }

    /// What a view holds: its subviews, then what its kind shows inside it that the document lays out apart (a
    /// container's scene, a table's rows and header, a tab view's selected item, a collection view's cells).
    private func subviewContent(
        of object: IBObject, item: LayoutItem, size: Size, depth: Int, state: DrawingState
    ) -> String {
        var children = ""
        for child in item.subviews {
            let origin = objects[child.id].map { shownFrame(of: child, object: $0) } ?? child.frame
            children += draw(child, at: Point(x: origin.x, y: origin.y), depth: depth + 1, state: state)
        }
        switch object.element {
        case .containerView: children += embeddedScene(of: object, size: size, depth: depth, state: state)
        case .scrollView where isMac: children += scrollViewHeader(of: object, item: item, width: size.width)
        case .tabView where isMac: children += tabViewContent(of: object, size: size, depth: depth, state: state)
        case .tableView where isMac, .outlineView where isMac:
            children += appKitTableRows(of: object, size: size, depth: depth, state: state)
        case .tableView: children += tableRows(of: object, item: item, size: size, depth: depth, state: state)
        case .collectionView where !isMac:
            children += collectionCells(of: object, size: size, depth: depth, state: state)
        default: break
        }
        return children
    }

    /// What the options add over a view: its outline and id, its diff mark, its stored frame.
    private func annotations(of object: IBObject, item: LayoutItem, frame: Rect, size: Size) -> String {
        var svg = ""
        if options.outline {
            svg +=
                ##"<rect width="\##(SVGText.number(size.width))" height="\##(SVGText.number(size.height))" fill="none" stroke="#FF2D55" stroke-width="0.5" stroke-dasharray="2 2"/>"##
            svg += TextOutlines.line(item.id, x: 1, baseline: 7, size: 6, paint: ##"fill="#FF2D55""##)
        }
        if let color = options.marked[item.id] {
            svg +=
                ##"<rect class="marked" x="-2" y="-2" width="\##(SVGText.number(size.width + 4))" height="\##(SVGText.number(size.height + 4))" rx="3" fill="none" stroke="\##(color)" stroke-width="2"/>"##
            svg += "\n"
        }
        if options.stored, let stored = object.view?.frame {
            svg +=
                ##"<rect class="stored" x="\##(SVGText.number(stored.x - frame.x))" y="\##(SVGText.number(stored.y - frame.y))" width="\##(SVGText.number(stored.width))" height="\##(SVGText.number(stored.height))" fill="none" stroke="#AF52DE" stroke-width="0.5" stroke-dasharray="4 2"/>"##
            svg += "\n"
        }
        return svg
    }

    /// Where a view is drawn: its laid-out frame, or, for a view the document marks ambiguous (`ambiguous="YES"`: its
    /// constraints do not place it), the frame it was designed at, where Interface Builder draws it.
    private func shownFrame(of item: LayoutItem, object: IBObject) -> Rect {
        object.view?.isAmbiguous == true && item.parent != nil ? item.designFrame : item.frame
    }

    private static let scrollElements: Set<ElementKind> = [
        .scrollView, .tableView, .collectionView, .textView, .clipView,
    ]

    // MARK: Background and border

    /// A runtime attribute's value, by key path.
    private func runtimeValue(_ keyPath: String, of object: IBObject) -> Value? {
        object.runtimeAttributes.first { $0.keyPath == keyPath }?.value
    }

    private func cornerRadius(of object: IBObject) -> Double {
        switch runtimeValue("layer.cornerRadius", of: object) {
        case .number(let value)?: value
        case .integer(let value)?: Double(value)
        default: 0
        }
    }

    private func background(of object: IBObject, size: Size) -> String {
        let radius = cornerRadius(of: object)
        var border = ""
        var borderWidth = 0.0
        if case .number(let width)? = runtimeValue("layer.borderWidth", of: object) { borderWidth = width }
        if case .integer(let width)? = runtimeValue("layer.borderWidth", of: object) { borderWidth = Double(width) }
        if borderWidth > 0 {
            var paint = labelPaint
            if case .color(let color)? = runtimeValue("layer.borderColor", of: object),
                let resolved = colors.paint(color)
            {
                paint = resolved
            }
            border = ##" \##(paint.attributes("stroke")) stroke-width="\##(SVGText.number(borderWidth))""##
        }
        guard let fill = colors.paint(object.view?.backgroundColor), !fill.isClear || !border.isEmpty else {
            return border.isEmpty ? "" : rect(size, radius: radius, attributes: ##"fill="none""## + border)
        }
        return rect(size, radius: radius, attributes: (fill.isClear ? ##"fill="none""## : fill.attributes()) + border)
    }

    func rect(_ size: Size, x: Double = 0, y: Double = 0, radius: Double = 0, attributes: String) -> String {
        var text =
            ##"<rect x="\##(SVGText.number(x))" y="\##(SVGText.number(y))" width="\##(SVGText.number(size.width))" height="\##(SVGText.number(size.height))""##
        if radius > 0 { text += ##" rx="\##(SVGText.number(radius))""## }
        return text + " \(attributes)/>\n"
    }

    // MARK: Content

    private func content(of object: IBObject, size: Size, state: DrawingState) -> String {
        switch object.element {
        case .label: return text(object.text?.text ?? Self.attributedText(of: object) ?? "", of: object, in: size)
        case .textField, .secureTextField, .searchField, .comboBox:
            return isMac ? macTextField(object, size: size) : textField(object, size: size)
        case .textView where isMac:
            // An AppKit text view draws its background (white text background) unless told not to.
            let fill =
                object.untyped.flag("drawsBackground") == false
                ? "" : rect(size, attributes: ##"fill="#FFFFFF""##)
            return fill + text(object.text?.text ?? "", of: object, in: size, vertical: .top)
        case .textView: return text(object.text?.text ?? "", of: object, in: size, vertical: .top)
        case .pickerView,
            .datePicker where !isMac:
            return pickerWheels(object, size: size)
        case .mapView, .wkWebView, .webView: return placeholder(object, size: size, state: state)
        case .button:
            return isMac ? macButton(object, size: size, state: state) : button(object, size: size, state: state)
        case .popUpButton: return popUp(object, size: size)
        case .imageView: return imagePlaceholder(object, size: size, state: state)
        case .`switch`: return switchControl(object, size: size)
        case .slider: return slider(object, size: size)
        case .segmentedControl: return segmented(object, size: size)
        case .progressIndicator where object.appKitView?.progressIndicatorStyle == .spinning:
            return spinner(size: size)
        case .progressView, .progressIndicator: return progress(object, size: size)
        case .activityIndicatorView: return spinner(size: size)
        case .pageControl: return pageControl(size: size)
        case .navigationBar where !isMac:
            // A stand-alone bar shows its top item (the last of its `<items>`).
            let item = object.children.last { $0.element == .navigationItem }
            return navigationBar(BarContent(navigationItem: item), size: size)
        case .toolbar where !isMac:
            return toolbar(BarContent(items: object.children.filter { $0.element == .barButtonItem }), size: size)
        case .tabBar where !isMac:
            return tabBar(BarContent(items: object.children.filter { $0.element == .tabBarItem }), size: size)
        case .navigationBar, .toolbar, .tabBar, .searchBar:
            return rect(size, attributes: ##"fill="#F9F9F9" stroke="#C6C6C8" stroke-width="0.5""##)
        case .visualEffectView: return rect(size, attributes: ##"fill="#F2F2F7" fill-opacity="0.8""##)
        case .box where isMac: return appKitBox(object, size: size)
        case .box:
            return rect(
                size, radius: 5,
                attributes:
                    ##"fill="#000000" fill-opacity="0.03" stroke="#000000" stroke-opacity="0.15" stroke-width="1""##)
        case .tableView where isMac, .outlineView where isMac:
            // An AppKit table's own background, the control background (white), unless it sets one.
            let paint = colors.paint(object.view?.backgroundColor)
            return paint.map { $0.isClear } == false ? "" : rect(size, attributes: ##"fill="#FFFFFF""##)
        case .datePicker where isMac: return appKitDatePicker(object, size: size)
        case .levelIndicator: return levelIndicator(object, size: size)
        case .pathControl: return pathControl(object, size: size)
        case .stepper: return stepper(size: size)
        case .colorWell: return colorWell(object, size: size)
        case .tabView: return tabView(object, size: size)
        default: return ""
        }
    }

    /// The characters of a label's attributed text (`<attributedString key="attributedText">`): its fragments'
    /// content joined, drawn in the label's own style.
    static func attributedText(of object: IBObject) -> String? {
        guard let string = object.untyped.element(forKey: "attributedText") else { return nil }
        var text = ""
        for case .element(let fragment) in string.children where fragment.name == "fragment" {
            if let content = fragment[attribute: "content"] {
                text += content
            } else {
                for case .element(let child) in fragment.children where child.name == "string" {
                    text += child.text ?? ""
                }
            }
        }
        return text
    }

    enum VerticalPlacement { case center, top }

    /// An AppKit cell's title: its `title=`, or, for text of several lines, its `<string key="title">`.
    static func cellTitle(of cell: IBObject?) -> String? {
        guard let cell else { return nil }
        if let title = cell.title { return title }
        if case .string(let title)? = cell.value(forKey: "title") { return title }
        return cell.untyped.element(forKey: "title")?.text
    }

    /// Whether an AppKit text field wraps its text: its cell breaks lines by words or characters (the default) and
    /// is neither single-line nor scrollable.
    static func wraps(_ object: IBObject) -> Bool {
        guard let cell = object.child(forKey: "cell") else { return false }
        let mode = cell.appKitCell?.lineBreakMode
        return (mode == nil || mode == .wordWrapping || mode == .charWrapping)
            && cell.appKitCell?.usesSingleLineMode != true && cell.appKitCell?.isScrollable != true
    }

    /// The text's font size, weight and paint.
    private func style(of object: IBObject) -> (
        size: Double, bold: Bool, italic: Bool, paint: ColorResolver.Paint, font: Font
    ) {
        let font = object.textFont(mac: isMac) ?? object.text?.font
        // UIKit's buttons set their titles in 15 pt, its other text in 17 pt; AppKit's controls in 13 pt.
        let defaultSize = isMac ? 13.0 : object.element == .button ? 15.0 : 17.0
        // A Dynamic Type style (UIKit's `style="UICTFontTextStyleFootnote"`, AppKit's `textStyle="headline"`) at the
        // default content size.
        let textStyle =
            font?.style.flatMap { SystemFontStyles.uiKitTextStyles[$0] }
            ?? font?.textStyle.flatMap { SystemFontStyles.appKitTextStyles[$0] }
        // The size as text measurement resolves it (a text style's or meta font's when the document gives none).
        let size = font.map { FontResolver(defaultPointSize: defaultSize).resolve($0).pointSize } ?? defaultSize
        let bold =
            (textStyle.map { $0.weight >= .semibold } ?? false)
            || font?.type == .boldSystem
            || [.bold, .semibold, .heavy, .black].contains(font?.weight)
            || [.systemBold, .systemSemibold, .systemHeavy, .systemBlack, .smallSystemBold, .miniSystemBold].contains(
                font?.metaFont)
            || font?.name.map { ["Bold", "Semibold", "Heavy", "Black"].contains(where: $0.hasSuffix) } == true
        var color = object.text?.textColor
        if isMac, case .color(let cellColor)? = object.child(forKey: "cell")?.value(forKey: "textColor") {
            color = cellColor
        }
        let paint = colors.paint(color) ?? labelPaint
        let italic =
            font?.type == .italicSystem
            || font?.name.map { $0.contains("Italic") || $0.contains("Oblique") } == true
        // Text is measured in the document's font at the size drawn: a named font (Courier New, Avenir) by its own
        // widths, a system font by the system font's.
        var measured = font ?? Font(type: bold ? .boldSystem : .system, pointSize: size)
        if measured.name == nil || measured.type != nil {
            measured = Font(type: bold ? .boldSystem : .system, pointSize: size)
        }
        measured.pointSize = size
        return (size, bold, italic, paint, measured)
    }

    /// `string` set in the object's font, wrapped to its width and its number of lines (truncated with `…`), aligned
    /// as the object says and centred vertically (a label) or from the top (a text view).
    func text(
        _ string: String, of object: IBObject, in size: Size, vertical: VerticalPlacement = .center,
        paint override: ColorResolver.Paint? = nil, alignment forced: String? = nil
    ) -> String {
        guard !string.isEmpty else { return "" }
        let style = style(of: object)
        let paint = override ?? style.paint
        // A text view wraps its text to any number of lines; so does an AppKit field whose cell wraps.
        let wrapsAll = object.element == .textView || (isMac && Self.wraps(object))
        let limit = object.text?.numberOfLines ?? (wrapsAll ? 0 : 1)
        let bold = style.bold
        let lines = Self.wrap(string, font: style.font, width: max(size.width, 1), limit: limit <= 0 ? .max : limit)
        let lineHeight = (style.size * 1.2).rounded(.up)
        let blockHeight = Double(lines.count) * lineHeight
        var top = vertical == .center ? (size.height - blockHeight) / 2 : 0
        // An AppKit control's alignment is its cell's (`alignment="center"`).
        let alignment =
            forced ?? object.text?.textAlignment ?? object.child(forKey: "cell")?.untyped[attribute: "alignment"]
            ?? "natural"
        let (anchor, x): (TextOutlines.Anchor, Double) =
            switch alignment {
            case "center": (.middle, size.width / 2)
            case "right": (.end, size.width)
            default: (.start, 0)
            }
        var svg = ""
        for line in lines {
            let baseline = top + lineHeight * 0.8
            svg += TextOutlines.line(
                line, x: x, baseline: baseline, size: style.size, bold: bold, italic: style.italic, anchor: anchor,
                width: size.width, measuredIn: style.font, paint: paint.attributes())
            top += lineHeight
        }
        return svg
    }

    /// One line of `string` in the system font, cut with `…` to `width`, starting, centred or ending at `x`
    /// (`anchor`: `start`, `middle`, `end`) on `baseline`.
    func label(
        _ string: String, x: Double, baseline: Double, fontSize: Double, weight: String, anchor: String,
        paint: ColorResolver.Paint, width: Double
    ) -> String {
        let bold = (Int(weight) ?? 400) >= 600
        guard !string.isEmpty,
            let line = Self.wrap(string, fontSize: fontSize, bold: bold, width: max(width, 1), limit: 1).first
        else { return "" }
        return TextOutlines.line(
            line, x: x, baseline: baseline, size: fontSize, bold: bold,
            anchor: TextOutlines.Anchor(rawValue: anchor) ?? .start, paint: paint.attributes())
    }

    /// The width of one line of `string` in the system font of `fontSize` (bold or not), by NibKit's text metrics.
    static func textWidth(_ string: String, fontSize: Double, bold: Bool = false) -> Double {
        TextMetrics().size(of: string, font: Font(type: bold ? .boldSystem : .system, pointSize: fontSize)).width
    }

    /// Greedy word wrapping by NibKit's text metrics, the last line truncated with `…` when the text is longer than
    /// `limit` lines. Widths are sums of advances, so a line's width grows by each word's and the cut of the last line
    /// is found by halving: time in proportion to the text, however long its lines or words.
    /// How much wider than its frame one line may be and still be drawn whole, condensed to the frame.
    static let condensableOverflow = 0.12

    static func wrap(_ string: String, fontSize: Double, bold: Bool = false, width: Double, limit: Int) -> [String] {
        wrap(string, font: Font(type: bold ? .boldSystem : .system, pointSize: fontSize), width: width, limit: limit)
    }

    /// Greedy word wrapping of `string` in `font` (see ``wrap(_:fontSize:bold:width:limit:)``).
    static func wrap(_ string: String, font: Font, width: Double, limit: Int) -> [String] {
        let metrics = TextMetrics()
        func measure(_ text: some StringProtocol) -> Double { metrics.size(of: String(text), font: font).width }
        func fits(_ measured: Double) -> Bool { measured <= width + 0.5 }
        var lines: [(text: String, width: Double)] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            var currentWidth = 0.0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidateWidth = current.isEmpty ? measure(word) : currentWidth + measure(" " + word)
                if fits(candidateWidth) || current.isEmpty {
                    current = current.isEmpty ? String(word) : current + " " + word
                    currentWidth = candidateWidth
                } else {
                    lines.append((current, currentWidth))
                    current = String(word)
                    currentWidth = measure(word)
                }
            }
            lines.append((current, currentWidth))
        }
        // One line a little wider than its frame (by up to ``condensableOverflow``) is kept whole, to be drawn
        // condensed: NibKit's widths are estimates of Apple's fonts, and a text Interface Builder fitted is not cut.
        let condensable = limit == 1 && lines.count == 1 && lines[0].width <= width * (1 + condensableOverflow)
        guard lines.count > limit || (limit == 1 && !fits(lines[0].width) && !condensable) else {
            return lines.map(\.text)
        }
        var kept = lines.prefix(max(limit, 1)).map(\.text)
        let last = Array(kept.removeLast())
        // The longest start of the last line that fits with its ellipsis.
        var (low, high) = (0, last.count)
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(measure(String(last[..<middle]) + "…")) { low = middle } else { high = middle - 1 }
        }
        kept.append(String(last[..<low]) + "…")
        return kept
    }

    private func textField(_ object: IBObject, size: Size) -> String {
        var svg = ""
        switch object.text?.borderStyle {
        case .roundedRect?:
            svg += rect(size, radius: 5, attributes: ##"fill="#FFFFFF" stroke="#C6C6C8" stroke-width="0.5""##)
        case .line?:
            svg += rect(size, attributes: ##"fill="none" stroke="#000000" stroke-width="1""##)
        case .bezel?:
            svg += rect(size, attributes: ##"fill="#FFFFFF" stroke="#8E8E93" stroke-width="1""##)
        default:
            if object.element == .searchField {
                svg += rect(size, radius: 5, attributes: ##"fill="#FFFFFF" stroke="#C6C6C8" stroke-width="0.5""##)
            }
        }
        let inset = Size(width: max(size.width - 14, 1), height: size.height)
        let shown = object.text?.text ?? ""
        let body =
            shown.isEmpty
            ? text(object.text?.placeholder ?? "", of: object, in: inset, paint: secondary)
            : text(shown, of: object, in: inset)
        return svg + (body.isEmpty ? "" : ##"<g transform="translate(7 0)">"## + "\n" + body + "</g>\n")
    }

    private func macTextField(_ object: IBObject, size: Size) -> String {
        let cell = object.child(forKey: "cell")
        var svg = ""
        if cell?.appKitCell?.borderStyle != nil || object.element == .searchField || object.element == .comboBox {
            svg += rect(
                size, radius: object.element == .searchField ? size.height / 2 : 3,
                attributes: ##"fill="#FFFFFF" stroke="#000000" stroke-opacity="0.2" stroke-width="1""##)
        }
        let title = Self.cellTitle(of: cell) ?? ""
        let shown = title.isEmpty ? cell?.appKitCell?.placeholderString ?? "" : title
        let inset = Size(width: max(size.width - 4, 1), height: size.height)
        let body = text(shown, of: object, in: inset, paint: title.isEmpty ? secondary : nil)
        return svg + (body.isEmpty ? "" : ##"<g transform="translate(2 0)">"## + "\n" + body + "</g>\n")
    }

    private func button(_ object: IBObject, size: Size, state: DrawingState) -> String {
        let attributes = object.button
        let title = attributes?.title ?? attributes?.configuration?.title ?? ""
        var svg = ""
        let titleColor = attributes?.states.first { $0.state == .normal }?.titleColor
        let style = attributes?.configuration?.style.map(ButtonConfigurationStyle.init(rawValue:))
        if attributes?.buttonType == .roundedRect {
            svg += rect(size, radius: 8, attributes: ##"fill="none" stroke="#C6C6C8" stroke-width="0.5""##)
        } else if let style, let fill = capsuleFill(style) {
            svg += rect(size, radius: min(size.height / 2, 8), attributes: fill)
        }
        // The normal state's background image (`<state key="normal" backgroundImage="…">`) fills the button, under
        // its title; the canvas shows the normal state.
        if let background = attributes?.states.first(where: { $0.state == .normal })?.backgroundImage {
            if let url = images.dataURL(for: background) {
                svg +=
                    ##"<image width="\##(SVGText.number(size.width))" height="\##(SVGText.number(size.height))" preserveAspectRatio="none" href="\##(url)"/>"##
                    + "\n"
            } else {
                state.placeholder(object, Self.missingImage(background))
                svg += imageLabel(title.isEmpty ? background : "", size: size)
            }
        }
        if let symbol = Self.systemButtonSymbols[attributes?.buttonType?.rawValue ?? ""] {
            return svg + circledSymbol(symbol, size: size)
        }
        if title.isEmpty, let image = Self.imageName(of: object) {
            if images.dataURL(for: image.name) != nil || image.catalog == "system" {
                let box = min(size.width, size.height, 28)
                if image.catalog == "system" {
                    state.placeholder(object, "its SF Symbol \(image.name) is drawn as an outline")
                }
                return svg + symbolImage(image, x: (size.width - box) / 2, y: (size.height - box) / 2, box: box)
            }
            state.placeholder(object, Self.missingImage(image.name))
            return svg + imageLabel(image.name, size: size)
        }
        let paint =
            style == .filled ? ColorResolver.Paint(hex: "#FFFFFF", opacity: 1) : colors.paint(titleColor) ?? tint
        return svg + text(title, of: object, in: size, paint: paint, alignment: "center")
    }

    /// A configured button's capsule: filled in the tint, tinted lightly, or grey; none for a plain one.
    private func capsuleFill(_ style: ButtonConfigurationStyle) -> String? {
        switch style {
        case .filled: tint.attributes()
        case .tinted: tint.attributes() + ##" fill-opacity="0.15""##
        case .gray: ##"fill="#767680" fill-opacity="0.12""##
        default: nil
        }
    }

    /// The symbols of UIKit's system button types, drawn in a circle.
    private static let systemButtonSymbols: [String: String] = [
        "infoLight": "i", "infoDark": "i", "detailDisclosure": "i", "contactAdd": "+", "close": "×",
    ]

    /// A symbol in a circle in the tint colour: an info or add button.
    private func circledSymbol(_ symbol: String, size: Size) -> String {
        let radius = max(min(size.width, size.height) / 2 - 1, 1)
        return
            ##"<circle cx="\##(SVGText.number(size.width / 2))" cy="\##(SVGText.number(size.height / 2))" r="\##(SVGText.number(radius))" fill="none" \##(tint.attributes("stroke")) stroke-width="1.5"/>"##
            + "\n"
            + label(
                symbol, x: size.width / 2, baseline: size.height / 2 + radius * 0.45, fontSize: radius * 1.3,
                weight: "600", anchor: "middle", paint: tint, width: radius * 2)
    }

    /// The image a UIKit button shows: its normal state's, or its configuration's (`<imageReference key="image"
    /// image="gear" catalog="system">` for an SF Symbol).
    static func imageName(of object: IBObject) -> (name: String, catalog: String?)? {
        let attributes = object.button
        if let state = attributes?.states.first(where: { $0.image != nil }), let image = state.image {
            return (image, nil)
        }
        let contents =
            (attributes?.states.map(\.untyped) ?? []) + [attributes?.configuration?.untyped].compactMap { $0 }
        for untyped in contents {
            if let reference = untyped.element(forKey: "image"), let name = reference[attribute: "image"] {
                return (name, reference[attribute: "catalog"])
            }
        }
        return attributes?.configuration?.image.map { ($0, nil) }
    }

    /// A project image, or an SF Symbol as a tinted outline (the symbol's shape is Apple's), in a `box` square.
    private func symbolImage(_ image: (name: String, catalog: String?), x: Double, y: Double, box: Double) -> String {
        if image.catalog != "system" { return controlImage(image.name, x: x, y: y, box: box) }
        return
            ##"<rect class="symbol" x="\##(SVGText.number(x + 2))" y="\##(SVGText.number(y + 2))" width="\##(SVGText.number(box - 4))" height="\##(SVGText.number(box - 4))" rx="\##(SVGText.number((box - 4) / 2))" fill="none" \##(tint.attributes("stroke")) stroke-width="1.5"><title>\##(SVGText.escaped(image.name))</title></rect>"##
            + "\n"
    }

    private func macButton(_ object: IBObject, size: Size, state: DrawingState) -> String {
        let cell = object.child(forKey: "cell")
        let title = cell?.title ?? object.title ?? ""
        switch cell?.appKitCell?.type {
        case .check?, .radio?:
            let box = min(14, size.height)
            let y = (size.height - box) / 2
            let shape =
                cell?.appKitCell?.type == .radio
                ? ##"<circle cx="\##(SVGText.number(box / 2 + 1))" cy="\##(SVGText.number(size.height / 2))" r="\##(SVGText.number(box / 2))" fill="#FFFFFF" stroke="#000000" stroke-opacity="0.3"/>"##
                    + "\n"
                : rect(
                    Size(width: box, height: box), x: 1, y: y, radius: 3,
                    attributes: ##"fill="#FFFFFF" stroke="#000000" stroke-opacity="0.3""##)
            let label = text(title, of: object, in: Size(width: max(size.width - box - 6, 1), height: size.height))
            return shape
                + (label.isEmpty
                    ? "" : ##"<g transform="translate(\##(SVGText.number(box + 6)) 0)">"## + "\n" + label + "</g>\n")
        case .push?, nil:
            let bezel = rect(
                Size(width: max(size.width - 12, 0), height: max(size.height - 12, 0)), x: 6, y: 5, radius: 5,
                attributes: ##"fill="#FFFFFF" stroke="#000000" stroke-opacity="0.2" stroke-width="0.5""##)
            return bezel + text(title, of: object, in: size, alignment: "center")
        default:
            return appKitStyledButton(object, cell: cell, title: title, size: size, state: state)
        }
    }

    private func popUp(_ object: IBObject, size: Size) -> String {
        let cell = object.child(forKey: "cell")
        let title = cell?.title ?? cell?.menuItemTitles.first ?? ""
        var svg = rect(
            Size(width: max(size.width - 8, 0), height: max(size.height - 6, 0)), x: 4, y: 2, radius: 5,
            attributes: ##"fill="#FFFFFF" stroke="#000000" stroke-opacity="0.2" stroke-width="0.5""##)
        svg += ##"<g transform="translate(10 0)">"## + "\n"
        svg += text(title, of: object, in: Size(width: max(size.width - 30, 1), height: size.height)) + "</g>\n"
        svg +=
            ##"<path d="M\##(SVGText.number(size.width - 18)) \##(SVGText.number(size.height / 2 - 2)) l4 -4 l4 4 M\##(SVGText.number(size.width - 18)) \##(SVGText.number(size.height / 2 + 2)) l4 4 l4 -4" fill="none" stroke="#000000" stroke-opacity="0.6" stroke-width="1.2"/>"##
        return svg + "\n"
    }

    /// An image view: the project's image of that name, fitted as the view's content mode says, or the name in a
    /// light placeholder.
    private func imagePlaceholder(_ object: IBObject, size: Size, state: DrawingState) -> String {
        let name = object.image?.image ?? object.child(forKey: "cell")?.image?.image ?? ""
        guard let url = images.dataURL(for: name) else {
            if !name.isEmpty { state.placeholder(object, Self.missingImage(name)) }
            return imageLabel(name, size: size)
        }
        let fit =
            switch object.view?.contentMode {
            case .scaleToFill: "none"
            case .scaleAspectFill: "xMidYMid slice"
            default: "xMidYMid meet"
            }
        return
            ##"<image width="\##(SVGText.number(size.width))" height="\##(SVGText.number(size.height))" preserveAspectRatio="\##(fit)" href="\##(url)"/>"##
            + "\n"
    }

    /// Why an image is drawn as a placeholder.
    static func missingImage(_ name: String) -> String {
        "its image \(name) is not among the project's images (asset catalogs and image files beside the documents)"
    }

    private func imageLabel(_ name: String, size: Size) -> String {
        var svg = rect(
            size, attributes: ##"class="image-placeholder" fill="#E5E5EA" stroke="#C7C7CC" stroke-width="0.5""##)
        svg +=
            ##"<path d="M0 0 L\##(SVGText.number(size.width)) \##(SVGText.number(size.height)) M\##(SVGText.number(size.width)) 0 L0 \##(SVGText.number(size.height))" stroke="#C7C7CC" stroke-width="0.5"/>"##
        svg += "\n"
        // The name, cut to the box's width, so that a small placeholder does not print over its neighbours.
        if !name.isEmpty, size.height >= 10, size.width >= 24 {
            svg += label(
                name, x: size.width / 2, baseline: size.height / 2 + 4, fontSize: min(11, size.height / 2),
                weight: "400", anchor: "middle", paint: ColorResolver.Paint(hex: "#8E8E93", opacity: 1),
                width: size.width - 4)
        }
        return svg
    }

    private func switchControl(_ object: IBObject, size: Size) -> String {
        let on = object.control?.isOn ?? false
        let track = on ? ##"fill="#34C759""## : ##"fill="#E9E9EA""##
        var svg = rect(size, radius: size.height / 2, attributes: track)
        let knob = size.height - 4
        let x = on ? size.width - knob / 2 - 2 : knob / 2 + 2
        svg +=
            ##"<circle cx="\##(SVGText.number(x))" cy="\##(SVGText.number(size.height / 2))" r="\##(SVGText.number(knob / 2))" fill="#FFFFFF" stroke="#000000" stroke-opacity="0.1"/>"##
        return svg + "\n"
    }

    private func slider(_ object: IBObject, size: Size) -> String {
        let minimum = object.control?.minimumValue ?? 0
        let maximum = object.control?.maximumValue ?? 1
        let value = object.control?.value ?? 0.5
        let fraction = maximum > minimum ? min(max((value - minimum) / (maximum - minimum), 0), 1) : 0.5
        let knob = min(size.height, 28) / 2
        let x = knob + (size.width - 2 * knob) * fraction
        let y = size.height / 2
        var svg = rect(Size(width: size.width, height: 4), y: y - 2, radius: 2, attributes: ##"fill="#E5E5EA""##)
        svg += rect(Size(width: x, height: 4), y: y - 2, radius: 2, attributes: tint.attributes())
        svg +=
            ##"<circle cx="\##(SVGText.number(x))" cy="\##(SVGText.number(y))" r="\##(SVGText.number(knob - 1))" fill="#FFFFFF" stroke="#000000" stroke-opacity="0.15"/>"##
        return svg + "\n"
    }

    /// A segmented control: its segments' titles (`<segment title=…>`), the selected one highlighted.
    private func segmented(_ object: IBObject, size: Size) -> String {
        var titles: [String] = []
        let holders = [object] + (object.child(forKey: "cell").map { [$0] } ?? [])
        for holder in holders {
            for element in holder.untyped.elements where element.name == "segments" {
                for case .element(let segment) in element.children where segment.name == "segment" {
                    titles.append(segment[attribute: "title"] ?? segment[attribute: "label"] ?? "")
                }
            }
        }
        var svg = rect(size, radius: 8, attributes: ##"fill="#767680" fill-opacity="0.12""##)
        guard !titles.isEmpty else { return svg }
        let width = size.width / Double(titles.count)
        let selected = object.control?.selectedSegmentIndex ?? 0
        for (index, title) in titles.enumerated() {
            let x = width * Double(index)
            if index == selected {
                svg += rect(
                    Size(width: width - 4, height: max(size.height - 4, 0)), x: x + 2, y: 2, radius: 7,
                    attributes: ##"fill="#FFFFFF""##)
            }
            svg += TextOutlines.line(
                title, x: x + width / 2, baseline: size.height / 2 + 4, size: 13, anchor: .middle,
                paint: labelPaint.attributes())
        }
        return svg
    }

    private func progress(_ object: IBObject, size: Size) -> String {
        let fraction = min(max(object.control?.value ?? 0.5, 0), 1)
        let y = max(size.height / 2 - 2, 0)
        var svg = rect(
            Size(width: size.width, height: min(4, size.height)), y: y, radius: 2, attributes: ##"fill="#E5E5EA""##)
        svg += rect(
            Size(width: size.width * fraction, height: min(4, size.height)), y: y, radius: 2,
            attributes: tint.attributes())
        return svg
    }

    private func spinner(size: Size) -> String {
        let radius = min(size.width, size.height) / 2
        var svg = ""
        for spoke in 0..<8 {
            let angle = Double(spoke) * 45
            svg +=
                ##"<rect x="\##(SVGText.number(size.width / 2 - 1))" y="\##(SVGText.number(size.height / 2 - radius))" width="2" height="\##(SVGText.number(radius * 0.5))" rx="1" fill="#8E8E93" fill-opacity="\##(SVGText.number(0.3 + 0.08 * Double(spoke)))" transform="rotate(\##(SVGText.number(angle)) \##(SVGText.number(size.width / 2)) \##(SVGText.number(size.height / 2)))"/>"##
            svg += "\n"
        }
        return svg
    }

    /// The rows Xcode's canvas shows in a picker view (its sample cities) or a date picker's wheels, the middle row
    /// in its selection band; a compact date picker as its date in a grey capsule.
    private func pickerWheels(_ object: IBObject, size: Size) -> String {
        if object.element == .datePicker, object.untyped.value("style") != DatePickerStyle.wheels {
            let capsule = Size(width: min(size.width, 120), height: min(size.height, 34))
            return rect(capsule, radius: 6, attributes: ##"fill="#767680" fill-opacity="0.12""##)
                + label(
                    "Jan 1, 2001", x: capsule.width / 2, baseline: capsule.height / 2 + 6, fontSize: 17,
                    weight: "400", anchor: "middle", paint: labelPaint, width: capsule.width - 8)
        }
        let rows =
            object.element == .datePicker
            ? ["Sun Dec 31  10  58", "Today  11  59  AM", "Tue Jan 2  12  00  PM"]
            : ["Mountain View", "Sunnyvale", "Cupertino", "Santa Clara", "San Jose"]
        let rowHeight = 32.0
        let middle = size.height / 2
        var svg = rect(
            Size(width: max(size.width - 16, 0), height: rowHeight), x: 8, y: middle - rowHeight / 2, radius: 8,
            attributes: ##"fill="#767680" fill-opacity="0.12""##)
        let centre = rows.count / 2
        for (index, row) in rows.enumerated() {
            let y = middle + Double(index - centre) * rowHeight
            guard y > rowHeight / 2, y < size.height - rowHeight / 2 + 1 else { continue }
            let paint = index == centre ? labelPaint : ColorResolver.Paint(hex: "#3C3C43", opacity: 0.6)
            svg += label(
                row, x: size.width / 2, baseline: y + 7, fontSize: index == centre ? 21 : 18, weight: "400",
                anchor: "middle", paint: paint, width: size.width - 24)
        }
        return svg
    }

    /// A view NibKit draws only as a named box (a map, a web view): its kind's name in a light panel, so that a
    /// reviewer sees what is there; reported as a placeholder.
    private func placeholder(_ object: IBObject, size: Size, state: DrawingState) -> String {
        state.placeholder(object, "NibKit does not draw its content")
        var svg = rect(
            size, attributes: ##"class="placeholder" fill="#F2F2F7" stroke="#C7C7CC" stroke-width="0.5""##)
        if size.height >= 14, size.width >= 30 {
            svg += label(
                object.className(for: isMac ? .macOS : .iOS), x: size.width / 2, baseline: size.height / 2 + 4,
                fontSize: min(11, size.height / 2), weight: "400", anchor: "middle",
                paint: ColorResolver.Paint(hex: "#8E8E93", opacity: 1), width: size.width - 8)
        }
        return svg
    }

    private func pageControl(size: Size) -> String {
        var svg = ""
        for dot in 0..<3 {
            let x = size.width / 2 + Double(dot - 1) * 16
            svg +=
                ##"<circle cx="\##(SVGText.number(x))" cy="\##(SVGText.number(size.height / 2))" r="3.5" fill="#8E8E93" fill-opacity="\##(dot == 0 ? "1" : "0.3")"/>"##
            svg += "\n"
        }
        return svg
    }
}

/// The nib-backed views' nibs, each laid out once, when first drawn.
final class EmbeddedNibs: @unchecked Sendable {
    private let nibs: [String: IBDocument]
    private let options: DocumentRenderer.Options
    private let images: ProjectImages
    private var trees: [String: (drawing: ViewDrawing, root: LayoutItem)?] = [:]
    private let lock = NSLock()

    init(nibs: [String: IBDocument], options: DocumentRenderer.Options, images: ProjectImages) {
        self.nibs = nibs
        self.options = options
        self.images = images
    }

    /// The laid-out content of the nib of `className`, or nil when there is none. A nib drawn inside itself is bounded
    /// by the drawing's depth.
    func tree(for className: String) -> (drawing: ViewDrawing, root: LayoutItem)? {
        lock.lock()
        defer { lock.unlock() }
        if let known = trees[className] { return known }
        guard let document = nibs[className] else { return nil }
        let inPlace = InPlaceTrees()
        let colors = ColorResolver(appearance: options.appearance, resources: document.resources)
        let laidOutTrees = DocumentLayout(document: document).layOut().map { laidOut in
            let drawing = ViewDrawing(
                objects: laidOut.objects, colors: colors, options: options,
                isMac: document.header.targetRuntime == .macOS, embedded: self, images: images, inPlace: inPlace)
            inPlace.add(laidOut.rootID, drawing: drawing, root: laidOut.system.root)
            return (drawing: drawing, root: laidOut.system.root)
        }
        let tree = laidOutTrees.first
        trees[className] = tree
        return tree
    }
}
