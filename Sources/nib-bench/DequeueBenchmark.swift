import Foundation
import NibDecoding
import NibHeadless
import NibModel

/// `nib-bench dequeue STORYBOARD [--count N]`: dequeues N cells from the first table or collection view of a
/// storyboard that has prototypes — each a fresh copy of its prototype, instantiated from the storyboard decoded
/// once — and, as the baseline in the same run, N cells made by decoding the storyboard anew and instantiating it
/// for each (what a cell costs without the decoded document and the prototype's registration). Prints both rates
/// and their ratio.
func benchmarkDequeue(_ arguments: [String]) {
    var arguments = arguments
    let count = takeCount(from: &arguments, default: 2000)
    guard let path = arguments.first else { usage() }
    let decoder = DocumentDecoder()

    /// A function that dequeues one cell of the document's first table or collection view with prototypes.
    func dequeuer(_ document: IBDocument) throws -> (() throws -> Void, String)? {
        let nib = try NibInstantiator(document: document, name: path).instantiate(owner: nil)
        for id in nib.objectsByID.keys.sorted() {
            if let dequeuing = nib.objectsByID[id] as? CellDequeuing, let identifier = dequeuing.reuseIdentifiers.first
            {
                return ({ _ = try dequeuing.dequeueCell(withReuseIdentifier: identifier) }, identifier)
            }
        }
        return nil
    }
    func decode() throws -> IBDocument { try decodeDocument(at: path, with: decoder) }
    do {
        guard let (dequeue, identifier) = try dequeuer(decode()) else {
            FileHandle.standardError.write(
                Data("error: \(path) has no table or collection view with prototypes\n".utf8))
            exit(1)
        }
        try dequeue()  // warm-up
        let fresh = try seconds { for _ in 0..<count { try dequeue() } }
        let uncached = try seconds {
            for _ in 0..<count { try dequeuer(decode())?.0() }
        }
        print("dequeue '\(identifier)' from \((path as NSString).lastPathComponent) × \(count)")
        print(String(format: "a fresh copy of the prototype: %.0f cells/s", Double(count) / fresh))
        print(
            String(format: "decoding and instantiating the storyboard for each: %.0f cells/s", Double(count) / uncached)
        )
        print(String(format: "ratio: the decoded prototype makes a cell %.1f× faster", uncached / fresh))
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
