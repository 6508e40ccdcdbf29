/// The scanner's output: every element of a document in a flat array, linked by index.
///
/// Names are interned symbols; attribute values and text stay byte ranges into the document until the decoder
/// asks for them, so a scan allocates little beyond these arrays.
struct XMLTree {
    struct Node {
        var name: Int32
        var firstAttribute: Int32
        var attributeCount: Int32
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        /// Byte offset of the element's `<`.
        var offset: Int32
        /// The 1-based line and column (in bytes) of the element's `<`.
        var line: Int32
        var column: Int32
        /// Index into ``XMLTree/texts``, or -1 when the element has no character data.
        var text: Int32 = -1
    }

    struct AttributeSlot {
        var name: Int32
        var start: Int32
        var end: Int32
        /// The raw value holds `&` references or whitespace that XML normalizes.
        var needsDecoding: Bool
    }

    var nodes: [Node] = []
    var attributes: [AttributeSlot] = []
    var texts: [String] = []
    var symbols: SymbolTable
    /// Index of the document element in ``nodes`` (always 0 after a successful scan).
    var root: Int32 { 0 }

    init(symbols: SymbolTable) {
        self.symbols = symbols
    }

    /// The children of a node, in document order, read from the tree's nodes.
    struct ChildSequence: Sequence, IteratorProtocol {
        let nodes: UnsafeBufferPointer<Node>
        var upcoming: Int32

        init(nodes: UnsafeBufferPointer<Node>, first: Int32) {
            self.nodes = nodes
            self.upcoming = first
        }

        mutating func next() -> Int32? {
            guard upcoming >= 0 else { return nil }
            let current = upcoming
            upcoming = nodes[Int(current)].nextSibling
            return current
        }
    }
}

extension UnsafeBufferPointer where Element == XMLTree.Node {
    /// The children of the element at `index`, in document order.
    @inline(__always)
    func children(of index: Int32) -> XMLTree.ChildSequence {
        XMLTree.ChildSequence(nodes: self, first: self[Int(index)].firstChild)
    }

    /// The number of child elements, so that arrays can be sized once.
    func childCount(of index: Int32) -> Int {
        var count = 0
        var child = self[Int(index)].firstChild
        while child >= 0 {
            count += 1
            child = self[Int(child)].nextSibling
        }
        return count
    }
}
