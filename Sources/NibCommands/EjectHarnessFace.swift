import NibModel

extension EjectHarness {
    /// The face a batch's code builds against and the names its `main.swift` uses: UIKit's (`NibUIKit`) for iOS
    /// documents, AppKit's (`NibAppKit`) for macOS ones, whose views are not all `NSView`s (an `NSTextField` is an
    /// `NSControl`), so that its frames are read from every headless `View`.
    struct Face: Equatable {
        var module: String
        var view: String
        var image: String
        var rect: String
        var size: String
        var insets: String

        static let uiKit = Face(
            module: "NibUIKit", view: "UIView", image: "UIImage", rect: "CGRect", size: "CGSize",
            insets: "UIEdgeInsets")
        static let appKit = Face(
            module: "NibAppKit", view: "View", image: "NSImage", rect: "NSRect", size: "NSSize",
            insets: "NSEdgeInsets")

        /// The face of a document's code.
        static func of(_ document: IBDocument) -> Face {
            document.header.targetRuntime == .macOS ? .appKit : .uiKit
        }

        /// The face of a batch, whose documents share one (``EjectHarness/batchesByFace(_:)``).
        static func of(_ entries: [Entry]) -> Face { entries.first.map { of($0.document) } ?? .uiKit }
    }

    /// Splits entries into batches that build against one face each and whose class names do not collide.
    static func batchesByFace(_ entries: [Entry]) -> [[Entry]] {
        let uiKit = entries.filter { Face.of($0.document) == .uiKit }
        let appKit = entries.filter { Face.of($0.document) == .appKit }
        return batches(uiKit) + batches(appKit)
    }
}
