import NibModel

/// Finds outlets and inspectable properties on an object by reflection, walking its class and superclasses.
enum PropertyReflection {
    /// Every child of the object's mirror and its superclass mirrors, by name without the wrapper's underscore.
    static func properties(of object: AnyObject) -> [(name: String, value: Any)] {
        var result: [(String, Any)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard var label = child.label else { continue }
                if label.hasPrefix("_") { label.removeFirst() }
                result.append((label, child.value))
            }
            mirror = current.superclassMirror
        }
        return result
    }

    /// The outlets an object declares, by name.
    static func outlets(of object: AnyObject) -> [String: ConnectableOutlet] {
        var outlets: [String: ConnectableOutlet] = [:]
        for (name, value) in properties(of: object) {
            if let outlet = value as? ConnectableOutlet, outlets[name] == nil { outlets[name] = outlet }
        }
        return outlets
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
        var inspectables: [String: SettableInspectable] = [:]
        for (name, candidate) in properties(of: object) {
            if let inspectable = candidate as? SettableInspectable, inspectables[name] == nil {
                inspectables[name] = inspectable
            }
        }
        guard let property = inspectables[keyPath] else {
            throw UnknownKey(keyPath: keyPath, available: inspectables.keys.sorted())
        }
        guard property.set(value) else { throw WrongType(keyPath: keyPath, expected: property.expectedTypeName) }
    }
}
