import Foundation
import NibModel

/// Property elements: colors, fonts, autoresizing masks and keyed values (`<rect key=…>`, `<real key=…>`, …).
///
/// Each returns nil when the element carries something it cannot type (an unknown attribute or a child element),
/// so the caller keeps the element untyped and nothing is lost.
extension DocumentBuilder {
    mutating func color(_ index: Int32) -> Color? {
        guard node(index).firstChild < 0 else { return nil }
        var color = Color(kind: .white(0))
        return readColor(index, into: &color) ? color : nil
    }

    /// Reads a `<color>`'s attributes into `color`; false for an attribute a color does not have, or when none gives
    /// the color's kind.
    ///
    /// (The color is filled through `inout`: had `color(_:)` set its optional strings itself, the compiler would
    /// copy the whole color once more to return it. The same holds for ``readFont(_:into:)``.)
    private mutating func readColor(_ index: Int32, into color: inout Color) -> Bool {
        var red: Double?
        var green: Double?
        var blue: Double?
        var white: Double?
        var system: String?
        var named: String?
        for slot in attributeSlots(index) {
            switch known(slot.name) {
            case .key: break
            case .red: red = number(slot)
            case .green: green = number(slot)
            case .blue: blue = number(slot)
            case .white: white = number(slot)
            case .alpha: color.alpha = number(slot)
            case .colorSpace: color.colorSpace = string(slot)
            case .customColorSpace: color.customColorSpace = string(slot)
            case .catalog: color.catalog = string(slot)
            case .systemColor, .cocoaTouchSystemColor: system = string(slot)
            case .name: named = string(slot)
            default: return false
            }
        }
        if let red, let green, let blue {
            color.kind = .rgb(red: red, green: green, blue: blue)
        } else if let white {
            color.kind = .white(white)
        } else if let system {
            color.kind = .system(system)
        } else if let named {
            color.kind = .named(named)
        } else {
            return false
        }
        return true
    }

    /// The sizes Interface Builder names rather than numbers (`size="button"`): UIFont's `buttonFontSize`,
    /// `labelFontSize`, `systemFontSize` and `smallSystemFontSize`.
    static let namedFontSizes: [String: Double] = ["button": 18, "label": 17, "system": 14, "smallSystem": 12]

    mutating func font(_ index: Int32) -> Font? {
        guard node(index).firstChild < 0 else { return nil }
        var font = Font()
        return readFont(index, into: &font) ? font : nil
    }

    /// Reads a font element's attributes into `font`; false for an attribute a font does not have.
    private mutating func readFont(_ index: Int32, into font: inout Font) -> Bool {
        for slot in attributeSlots(index) {
            switch known(slot.name) {
            case .key: break
            case .type: font.type = value(slot)
            case .pointSize, .size: font.pointSize = fontSize(slot)
            case .weight: font.weight = value(slot)
            case .name: font.name = string(slot)
            case .family: font.family = string(slot)
            case .style: font.style = string(slot)
            case .textStyle: font.textStyle = string(slot)
            case .metaFont: font.metaFont = value(slot)
            default: return false
            }
        }
        return true
    }

    /// A font's size: a number, or one of the ``namedFontSizes`` (words, so a value that starts like a number is
    /// read as one without a look-up).
    private mutating func fontSize(_ slot: XMLTree.AttributeSlot) -> Double? {
        let raw = raw(slot)
        if let first = raw.first, first &- 48 < 10 || first == UInt8(ascii: "-") || first == UInt8(ascii: ".") {
            return number(slot)
        }
        return Self.namedFontSizes[string(slot)] ?? number(slot)
    }

