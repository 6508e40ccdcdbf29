import Foundation
import NibDecoding
import NibHeadless

/// `nib-bench instantiate NIB.xib [--count N]`: instantiates the same nib N times through a `NibLibrary` (decoded
/// once, then served from its cache) and N times decoding the file anew each time (no cache), and prints both rates
/// and their ratio: what the decoded-nib cache saves a table view that creates cells from a nib.
func benchmarkInstantiation(_ arguments: [String]) {
    var arguments = arguments
    var count = 2000
    if let index = arguments.firstIndex(of: "--count") {
        guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else { usage() }
        count = value
        arguments.removeSubrange(index...(index + 1))
    }
    guard let path = arguments.first else { usage() }
    let directory = (path as NSString).deletingLastPathComponent
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let library = NibLibrary(searchDirectories: [directory.isEmpty ? "." : directory])

    func time(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    do {
        _ = try library.instantiate(name, owner: StandInOwner())  // warm-up, fills the cache
        let cached = try time {
            for _ in 0..<count { _ = try library.instantiate(name, owner: StandInOwner()) }
        }
        let decoder = DocumentDecoder()
        let uncached = try time {
            for _ in 0..<count {
                guard let document = decoder.decode(contentsOf: path).document else {
                    throw CocoaError(.fileReadCorruptFile)
                }
                _ = try NibInstantiator(document: document, name: name).instantiate(owner: StandInOwner())
            }
        }
        print("instantiate \(name) × \(count)")
        print(String(format: "cached: %.0f instantiations/s", Double(count) / cached))
        print(String(format: "decoding each time: %.0f instantiations/s", Double(count) / uncached))
        print(String(format: "ratio: the cache makes instantiation %.2f× faster", uncached / cached))
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
