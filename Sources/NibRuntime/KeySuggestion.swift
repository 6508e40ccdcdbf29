/// Finds the closest known key to a misspelled one, for "did you mean" in outlet and action errors.
package enum KeySuggestion {
    /// The candidate with the smallest edit distance (case-insensitive), if it is close enough to be a likely typo:
    /// at most a third of the key's length, and at least 1. Of equally close ones, the one nearest in length, then
    /// the first in alphabetical order, so that the same project always gets the same suggestion.
    package static func closest(to key: String, in candidates: [String]) -> String? {
        let limit = max(1, key.count / 3)
        var best: (candidate: String, rank: (Int, Int))?
        for candidate in candidates where candidate != key {
            let distance = editDistance(key.lowercased(), candidate.lowercased())
            guard distance <= limit else { continue }
            let rank = (distance, abs(candidate.count - key.count))
            if let best, rank > best.rank || (rank == best.rank && candidate >= best.candidate) { continue }
            best = (candidate, rank)
        }
        return best?.candidate
    }

    /// The edit distance between two strings, over characters: insertions, deletions, substitutions, and swaps of
    /// two neighbours (`nmae` for `name`), each 1.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
