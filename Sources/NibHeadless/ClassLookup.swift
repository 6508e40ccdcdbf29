import Foundation

/// Finds the class a document names through the Swift runtime, as UIKit finds it with `NSClassFromString`: a
/// custom class of a module loaded in the process (`App.GreetingView`, or `App.Outer.Inner` nested in a type), with
/// no registration. Private classes, generic classes and names that are not plain ASCII identifiers are not found.
package enum ClassLookup {
    /// The modules of NibKit itself, never searched: a document's `View` or `Button` is its element's class, not
    /// the headless face's.
    static let ownModules: Set<String> = ["NibHeadless", "NibRuntime", "NibModel", "NibLayout", "NibKit"]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var found: [String: NibObject.Type?] = [:]

    /// The ``NibObject`` class named `name` (dotted for a nested class) in `module`, or nil.
    package static func nibObjectClass(named name: String, inModule module: String) -> NibObject.Type? {
        guard !ownModules.contains(module) else { return nil }
        let qualified = "\(module).\(name)"
        if let known = lock.withLock({ found[qualified] }) { return known }
        let type = search(name: name, module: module)
        lock.withLock { found[qualified] = type }
        return type
    }

    /// Tries each kind (class, struct, enum) for the types that enclose the class; the class itself is last.
    private static func search(name: String, module: String) -> NibObject.Type? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 3, ([module] + parts).allSatisfy(isPlainIdentifier) else { return nil }
        var prefixes = [mangled(module)]
        for outer in parts.dropLast() {
            prefixes = prefixes.flatMap { prefix in ["C", "V", "O"].map { prefix + mangled(outer) + $0 } }
        }
        for prefix in prefixes {
            if let type = _typeByName(prefix + mangled(parts[parts.count - 1]) + "C") as? NibObject.Type {
                return type
            }
        }
        return nil
    }

    /// An identifier as the Swift mangling spells it without substitutions: its length, then itself.
    private static func mangled(_ identifier: String) -> String { "\(identifier.utf8.count)\(identifier)" }

    private static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return text.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}