    /// A view's `<accessibility>`: UIKit's (`key="accessibilityConfiguration"`, identifier, label, hint, its traits
    /// and `isElement`) or AppKit's (identifier, description, help). Nil when it holds anything else, which then
    /// stays untyped.
    mutating func accessibility(_ index: Int32) -> AccessibilityAttributes? {
        var accessibility = AccessibilityAttributes()
        for slot in attributeSlots(index) {
            switch name(slot.name) {
            case "key": guard string(slot) == "accessibilityConfiguration" else { return nil }
            case "identifier": accessibility.identifier = string(slot)
            case "label", "description": accessibility.label = string(slot)
            case "hint", "help": accessibility.hint = string(slot)
            default: return nil
            }
        }
        for child in nodes.children(of: index) {
            let key = attribute(.key, of: child).map { string($0) }
            switch (known(node(child).name), key) {
            case (.accessibilityTraits, "traits"?):
                guard node(child).firstChild < 0 else { return nil }
                for slot in attributeSlots(child) where known(slot.name) != .key {
                    guard bool(slot) == true else { return nil }
                    accessibility.traits.append(name(slot.name))
                }
            case (.bool, "isElement"?):
                guard let value = attribute(.value, of: child), let flag = bool(value) else { return nil }
                accessibility.isElement = flag
            default: return nil
            }
        }
        return accessibility
    }

    mutating func autoresizingMask(_ index: Int32) -> AutoresizingMask? {
        guard node(index).firstChild < 0 else { return nil }
        var mask = AutoresizingMask()
        for slot in attributeSlots(index) {
            let flag: AutoresizingMask
            switch known(slot.name) {
            case .key: continue
            case .flexibleMinX: flag = .flexibleMinX
            case .widthSizable: flag = .widthSizable
            case .flexibleMaxX: flag = .flexibleMaxX
            case .flexibleMinY: flag = .flexibleMinY
            case .heightSizable: flag = .heightSizable
            case .flexibleMaxY: flag = .flexibleMaxY
            default: return nil
            }
            if bool(slot) == true { mask.insert(flag) }
        }
        return mask
    }

    /// A property element with a `key` and a value of a known type.
    mutating func keyedValue(_ index: Int32) -> KeyedValue? {
        guard let keySlot = attribute(.key, of: index), let value = propertyValue(index) else { return nil }
        return KeyedValue(key: string(keySlot), value: value)
    }

    /// Appends the value of a property element with a `key` and a value of a known type to `list`, built where it
    /// will live; false for an element without either.
    mutating func appendKeyedValue(_ index: Int32, to list: inout [KeyedValue]) -> Bool {
        guard let keySlot = attribute(.key, of: index), let value = propertyValue(index) else { return false }
        list.append(KeyedValue(key: string(keySlot), value: value))
        return true
    }

    /// A `<rect>` (`x`, `y`, `width`, `height`).
    mutating func rect(_ index: Int32) -> Rect? {
        numbers(index, Self.rectNames).map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }

