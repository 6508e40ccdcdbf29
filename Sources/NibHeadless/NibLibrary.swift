import Foundation
import NibDecoding
import NibModel
import NibRuntime

/// Where the headless face finds nibs (the stand-in for bundles): directories searched in order for
/// `NAME.xib` / `NAME.storyboard`, the classes it may create, and a shared cache of decoded documents.
public final class NibLibrary: @unchecked Sendable {
    public let searchDirectories: [String]
    public var registry: ClassRegistry
    public let cache: NibCache<IBDocument>
    private let decoder = DocumentDecoder()

    public init(searchDirectories: [String], registry: ClassRegistry = .standard, cacheLimit: Int = 32) {
        self.searchDirectories = searchDirectories
        self.registry = registry
        self.cache = NibCache(countLimit: cacheLimit)
    }

    /// The library views use when none is given. Set it at startup (tests, tools).
    nonisolated(unsafe) public static var shared = NibLibrary(searchDirectories: ["."])

    /// The path of the nib named `name`, or an error listing every location searched.
    public func path(ofNib name: String) throws -> String {
        var searched: [String] = []
        for directory in searchDirectories {
            for ext in ["xib", "storyboard"] {
                let path = (directory as NSString).appendingPathComponent("\(name).\(ext)")
                if FileManager.default.fileExists(atPath: path) { return path }
                searched.append(path)
            }
        }
        throw NibLoadingError.nibNotFound(name: name, searched: searched)
    }

    /// The decoded nib, decoded once and then served from the cache.
    public func document(named name: String) throws -> IBDocument {
        let path = try path(ofNib: name)
        return try cache.value(for: .init(location: (path as NSString).deletingLastPathComponent, name: name)) {
            let result = decoder.decode(contentsOf: path)
            guard let document = result.document else {
                throw NibLoadingError.undecodable(nib: path, diagnostics: result.diagnostics.map(\.description))
            }
            return document
        }
    }

    /// Instantiates the nib named `name` (`UINib(nibName:bundle:).instantiate(withOwner:options:)`), guarding
    /// against a nib that loads itself.
    public func instantiate(
        _ name: String, owner: NibObject?, externalObjects: [String: NibObject] = [:], loader: String? = nil
    ) throws -> InstantiatedNib {
        let document = try document(named: name)
        let entry = loader.map { "\(name) (loaded by \($0))" } ?? name
        return try LoadingChain.loading(name, entry: entry) {
            try NibInstantiator(document: document, name: name, registry: registry)
                .instantiate(owner: owner, externalObjects: externalObjects)
        }
    }
}
