import NibModel

/// Builds one archived object: its attributes, then its child elements.
extension DocumentBuilder {
    /// Which typed attribute groups apply to an element.
    struct Family {
        var isView = false
        var hasText = false
        var isControl = false
        var isButton = false
        var isStack = false
        var isImage = false
        /// Which AppKit attributes the element types: nil in UIKit documents and for AppKit objects that are neither
        /// views nor cells.
        var appKit: AppKitKind?
        /// Which UIKit attributes the element types: nil in AppKit documents.
        var uiKit: UIKitKind?
        /// Which grid attributes the element types: nil but for an AppKit grid view and its rows, columns and cells.
        var grid: GridKind?

        /// The AppKit objects whose attributes are typed, told apart where an attribute name means something of
        /// their own (a segmented cell's `style=`, a progress indicator's).
        enum AppKitKind {
            case cell, buttonCell, segmentedCell
            case view, box, scrollView, progressIndicator

            var isCell: Bool { self == .cell || self == .buttonCell || self == .segmentedCell }
        }

        /// The UIKit objects whose `style=` is typed (a table view's, an activity indicator's), and all others.
        enum UIKitKind {
            case tableView, activityIndicator, other
        }

        /// The objects of an `NSGridView` (`gridView`, `gridRow`, `gridColumn`, `gridCell`).
        enum GridKind {
            case grid, row, column, cell
        }

        init(traits: ElementTraits, category: ObjectCategory, runtime: TargetRuntime) {
            isView = category == .view
            let iOS = runtime != .macOS
            if iOS {
                uiKit = traits.uiKit
            } else {
                grid = traits.grid
            }
            if !iOS, category == .cell {
                appKit = traits.cell
            } else if !iOS, category == .view {
                appKit = traits.view
            }
            hasText = traits.hasText
            isControl = iOS && traits.isControl
            isButton = iOS && traits.isButton
            isStack = traits.isStack
            isImage = iOS && traits.isImage
        }
    }

    /// What an element name tells ``Family``, worked out once per name rather than for every object.
    struct ElementTraits: Sendable {
        var uiKit = Family.UIKitKind.other
        var grid: Family.GridKind?
        /// The kind of an AppKit cell with this name.
        var cell = Family.AppKitKind.cell
        /// The kind of an AppKit view with this name.
        var view = Family.AppKitKind.view
        var hasText = false
        /// A UIKit control (`isControl`, `isButton` and `isImage` apply to UIKit documents only).
        var isControl = false
        var isButton = false
        var isStack = false
        var isImage = false
        /// The element table's category (``ElementClasses``); nil for a name it does not list.
        var category: ObjectCategory?

        init(_ element: ElementKind) {
            category = ElementClasses.category(ofElement: element)
            switch element {
            case .tableView: uiKit = .tableView
            case .activityIndicatorView: uiKit = .activityIndicator
            case .gridView: grid = .grid
            case .gridRow: grid = .row
            case .gridColumn: grid = .column
            case .gridCell: grid = .cell
            case .buttonCell, .popUpButtonCell: cell = .buttonCell
            case .segmentedCell: cell = .segmentedCell
            case .box: view = .box
            case .scrollView: view = .scrollView
            case .progressIndicator: view = .progressIndicator
            default: break
            }
            switch element {
            case .label, .textView, .searchBar: hasText = true
            case .textField:
                hasText = true
                isControl = true
            case .button:
                isControl = true
                isButton = true
            case .slider, .`switch`, .stepper, .segmentedControl, .pageControl, .datePicker: isControl = true
            case .stackView: isStack = true
            case .imageView: isImage = true
            default: break
            }
        }

        /// The traits of the names every symbol table starts with, by symbol.
        static let preloaded = SymbolTable.preloaded.preloadedNames.map { ElementTraits(ElementKind(rawValue: $0)) }
    }

    /// Builds one object.
    mutating func object(_ index: Int32, container: String?) -> IBObject {
        var list: [IBObject] = []
        appendObject(index, container: container, to: &list)
        return list[0]
    }

