import NibModel

/// Checks that every id is given once and that every id a document refers to exists: connection ends, constraint
/// items and the initial view controller. A dangling reference is what crashes or silently breaks nib loading; a
/// repeated id (a hand-merged file) makes references ambiguous and the nib compiler refuse the file.
///
/// The builder records each reference as it meets it; the check then compares raw bytes against the set of every
/// `id` attribute in the file, with no `String` made unless a reference dangles.
extension DocumentBuilder {
    /// A reference found while building, and what refers.
    struct PendingReference {
        enum Site {
            case initialViewController
            case connection(node: Int32, source: String)
            case constraintItem(node: Int32, isFirst: Bool)
        }

        var slot: XMLTree.AttributeSlot
        var site: Site
    }

    mutating func validateReferences() {
        let idSymbol = KnownName.id.symbol
        var ids = ByteRangeSet(base: base, capacity: nodes.count)
        var decodedIDs = Set<String>()
        for slot in attributes where slot.name == idSymbol {
            if slot.needsDecoding {
                // Decoded quietly: an undecodable id was already reported where its object was built.
                if let id = try? EntityDecoder.decode(raw(slot), references: true, normalizeWhitespace: true),
                    !decodedIDs.insert(id).inserted
                {
                    reportDuplicate(slot, firstAt: nil)
                }
            } else if let first = ids.insert(start: slot.start, end: slot.end) {
                reportDuplicate(slot, firstAt: first)
            }
        }
        for reference in references {
            let slot = reference.slot
            if slot.needsDecoding {
                guard var value = try? EntityDecoder.decode(raw(slot), references: true, normalizeWhitespace: true)
                else { continue }
                if decodedIDs.contains(value) { continue }
                if value.withUTF8({ ids.contains($0) }) { continue }
            } else {
                let raw = UnsafeBufferPointer(start: base + Int(slot.start), count: Int(slot.end - slot.start))
                if ids.contains(raw) { continue }
                if !decodedIDs.isEmpty, decodedIDs.contains(UTF8Text.string(raw)) { continue }
            }
            report(reference)
        }
    }

    private mutating func reportDuplicate(_ slot: XMLTree.AttributeSlot, firstAt first: Int32?) {
        let place =
            first.map { "the object at line \(location(ofOffset: Int($0)).line) has it too" }
            ?? "another object has it too"
        error(
            at: Int(slot.start),
            "duplicate id '\(string(slot))': \(place); every object needs its own id (a hand-merged file often repeats one), so give one of them a new id",
            rule: DecoderRule.duplicateID
        )
    }

    private mutating func report(_ reference: PendingReference) {
        let id = string(reference.slot)
        let what: String
        switch reference.site {
        case .initialViewController:
            what = "the initial view controller"
        case .connection(let node, let source):
            let element = elementName(node)
            let nameSlot =
                attribute(.property, of: node) ?? attribute(.selector, of: node)
                ?? attribute(.identifier, of: node)
            let name = nameSlot.map { UTF8Text.string(base + Int($0.start), count: Int($0.end - $0.start)) } ?? "?"
            what = "\(element) '\(name)' of '\(source)'"
        case .constraintItem(let node, let isFirst):
            let constraintID =
                attribute(.id, of: node).map { UTF8Text.string(base + Int($0.start), count: Int($0.end - $0.start)) }
                ?? "?"
            what = "the \(isFirst ? "firstItem" : "secondItem") of constraint '\(constraintID)'"
        }
        error(
            at: Int(reference.slot.start),
            "\(what) refers to id '\(id)', which no object in this document has; the reference is dangling (remove the connection or constraint in Interface Builder, or restore the object)",
            rule: DecoderRule.danglingReference
        )
    }
}
