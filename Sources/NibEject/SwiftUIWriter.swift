import NibModel

/// A SwiftUI body for one root (`nib eject --swiftui`): stack views as stacks, labels as `Text`, buttons as `Button`,
/// image views as `Image`, plain views as colours or stacks; a view pinned to its superview's edges gets its padding,
/// one of fixed size its frame. What SwiftUI is not told (other constraints, other elements, a plain view's own
/// placement of its subviews) is said in a comment at its place and a located warning.
struct SwiftUIWriter {
    let document: IBDocument
    let root: IBObject
    let name: String
    let path: String
    private(set) var warnings: [EjectWarning] = []
    private var constraints: [Constraint] = []
    /// Constraints the body says as padding or a frame, by id.
    private var said: Set<String> = []

    init(document: IBDocument, root: IBObject, name: String, path: String) {
        self.document = document
        self.root = root
        self.name = name
        self.path = path
    }

    /// The file: `struct <name>: View` with its body.
    mutating func write() -> EjectedFile {
        collectConstraints(root)
        let body = content(of: root)
        let unsaid = constraints.filter { !said.contains($0.id) }
        var lines = ["// \(name).swift, ejected from \(SwiftComment.text(fileName)) by `nib eject --swiftui`."]
        if !unsaid.isEmpty {
            let message =
                "\(unsaid.count) constraint(s) are not in SwiftUI: the stacks, padding and frames stand for them "
                + "(first at line \(unsaid[0].location.line))"
            warnings.append(EjectWarning(file: path, line: unsaid[0].location.line, message: message))
            lines.append("// Left out: \(SwiftComment.text(message)).")
        }
        lines += ["", "import SwiftUI", "", "struct \(name): View {", "    var body: some View {"]
        lines += body.map { "        " + $0 }
        lines += ["    }", "}", ""]
        return EjectedFile(
            className: name, source: lines.map(SwiftComment.guarded).joined(separator: "\n"), warnings: warnings,
            rootID: root.id,
            designSize: root.view?.frame?.size ?? Size(width: 0, height: 0), viewProperties: [:],
            referencedClasses: [:])
    }

    private var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    private mutating func collectConstraints(_ object: IBObject) {
        constraints += object.constraints.filter { !$0.isPlaceholder }
        for child in object.subviews { collectConstraints(child) }
    }

    /// The root's content: its one subview, padded as pinned, or its subviews in a stack their frames suggest (a
    /// column when none overlaps another's rows, a row when none overlaps another's columns, else layered), on the
    /// root's background.
    private mutating func content(of object: IBObject) -> [String] {
        let children = object.subviews
        var lines = children.count == 1 ? view(children[0], in: object) : arranged(children, in: object)
        if let background = object.view?.backgroundColor { lines.append("    .background(\(color(background)))") }
        return lines
    }

