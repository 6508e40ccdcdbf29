#if canImport(UIKit) || canImport(AppKit)
    import Foundation

    /// Runs `body`, which needs the main actor, from a nonisolated method the main thread calls (`awakeFromNib`,
    /// `prepareForInterfaceBuilder`, which SDKs before iOS 18 declare nonisolated): `MainActor.assumeIsolated`, which
    /// the Concurrency library of SDKs before iOS 17 and macOS 14 lacks. A synchronous function's isolation does not
    /// change how it is called, so it is called as a nonisolated one, after checking the thread.
    func onMainActor(_ body: @MainActor () -> Void) {
        precondition(Thread.isMainThread, "NibKit: a view's nib-loading method ran off the main thread")
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Void).self)()
        }
    }
#endif
