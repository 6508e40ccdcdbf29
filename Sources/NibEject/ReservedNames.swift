/// Names ejected code relies on meaning what Swift's standard library and the frameworks say they mean: a document's
/// class, outlet or label of such a name would shadow them (`let String = UILabel()` breaks every `String` after it),
/// so code gives it another name and says so.
enum ReservedNames {
    /// The standard library's types and functions, and the members every ejected class declares.
    static let swift: Set<String> = [
        "Any", "AnyClass", "AnyHashable", "AnyObject", "Array", "Bool", "Character", "ClosedRange", "Dictionary",
        "Double", "Error", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "Never", "Optional", "Range", "Result",
        "Sendable", "Sequence", "Set", "String", "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Void",
        "abs", "assert", "assertionFailure", "debugPrint", "dump", "fatalError", "max", "min", "precondition",
        "preconditionFailure", "print", "readLine", "repeatElement", "sequence", "stride", "swap",
        "unsafeBitCast", "withExtendedLifetime", "zip", "setUp",
    ]

    /// The framework names ejected code uses besides the view classes of ``UIKitClasses`` and ``AppKitClasses``.
    static let frameworks: Set<String> = [
        "CGFloat", "CGPoint", "CGRect", "CGSize", "NSCoder", "NSObject", "NSLayoutConstraint", "NSLocalizedString",
        "NSDirectionalEdgeInsets", "NSTextContainer", "NSRect", "NSEdgeInsets", "Selector", "UIColor", "UIFont",
        "UIImage", "UIEdgeInsets", "UILayoutPriority", "UIBlurEffect", "UIVibrancyEffect", "UIVisualEffect",
        "UICollectionViewLayout", "UICollectionViewFlowLayout", "UIControl", "UIResponder", "UIGestureRecognizer",
        "UITapGestureRecognizer", "UIPanGestureRecognizer", "UIPinchGestureRecognizer", "UISwipeGestureRecognizer",
        "UIRotationGestureRecognizer", "UILongPressGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
        "UIAccessibilityTraits", "NSColor", "NSFont", "NSImage", "NSControl", "NSResponder", "NSClipView",
        "NibCoder", "UIKit", "AppKit", "NibUIKit", "NibAppKit", "Foundation",
    ]

    /// Every reserved name, the view classes of both frameworks among them.
    static let all: Set<String> = swift.union(frameworks).union(UIKitClasses.rows.map(\.className)).union(
        AppKitClasses.rows.map(\.className))

    /// Whether code must not give `name` to a class or a property of its own.
    static func contains(_ name: String) -> Bool { all.contains(name) }
}