    /// Views in the stack their design frames suggest.
    private mutating func arranged(_ children: [IBObject], in parent: IBObject) -> [String] {
        let frames = children.map { $0.view?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0) }
        func apart(_ start: (Rect) -> Double, _ length: (Rect) -> Double) -> Bool {
            let sorted = frames.sorted { start($0) < start($1) }
            return zip(sorted, sorted.dropFirst()).allSatisfy { start($0) + length($0) <= start($1) + 0.5 }
        }
        if apart({ $0.y }, { $0.height }) {
            return stack("VStack(alignment: .leading, spacing: 0)", children.sorted { y($0) < y($1) }, in: parent)
        }
        if apart({ $0.x }, { $0.width }) {
            let ordered = children.sorted { ($0.view?.frame?.x ?? 0) < ($1.view?.frame?.x ?? 0) }
            return stack("HStack(spacing: 0)", ordered, in: parent)
        }
        let message =
            "\(parent.messageName)'s subviews overlap: they are layered in a ZStack, placed by padding only"
        warn(parent, message)
        return ["// " + SwiftComment.text(message)] + stack("ZStack(alignment: .topLeading)", children, in: parent)
    }

    private func y(_ object: IBObject) -> Double { object.view?.frame?.y ?? 0 }

    /// One view and its modifiers.
    private mutating func view(_ object: IBObject, in parent: IBObject) -> [String] {
        var lines: [String]
        switch object.element {
        case .stackView: lines = stackView(object)
        case .label: lines = text(object)
        case .button: lines = button(object)
        case .imageView: lines = image(object)
        case .view where object.customClass != nil:
            let message =
                "\(object.messageName) is left out: \(object.customClass ?? "") is the project's view; show it through "
                + "a UIViewRepresentable"
            warn(object, message)
            lines = ["// Left out: " + SwiftComment.text(message), "Color.clear"]
        case .view where object.subviews.isEmpty:
            lines = [object.view?.backgroundColor.map(color) ?? "Color.clear"]
        case .view:
            lines = arranged(object.subviews, in: object)
            if let background = object.view?.backgroundColor { lines.append(".background(\(color(background)))") }
        default:
            let message = "\(object.messageName) is left out: a \(object.element) has no SwiftUI counterpart here"
            warn(object, message)
            return ["// Left out: " + SwiftComment.text(message), "EmptyView()"]
        }
        lines += frame(of: object) + padding(of: object, in: parent)
        // Modifiers one level in from the view they modify.
        return lines.map { $0.hasPrefix(".") ? "    " + $0 : $0 }
    }

    private mutating func stack(_ opening: String, _ children: [IBObject], in parent: IBObject) -> [String] {
        var lines = [opening + " {"]
        for child in children { lines += view(child, in: parent).map { "    " + $0 } }
        return lines + ["}"]
    }

    private mutating func stackView(_ object: IBObject) -> [String] {
        guard let attributes = object.stack else { return ["EmptyView()"] }
        let vertical = attributes.axis == .vertical
        let alignments: [StackAlignment: String] =
            vertical
            ? [.leading: ".leading", .center: ".center", .trailing: ".trailing"]
            : [
                .top: ".top", .center: ".center", .bottom: ".bottom", .firstBaseline: ".firstTextBaseline",
                .lastBaseline: ".lastTextBaseline",
            ]
        var arguments: [String] = []
        if let alignment = attributes.alignment.flatMap({ alignments[$0] }) {
            arguments.append("alignment: \(alignment)")
        }
        arguments.append("spacing: \(SwiftLiterals.number(attributes.spacing ?? 0))")
        var lines = stack(
            (vertical ? "VStack" : "HStack") + "(" + arguments.joined(separator: ", ") + ")", object.subviews,
            in: object)
        if let distribution = attributes.distribution, distribution != .fill {
            let message =
                "the \(distribution.rawValue) distribution of \(object.messageName) is not in SwiftUI: the stack "
                + "sizes its views as they fit"
            warn(object, message)
            lines.insert("// " + SwiftComment.text(message), at: 0)
        }
        if attributes.alignment == .fill {
            lines.append(vertical ? ".frame(maxWidth: .infinity)" : ".frame(maxHeight: .infinity)")
        }
        return lines
    }

    private mutating func text(_ object: IBObject) -> [String] {
        let attributes = object.text
        var lines = ["Text(\(SwiftNames.literal(attributes?.text ?? "")))"]
        if let font = attributes?.font {
            lines.append(".font(\(Self.font(font)))")
            if let message = SwiftLiterals.fontRejection(font, of: object.messageName) {
                warnings.append(
                    EjectWarning(file: path, line: object.location.line, message: message, rejectsValue: true))
                lines.insert("// " + SwiftComment.text(message), at: 0)
            }
        }
        if let textColor = attributes?.textColor { lines.append(".foregroundColor(\(color(textColor)))") }
        switch attributes?.numberOfLines {
        case 0?: break
        case let count?: lines.append(".lineLimit(\(count))")
        case nil: lines.append(".lineLimit(1)")
        }
        let alignments = ["center": ".center", "right": ".trailing"]
        if let alignment = attributes?.textAlignment.flatMap({ alignments[$0] }) {
            lines.append(".multilineTextAlignment(\(alignment))")
        }
        return lines
    }

    private func button(_ object: IBObject) -> [String] {
        let action = object.connections.first { $0.kind == .action }?.selector.map {
            ["    // the nib's action: " + SwiftComment.text($0)]
        }
        let normal = object.button?.states.first { $0.state == .normal }
        if let image = normal?.image, normal?.title == nil {
            return ["Button {"] + (action ?? []) + ["} label: {", "    Image(\(SwiftNames.literal(image)))", "}"]
        }
        return ["Button(\(SwiftNames.literal(normal?.title ?? ""))) {"] + (action ?? []) + ["}"]
    }

    private func image(_ object: IBObject) -> [String] {
        guard let name = object.image?.image else { return ["Color.clear"] }
        var lines = ["Image(\(SwiftNames.literal(name)))"]
        switch object.view?.contentMode {
        case .scaleAspectFit?: lines += [".resizable()", ".scaledToFit()"]
        case .scaleAspectFill?: lines += [".resizable()", ".scaledToFill()"]
        case .scaleToFill?, nil: lines.append(".resizable()")
        default: break
        }
        return lines
    }

    /// `.frame(width:height:)` from the view's own constant width and height constraints.
    private mutating func frame(of object: IBObject) -> [String] {
        var size: [String] = []
        for attribute in [LayoutAttribute.width, .height] {
            guard
                let constraint = constraints.first(where: {
                    $0.firstItem == object.id && $0.firstAttribute == attribute && $0.secondItem == nil
                        && $0.relation == .equal
                })
            else { continue }
            said.insert(constraint.id)
            size.append("\(attribute.rawValue): \(SwiftLiterals.number(constraint.constant))")
        }
        return size.isEmpty ? [] : [".frame(" + size.joined(separator: ", ") + ")"]
    }

    /// `.padding(EdgeInsets(...))` from the constraints that pin the view's edges to its superview's.
    private mutating func padding(of object: IBObject, in parent: IBObject) -> [String] {
        let edges: [(LayoutAttribute, String)] = [
            (.top, "top"), (.leading, "leading"), (.bottom, "bottom"),
            (.trailing, "trailing"),
        ]
        var insets: [String: Double] = [:]
        let parentItems = Set([parent.id] + parent.layoutGuides.map(\.id))
        for (attribute, edge) in edges {
            for constraint in constraints where !said.contains(constraint.id) && constraint.relation == .equal {
                guard constraint.firstAttribute == attribute, constraint.secondAttribute == attribute,
                    constraint.multiplier.value == 1, let second = constraint.secondItem
                else { continue }
                let leadsOut = [.top, .leading].contains(attribute)
                if constraint.firstItem == object.id, parentItems.contains(second) {
                    insets[edge] = leadsOut ? constraint.constant : -constraint.constant
                } else if second == object.id, parentItems.contains(constraint.firstItem) {
                    insets[edge] = leadsOut ? -constraint.constant : constraint.constant
                } else {
                    continue
                }
                said.insert(constraint.id)
            }
        }
        guard !insets.isEmpty else { return [] }
        let text = edges.map { "\($0.1): \(SwiftLiterals.number(insets[$0.1] ?? 0))" }.joined(separator: ", ")
        return [".padding(EdgeInsets(\(text)))"]
    }

    private func color(_ color: Color) -> String {
        switch color.kind {
        case .named(let name): return "Color(\(SwiftNames.literal(name)))"
        case .system: return "Color(uiColor: \(SwiftLiterals.color(color)))"
        case .white(let white):
            return "Color(white: \(SwiftLiterals.number(white)), opacity: \(SwiftLiterals.number(color.alpha ?? 1)))"
        case .rgb(let red, let green, let blue):
            return "Color(red: \(SwiftLiterals.number(red)), green: \(SwiftLiterals.number(green)), blue: "
                + "\(SwiftLiterals.number(blue)), opacity: \(SwiftLiterals.number(color.alpha ?? 1)))"
        }
    }

    /// SwiftUI's font for a document's: a text style, or the system font of a size and weight.
    static func font(_ font: Font) -> String {
        let styles: [String: String] = ["caption1": "caption", "title1": "title"]
        if let style = font.textStyle ?? font.style.flatMap({ $0.hasPrefix("UICTFontTextStyle") ? $0 : nil }) {
            let name = SwiftLiterals.textStyleName(style)
            return ".\(styles[name] ?? name)"
        }
        let size = SwiftLiterals.number(font.pointSize ?? 17)
        if let name = font.name, font.type == nil { return ".custom(\(SwiftNames.literal(name)), size: \(size))" }
        switch font.type {
        case .boldSystem?: return ".system(size: \(size), weight: .bold)"
        case .italicSystem?: return ".system(size: \(size)).italic()"
        default:
            guard let weight = font.weight.flatMap({ SwiftCases.fontWeight.member($0.rawValue) }), weight != ".regular"
            else { return ".system(size: \(size))" }
            return ".system(size: \(size), weight: \(weight))"
        }
    }

    private mutating func warn(_ object: IBObject, _ message: String) {
        warnings.append(EjectWarning(file: path, line: object.location.line, message: message))
    }
}
