import NibLayout

/// How many views of one or more documents the engine placed where Interface Builder did.
package struct LayoutAgreement: Sendable, Equatable {
    /// Views that count (not excluded).
    package var determinable = 0
    /// Of those, views within half a point.
    package var agreeing = 0
    /// Of the determinable views, those that agree when every text has the size its stored frame shows.
    package var agreeingWithExactText = 0
    /// Views left out, per reason.
    package var excluded: [FrameComparison.Exclusion: Int] = [:]
    /// Disagreements, per likely cause.
    package var causes: [FrameComparison.Cause: Int] = [:]

    /// An empty tally.
    package init() {}

    /// Adds one view's comparison.
    package mutating func add(_ comparison: FrameComparison) {
        if let exclusion = comparison.exclusion {
            excluded[exclusion, default: 0] += 1
        } else {
            determinable += 1
            if comparison.agreesWithExactText { agreeingWithExactText += 1 }
            if comparison.agrees {
                agreeing += 1
            } else if let cause = comparison.cause {
                causes[cause, default: 0] += 1
            }
        }
    }

    /// The share of determinable views that agree, in percent (100 when there are none; see
    /// ``roundedPercentage(of:)`` for a figure that tells).
    package var percentage: Double { determinable == 0 ? 100 : Double(agreeing) * 100 / Double(determinable) }

    /// `count` of the determinable views in percent, to one decimal, as the summary shows it; nil when no view was
    /// compared.
    func roundedPercentage(of count: Int) -> Double? {
        determinable == 0 ? nil : (Double(count) * 1000 / Double(determinable)).rounded() / 10
    }

    /// `agreement: P% (K/N views within 0.5 pt; M excluded: misplaced/ambiguous/variation)`, or
    /// `agreement: no views to compare` (with the excluded views, if any) when no view counts.
    package var summaryLine: String {
        let excludedCount = excluded.values.reduce(0, +)
        guard let percent = roundedPercentage(of: agreeing) else {
            return "agreement: no views to compare"
                + (excludedCount == 0 ? "" : " (\(excludedCount) excluded: misplaced/ambiguous/variation)")
        }
        return
            "agreement: \(percent)% (\(agreeing)/\(determinable) views within 0.5 pt; \(excludedCount) excluded: misplaced/ambiguous/variation)"
    }

    /// One line per cause of disagreement and per reason of exclusion, largest first (equal counts in the order the
    /// causes and exclusions are declared).
    package var breakdown: [String] {
        let causeLines = Self.largestFirst(causes).map { "  disagree (\($0.key.rawValue)): \($0.value)" }
        let excludedLines = Self.largestFirst(excluded).map { "  excluded (\($0.key.rawValue)): \($0.value)" }
        let exactLine =
            "  with every text at the size its stored frame shows: "
            + (roundedPercentage(of: agreeingWithExactText).map {
                "\($0)% (\(agreeingWithExactText)/\(determinable))"
            } ?? "no views to compare")
        return causeLines + excludedLines + [exactLine]
    }

    /// The counts, largest first; equal counts in declaration order, so that the lines do not change between runs.
    private static func largestFirst<Key: CaseIterable & Hashable>(_ counts: [Key: Int]) -> [(key: Key, value: Int)] {
        let order = Dictionary(uniqueKeysWithValues: Key.allCases.enumerated().map { ($1, $0) })
        return counts.sorted { ($0.value, order[$1.key] ?? 0) > ($1.value, order[$0.key] ?? 0) }
    }
}
