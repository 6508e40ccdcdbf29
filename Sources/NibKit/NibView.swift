#if canImport(UIKit) || canImport(AppKit)
    import Foundation
    import NibRuntime
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    /// The base class for a custom view whose content lives in a nib, created from code (`init(frame:)`) or from
    /// another nib or storyboard (`init(coder:)`) with the same result:
    ///
    /// ```swift
    /// final class ColorView: NibView {
    ///     @IBOutlet var swatchView: UIView!
    ///     @IBOutlet var hexLabel: UILabel!
    ///     override func contentDidLoad() { hexLabel.text = "#FF8800" }
    /// }
    /// ```
    ///
    /// The nib (named after the class unless ``nibName`` says otherwise) has this class as File's Owner and a plain
    /// top-level view. From another nib, the outer nib's frame, appearance and constraints to this view stay.
    /// A nib that cannot be loaded is reported to ``NibFailure/handler``, which stops the program with the error
    /// unless set otherwise; create the view inside ``NibFailure/throwing(_:)`` to get the error thrown instead.
    @MainActor
    open class NibView: PlatformView, NibContentLoading {
        open class var nibName: String { String(describing: self) }
        open class var nibBundle: Bundle? { nil }
        open class var nibContentMode: NibContentMode { .reparent }
        /// The store that finds and keeps the nib: ``NibStore/shared`` unless overridden.
        open class var nibStore: NibStore { .shared }

        public override init(frame: CGRect) {
            super.init(frame: frame)
            loadContent()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            loadContent()
        }

        /// Called once after the content is loaded, from either initializer (seed 001's `initialize`, seed 002's
        /// `setupUI`).
        open func contentDidLoad() {}

        private func loadContent() {
            #if TARGET_INTERFACE_BUILDER
                // Interface Builder's canvas runs the view in its own agent, whose main bundle is not the app's: a
                // nib not found here is loaded from the class's bundle in prepareForInterfaceBuilder(), and a
                // failure must not stop the agent.
                try? loadNibContent()
            #else
                do {
                    try loadNibContent()
                } catch {
                    NibFailure.report(error, view: Self.self)
                }
            #endif
        }

        #if canImport(AppKit) && !canImport(UIKit)
            /// AppKit also sends `awakeFromNib` to File's Owner, so the view receives one while its own nib loads,
            /// before its content is installed: that one stops here (an override returns early on
            /// ``NibContentLoading/isLoadingNibContent`` too); the outer nib's, if any, goes on.
            open override func awakeFromNib() {
                guard !isLoadingNibContent else { return }
                super.awakeFromNib()
            }
        #endif

        /// For `@IBDesignable` subclasses: Interface Builder's canvas shows the nib's content, loaded from the
        /// class's own bundle when the view could not find it from its initializer (the canvas's main bundle is
        /// Interface Builder's agent, not the app).
        open override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
            onMainActor {
                guard loadedNibName == nil else { return }
                try? loadNibContent(bundle: Bundle(for: type(of: self)))
            }
        }
    }
#endif
