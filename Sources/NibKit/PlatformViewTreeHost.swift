#if canImport(UIKit)
    /// The ``ViewTreeHost`` of this platform.
    public typealias PlatformViewTreeHost = UIKitViewTreeHost
#elseif canImport(AppKit)
    /// The ``ViewTreeHost`` of this platform.
    public typealias PlatformViewTreeHost = AppKitViewTreeHost
#endif
