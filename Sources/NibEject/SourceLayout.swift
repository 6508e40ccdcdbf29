/// The framework ejected code is written for, and the face that stands for it on Linux.
enum EjectFramework {
    case uiKit, appKit

    /// The framework's module (`UIKit`).
    var module: String { self == .uiKit ? "UIKit" : "AppKit" }
    /// The module of its names over the headless face (`NibUIKit`).
    var headlessModule: String { "Nib" + module }
    /// The opening lines of the framework's `init(frame:)` override.
    var frameInitializer: [String] {
        switch self {
        case .uiKit: return ["override init(frame: CGRect) {", "    super.init(frame: frame)"]
        case .appKit: return ["override init(frame frameRect: NSRect) {", "    super.init(frame: frameRect)"]
        }
    }
}

/// The text of an ejected class: header, imports, properties, initializers, set-up and action stubs. In a
/// Linux-testable file it imports the headless face's module where the framework is not available, with the headless
/// face's initializers, and keeps target/action (which needs the Objective-C runtime) to the framework.
struct SourceLayout {
    let className: String
    let superclassName: String
    let documentName: String
    let options: EjectOptions
    var framework = EjectFramework.uiKit
    /// The project's classes the code uses but does not define, with the framework class each inherits from.
    var referencedClasses: [String: String] = [:]
    /// The properties of those classes the code sets, with their Swift types.
    var referencedMembers: [String: [String: String]] = [:]
    /// Who makes the view, for a scene's root view: its view controller's class or description.
    var controller: String?

    func text(properties: [String], setUp: [String], actionWiring: [String], actionStubs: [String]) -> String {
        var lines = ["// \(className).swift, ejected from \(SwiftComment.text(documentName)) by `nib eject`."]
        if let controller {
            lines.append(
                "// The root view of \(SwiftComment.text(controller)): make it the controller's view in loadView().")
        }
        if !referencedClasses.isEmpty {
            let classes = referencedClasses.sorted { $0.key < $1.key }.map { name, base in
                let members = (referencedMembers[name] ?? [:]).sorted { $0.key < $1.key }.map {
                    "\($0.key): \($0.value)"
                }
                return "\(name) (a \(base) subclass\(members.isEmpty ? "" : "; " + members.joined(separator: ", ")))"
            }
            lines.append("// Needs from the project: \(classes.joined(separator: ", ")).")
        }
        lines.append("")
        let framework = framework.module
        let available = "#if canImport(\(framework))"
        lines +=
            options.linuxTestable
            ? [available, "import \(framework)", "#else", "import \(self.framework.headlessModule)", "#endif"]
            : ["import \(framework)"]
        lines += ["", "final class \(className): \(superclassName) {"]
        lines += properties.map { "    " + $0 }
        if !properties.isEmpty { lines.append("") }
        lines += initializers.map { $0.isEmpty ? "" : "    " + $0 }
        lines += ["", "    private func setUp() {"]
        lines += trimmed(setUp).map { $0.isEmpty ? "" : "        " + $0 }
        if !actionWiring.isEmpty {
            lines.append("")
            // `#selector` needs the Objective-C runtime: the framework's only in a Linux-testable file.
            if options.linuxTestable { lines.append("        " + available) }
            lines += actionWiring.map { "        " + $0 }
            if options.linuxTestable { lines.append("        #endif") }
        }
        lines.append("    }")
        if !actionStubs.isEmpty {
            lines.append("")
            if options.linuxTestable { lines.append("    " + available) }
            lines += actionStubs.map { "    " + $0 }
            if options.linuxTestable { lines.append("    #endif") }
        }
        lines += ["}", ""]
        return lines.map(SwiftComment.guarded).joined(separator: "\n")
    }

    /// The framework's initializers (`init(frame:)`, or a UIKit class's other designated one, and `init?(coder:)`),
    /// each calling `setUp()`; in a Linux-testable file, beside the headless face's under `#else`.
    private var initializers: [String] {
        let madeInCode = Self.madeInCode[superclassName] ?? framework.frameInitializer
        let decoding =
            Self.nonFailableDecoding.contains(superclassName)
            ? "required init(coder: NSCoder) {" : "required init?(coder: NSCoder) {"
        let native =
            madeInCode + ["    setUp()", "}", "", decoding, "    super.init(coder: coder)", "    setUp()", "}"]
        guard options.linuxTestable else { return native }
        let headless =
            framework.frameInitializer + [
                "    setUp()", "}", "",
                "required init() {", "    super.init()", "    setUp()", "}", "",
                "required init(coder: NibCoder) throws {", "    try super.init(coder: coder)", "    setUp()", "}",
            ]
        return ["#if canImport(\(framework.module))"] + native + ["#else"] + headless + ["#endif"]
    }

    /// The UIKit classes whose decoding initializer cannot fail (the SDK's headers declare their `initWithCoder:`
    /// nonnull).
    static let nonFailableDecoding: Set<String> = ["UIStackView", "UIActivityIndicatorView"]

    /// The designated initializers of UIKit classes whose code-made initializer is not `init(frame:)`.
    static let madeInCode: [String: [String]] = [
        "UITableViewCell": [
            "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {",
            "    super.init(style: style, reuseIdentifier: reuseIdentifier)",
        ],
        "UITableView": [
            "override init(frame: CGRect, style: UITableView.Style) {", "    super.init(frame: frame, style: style)",
        ],
        "UITextView": [
            "override init(frame: CGRect, textContainer: NSTextContainer?) {",
            "    super.init(frame: frame, textContainer: textContainer)",
        ],
        "UIVisualEffectView": ["override init(effect: UIVisualEffect?) {", "    super.init(effect: effect)"],
        "UICollectionView": [
            "override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {",
            "    super.init(frame: frame, collectionViewLayout: layout)",
        ],
    ]

    /// Without blank lines at the start and the end.
    private func trimmed(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
