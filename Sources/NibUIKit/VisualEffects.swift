import NibHeadless
import NibModel

/// `UIVisualEffect`: what a visual effect view draws; the headless face keeps it and draws nothing.
open class UIVisualEffect {
    /// An effect.
    public init() {}
}

/// `UIBlurEffect`: a blur of a style.
open class UIBlurEffect: UIVisualEffect {
    /// `UIBlurEffect.Style`, by its name in UIKit.
    public struct Style: Hashable, Sendable {
        /// The style's name (`regular`, `systemMaterial`).
        public var name: String
        public static let extraLight = Style(name: "extraLight")
        public static let light = Style(name: "light")
        public static let dark = Style(name: "dark")
        public static let regular = Style(name: "regular")
        public static let prominent = Style(name: "prominent")
        public static let systemUltraThinMaterial = Style(name: "systemUltraThinMaterial")
        public static let systemThinMaterial = Style(name: "systemThinMaterial")
        public static let systemMaterial = Style(name: "systemMaterial")
        public static let systemThickMaterial = Style(name: "systemThickMaterial")
        public static let systemChromeMaterial = Style(name: "systemChromeMaterial")
        public static let systemUltraThinMaterialLight = Style(name: "systemUltraThinMaterialLight")
        public static let systemThinMaterialLight = Style(name: "systemThinMaterialLight")
        public static let systemMaterialLight = Style(name: "systemMaterialLight")
        public static let systemThickMaterialLight = Style(name: "systemThickMaterialLight")
        public static let systemChromeMaterialLight = Style(name: "systemChromeMaterialLight")
        public static let systemUltraThinMaterialDark = Style(name: "systemUltraThinMaterialDark")
        public static let systemThinMaterialDark = Style(name: "systemThinMaterialDark")
        public static let systemMaterialDark = Style(name: "systemMaterialDark")
        public static let systemThickMaterialDark = Style(name: "systemThickMaterialDark")
        public static let systemChromeMaterialDark = Style(name: "systemChromeMaterialDark")
    }

    /// The blur's style.
    public let style: Style

    /// `UIBlurEffect(style:)`.
    public init(style: Style) {
        self.style = style
    }
}

/// `UIVibrancyEffect`: content made vivid over a blur.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it is over.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style, when it has one.
    public let style: UIVibrancyEffectStyle?

    /// `UIVibrancyEffect(blurEffect:)`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
    }

    /// `UIVibrancyEffect(blurEffect:style:)`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
    }
}

/// `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// `UIVisualEffectView`: a view with an effect, whose subviews go into its content view, which fills it.
open class UIVisualEffectView: View {
    /// The view that holds the effect view's subviews.
    public let contentView = View()
    /// The effect.
    open var effect: UIVisualEffect?

    /// `UIVisualEffectView(effect:)`.
    public convenience init(effect: UIVisualEffect?) {
        self.init(frame: Rect(x: 0, y: 0, width: 0, height: 0))
        self.effect = effect
    }

    public required init() {
        super.init()
        holdContentView()
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        holdContentView()
    }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        holdContentView()
    }

    private func holdContentView() {
        contentView.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        contentView.autoresizingMask = [.widthSizable, .heightSizable]
        addSubview(contentView)
    }
}
