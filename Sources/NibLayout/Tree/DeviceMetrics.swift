import NibModel
import NibTextMetrics

/// What a document's design device means for layout: pixel scale, screen size, and the insets a view controller's
/// root view gets (portrait).
public struct DeviceMetrics: Sendable, Equatable {
    /// Pixels per point (2 for a @2x device, 1 for AppKit documents).
    public var scale: Double
    /// The screen's size in points, held upright.
    public var screen: Size
    /// The status bar (or sensor housing) at the top and the home indicator at the bottom.
    public var safeTop: Double
    /// The home indicator's inset at the bottom (0 without one).
    public var safeBottom: Double
    /// Whether the platform measures y upwards (AppKit): a position halfway between two pixels then rounds to the
    /// upper one, which is the lower y in the top-down coordinates layout uses.
    public var measuresUpwards = false
    /// Metrics of a device with the given pixel scale, upright screen size and top and bottom safe-area insets.
    public init(scale: Double, screen: Size, safeTop: Double, safeBottom: Double) {
        self.scale = scale
        self.screen = screen
        self.safeTop = safeTop
        self.safeBottom = safeBottom
    }

    /// Why ``Generation/xcode16_3`` draws an iPhone's safe area twice as deep as the device's: from Xcode 16.3
    /// (build 23727) on, a nib's top-level view and a controller's view on an iPhone with a sensor housing keep their
    /// content the housing's inset twice below the top and the home indicator's twice above the bottom (KeePassium's
    /// onboarding, IQKeyboardManager's examples, VLC's donation screens, Zotero's lookup, NetNewsWire's image viewer,
    /// Home Assistant's launch screen: 118 and 68 pt on an iPhone 15, 96 and 68 on an iPhone 11), while Xcode 16.0
    /// (23504, DuckDuckGo's) and earlier inset them once. iPads with rounded corners keep theirs. Builds between 23504
    /// and 23727 are not seen in the corpora.
    static let doubledSafeArea = Generation.xcode16_3

    /// Interface Builder's device ids (`<device id="retina4_7">`); documents without one were written by old
    /// Xcode versions for @2x iPhones, and AppKit documents lay out in points at 1×. The safe area is the one
    /// Interface Builder draws for the document's generation (see `doubledSafeArea`).
    public static func forDocument(_ header: DocumentHeader) -> DeviceMetrics {
        if header.targetRuntime == .macOS { return mac }
        guard let id = header.device?.id, var metrics = table[id] else {
            return header.targetRuntimeName.contains("iPad") ? table["ipad9_7"]! : table["retina4_7"]!
        }
        let generation = Generation(savedBy: header)
        if id == "retina6_1", generation < .xcode14 {
            // The iPhone 11's sensor housing reaches 48 pt down from iOS 16 (Xcode 14) on, 44 before.
            metrics.safeTop = 44
        }
        if id == "retina5_9", generation >= .xcode14 {
            // The iPhone X's, XS's and 11 Pro's reaches 50 pt down from iOS 16 on (the XS Max's stays 44).
            metrics.safeTop = 50
        }
        if metrics.isPhone, metrics.safeBottom > 0, generation >= doubledSafeArea {
            // Xcode 16.3 and later inset a phone's views twice by its sensor housing and home indicator.
            metrics.safeTop *= 2
            metrics.safeBottom *= 2
        }
        return metrics
    }

    static let mac: DeviceMetrics = {
        var metrics = DeviceMetrics(scale: 1, screen: Size(width: 1440, height: 900), safeTop: 0, safeBottom: 0)
        metrics.measuresUpwards = true
        return metrics
    }()

    static let table: [String: DeviceMetrics] = {
        func phone(_ w: Double, _ h: Double, _ scale: Double, _ top: Double, _ bottom: Double) -> DeviceMetrics {
            DeviceMetrics(scale: scale, screen: Size(width: w, height: h), safeTop: top, safeBottom: bottom)
        }
        return [
            "retina3_5": phone(320, 480, 2, 20, 0),
            "retina4_0": phone(320, 568, 2, 20, 0),
            "retina4_7": phone(375, 667, 2, 20, 0),
            "retina5_5": phone(414, 736, 3, 20, 0),
            "retina5_9": phone(375, 812, 3, 44, 34),
            "retina5_4": phone(375, 812, 3, 50, 34),
            "retina6_1": phone(414, 896, 2, 48, 34),
            "retina6_5": phone(414, 896, 3, 44, 34),
            "retina6_0": phone(390, 844, 3, 47, 34),
            "retina6_7": phone(428, 926, 3, 47, 34),
            "retina6_12": phone(393, 852, 3, 59, 34),
            "retina6_3": phone(402, 874, 3, 62, 34),
            "retina6_72": phone(430, 932, 3, 59, 34),
            "retina6_9": phone(440, 956, 3, 62, 34),
            "ipad9_7": phone(768, 1024, 2, 20, 0),
            "ipad10_2": phone(810, 1080, 2, 20, 0),
            "ipad10_5": phone(834, 1112, 2, 20, 0),
            "ipad10_9rounded": phone(820, 1180, 2, 24, 20),
            "ipad11_0rounded": phone(834, 1194, 2, 24, 20),
            "ipad12_9": phone(1024, 1366, 2, 20, 0),
            "ipad12_9rounded": phone(1024, 1366, 2, 24, 20),
            "appleTV": phone(1920, 1080, 1, 0, 0),
        ]
    }()

    /// The safe area insets of a full-screen view on this device held upright, or turned sideways (`landscape`): an
    /// iPhone then hides its status bar, and one with a sensor housing keeps it on the side (as wide as it was high
    /// upright) and the home indicator 21 pt high; an iPad keeps its status bar.
    public func safeAreaInsets(landscape: Bool) -> EdgeInsets {
        guard landscape, isPhone else { return EdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0) }
        guard safeBottom > 0 else { return .zero }
        return EdgeInsets(top: 0, left: safeTop, bottom: 21, right: safeTop)
    }

    /// Whether the device is an iPhone (narrower than 600 pt held upright).
    var isPhone: Bool { scale > 1 && screen.width < 600 }

    /// `value` rounded to the pixel grid.
    public func rounded(_ value: Double) -> Double { (value * scale).rounded() / scale }

    /// A vertical position rounded to the pixel grid: halves go up the screen (see ``measuresUpwards``).
    public func roundedVertically(_ value: Double) -> Double {
        guard measuresUpwards else { return rounded(value) }
        return (value * scale - 0.5).rounded(.up) / scale
    }
}