    /// Builds one object in place at the end of `list`: objects are large values, and building them where they
    /// will live saves moving each one up through every level of nesting. An element the table does not know is a
    /// view when it is listed in `<subviews>` (`isSubview`) or has a frame.
    ///
    /// This is the one function of the decoder's recursion through nested objects, and it keeps its frame small:
    /// the typed attributes are read by `fillObject`, which returns before the nested objects are built, so that a
    /// document's deepest nesting takes a few hundred bytes of stack a level, not the kilobytes reading them takes.
    mutating func appendObject(
        _ index: Int32, container: String?, isSubview: Bool = false, to list: inout [IBObject]
    ) {
        appendEmptyObject(index, isSubview: isSubview, to: &list)
        let last = list.count - 1
        if stopsForStack(at: index) { return }
        // The child elements holding objects go on the builder's list of them, above those of the enclosing objects,
        // and come off once built.
        let firstNested = nestedObjects.count
        fillObject(&list[last], index: index, container: container)
        let nested = firstNested..<nestedObjects.count
        defer { nestedObjects.removeLast(nested.count) }
        let childObjects = nested.reduce(0) {
            switch nestedObjects[$1].kind {
            case .subviews: $0
            case .object: $0 + 1
            case .container: $0 + nodes.childCount(of: nestedObjects[$1].index)
            }
        }
        if childObjects > 0 { list[last].children.reserveCapacity(childObjects) }
        for position in nested {
            let child = nestedObjects[position]
            switch child.kind {
            case .subviews:
                list[last].subviews.reserveCapacity(nodes.childCount(of: child.index))
                for subview in nodes.children(of: child.index) {
                    appendObject(subview, container: nil, isSubview: true, to: &list[last].subviews)
                }
            case .object:
                appendObject(child.index, container: nil, to: &list[last].children)
            case .container:
                let containerName = tree.symbols.name(nodes[Int(child.index)].name)
                for member in nodes.children(of: child.index) {
                    appendObject(member, container: containerName, to: &list[last].children)
                }
            }
        }
    }

    /// Appends the object for the element at `index`, its attributes not yet read; apart from ``appendObject``, so
    /// that the large value is built in this frame, not in the recursion's.
    @inline(never)
    private mutating func appendEmptyObject(_ index: Int32, isSubview: Bool, to list: inout [IBObject]) {
        let element = ElementKind(rawValue: elementName(index))
        let category = category(ofElement: node(index).name) ?? (isSubview || hasFrame(index) ? .view : .other)
        list.append(IBObject(element: element, category: category, id: "", location: location(index)))
    }

    /// A child element holding objects, built after its parent's attributes: `<subviews>`, a nested object, or a
    /// container of objects (`<prototypes>`, `<cells>`).
    struct NestedObjects {
        enum Kind { case subviews, object, container }
        var index: Int32
        var kind: Kind
    }

    /// Reads the object's attributes and typed child elements into it; puts the child elements that hold objects, in
    /// document order, on ``nestedObjects`` for ``appendObject`` to build.
    ///
    /// Each attribute group is built in its box in the object, made on the first attribute or element the group
    /// types (views and stack views always have theirs), so that no group is built apart and moved into place.
    @inline(never)
    private mutating func fillObject(_ object: inout IBObject, index: Int32, container: String?) {
        object.container = container
        let family = Family(traits: traits(ofElement: node(index).name), category: object.category, runtime: runtime)
        if family.isView { object.viewStorage.makeEmpty() }
        if family.isStack { object.stackStorage.makeEmpty() }
        for slot in attributeSlots(index) {
            let name = known(slot.name)
            if identityAttribute(name, slot, of: &object) || groupAttribute(name, slot, family: family, of: &object) {
                continue
            }
            keep(slot, element: index, in: &object.untyped)
        }
        assignPlaceholderRole(to: &object)
        readChildren(of: index, family: family, into: &object)
    }