    /// An `<edgeInsets>` (`top`, `left`, `bottom`, `right`) or a `<directionalEdgeInsets>` (`top`, `leading`,
    /// `bottom`, `trailing`); nil for other elements.
    mutating func edgeInsets(_ index: Int32) -> EdgeInsets? {
        switch known(node(index).name) {
        case .edgeInsets:
            numbers(index, Self.edgeInsetNames).map {
                EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3])
            }
        case .directionalEdgeInsets:
            numbers(index, Self.directionalInsetNames).map {
                EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3], isDirectional: true)
            }
        default:
            nil
        }
    }

    /// The value of a property element with a `key`, for a caller that has read the key already.
    mutating func propertyValue(_ index: Int32) -> Value? {
        guard attribute(.key, of: index) != nil else { return nil }
        let element = known(node(index).name)
        let value: Value?
        switch element {
        case .color:
            value = color(index).map { .color($0) }
        case .fontDescription, .font:
            value = font(index).map { .font($0) }
        case .rect:
            value = rect(index).map { .rect($0) }
        case .size:
            value = numbers(index, Self.sizeNames).map { .size(Size(width: $0[0], height: $0[1])) }
        case .point:
            value = numbers(index, Self.pointNames).map { .point(Point(x: $0[0], y: $0[1])) }
        case .inset:
            value = numbers(index, Self.insetNames).map {
                .insets(EdgeInsets(top: $0[1], left: $0[0], bottom: $0[3], right: $0[2]))
            }
        case .edgeInsets, .directionalEdgeInsets:
            value = edgeInsets(index).map { .insets($0) }
        case .real, .double:
            value = numbers(index, Self.valueNames).map { .number($0[0]) }
        case .integer:
            guard onlyAttributes(index, Self.valueNames), let slot = attribute(.value, of: index) else { return nil }
            value = integer(slot).map { .integer($0) }
        case .bool:
            guard onlyAttributes(index, Self.valueNames), let slot = attribute(.value, of: index) else { return nil }
            value = bool(slot).map { .bool($0) }
        case .range:
            // Whole numbers of characters only: anything else (a fraction, beyond Int) is not a range.
            value = numbers(index, Self.rangeNames).flatMap { numbers in
                guard let location = Int(exactly: numbers[0]), let length = Int(exactly: numbers[1]), location >= 0,
                    length >= 0
                else { return nil }
                return .range(location: location, length: length)
            }
        case .nilValue:
            value = onlyAttributes(index, []) && node(index).firstChild < 0 ? .nil : nil
        case .string:
            value = stringElement(index).map { .string($0) }
        default:
            value = nil
        }
        return value
    }

    /// The text of a `<string>` element, decoding `base64-UTF8="YES"` content.
    mutating func stringElement(_ index: Int32) -> String? {
        guard node(index).firstChild < 0, onlyAttributes(index, Self.stringNames) else { return nil }
        let content = text(index) ?? ""
        if let flag = attribute(.base64UTF8, of: index), bool(flag) == true {
            let compact = content.filter { !$0.isWhitespace }
            let padded = compact + String(repeating: "=", count: (4 - compact.count % 4) % 4)
            guard let data = Data(base64Encoded: padded), let decoded = String(data: data, encoding: .utf8) else {
                error(
                    at: Int(node(index).offset), "the base64-UTF8 content of <string> is not valid base64 of UTF-8 text"
                )
                return nil
            }
            return decoded
        }
        return content
    }

    /// The listed numeric attributes (at most four), when the element has exactly those (plus `key`) and no children.
    private mutating func numbers(_ index: Int32, _ names: [KnownName]) -> SIMD4<Double>? {
        let node = node(index)
        guard node.firstChild < 0 else { return nil }
        // Where each listed name is among the element's attributes, found in one pass over them.
        var positions = SIMD4<Int32>(repeating: -1)
        let first = Int(node.firstAttribute)
        for position in first..<first + Int(node.attributeCount) {
            let symbol = attributes[position].name
            if symbol == KnownName.key.symbol { continue }
            guard let listed = names.firstIndex(where: { $0.symbol == symbol }) else { return nil }
            positions[listed] = Int32(position)
        }
        var values = SIMD4<Double>()
        for (listed, name) in names.enumerated() {
            guard positions[listed] >= 0 else {
                error(at: Int(node.offset), "<\(elementName(index))> is missing its '\(name.rawValue)' attribute")
                return nil
            }
            guard let value = number(attributes[Int(positions[listed])]) else { return nil }
            values[listed] = value
        }
        return values
    }

    /// Whether the element has no attributes beyond `key` and the allowed ones.
    @inline(__always)
    private func onlyAttributes(_ index: Int32, _ allowed: [KnownName]) -> Bool {
        for slot in attributeSlots(index) {
            guard let name = known(slot.name), name == .key || allowed.contains(name) else { return false }
        }
        return true
    }

    private static let rectNames: [KnownName] = [.x, .y, .width, .height]
    private static let sizeNames: [KnownName] = [.width, .height]
    private static let pointNames: [KnownName] = [.x, .y]
    private static let insetNames: [KnownName] = [.minX, .minY, .maxX, .maxY]
    private static let edgeInsetNames: [KnownName] = [.top, .left, .bottom, .right]
    private static let directionalInsetNames: [KnownName] = [.top, .leading, .bottom, .trailing]
    private static let valueNames: [KnownName] = [.value]
    private static let rangeNames: [KnownName] = [.location, .length]
    private static let stringNames: [KnownName] = [.base64UTF8]
}
