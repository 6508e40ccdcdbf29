#if canImport(UIKit) || canImport(AppKit)
    import Foundation
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    /// Points a view's outlets at a constraint that replaced another (UIKit's constraints cannot change their items,
    /// so reparenting makes new ones): every stored property of the view, in its class and superclasses, that held
    /// the old constraint — alone or in an outlet collection — is set to the replacement by key-value coding, as the
    /// nib loader set it.
    enum ConstraintOutlets {
        /// Calls `body` with the key (its `_` prefix dropped) and value of every stored property of `holder` and its
        /// superclasses, up to `NSObject`.
        private static func forEachStoredProperty(of holder: AnyObject, _ body: (String, Any) -> Void) {
            var mirror: Mirror? = Mirror(reflecting: holder)
            while let current = mirror, current.subjectType != NSObject.self {
                for child in current.children {
                    guard let label = child.label else { continue }
                    body(label.hasPrefix("_") ? String(label.dropFirst()) : label, child.value)
                }
                mirror = current.superclassMirror
            }
        }

        @MainActor
        static func redirect(from old: NSLayoutConstraint, to replacement: NSLayoutConstraint, in holder: NSObject) {
            forEachStoredProperty(of: holder) { key, value in
                if let constraint = value as? NSLayoutConstraint, constraint === old {
                    holder.setValue(replacement, forKey: key)
                } else if let collection = value as? [NSLayoutConstraint], collection.contains(where: { $0 === old }) {
                    holder.setValue(collection.map { $0 === old ? replacement : $0 }, forKey: key)
                }
            }
        }

        /// The stored properties of `holder` and its superclasses that hold `object` (seed 000's `contentView`).
        static func keys(of holder: AnyObject, holding object: AnyObject) -> [String] {
            var keys: [String] = []
            forEachStoredProperty(of: holder) { key, value in
                if let value = value as? NSObject, value === object { keys.append(key) }
            }
            return keys
        }

        /// The outlets the nib loader could set on `object`, for the "did you mean" of an unknown-key error: its and
        /// its superclasses' stored properties that key-value coding reaches (`@objc`, as `@IBOutlet` makes them,
        /// with a `set…:` method), so that a plain Swift property is never suggested.
        static func keys(of object: AnyObject?) -> [String] {
            guard let object = object as? NSObject else { return [] }
            var keys: [String] = []
            forEachStoredProperty(of: object) { key, _ in
                let setter = "set\(key.prefix(1).uppercased())\(key.dropFirst()):"
                if object.responds(to: NSSelectorFromString(setter)) { keys.append(key) }
            }
            return keys
        }
    }
#endif
