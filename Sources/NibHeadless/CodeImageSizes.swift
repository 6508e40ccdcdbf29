import Foundation
import NibModel

/// The sizes of images code asks for by name (`UIImage(named:)`, `NSImage(named:)`), as an app's asset catalog knows
/// them: the faces' image types read them, and a verification harness registers the sizes a document lists.
package enum CodeImageSizes {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sizes: [String: Size] = [:]

    /// The size registered for `name`, if any.
    package static func size(named name: String) -> Size? {
        lock.lock()
        defer { lock.unlock() }
        return sizes[name]
    }

    /// Registers `size` for images named `name`.
    package static func register(_ name: String, size: Size) {
        lock.lock()
        defer { lock.unlock() }
        sizes[name] = size
    }
}
