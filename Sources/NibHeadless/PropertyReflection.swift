import Foundation
import NibModel

/// Finds outlets and inspectable properties on an object by reflection, walking its class and superclasses.
///
/// Reflecting an object materializes every stored property of every class in its hierarchy, which for a view is
/// dozens; nib loading asks for the outlets of each object it connects. So the first object of a class is walked in
/// full, and where that class keeps its outlets (and inspectables) is remembered: later objects of the class read
/// those properties alone.
enum PropertyReflection {
    /// The outlets an object declares, by name.
    static func outlets(of object: AnyObject) -> [String: ConnectableOutlet] {
        properties(of: object, as: ConnectableOutlet.self, slots: outletSlots)
    }

    struct UnknownKey: Error {
        var keyPath: String
        var available: [String]
    }

    struct WrongType: Error {
        var keyPath: String
        var expected: String
    }

    static func setInspectable(_ value: Value, forKeyPath keyPath: String, on object: AnyObject) throws {
        let inspectables = properties(of: object, as: SettableInspectable.self, slots: inspectableSlots)
        guard let property = inspectables[keyPath] else {
            throw UnknownKey(keyPath: keyPath, available: inspectables.keys.sorted())
        }
        guard property.set(value) else { throw WrongType(keyPath: keyPath, expected: property.expectedTypeName) }
    }

    // MARK: - Where a class keeps a kind of property

    /// Where a property sits in an object's mirrors: how many superclasses up, and its position among that class's
    /// stored properties.
    struct Slot {
        var depth: Int
        var index: Int
        var name: String
    }

    /// The slots of one kind of property (outlets, inspectables) by class, found once per class.
    final class SlotTable: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [ObjectIdentifier: [Slot]] = [:]

        func slots(of type: AnyClass, find: () -> [Slot]) -> [Slot] {
            let key = ObjectIdentifier(type)
            lock.lock()
            let known = slots[key]
            lock.unlock()
            if let known { return known }
            let found = find()
            lock.lock()
            slots[key] = found
            lock.unlock()
            return found
        }
    }

    private static let outletSlots = SlotTable()
    private static let inspectableSlots = SlotTable()

    /// The properties of `object` whose values are `T`, by name (the first of a name, from the object's own class
    /// up, wins), reading only the slots where its class keeps them.
    static func properties<T>(of object: AnyObject, as _: T.Type, slots table: SlotTable) -> [String: T] {
        func slots(of object: AnyObject) -> [Slot] {
            var found: [Slot] = []
            forEachProperty(of: object) { depth, index, name, value in
                if value is T { found.append(Slot(depth: depth, index: index, name: name)) }
            }
            return found
        }
        func read(_ slots: [Slot]) -> [String: T]? {
            var result: [String: T] = [:]
            guard !slots.isEmpty else { return result }
            var mirror = Mirror(reflecting: object)
            var depth = 0
            for slot in slots {
                while depth < slot.depth, let superclass = mirror.superclassMirror {
                    mirror = superclass
                    depth += 1
                }
                let children = mirror.children
                guard depth == slot.depth, slot.index < children.count else { return nil }
                let child = children[children.index(children.startIndex, offsetBy: slot.index)]
                // A class with a custom mirror may not keep its properties where its first object did.
                guard let value = child.value as? T, child.label == slot.name || child.label == "_" + slot.name else {
                    return nil
                }
                if result[slot.name] == nil { result[slot.name] = value }
            }
            return result
        }
        return read(table.slots(of: type(of: object)) { slots(of: object) }) ?? read(slots(of: object)) ?? [:]
    }

    /// Visits every stored property of `object`'s class and superclasses, in order: how many superclasses up, its
    /// position there, its name without the wrapper's underscore, and its value.
    private static func forEachProperty(of object: AnyObject, _ body: (Int, Int, String, Any) -> Void) {
        var mirror: Mirror? = Mirror(reflecting: object)
        var depth = 0
        while let current = mirror {
            for (index, child) in current.children.enumerated() {
                guard var label = child.label else { continue }
                if label.hasPrefix("_") { label.removeFirst() }
                body(depth, index, label, child.value)
            }
            mirror = current.superclassMirror
            depth += 1
        }
    }
}
