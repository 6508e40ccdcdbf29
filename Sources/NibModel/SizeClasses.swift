/// The size classes a document is designed in, which decide which of its size-class variations
/// (`<variation key="widthClass=compact">`) apply: what constraints and subviews are installed and which constants
/// they have in the frames Interface Builder stored.
///
/// A document with a `<device>` (Xcode 8 and later) is designed on that device in its orientation: an iPhone is
/// compact in width and regular in height upright; turned sideways it is compact in height, and regular in width
/// when it is at least 414 pt wide upright (the Plus and Max phones and the XR); an iPad and an Apple TV are regular
/// in both. A document without one (Xcode 6 and 7) is designed in "Any" width and height, where only the default
/// variation applies, as it does to AppKit documents.
public struct SizeClasses: Sendable, Equatable {
    /// The size class of one axis, as variation keys name it (`widthClass=compact`).
    public enum SizeClass: String, Sendable {
        case compact, regular
    }

    /// `nil` is "Any": no variation naming this axis applies.
    public var width: SizeClass?
    /// The vertical size class; `nil` is "Any".
    public var height: SizeClass?

    public init(width: SizeClass? = nil, height: SizeClass? = nil) {
        self.width = width
        self.height = height
    }

    /// Interface Builder's phones at least 414 pt wide upright, regular in width when turned sideways.
    private static let widePhones: Set<String> = [
        "retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9",
    ]

    /// The size classes `header`'s design device has.
    package static func forDocument(_ header: DocumentHeader) -> SizeClasses {
        guard header.targetRuntime != .macOS, let device = header.device else { return SizeClasses() }
        let id = device.id
        if id.hasPrefix("ipad") || id.hasPrefix("appleTV") { return SizeClasses(width: .regular, height: .regular) }
        guard device.orientation == .landscape else { return SizeClasses(width: .compact, height: .regular) }
        return SizeClasses(width: widePhones.contains(id) ? .regular : .compact, height: .compact)
    }

    /// The traits a variation key names (`heightClass=compact-widthClass=regular`), or nil when it names one
    /// this engine does not know.
    private static func traits(of key: String) -> [(isWidth: Bool, value: String)]? {
        var traits: [(Bool, String)] = []
        for component in key.split(separator: "-") {
            let parts = component.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, ["widthClass", "heightClass"].contains(parts[0]) else { return nil }
            traits.append((parts[0] == "widthClass", parts[1]))
        }
        return traits.isEmpty ? nil : traits
    }

    /// How many traits a variation that applies here names (0 for `default`), or nil when it does not apply.
    package func specificity(of key: String) -> Int? {
        if key == "default" { return 0 }
        guard let traits = Self.traits(of: key) else { return nil }
        for trait in traits {
            let value = trait.isWidth ? width : height
            guard value?.rawValue == trait.value else { return nil }
        }
        return traits.count
    }

    /// The variations of `variations` that apply here, the most general first (a more specific one overrides).
    func applicable(_ variations: [Variation]) -> [Variation] {
        variations.enumerated().compactMap { index, variation in
            specificity(of: variation.key).map { (variation, $0, index) }
        }
        .sorted { ($0.1, $0.2) < ($1.1, $1.2) }.map(\.0)
    }

    /// The ids in `variations`' masks that are not installed here: excluded by the default variation or a more
    /// specific one that applies, and not included again by a more specific one.
    package func uninstalled(in variations: [Variation]) -> Set<String> {
        var result: Set<String> = []
        for variation in applicable(variations) {
            for reference in variation.excluded { result.insert(reference.reference) }
            for reference in variation.included { result.remove(reference.reference) }
        }
        return result
    }

    /// `constraint`'s constant here: the most specific applicable variation's, or its own.
    package func constant(of constraint: Constraint) -> Double {
        applicable(constraint.variations).last { $0.constant != nil }?.constant ?? constraint.constant
    }

    /// Whether a variation that applies here changes something other than what is installed (a font, a frame, a
    /// hidden flag), which this engine does not resolve.
    package func overridesAttributes(in variations: [Variation]) -> Bool {
        applicable(variations).contains { !$0.untyped.isEmpty }
    }
}
