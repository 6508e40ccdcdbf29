/// A color as Interface Builder stores it in a `<color>` element.
///
/// The four forms of the file format map to ``Kind``: explicit components (`red`/`green`/`blue`), a gray level
/// (`white`), a UIKit system color (`systemColor=` or the older `cocoaTouchSystemColor=`), and a named color
/// (an asset catalog color, or an AppKit catalog color such as `name="labelColor" catalog="System"`).
public struct Color: Sendable, Hashable, Codable {
    /// What the color is made of.
    public enum Kind: Sendable, Hashable, Codable {
        case rgb(red: Double, green: Double, blue: Double)
        case white(Double)
        case system(String)
        case named(String)
    }

    /// The components, gray level, system color name or named color.
    public var kind: Kind
    /// The alpha component, when the file states one.
    public var alpha: Double?
    /// The `colorSpace` attribute (`custom`, `calibratedRGB`, `deviceRGB`, `calibratedWhite`, `catalog`, …).
    public var colorSpace: String?
    /// The `customColorSpace` attribute (`sRGB`, `displayP3`, `genericGamma22GrayColorSpace`, …).
    public var customColorSpace: String?
    /// The `catalog` attribute of a named color (`System` for AppKit's catalog colors).
    public var catalog: String?

    /// A color of `kind` with nothing else set, for the decoder to fill in. Apart from the initializer below because
    /// assigning an optional that holds references makes the compiler (Swift 6.3) copy the whole value once more where it is inlined.
    @inlinable
    package init(kind: Kind) {
        self.kind = kind
    }

    @inlinable
    public init(
        kind: Kind, alpha: Double? = nil, colorSpace: String? = nil, customColorSpace: String? = nil,
        catalog: String? = nil
    ) {
        self.kind = kind
        self.alpha = alpha
        self.colorSpace = colorSpace
        self.customColorSpace = customColorSpace
        self.catalog = catalog
    }
}
