import NibModel

/// Formats a decoded document as an indented tree: each object's kind, class, id, label, frame and outlets; names,
/// classes and ids cut to 80 characters (`String.shortened(to:)`) and indentation to 32 levels (``TreeIndentation``).
package struct TreeFormatter: Sendable {
    /// A formatter; it keeps no state.
    package init() {}

    /// The whole document, one line per object, connection and constraint summary; each line printable as it is
    /// (``PrintableText/line(_:)``).
    package func format(_ document: IBDocument, file: String) -> String {
        var lines: [String] = []
        let header = document.header
        var summary = [document.isStoryboard ? "storyboard" : "xib", header.targetRuntimeName]
        if let tools = header.toolsVersion { summary.append("toolsVersion \(tools)") }
        if header.useAutolayout { summary.append("autolayout") }
        if let device = header.device {
            summary.append("device \(device.id)" + (device.orientation.map { " \($0)" } ?? ""))
        }
        lines.append("\(file): " + summary.joined(separator: " · "))
        let runtime = header.targetRuntime
        for object in document.objects {
            append(object, depth: 1, runtime: runtime, document: document, to: &lines)
        }
        for scene in document.scenes {
            let initial = scene.objects.contains { $0.id == header.initialViewController } ? "  (initial)" : ""
            lines.append("  scene \(scene.sceneID)\(initial)")
            for object in scene.objects {
                append(object, depth: 2, runtime: runtime, document: document, to: &lines)
            }
        }
        return lines.map(PrintableText.line).joined(separator: "\n")
    }

    private func append(
        _ object: IBObject, depth: Int, runtime: TargetRuntime, document: IBDocument, to lines: inout [String]
    ) {
        let indent = TreeIndentation.spaces(depth: depth)
        lines.append(indent + TreeIndentation.marker(depth: depth) + describe(object, runtime: runtime))
        for connection in object.connections {
            lines.append(indent + "  " + describe(connection, document: document))
        }
        if !object.constraints.isEmpty {
            lines.append(indent + "  constraints: \(object.constraints.count)")
        }
        for child in object.children {
            append(child, depth: depth + 1, runtime: runtime, document: document, to: &lines)
        }
        for subview in object.subviews {
            append(subview, depth: depth + 1, runtime: runtime, document: document, to: &lines)
        }
        for element in object.untyped.elements {
            element.forEachTopObject { nested in
                append(nested, depth: depth + 1, runtime: runtime, document: document, to: &lines)
            }
        }
    }

    /// One object: `label : CaptionLabel [key] "text" id=… frame=(x y; w h) 'user label'`.
    func describe(_ object: IBObject, runtime: TargetRuntime) -> String {
        var parts: [String] = []
        switch object.placeholder {
        case .filesOwner?: parts.append("File's Owner")
        case .firstResponder?: parts.append("First Responder")
        case .application?: parts.append("Application")
        case .exit?: parts.append("Exit")
        case .external(let identifier)?: parts.append("External Object \"\(identifier)\"")
        case nil: parts.append(object.element.rawValue)
        }
        let className = object.className(for: runtime).shortened()
        parts.append(": " + className + (object.customModule.map { " (\($0.shortened()))" } ?? ""))
        if let key = object.key { parts.append("[\(key.shortened())]") }
        if let container = object.container { parts.append("in \(container.shortened())") }
        if let text = object.text?.text ?? object.button?.title ?? object.title {
            parts.append("\"" + text.replacingNewlines().truncated(to: 40) + "\"")
        }
        parts.append("id=\(object.id.shortened())")
        if let frame = object.view?.frame {
            parts.append(
                "frame=(\(frame.x.compact) \(frame.y.compact); \(frame.width.compact) \(frame.height.compact))")
        }
        if let identifier = object.storyboardIdentifier { parts.append("storyboardID=\(identifier.shortened())") }
        if let identifier = object.reuseIdentifier { parts.append("reuseID=\(identifier.shortened())") }
        if let label = object.userLabel { parts.append("'\(label.shortened())'") }
        return parts.joined(separator: " ")
    }

    private func describe(_ connection: Connection, document: IBDocument) -> String {
        let target =
            connection.destination.map { id -> String in
                guard let object = document.object(withID: id) else { return id.shortened() }
                return "\(id.shortened()) (\((object.customClass ?? object.element.rawValue).shortened()))"
            } ?? "?"
        switch connection.kind {
        case .outlet: return "outlet \(connection.property ?? "?") → \(target)"
        case .outletCollection: return "outletCollection \(connection.property ?? "?") → \(target)"
        case .action:
            let event = connection.eventType.map { " on \($0)" } ?? ""
            return "action \(connection.selector ?? "?")\(event) → \(target)"
        case .segue:
            let kind = connection.relationship.map { "relationship \($0)" } ?? connection.segueKind?.rawValue ?? "segue"
            return "segue \(kind) → \(target)" + (connection.identifier.map { " '\($0)'" } ?? "")
        case .other(let name): return "\(name) → \(target)"
        }
    }
}

extension Element {
    /// Visits the outermost objects kept inside this untyped element (not the objects nested in those).
    fileprivate func forEachTopObject(_ body: (IBObject) -> Void) {
        for child in children {
            switch child {
            case .element(let element): element.forEachTopObject(body)
            case .object(let object): body(object)
            }
        }
    }
}

extension Double {
    /// `12` for whole numbers, otherwise at most three decimals (`20.333`, `12.5`): enough for @3x pixels.
    var compact: String {
        guard isFinite, abs(self) < 1e15 else { return String(self) }
        let thousandths = (self * 1000).rounded()
        if thousandths.truncatingRemainder(dividingBy: 1000) == 0 { return String(Int(thousandths / 1000)) }
        var text = String(Int(thousandths.magnitude) / 1000) + "."
        var fraction = String(Int(thousandths.magnitude) % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        text += fraction
        return (thousandths < 0 ? "-" : "") + text
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(map { $0 == "\n" || $0 == "\r" ? "⏎" : $0 })
    }

    fileprivate func truncated(to length: Int) -> String {
        count > length ? String(prefix(length - 1)) + "…" : self
    }
}
