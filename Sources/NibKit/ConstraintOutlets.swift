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
        @MainActor
        static func redirect(from old: NSLayoutConstraint, to replacement: NSLayoutConstraint, in holder: NSObject) {
            var mirror: Mirror? = Mirror(reflecting: holder)
            while let current = mirror {
                for child in current.children {
                    guard let label = child.label else { continue }
                    let key = label.hasPrefix("_") ? String(label.dropFirst()) : label
                    if let constraint = child.value as? NSLayoutConstraint, constraint === old {
                        holder.setValue(replacement, forKey: key)
                    } else if let collection = child.value as? [NSLayoutConstraint],
                        collection.contains(where: { $0 === old })
                    {
                        holder.setValue(collection.map { $0 === old ? replacement : $0 }, forKey: key)
                    }
                }
                mirror = current.superclassMirror
            }
        }

        /// The stored properties of `holder` and its superclasses that hold `object` (seed 000's `contentView`).
        static func keys(of holder: AnyObject, holding object: AnyObject) -> [String] {
            var keys: [String] = []
            var mirror: Mirror? = Mirror(reflecting: holder)
            while let current = mirror, current.subjectType != NSObject.self {
                for child in current.children {
                    guard let label = child.label, let value = child.value as? NSObject, value === object else {
                        continue
                    }
                    keys.append(label.hasPrefix("_") ? String(label.dropFirst()) : label)
                }
                mirror = current.superclassMirror
            }
            return keys
        }

        /// The outlets the nib loader could set on `object`, for the "did you mean" of an unknown-key error: its and
        /// its superclasses' stored properties that key-value coding reaches (`@objc`, as `@IBOutlet` makes them,
        /// with a `set…:` method), so that a plain Swift property is never suggested.
        static func keys(of object: AnyObject?) -> [String] {
            guard let object = object as? NSObject else { return [] }
            var keys: [String] = []
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror, current.subjectType != NSObject.self {
                for child in current.children {
                    guard var key = child.label else { continue }
                    if key.hasPrefix("_") { key.removeFirst() }
                    let setter = "set\(key.prefix(1).uppercased())\(key.dropFirst()):"
                    if object.responds(to: NSSelectorFromString(setter)) { keys.append(key) }
                }
                mirror = current.superclassMirror
            }
            return keys
        }
    }
#endif
