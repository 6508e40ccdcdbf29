import Foundation

/// Rounding to the pixel grid of a screen, and the screen scale of Interface Builder's design devices.
///
/// UIKit rounds a label's intrinsic content size up to whole pixels of the screen it is on; Interface Builder
/// stores frames computed for the document's design device (`<device id="retina6_1">`), so a 17 pt system
/// label one line tall is 20.5 pt high in a @2x document and 20.333 pt high in a @3x one. Documents without a
/// device (older Xcode versions) and AppKit documents have frames in whole points.
public enum PixelGrid {
    /// `value` rounded up to a multiple of `1 / scale` (values within a millionth of a pixel of the grid are
    /// taken as on it).
    public static func ceil(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        return Foundation.ceil(value * scale - 1e-6) / scale
    }

    /// `value` rounded down to a multiple of `1 / scale` (values within a millionth of a pixel of the grid are
    /// taken as on it).
    public static func floor(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        return Foundation.floor(value * scale + 1e-6) / scale
    }

    /// The screen scale of a design device id: 1 for Apple TV and for no device, 2 for iPads and the @2x
    /// iPhones, 3 for the @3x iPhones.
    public static func scale(forDevice id: String?) -> Double {
        guard let id else { return 1 }
        if id.hasPrefix("ipad") { return 2 }
        if id.hasPrefix("appleTV") || id.hasPrefix("mac") { return 1 }
        if id.hasPrefix("watch") { return 2 }
        return threeX.contains(id) ? 3 : 2
    }

    /// The @3x iPhone design devices.
    private static let threeX: Set<String> = [
        "retina5_5", "retina5_8", "retina5_9", "retina6_0", "retina6_3", "retina6_5", "retina6_7", "retina6_12",
        "retina6_72", "retina6_9",
    ]
}
