import NibModel

/// Builds the typed document from a scanned ``XMLTree``. The work is split by concern over several files:
/// this one holds the shared state and value access; the others build the document, objects, property
/// elements, constraints and connections.
struct DocumentBuilder {
    let tree: XMLTree
    /// The tree's elements and attribute slots, read without retaining the arrays that hold them at each access.
    let nodes: UnsafeBufferPointer<XMLTree.Node>
    let attributes: UnsafeBufferPointer<XMLTree.AttributeSlot>
    let base: UnsafePointer<UInt8>
    let file: String
    let bytes: UnsafeBufferPointer<UInt8>
    /// Lines and columns of any offset, for diagnostics: made on the first one (elements know their own).
    private var lines: LineIndex?
    /// ``UTF8Text/smallStringsAreDirect``, read once for the many strings a document makes.
    private let smallStringsAreDirect = UTF8Text.smallStringsAreDirect
    var diagnostics: [Diagnostic] = []
    /// The name symbol of each element kept untyped, and each attribute kept untyped as its element's symbol
    /// shifted up 32 bits and its own symbol (see ``UntypedCounts``).
    var untypedElements: [Int32] = []
    var untypedAttributes: [Int64] = []
    /// The traits of the element names this document adds to the preloaded ones, by symbol past them.
    private var otherTraits: [ElementTraits?] = []

    /// References to ids, checked once the whole document is built.
    var references: [PendingReference] = []
    var runtime: TargetRuntime = .iOS
    /// Trips when nested objects have nearly used up the thread's stack (see ``appendObject(_:container:isSubview:to:)``).
    let stack = StackGuard(headroom: 64 << 10)
    /// Whether the stack ran low, after which no nested object is built.
    var stackExhausted = false
    /// The child elements holding objects of the objects being built, innermost last (see
    /// ``appendObject(_:container:isSubview:to:)``): one list for the whole document rather than one an object.
    var nestedObjects: [NestedObjects] = []

    /// A builder of `tree`, whose `nodes` and `attributes` are given as pointers that outlive the builder.
    init(
        tree: XMLTree, nodes: UnsafeBufferPointer<XMLTree.Node>,
        attributes: UnsafeBufferPointer<XMLTree.AttributeSlot>, bytes: UnsafeBufferPointer<UInt8>, file: String
    ) {
        self.tree = tree
        self.nodes = nodes
        self.attributes = attributes
        self.base = bytes.baseAddress!
        self.bytes = bytes
        self.file = file
        // Sized once from the document's size (a few elements in a hundred, and attributes in ten, are kept untyped;
        // about one attribute in ten refers to an id), not grown reference by reference.
        untypedElements.reserveCapacity(nodes.count / 8)
        untypedAttributes.reserveCapacity(attributes.count / 8)
        references.reserveCapacity(attributes.count / 8)
    }

    /// What the element name with `symbol` tells the builders (its category, the attribute groups it fills): the
    /// preloaded names' worked out once per process, the others once per document.
    mutating func traits(ofElement symbol: Int32) -> ElementTraits {
        let preloaded = ElementTraits.preloaded
        if Int(symbol) < preloaded.count { return preloaded[Int(symbol)] }
        let other = Int(symbol) - preloaded.count
        if other >= otherTraits.count { otherTraits += repeatElement(nil, count: other + 1 - otherTraits.count) }
        if let known = otherTraits[other] { return known }
        let traits = ElementTraits(ElementKind(rawValue: name(symbol)))
        otherTraits[other] = traits
        return traits
    }

    /// The category the element table gives an element name (see ``ElementClasses``).
    mutating func category(ofElement symbol: Int32) -> ObjectCategory? { traits(ofElement: symbol).category }

    // MARK: - Nodes and names

    // The readers below are inlined: the builders that call them are `mutating`, and calling a method that is not
    // from one makes a copy of the whole builder (185 bytes) to pass as its `self`.

    @inline(__always)
    func node(_ index: Int32) -> XMLTree.Node { nodes[Int(index)] }

    @inline(__always)
    func known(_ symbol: Int32) -> KnownName? { KnownName(symbol: symbol) }

