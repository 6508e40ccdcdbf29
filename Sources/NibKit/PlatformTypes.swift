#if canImport(UIKit)
    import UIKit

    /// The platform's view class: `UIView`.
    public typealias PlatformView = UIView
    /// The platform's nib class: `UINib`.
    public typealias PlatformNib = UINib
#elseif canImport(AppKit)
    import AppKit

    /// The platform's view class: `NSView`.
    public typealias PlatformView = NSView
    /// The platform's nib class: `NSNib`.
    public typealias PlatformNib = NSNib
#endif

#if canImport(UIKit) || canImport(AppKit)
    import NibModel

    extension Rect {
        init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                height: Double(rect.size.height))
        }
    }

    extension CGRect {
        init(_ rect: Rect) {
            self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
        }
    }
#endif