    /// An attribute of one of the groups the object's family types, read into that group's storage; false for the
    /// others.
    @inline(__always)
    private mutating func groupAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, family: Family, of object: inout IBObject
    ) -> Bool {
        if family.isView, viewAttribute(name, slot, into: &object.viewStorage) { return true }
        if family.hasText, textAttribute(name, slot, into: &object.textStorage) { return true }
        if family.isControl, controlAttribute(name, slot, into: &object.controlStorage) { return true }
        if family.isButton, buttonAttribute(name, slot, into: &object.buttonStorage) { return true }
        if family.isStack, stackAttribute(name, slot, into: &object.stackStorage) { return true }
        if let kind = family.appKit {
            if kind.isCell, appKitCellAttribute(name, slot, kind: kind, into: &object.appKitCellStorage) { return true }
            if !kind.isCell, appKitViewAttribute(name, slot, kind: kind, into: &object.appKitViewStorage) {
                return true
            }
            // An AppKit view's or cell's image (an image cell's, a button cell's) by resource name.
            if imageAttribute(name, slot, onlyImage: true, into: &object.imageStorage) { return true }
        }
        if let kind = family.grid, gridAttribute(name, slot, kind: kind, into: &object.gridStorage) { return true }
        if let kind = family.uiKit, uiKitAttribute(name, slot, kind: kind, into: &object.uiKitStorage) { return true }
        if family.isImage, imageAttribute(name, slot, onlyImage: false, into: &object.imageStorage) { return true }
        return false
    }

    /// Reads the object's child elements: its subviews, constraints and other lists, the elements its groups type,
    /// keyed values and untyped elements; puts the child elements that hold objects on ``nestedObjects``.
    private mutating func readChildren(of index: Int32, family: Family, into object: inout IBObject) {
        for child in nodes.children(of: index) {
            let childName = known(node(child).name)
            let key = keyAttribute(of: child)
            let diagnosticsBefore = diagnostics.count
            if structuralChild(childName, child, of: &object)
                || groupElement(childName, child, key: key, family: family, of: &object)
            {
                continue
            }
            // Not a typed slot of this object: a nested object, a container of objects, a keyed value, or untyped.
            if isNestedObject(child) {
                nestedObjects.append(NestedObjects(index: child, kind: .object))
            } else if isContainer(child) {
                nestedObjects.append(NestedObjects(index: child, kind: .container))
            } else if key == nil || diagnostics.count != diagnosticsBefore
                || !appendKeyedValue(child, to: &object.values)
            {
                // (A typed slot that already reported this element's error is not tried again as a keyed value.)
                object.untyped.elements.append(genericElement(child))
            }
        }
    }

    /// A child element that one of the object's groups types (a view's frame, colors and margins, a text's font and
    /// string, a button's states), read into that group; false for the others, and for one whose value does not type.
    @inline(__always)
    private mutating func groupElement(
        _ childName: KnownName?, _ child: Int32, key: KeyAttribute?, family: Family, of object: inout IBObject
    ) -> Bool {
        (family.isView && viewElement(childName, child, key: key, into: &object.viewStorage))
            || (family.hasText && textElement(childName, child, key: key, into: &object.textStorage))
            || (family.isButton && buttonElement(childName, child, into: &object.buttonStorage))
    }

    /// A view's frame, accessibility, autoresizing mask, background or tint color, or layout margins.
    private mutating func viewElement(
        _ childName: KnownName?, _ child: Int32, key: KeyAttribute?, into view: inout OutOfLine<ViewAttributes>
    ) -> Bool {
        switch childName {
        case .rect where keyIs("frame", key):
            guard let rect = rect(child) else { return false }
            view.inPlace.frame = rect
        case .accessibility:
            guard let accessibility = accessibility(child) else { return false }
            view.inPlace.accessibility = accessibility
        case .autoresizingMask:
            guard let mask = autoresizingMask(child) else { return false }
            view.inPlace.autoresizingMask = mask
        case .color where keyIs("backgroundColor", key) || keyIs("tintColor", key):
            guard let color = color(child) else { return false }
            if keyIs("backgroundColor", key) {
                view.inPlace.backgroundColor = color
            } else {
                view.inPlace.tintColor = color
            }
        case .edgeInsets, .directionalEdgeInsets:
            guard keyIs("layoutMargins", key) || keyIs("directionalLayoutMargins", key),
                let insets = edgeInsets(child)
            else { return false }
            view.inPlace.layoutMargins = insets
        default:
            return false
        }
        return true
    }

    /// A text's color, font or string.
    private mutating func textElement(
        _ childName: KnownName?, _ child: Int32, key: KeyAttribute?, into text: inout OutOfLine<TextAttributes>
    ) -> Bool {
        switch childName {
        case .color where keyIs("textColor", key):
            guard let color = color(child) else { return false }
            text.inPlace.textColor = color
        case .fontDescription, .font:
            guard keyIs("fontDescription", key) || keyIs("font", key), let font = font(child) else { return false }
            text.inPlace.font = font
        case .string where keyIs("text", key):
            guard let string = stringElement(child) else { return false }
            text.inPlace.text = string
        default:
            return false
        }
        return true
    }

    /// A UIKit button's state or configuration.
    private mutating func buttonElement(
        _ childName: KnownName?, _ child: Int32, into button: inout OutOfLine<ButtonAttributes>
    ) -> Bool {
        switch childName {
        case .state: button.inPlace.states.append(buttonState(child))
        case .buttonConfiguration: button.inPlace.configuration = buttonConfiguration(child)
        default: return false
        }
        return true
    }

    /// An attribute every object may have (its id, key, classes, labels, identifiers, a placeholder's role); false
    /// for the others.
    @inline(__always)
    private mutating func identityAttribute(
        _ name: KnownName?, _ slot: XMLTree.AttributeSlot, of object: inout IBObject
    ) -> Bool {
        switch name {
        case .id: object.id = string(slot)
        case .key: object.key = string(slot)
        case .customClass: object.customClass = string(slot)
        case .customModule: object.customModule = string(slot)
        case .customModuleProvider: object.customModuleProvider = string(slot)
        case .userLabel: object.userLabel = string(slot)
        case .title: object.title = string(slot)
        case .sceneMemberID: object.sceneMemberID = string(slot)
        case .storyboardIdentifier: object.storyboardIdentifier = string(slot)
        case .restorationIdentifier: object.restorationIdentifier = string(slot)
        case .reuseIdentifier: object.reuseIdentifier = string(slot)
        case .storyboardName: object.storyboardName = string(slot)
        case .referencedIdentifier: object.referencedIdentifier = string(slot)
        case .placeholderIdentifier where object.element == .placeholder:
            let identifier = string(slot)
            switch identifier {
            case "IBFilesOwner": object.placeholder = .filesOwner
            case "IBFirstResponder": object.placeholder = .firstResponder
            default: object.placeholder = .external(identifier)
            }
        default: return false
        }
        return true
    }

    /// A child element that holds the object's subviews, constraints, connections, runtime attributes, variations or
    /// layout guides; false for the others.
    @inline(__always)
    private mutating func structuralChild(
        _ childName: KnownName?, _ child: Int32, of object: inout IBObject
    ) -> Bool {
        switch childName {
        case .subviews:
            nestedObjects.append(NestedObjects(index: child, kind: .subviews))
        case .constraints:
            object.constraints.reserveCapacity(nodes.childCount(of: child))
            for constraintNode in nodes.children(of: child) {
                if known(node(constraintNode).name) == .constraint {
                    appendConstraint(constraintNode, owner: object.id, to: &object.constraints)
                } else {
                    object.untyped.elements.append(genericElement(constraintNode))
                }
            }
        case .connections:
            object.connections.reserveCapacity(nodes.childCount(of: child))
            for connectionNode in nodes.children(of: child) {
                appendConnection(connectionNode, source: object.id, to: &object.connections)
            }
        case .userDefinedRuntimeAttributes:
            for attributeNode in nodes.children(of: child) {
                if let attribute = runtimeAttribute(attributeNode) {
                    object.runtimeAttributes.append(attribute)
                } else {
                    object.untyped.elements.append(genericElement(attributeNode))
                }
            }
        case .variation:
            object.variations.append(variation(child))
        case .viewLayoutGuide, .viewControllerLayoutGuide, .keyboardLayoutGuide:
            object.layoutGuides.append(layoutGuide(child))
        case .layoutGuides:
            for guide in nodes.children(of: child) {
                let guideName = known(node(guide).name)
                if [.viewLayoutGuide, .viewControllerLayoutGuide, .keyboardLayoutGuide].contains(guideName) {
                    object.layoutGuides.append(layoutGuide(guide))
                } else {
                    object.untyped.elements.append(genericElement(guide))
                }
            }
        default:
            return false
        }
        return true
    }

    /// AppKit's placeholders are `customObject`s with ids -1, -2, -3; storyboards mark them by scene member.
    @inline(__always)
    private func assignPlaceholderRole(to object: inout IBObject) {
        guard object.placeholder == nil else {
            object.category = .placeholder
            return
        }
        if runtime == .macOS, object.element == .customObject {
            switch object.id {
            case "-2": object.placeholder = .filesOwner
            case "-1": object.placeholder = .firstResponder
            case "-3": object.placeholder = .application
            default: break
            }
        }
        switch object.sceneMemberID {
        case "firstResponder": object.placeholder = .firstResponder
        case "exit": object.placeholder = .exit
        case "application" where object.element == .application || object.element == .customObject:
            object.placeholder = .application
        default: break
        }
        if object.placeholder != nil { object.category = .placeholder }
    }

    /// A view element not in the table is recognized by its frame.
    @inline(__always)
    private func hasFrame(_ index: Int32) -> Bool {
        for child in nodes.children(of: index) where known(node(child).name) == .rect {
            if let key = attribute(.key, of: child), keyIs("frame", key) { return true }
        }
        return false
    }

    /// A child element's `key=`, read without making a string unless it has entity references to decode.
    struct KeyAttribute {
        var slot: XMLTree.AttributeSlot
        /// The decoded value of a key with references or whitespace to normalize; nil for a plain key.
        var decoded: String?
    }

    /// The element's `key=` attribute, if it has one; a key to decode is decoded (and reported if it cannot be).
    private mutating func keyAttribute(of index: Int32) -> KeyAttribute? {
        guard let slot = attribute(.key, of: index) else { return nil }
        return KeyAttribute(slot: slot, decoded: slot.needsDecoding ? string(slot) : nil)
    }

    /// Whether the key is present and reads `expected`.
    @inline(__always)
    private func keyIs(_ expected: StaticString, _ key: KeyAttribute?) -> Bool {
        guard let key else { return false }
        guard let decoded = key.decoded else { return keyIs(expected, key.slot) }
        return decoded.utf8.elementsEqual(
            UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount))
    }

    /// Whether an attribute's raw bytes read `expected`.
    @inline(__always)
    private func keyIs(_ expected: StaticString, _ slot: XMLTree.AttributeSlot) -> Bool {
        let length = Int(slot.end - slot.start)
        guard length == expected.utf8CodeUnitCount else { return false }
        for offset in 0..<length where base[Int(slot.start) + offset] != expected.utf8Start[offset] { return false }
        return true
    }

    /// A child element that is an archived object: it has an id, or it is a known object element (older files
    /// wrote some objects, such as a cell's `<view key="contentView">`, without one).
    private mutating func isNestedObject(_ index: Int32) -> Bool {
        guard isObjectElement(index) else { return false }
        return attribute(.id, of: index) != nil || category(ofElement: node(index).name) != nil
    }

    /// A wrapper element without attributes whose children are all objects (`<prototypes>`, `<cells>`, `<items>`).
    @inline(__always)
    private func isContainer(_ index: Int32) -> Bool {
        let node = node(index)
        guard node.attributeCount == 0, node.firstChild >= 0, node.text < 0 else { return false }
        for child in nodes.children(of: index) {
            guard attribute(.id, of: child) != nil, isObjectElement(child) else { return false }
        }
        return true
    }
}
