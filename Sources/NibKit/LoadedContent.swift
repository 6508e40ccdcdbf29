#if canImport(UIKit) || canImport(AppKit)
    import Foundation
    import ObjectiveC

    /// What a view keeps from its nib: the fact that its content is loaded (so that loading twice adds nothing) and
    /// the nib's other top-level objects (gesture recognizers, plain objects), alive as long as the view is.
    final class LoadedContent: NSObject {
        let nibName: String
        let objects: [AnyObject]

        init(nibName: String, objects: [AnyObject]) {
            self.nibName = nibName
            self.objects = objects
        }

        private nonisolated(unsafe) static var key: UInt8 = 0

        static func of(_ view: AnyObject) -> LoadedContent? {
            objc_getAssociatedObject(view, &key) as? LoadedContent
        }

        static func attach(_ content: LoadedContent, to view: AnyObject) {
            objc_setAssociatedObject(view, &key, content, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        private nonisolated(unsafe) static var loadingKey: UInt8 = 0

        /// Whether `view` is loading its own nib now.
        nonisolated static func isLoading(_ view: AnyObject) -> Bool {
            objc_getAssociatedObject(view, &loadingKey) != nil
        }

        /// Runs `body` with `view` marked as loading its own nib.
        static func loading<T>(_ view: AnyObject, _ body: () throws -> T) rethrows -> T {
            objc_setAssociatedObject(view, &loadingKey, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            defer { objc_setAssociatedObject(view, &loadingKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
            return try body()
        }
    }
#endif
