#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Trips when the current thread's stack is nearly used up, so that the recursion a document's nesting drives
/// (decoding nested elements, loading nibs that embed nibs) stops with an error instead of overflowing the stack:
/// on a main thread (8 MiB) and on a secondary thread (512 KiB on Apple platforms) alike. The decoder and the
/// runtime share it; it is not part of the model.
package struct StackGuard {
    /// The lowest address a frame may reach before ``isExhausted``; 0 where the platform does not say.
    private let floor: UInt

    /// A guard for the current thread that trips when fewer than `headroom` bytes of stack are left.
    package init(headroom: Int) {
        floor = Self.lowestAddress.map { $0 + UInt(headroom) } ?? 0
    }

    /// Whether the caller's frame is within the headroom of the stack's end.
    package var isExhausted: Bool { Self.currentAddress < floor }

    /// The bytes of stack left below the caller's frame; `Int.max` where the platform does not say.
    package static var headroom: Int {
        guard let lowest = lowestAddress else { return .max }
        let here = currentAddress
        return here > lowest ? Int(here - lowest) : 0
    }

    private static var currentAddress: UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The lowest address of the current thread's stack (stacks grow down on every platform NibKit runs on).
    private static var lowestAddress: UInt? {
        #if canImport(Darwin)
            let thread = pthread_self()
            let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
            let size = UInt(pthread_get_stacksize_np(thread))
            return top > size ? top - size : nil
        #elseif canImport(Glibc) || canImport(Musl)
            // Asking glibc costs a read of /proc/self/maps on the main thread: each thread asks once.
            if let cached = pthread_getspecific(cacheKey) { return UInt(bitPattern: cached) }
            guard let lowest = askLowestAddress() else { return nil }
            pthread_setspecific(cacheKey, UnsafeRawPointer(bitPattern: lowest))
            return lowest
        #else
            return nil
        #endif
    }

    #if canImport(Glibc) || canImport(Musl)
        private static let cacheKey: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            return key
        }()

        private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        /// pthread_getattr_np, a GNU extension the C module does not export, looked up by name.
        private static let getAttributes: GetAttributes? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
            return unsafeBitCast(symbol, to: GetAttributes.self)
        }()

        private static func askLowestAddress() -> UInt? {
            guard let getAttributes else { return nil }
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var address: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
            return UInt(bitPattern: address)
        }
    #endif
}
