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
    }
#endif