    @inline(__always)
    func name(_ symbol: Int32) -> String { tree.symbols.name(symbol) }

    @inline(__always)
    func elementName(_ index: Int32) -> String { name(node(index).name) }

    @inline(__always)
    func attributeSlots(_ index: Int32) -> UnsafeBufferPointer<XMLTree.AttributeSlot> {
        let node = node(index)
        return UnsafeBufferPointer(
            rebasing: attributes[Int(node.firstAttribute)..<Int(node.firstAttribute + node.attributeCount)])
    }

    /// Where the element at `index` starts.
    @inline(__always)
    func location(_ index: Int32) -> SourceLocation {
        let node = node(index)
        return SourceLocation(line: Int(node.line), column: Int(node.column))
    }

    /// The line and column of a byte offset.
    mutating func location(ofOffset offset: Int) -> SourceLocation {
        if lines == nil { lines = LineIndex(bytes) }
        return lines!.location(ofOffset: offset)
    }

    @inline(__always)
    func text(_ index: Int32) -> String? {
        let text = node(index).text
        return text >= 0 ? tree.texts[Int(text)] : nil
    }

    /// The value of the attribute with a known name, if the element has it.
    @inline(__always)
    func attribute(_ name: KnownName, of index: Int32) -> XMLTree.AttributeSlot? {
        let symbol = name.symbol
        for slot in attributeSlots(index) where slot.name == symbol { return slot }
        return nil
    }

    // MARK: - Diagnostics

    /// Whether the thread's stack has nearly run out under the nested element at `index`: reported once, as an
    /// error there, after which nothing nested is built.
    mutating func stopsForStack(at index: Int32) -> Bool {
        guard !stackExhausted else { return true }
        guard stack.isExhausted else { return false }
        stackExhausted = true
        error(
            at: Int(node(index).offset),
            "elements nest too deep for the stack left on this thread (\(StackGuard.headroom >> 10) KiB); decode the document on a thread with a larger stack"
        )
        return true
    }

    mutating func error(at offset: Int, _ message: String, rule: String? = nil) {
        let position = location(ofOffset: offset)
        diagnostics.append(
            Diagnostic(
                severity: .error, file: file, line: position.line, column: position.column,
                message: message, rule: rule))
    }

    mutating func warning(at offset: Int, _ message: String) {
        let position = location(ofOffset: offset)
        diagnostics.append(
            Diagnostic(
                severity: .warning, file: file, line: position.line, column: position.column,
                message: message))
    }

    // MARK: - Attribute values

    /// The attribute's value as a named document value (`axis="vertical"` → ``StackAxis/vertical``).
    mutating func value<Value: DocumentValue>(_ slot: XMLTree.AttributeSlot) -> Value {
        Value(rawValue: string(slot))
    }

