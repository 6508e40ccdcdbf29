import NibHeadless
import NibModel

extension LayoutConstraint {
    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Sendable {
        case horizontal, vertical
    }
    /// `NSLayoutConstraint.Attribute`.
    public typealias Attribute = LayoutAttribute
    /// `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
}

extension View {
    /// `setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        switch axis {
        case .horizontal: contentHuggingPriority.horizontal = priority
        case .vertical: contentHuggingPriority.vertical = priority
        }
    }

    /// `setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        switch axis {
        case .horizontal: compressionResistancePriority.horizontal = priority
        case .vertical: compressionResistancePriority.vertical = priority
        }
    }

    /// `directionalLayoutMargins`, left to right.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                trailing: layoutMargins.right)
        }
        set { layoutMargins = newValue.edgeInsets }
    }

    /// `accessibilityIdentifier`.
    public var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }

    /// `accessibilityLabel`.
    public var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }

    /// `accessibilityHint`.
    public var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// `isAccessibilityElement`.
    public var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? false }
        set { accessibility.isElement = newValue }
    }

    /// `accessibilityTraits`.
    public var accessibilityTraits: UIAccessibilityTraits {
        get { UIAccessibilityTraits(names: accessibility.traits) }
        set { accessibility.traits = newValue.names }
    }
}

/// `UIAccessibilityTraits`: the traits a view has, by the names UIKit and documents give them.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The names, in UIKit's order of the traits' bits.
    static let allNames = [
        "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText", "summaryElement",
        "notEnabled", "updatesFrequently", "searchField", "startsMediaSession", "adjustable",
        "allowsDirectInteraction", "causesPageTurn", "header", "tabBar",
    ]

    init(names: [String]) {
        self.init(rawValue: names.compactMap(Self.allNames.firstIndex(of:)).reduce(0) { $0 | 1 << UInt64($1) })
    }

    var names: [String] { Self.allNames.indices.filter { rawValue & 1 << UInt64($0) != 0 }.map { Self.allNames[$0] } }

    public static let button = Self(names: ["button"])
    public static let link = Self(names: ["link"])
    public static let image = Self(names: ["image"])
    public static let selected = Self(names: ["selected"])
    public static let playsSound = Self(names: ["playsSound"])
    public static let keyboardKey = Self(names: ["keyboardKey"])
    public static let staticText = Self(names: ["staticText"])
    public static let summaryElement = Self(names: ["summaryElement"])
    public static let notEnabled = Self(names: ["notEnabled"])
    public static let updatesFrequently = Self(names: ["updatesFrequently"])
    public static let searchField = Self(names: ["searchField"])
    public static let startsMediaSession = Self(names: ["startsMediaSession"])
    public static let adjustable = Self(names: ["adjustable"])
    public static let allowsDirectInteraction = Self(names: ["allowsDirectInteraction"])
    public static let causesPageTurn = Self(names: ["causesPageTurn"])
    public static let header = Self(names: ["header"])
    public static let tabBar = Self(names: ["tabBar"])
}

extension StackView {
    /// `UIStackView(arrangedSubviews:)`.
    public convenience init(arrangedSubviews: [View]) {
        self.init()
        for view in arrangedSubviews { addArrangedSubview(view) }
    }
}

extension Button {
    /// `setTitle(_:for:)`.
    public func setTitle(_ title: String?, for state: ControlState) { titles[state] = title }

    /// `setImage(_:for:)`: a normal image sizes the button.
    public func setImage(_ image: UIImage?, for state: ControlState) {
        images[state] = image?.name
        if state == .normal { imageSize = image?.size }
    }

    /// `setTitleColor(_:for:)`: kept for its drawing only (the headless face draws nothing).
    public func setTitleColor(_ color: Color?, for state: ControlState) {}

    /// `titleLabel`: what the button's title is drawn with; its font sizes the button.
    public var titleLabel: ButtonTitle? { ButtonTitle(button: self) }
}

/// A button's `titleLabel`, as far as it sizes the button: its font.
public struct ButtonTitle {
    let button: Button

    /// The title's font.
    public var font: Font? {
        get { button.titleFont }
        nonmutating set { button.titleFont = newValue }
    }
}
