import NibModel

/// Which generation of AppKit's control metrics an AppKit document's frames were laid out with.
///
/// Interface Builder sizes controls with the AppKit of the Mac it runs on, so the same Xcode build stores 32 pt push
/// buttons on macOS 15 and 24 pt ones on macOS 26. The document records only Xcode's build (`toolsVersion`); the
/// stored frames of its regular push buttons, check boxes and pop-ups show which metrics were in use. A document
/// whose controls disagree with its build is laid out with the metrics its controls show; one without such controls
/// keeps its build.
enum AppKitControlGeneration {
    /// The Interface Builder build whose metrics apply: the document's, or the newest one before Xcode 26 when a
    /// document saved by Xcode 26 shows the older metrics (and the reverse).
    static func effectiveBuild(of document: IBDocument) -> Double {
        let build = document.header.interfaceBuilderVersion ?? 0
        guard document.header.targetRuntime == .macOS, let modern = showsModernMetrics(document) else { return build }
        if modern, build < 24000 { return 24000 }
        if !modern, build >= 24000 { return 23999 }
        return build
    }

    /// Whether the regular controls' stored heights are Xcode 26's (push button 24, check box 16, pop-up 24) and its
    /// segmented controls as wide as their segments, the earlier ones (32, 18, 25 or 26, segmented controls 6 pt wider),
    /// or nil when the document has none that tell.
    private static func showsModernMetrics(_ document: IBDocument) -> Bool? {
        var modern = 0
        var legacy = 0
        document.forEachObject { object in
            guard let view = object.view, !view.isMisplaced, let height = view.frame?.height,
                let cell = object.child(forKey: "cell")
            else { return }
            if object.element == "segmentedControl" {
                // Segments of their own widths, in any control size: Xcode 26's frame is as wide as they and their
                // dividers, the older one 6 pt wider.
                guard let segments = MacControlSizes.segmentWidths(of: cell), let width = view.frame?.width else {
                    return
                }
                let total = segments.reduce(0, +) + Double(segments.count - 1)
                if width == total { modern += 1 } else if width == total + 6 { legacy += 1 }
                return
            }
            guard object.appKitControlSize == "regular" else { return }
            switch (object.element, cell.untyped[attribute: "type"], cell.untyped[attribute: "bezelStyle"]) {
            case ("button", "push", "rounded"), ("button", nil, "rounded"):
                if height == 24 { modern += 1 } else if height == 32 { legacy += 1 }
            case ("button", "check", _), ("button", "radio", _):
                if height == 16 { modern += 1 } else if height == 18 { legacy += 1 }
            case ("popUpButton", "push", _):
                if height == 24 { modern += 1 } else if height == 25 || height == 26 { legacy += 1 }
            default: break
            }
        }
        guard modern != legacy else { return nil }
        return modern > legacy
    }
}