    /// The attribute's raw bytes, entities not decoded.
    @inline(__always)
    func raw(_ slot: XMLTree.AttributeSlot) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + Int(slot.start), count: Int(slot.end - slot.start))
    }

    /// The attribute's value as a string, entities decoded.
    mutating func string(_ slot: XMLTree.AttributeSlot) -> String {
        let raw = UnsafeBufferPointer(start: base + Int(slot.start), count: Int(slot.end - slot.start))
        if !slot.needsDecoding { return UTF8Text.string(raw, smallDirect: smallStringsAreDirect) }
        do {
            return try EntityDecoder.decode(raw, references: true, normalizeWhitespace: true)
        } catch {
            self.error(at: Int(slot.start) + error.offset, "in attribute '\(name(slot.name))': \(error.message)")
            return String(decoding: raw, as: UTF8.self)
        }
    }

    /// The attribute's value as a finite number; reports a wrong form and returns nil.
    mutating func number(_ slot: XMLTree.AttributeSlot) -> Double? {
        let raw = UnsafeBufferPointer(start: base + Int(slot.start), count: Int(slot.end - slot.start))
        if let value = NumberParser.parse(raw), value.isFinite { return value }
        let text = string(slot)
        error(
            at: Int(slot.start), "attribute '\(name(slot.name))' must be a finite number, but is '\(text.prefix(40))'")
        return nil
    }

    /// The attribute's value as an integer; reports a wrong form and returns nil.
    mutating func integer(_ slot: XMLTree.AttributeSlot) -> Int? {
        guard let value = number(slot) else { return nil }
        guard value == value.rounded(), abs(value) < 9e15 else {
            error(at: Int(slot.start), "attribute '\(name(slot.name))' must be a whole number, but is \(value)")
            return nil
        }
        return Int(value)
    }

    /// The attribute's value as `YES`/`NO`; reports a wrong form and returns nil.
    mutating func bool(_ slot: XMLTree.AttributeSlot) -> Bool? {
        let length = slot.end - slot.start
        let p = base + Int(slot.start)
        if length == 3 && p[0] == UInt8(ascii: "Y") && p[1] == UInt8(ascii: "E") && p[2] == UInt8(ascii: "S") {
            return true
        }
        if length == 2 && p[0] == UInt8(ascii: "N") && p[1] == UInt8(ascii: "O") { return false }
        let text = string(slot)
        error(at: Int(slot.start), "attribute '\(name(slot.name))' must be YES or NO, but is '\(text.prefix(40))'")
        return nil
    }

    /// A priority (1…1000).
    mutating func priority(_ slot: XMLTree.AttributeSlot) -> LayoutPriority? {
        guard let value = number(slot) else { return nil }
        guard value >= 0, value <= 1000 else {
            error(
                at: Int(slot.start),
                "attribute '\(name(slot.name))' is a layout priority and must lie in 0…1000, but is \(value)")
            return nil
        }
        return LayoutPriority(rawValue: Float(value))
    }

    // MARK: - Untyped content

    private mutating func countUntyped(element: Int32, attribute: Int32) {
        untypedAttributes.append(Int64(element) << 32 | Int64(attribute))
    }

    /// Keeps an attribute untyped. The first one kept makes room for the element's attributes from it on, so that the
    /// list is not grown one attribute at a time.
    mutating func keep(_ slot: XMLTree.AttributeSlot, element: Int32, in content: inout UntypedContent) {
        if content.attributes.isEmpty {
            var remaining = 0
            for other in attributeSlots(element) where other.start >= slot.start { remaining += 1 }
            content.attributes.reserveCapacity(remaining)
        }
        let attributeName = name(slot.name)
        content.attributes.append(Attribute(name: attributeName, value: string(slot)))
        countUntyped(element: node(element).name, attribute: slot.name)
    }

    /// Keeps a whole element untyped; objects inside it (elements with an `id`) are still decoded as objects.
    mutating func genericElement(_ index: Int32) -> Element {
        var element = Element(name: elementName(index), location: location(index))
        if stopsForStack(at: index) { return element }
        untypedElements.append(node(index).name)
        readElement(index, into: &element)
        return element
    }

    /// Reads an untyped element's attributes, text and children into `element` (through `inout`, for the reason
    /// `readColor(_:into:)` gives).
    private mutating func readElement(_ index: Int32, into element: inout Element) {
        element.attributes.reserveCapacity(Int(node(index).attributeCount))
        element.children.reserveCapacity(nodes.childCount(of: index))
        for slot in attributeSlots(index) {
            let attributeName = name(slot.name)
            element.attributes.append(Attribute(name: attributeName, value: string(slot)))
            countUntyped(element: node(index).name, attribute: slot.name)
        }
        element.text = text(index)
        for child in nodes.children(of: index) {
            if attribute(.id, of: child) != nil && isObjectElement(child) {
                element.children.append(.object(object(child, container: element.name)))
            } else {
                element.children.append(.element(genericElement(child)))
            }
        }
    }

    /// Whether an element with an `id` is an archived object rather than a connection or constraint.
    @inline(__always)
    func isObjectElement(_ index: Int32) -> Bool {
        switch known(node(index).name) {
        case .outlet, .outletCollection, .action, .segue, .constraint, .binding, .accessibilityConnection,
            .viewLayoutGuide, .viewControllerLayoutGuide, .keyboardLayoutGuide:
            return false
        default:
            return true
        }
    }
}
