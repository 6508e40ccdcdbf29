import Foundation

/// A bounded cache of decoded nibs shared by all loads (seed 001's `NSCache` of nibs with a count limit): keyed
/// by location and name, evicting the least recently used entry beyond the limit, safe to use from any thread.
public final class NibCache<Value>: @unchecked Sendable {
    /// Where a nib was found and its name.
    public struct Key: Hashable, Sendable {
        /// Where the nib was found (its folder).
        public var location: String
        /// The nib's name.
        public var name: String

        /// The key of the nib `name` found at `location`.
        public init(location: String, name: String) {
            self.location = location
            self.name = name
        }
    }

    private let lock = NSLock()
    private var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    /// The most entries kept.
    public let countLimit: Int
    private var hitCount = 0
    private var missCount = 0

    /// How many lookups found their entry (for tests and tuning).
    package var hits: Int {
        lock.lock()
        defer { lock.unlock() }
        return hitCount
    }

    /// How many lookups did not find their entry.
    package var misses: Int {
        lock.lock()
        defer { lock.unlock() }
        return missCount
    }

    /// An empty cache that keeps at most `countLimit` nibs (at least one).
    public init(countLimit: Int = 32) {
        precondition(countLimit > 0, "a cache needs room for at least one nib")
        self.countLimit = countLimit
    }

    /// The cached value, or the one `make` produces (then cached). `make` runs outside the lock.
    public func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        if let value = lookUp(key) { return value }
        let value = try make()
        store(value, for: key)
        return value
    }

    private func lookUp(_ key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        guard let entry = entries[key] else {
            missCount += 1
            return nil
        }
        hitCount += 1
        entries[key] = (entry.value, clock)
        return entry.value
    }

    private func store(_ value: Value, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        entries[key] = (value, clock)
        while entries.count > countLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
        }
    }

    /// The number of cached nibs.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Whether a nib is cached.
    package func contains(_ key: Key) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return entries[key] != nil
    }

    /// Empties the cache (on memory pressure).
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll()
    }
}
