import NibLayout
import NibModel

/// `nib layout --format json`: the totals over every input, and one entry per file (see `docs/JSON.md`).
package struct LayoutJSON: Encodable {
    /// How much of each file the JSON shows.
    package enum Detail {
        /// The file's counts only (`--summary`).
        case counts
        /// The file's counts, every view's comparison and the engine's findings.
        case views
    }

    /// The counts over every input.
    package var summary: LayoutTally
    package var files: [LayoutFileReport]
    package var detail: Detail

    package init(summary: LayoutTally, files: [LayoutFileReport], detail: Detail) {
        self.summary = summary
        self.files = files
        self.detail = detail
    }

    private enum CodingKeys: String, CodingKey {
        case summary, files
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(summary, forKey: .summary)
        var entries = container.nestedUnkeyedContainer(forKey: .files)
        for file in files {
            try entries.encode(LayoutFileReport.Entry(report: file, detail: detail))
        }
    }
}

/// The counts of a `LayoutAgreement` as the JSON's `summary` objects show them: views compared, agreeing and
/// disagreeing, the agreement in percent (`null` when nothing was compared), the views excluded per reason and the
/// disagreements per cause (every reason and cause present, 0 included).
package struct LayoutTally: Encodable {
    package var agreement: LayoutAgreement

    package init(_ agreement: LayoutAgreement) { self.agreement = agreement }

    private enum CodingKeys: String, CodingKey {
        case views, compared, agreeing, disagreeing, agreement, agreeingWithExactText, agreementWithExactText
        case excluded, causes
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let excludedCount = agreement.excluded.values.reduce(0, +)
        try container.encode(agreement.determinable + excludedCount, forKey: .views)
        try container.encode(agreement.determinable, forKey: .compared)
        try container.encode(agreement.agreeing, forKey: .agreeing)
        try container.encode(agreement.determinable - agreement.agreeing, forKey: .disagreeing)
        // `encode` of an optional writes `null` for nil, where `encodeIfPresent` would leave the key out.
        try container.encode(agreement.roundedPercentage(of: agreement.agreeing), forKey: .agreement)
        try container.encode(agreement.agreeingWithExactText, forKey: .agreeingWithExactText)
        try container.encode(
            agreement.roundedPercentage(of: agreement.agreeingWithExactText), forKey: .agreementWithExactText)
        try container.encode(Self.everyCase(agreement.excluded), forKey: .excluded)
        try container.encode(Self.everyCase(agreement.causes), forKey: .causes)
    }

    /// `counts` keyed by each case's raw value, every case present.
    private static func everyCase<Key: CaseIterable & Hashable & RawRepresentable<String>>(
        _ counts: [Key: Int]
    ) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: Key.allCases.map { ($0.rawValue, counts[$0, default: 0]) })
    }
}

/// One document's comparison.
package struct LayoutFileReport {
    package var file: String
    /// Whether the document decoded.
    package var ok = true
    /// The decoder's diagnostics when it did not; the warnings of the layout (frames that are not finite numbers,
    /// trees stopped at the bound on work) when it did.
    package var diagnostics: [Diagnostic] = []
    /// The counts of this document's comparisons.
    package var agreement = LayoutAgreement()
    package var views: [LayoutViewReport] = []
    package var broken: [String] = []
    package var ambiguous: [String] = []
    /// The views whose computed frame is not a finite number.
    package var nonFinite: [String] = []
    /// The view trees whose layout stopped at its bound on work (root id: why).
    package var stopped: [String] = []

    package init(file: String) { self.file = file }

    package var text: String {
        var lines = [file]
        for view in views { lines.append("  " + view.text) }
        for constraint in broken { lines.append("  broken: \(constraint)") }
        for item in ambiguous { lines.append("  ambiguous: \(item)") }
        for item in nonFinite {
            lines.append(
                "  not finite: \(item) (frame is not a finite number: constants or multipliers too large; check its"
                    + " constraints)")
        }
        for tree in stopped { lines.append("  stopped: \(tree)") }
        return lines.map(PrintableText.line).joined(separator: "\n")
    }

    /// The file's entry in the JSON, as much of it as `detail` asks for.
    struct Entry: Encodable {
        var report: LayoutFileReport
        var detail: LayoutJSON.Detail

        private enum CodingKeys: String, CodingKey {
            case file, ok, diagnostics, summary, views, broken, ambiguous, nonFinite, stopped
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(report.file, forKey: .file)
            try container.encode(report.ok, forKey: .ok)
            try container.encode(report.diagnostics, forKey: .diagnostics)
            try container.encode(LayoutTally(report.agreement), forKey: .summary)
            guard detail == .views else { return }
            try container.encode(report.views, forKey: .views)
            try container.encode(report.broken, forKey: .broken)
            try container.encode(report.ambiguous, forKey: .ambiguous)
            try container.encode(report.nonFinite, forKey: .nonFinite)
            try container.encode(report.stopped, forKey: .stopped)
        }
    }
}

