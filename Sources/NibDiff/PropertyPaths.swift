import Foundation

/// A model value's properties by key path, flattened from its JSON encoding (see
/// ``DocumentDiff/properties(of:)``).
struct PropertyPaths {
    /// The properties found so far: key path → value as text.
    private(set) var values: [String: String] = [:]

    private func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// Adds the properties of the JSON value `value` at `path`.
    mutating func flatten(_ value: Any, _ path: String) {
        switch value {
        case let dictionary as [String: Any]:
            for (key, item) in dictionary where key != "location" {
                if key == "untyped", let untyped = item as? [String: Any] {
                    flattenUntyped(untyped, path)
                } else if key == "values", let values = item as? [[String: Any]] {
                    // Where a top-level view sits on Interface Builder's canvas is no property of it.
                    flattenKeyed(values.filter { $0["key"] as? String != "canvasLocation" }, path)
                } else if key == "runtimeAttributes", let attributes = item as? [[String: Any]] {
                    flattenKeyed(
                        attributes.map {
                            ["key": $0["keyPath"] ?? "?", "value": $0.filter { $0.key != "keyPath" }]
                        },
                        join(path, key))
                } else if key == "children", let children = item as? [[String: Any]] {
                    flattenKeyed(
                        children.map { child in
                            let own = child.filter { !["key", "id", "category"].contains($0.key) }
                            return ["key": child["key"] ?? child["element"] ?? "child", "value": own]
                        }, path)
                } else {
                    // An enum's payload (`"_0"`) reads as the case that holds it.
                    flatten(item, key == "_0" ? path : join(path, key))
                }
            }
        case let array as [Any]:
            if array.isEmpty { return }
            for (index, item) in array.enumerated() { flatten(item, "\(path)[\(index)]") }
        case is NSNull:
            return
        default:
            values[path] = "\(value)"
        }
    }

    /// Values kept by their `key=` (`fontDescription`), each under its key.
    private mutating func flattenKeyed(_ values: [[String: Any]], _ path: String) {
        var seen: [String: Int] = [:]
        for value in values {
            var key = value["key"] as? String ?? "value"
            seen[key, default: 0] += 1
            if let count = seen[key], count > 1 { key += "#\(count)" }
            flatten(value["value"] ?? value.filter { $0.key != "key" }, join(path, key))
        }
    }

    /// Attributes by name; elements by name and `key=`, numbered from the second of the same name; elements
    /// with nothing in them (`<animations/>`) and the objects inside (compared on their own) left out.
    private mutating func flattenUntyped(_ untyped: [String: Any], _ path: String) {
        for case let attribute as [String: Any] in untyped["attributes"] as? [Any] ?? [] {
            guard let name = attribute["name"] as? String, let value = attribute["value"] else { continue }
            values[join(path, name)] = "\(value)"
        }
        var seen: [String: Int] = [:]
        for case let element as [String: Any] in untyped["elements"] as? [Any] ?? [] {
            let attributes = element["attributes"] as? [Any] ?? []
            let key = attributes.lazy.compactMap { $0 as? [String: Any] }.first { $0["name"] as? String == "key" }
            if key?["value"] as? String == "canvasLocation" { continue }
            var name = (element["name"] as? String ?? "?") + (key.map { "[\($0["value"] ?? "")]" } ?? "")
            seen[name, default: 0] += 1
            if let count = seen[name], count > 1 { name += "#\(count)" }
            let children: [[String: Any]] = (element["children"] as? [Any] ?? []).compactMap { child in
                ((child as? [String: Any])?["element"] as? [String: Any])?["_0"] as? [String: Any]
            }
            let text = element["text"] as? String
            guard !attributes.isEmpty || text != nil || !children.isEmpty else { continue }
            let own = attributes.filter { ($0 as? [String: Any])?["name"] as? String != "key" }
            if own.isEmpty, children.isEmpty, text == nil {
                values[join(path, name)] = "present"
                continue
            }
            if let text { values[join(path, name) + (own.isEmpty && children.isEmpty ? "" : ".text")] = text }
            flattenUntyped(["attributes": own, "elements": children], join(path, name))
        }
    }
}
