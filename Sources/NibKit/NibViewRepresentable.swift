#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !NIBKIT_NO_SWIFTUI
    import NibRuntime
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    /// Any view — a nib-backed one included — in SwiftUI, sized by its constraints: at the width SwiftUI proposes,
    /// as tall as its constraints make it (``ProposedSizeFitting``).
    ///
    /// ```swift
    /// NibViewRepresentable { GreetingView() } update: { $0.nameLabel.text = name }
    /// ```
    @MainActor
    public struct NibViewRepresentable<Content: PlatformView> {
        private let make: @MainActor () -> Content
        private let update: @MainActor (Content) -> Void

        /// Shows the view `make` creates (once), and calls `update` whenever SwiftUI updates it.
        public init(
            _ make: @escaping @MainActor () -> Content, update: @escaping @MainActor (Content) -> Void = { _ in }
        ) {
            self.make = make
            self.update = update
        }

        /// The view's size for a proposed width (nil: its own), from its constraints.
        fileprivate static func fittingSize(of view: Content, width proposed: CGFloat?) -> CGSize {
            let size = ProposedSizeFitting.size(forProposedWidth: proposed.map(Double.init)) { width in
                #if canImport(UIKit)
                    let target = CGSize(
                        width: width.map { CGFloat($0) } ?? UIView.layoutFittingCompressedSize.width,
                        height: UIView.layoutFittingCompressedSize.height)
                    let fitted = view.systemLayoutSizeFitting(
                        target, withHorizontalFittingPriority: width == nil ? .fittingSizeLevel : .required,
                        verticalFittingPriority: .fittingSizeLevel)
                #else
                    if let width { view.frame.size.width = CGFloat(width) }
                    let fitted = view.fittingSize
                #endif
                return (Double(fitted.width), Double(fitted.height))
            }
            return CGSize(width: size.width, height: size.height)
        }
    }

    #if canImport(UIKit)
        extension NibViewRepresentable: UIViewRepresentable {
            public func makeUIView(context: Context) -> Content { make() }
            public func updateUIView(_ view: Content, context: Context) { update(view) }

            @available(iOS 16.0, tvOS 16.0, *)
            public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Content, context: Context) -> CGSize? {
                Self.fittingSize(of: uiView, width: proposal.width)
            }
        }
    #else
        extension NibViewRepresentable: NSViewRepresentable {
            public func makeNSView(context: Context) -> Content { make() }
            public func updateNSView(_ view: Content, context: Context) { update(view) }
        }
    #endif
#endif