/// One view's computed and stored frames, and whether they agree.
package struct LayoutViewReport: Encodable {
    /// Where a view stands in the agreement figure: the JSON's `status`.
    package enum Status: String, Encodable {
        /// Counted, and within half a point of its stored frame (`ok` in the text).
        case agrees
        /// Counted, and further than half a point from it, with a `FrameComparison.Cause` (`differs: …`).
        case disagrees
        /// Left out of the figure, with a `FrameComparison.Exclusion` (`excluded: …`).
        case excluded
    }

    package var id: String
    package var element: ElementKind
    package var computed: Rect
    package var stored: Rect
    /// The largest difference in points, to three decimals.
    package var difference: Double
    package var status: Status
    /// Why the view is left out; only for `excluded`.
    package var exclusion: FrameComparison.Exclusion?
    /// What most likely explains the disagreement; only for `disagrees`.
    package var cause: FrameComparison.Cause?
    /// The required constraint the stored frame breaks; only for the cause `FrameComparison.Cause.staleFrame`.
    package var storedFrameBreaks: String?
    /// The text width the stored frame implies, for views sized by one line of system-font text.
    package var textSample: TextWidthSample?

    package init(_ comparison: FrameComparison) {
        id = comparison.id
        element = comparison.element
        computed = comparison.computed
        stored = comparison.stored
        difference = (comparison.difference * 1000).rounded() / 1000
        textSample = comparison.textSample
        if let exclusion = comparison.exclusion {
            status = .excluded
            self.exclusion = exclusion
        } else if comparison.agrees {
            status = .agrees
        } else {
            status = .disagrees
            cause = comparison.cause ?? .other
            if cause == .staleFrame { storedFrameBreaks = comparison.storedFrameBreaks }
        }
    }

    private enum CodingKeys: String, CodingKey {
        case id, element, computed, stored, difference, status, exclusion, cause, storedFrameBreaks, textSample
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(element, forKey: .element)
        try container.encode(computed, forKey: .computed)
        try container.encode(stored, forKey: .stored)
        try container.encode(difference, forKey: .difference)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(exclusion?.rawValue, forKey: .exclusion)
        try container.encodeIfPresent(cause?.rawValue, forKey: .cause)
        try container.encodeIfPresent(storedFrameBreaks, forKey: .storedFrameBreaks)
        try container.encodeIfPresent(textSample, forKey: .textSample)
    }

    /// The status as the text shows it: `ok`, `differs: CAUSE` (with the broken constraint's id for a stale frame)
    /// or `excluded: REASON`.
    package var textStatus: String {
        switch status {
        case .agrees: return "ok"
        case .excluded: return "excluded: \(exclusion?.rawValue ?? "")"
        case .disagrees:
            return "differs: \((cause ?? .other).rawValue)" + (storedFrameBreaks.map { " (\($0))" } ?? "")
        }
    }

    package var text: String {
        func show(_ rect: Rect) -> String {
            "(\(rect.x.compact), \(rect.y.compact), \(rect.width.compact), \(rect.height.compact))"
        }
        return "\(element) \(id): \(show(computed)) IB \(show(stored)) Δ\(difference) \(textStatus)"
    }
}
