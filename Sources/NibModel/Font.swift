/// A font as Interface Builder stores it: UIKit's `<fontDescription>` or AppKit's `<font>`.
public struct Font: Sendable, Hashable, Codable {
    /// `system`, `boldSystem`, `italicSystem`, or nil for a named font (`fontDescription type=`).
    public var type: FontType?
    /// The point size (`pointSize=` or AppKit's `size=`).
    public var pointSize: Double?
    /// The weight of a system font (`weight="semibold"`).
    public var weight: FontWeight?
    /// The PostScript name of a custom font (`name=`).
    public var name: String?
    /// The family of a custom font (`family=`).
    public var family: String?
    /// The style of a custom font (`style=`, e.g. `UICTFontTextStyleBody` or `Bold`).
    public var style: String?
    /// A Dynamic Type text style (`textStyle=`).
    public var textStyle: String?
    /// AppKit's meta font (`metaFont="system"`, `smallSystem`, `menu`, …).
    public var metaFont: MetaFont?

    /// A font with nothing set, for the decoder to fill in. Apart from the initializer below because assigning an
    /// optional that holds references makes the compiler (Swift 6.3) copy the whole value once more where it is inlined.
    @inlinable
    package init() {}

    @inlinable
    public init(
        type: FontType? = nil, pointSize: Double? = nil, weight: FontWeight? = nil, name: String? = nil,
        family: String? = nil, style: String? = nil, textStyle: String? = nil, metaFont: MetaFont? = nil
    ) {
        self.type = type
        self.pointSize = pointSize
        self.weight = weight
        self.name = name
        self.family = family
        self.style = style
        self.textStyle = textStyle
        self.metaFont = metaFont
    }
}
