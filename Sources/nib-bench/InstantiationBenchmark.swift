import Foundation
import NibDecoding
import NibHeadless

/// `nib-bench instantiate NIB.xib [--count N]`: instantiates the same nib N times through a `NibLibrary` (decoded
/// once, then served from its cache) and N times decoding the file anew each time (no cache), and prints both rates
/// and their ratio: what the decoded-nib cache saves a table view that creates cells from a nib.
func benchmarkInstantiation(_ arguments: [String]) {
    var arguments = arguments
    let count = takeCount(from: &arguments, default: 2000)
    guard let path = arguments.first else { usage() }
    let directory = (path as NSString).deletingLastPathComponent
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let library = NibLibrary(searchDirectories: [directory.isEmpty ? "." : directory])

    do {
        _ = try library.instantiate(name, owner: StandInOwner())  // warm-up, fills the cache
        let cached = try seconds {
            for _ in 0..<count { _ = try library.instantiate(name, owner: StandInOwner()) }
        }
        let decoder = DocumentDecoder()
        let uncached = try seconds {
            for _ in 0..<count {
                let document = try decodeDocument(at: path, with: decoder)
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
