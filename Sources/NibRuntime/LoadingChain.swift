import Foundation

/// The nibs being loaded on the current thread, innermost last: a nib that appears twice is loading itself, the
/// infinite recursion of a top-level custom view that loads its own nib from `init(coder:)`.
public enum LoadingChain {
    private static let key = "NibKit.LoadingChain"

    /// The current thread's chain, outermost first.
    private static var chain: [(nib: String, entry: String)] {
        get { Thread.current.threadDictionary[key] as? [(nib: String, entry: String)] ?? [] }
        set { Thread.current.threadDictionary[key] = newValue.isEmpty ? nil : newValue }
    }

    /// The nib the current thread is loading innermost, if any.
    public static var innermostNib: String? { chain.last?.nib }

    /// Runs `body` with `entry` (e.g. `"CaptionableImageView.xib (CaptionableImageView)"`) pushed on the chain;
    /// throws the recursion error with the whole chain when `nib` is already being loaded.
    public static func loading<T>(_ nib: String, entry: String, _ body: () throws -> T) throws -> T {
        if chain.contains(where: { $0.nib == nib }) {
            throw NibLoadingError.recursion(chain: chain.map(\.entry) + [entry])
        }
        chain.append((nib, entry))
        defer {
            if !chain.isEmpty { chain.removeLast() }
        }
        return try body()
    }
}
