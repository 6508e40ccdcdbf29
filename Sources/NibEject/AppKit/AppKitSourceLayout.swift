/// The text of an ejected AppKit class: header, imports, properties, initializers, set-up and action methods. In a
/// Linux-testable file it imports `NibAppKit` where AppKit is not available, with the headless face's initializers,
/// and keeps target/action (which needs the Objective-C runtime) to AppKit.
struct AppKitSourceLayout {
    let className: String
    let superclassName: String
    let documentName: String
    let options: EjectOptions

    /// The project's classes the code uses but does not define, with the AppKit class each inherits from.
    var referencedClasses: [String: String] = [:]

    func text(properties: [String], setUp: [String], actionWiring: [String], actionStubs: [String]) -> String {
        var lines = ["// \(className).swift, ejected from \(documentName) by `nib eject`."]
        if !referencedClasses.isEmpty {
            let classes = referencedClasses.sorted { $0.key < $1.key }.map { "\($0.key) (a \($0.value) subclass)" }
            lines.append("// Needs from the project: \(classes.joined(separator: ", ")).")
        }
        lines.append("")
        lines +=
            options.linuxTestable
            ? ["#if canImport(AppKit)", "import AppKit", "#else", "import NibAppKit", "#endif"] : ["import AppKit"]
        lines += ["", "final class \(className): \(superclassName) {"]
        lines += properties.map { "    " + $0 }
        if !properties.isEmpty { lines.append("") }
        lines += initializers.map { $0.isEmpty ? "" : "    " + $0 }
        lines += ["", "    private func setUp() {"]
        lines += trimmed(setUp).map { $0.isEmpty ? "" : "        " + $0 }
        if !actionWiring.isEmpty {
            lines.append("")
            if options.linuxTestable { lines.append("        #if canImport(AppKit)") }
            lines += actionWiring.map { "        " + $0 }
            if options.linuxTestable { lines.append("        #endif") }
        }
        lines.append("    }")
        if !actionStubs.isEmpty {
            lines.append("")
            if options.linuxTestable { lines.append("    #if canImport(AppKit)") }
            lines += actionStubs.map { "    " + $0 }
            if options.linuxTestable { lines.append("    #endif") }
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// AppKit's `init(frame:)` and `init?(coder:)`, each calling `setUp()`; in a Linux-testable file, beside the
    /// headless face's under `#else`.
    private var initializers: [String] {
        let appKit = [
            "override init(frame frameRect: NSRect) {", "    super.init(frame: frameRect)", "    setUp()", "}", "",
            "required init?(coder: NSCoder) {", "    super.init(coder: coder)", "    setUp()", "}",
        ]
        guard options.linuxTestable else { return appKit }
        let headless = [
            "override init(frame frameRect: NSRect) {", "    super.init(frame: frameRect)", "    setUp()", "}", "",
            "required init() {", "    super.init()", "    setUp()", "}", "",
            "required init(coder: NibCoder) throws {", "    try super.init(coder: coder)", "    setUp()", "}",
        ]
        return ["#if canImport(AppKit)"] + appKit + ["#else"] + headless + ["#endif"]
    }

    private func trimmed(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
