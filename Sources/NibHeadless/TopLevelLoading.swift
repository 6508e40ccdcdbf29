import NibRuntime

extension NibObject {
    /// Loads a nib (with `owner` as File's Owner, or none) and returns its top-level object of this class (seed 000's alternative, seed 004's
    /// "plain" approach; Reusable's `NibLoadable.loadFromNib()`): chosen by class — never by position — and, when
    /// the nib holds several, by restoration identifier.
    ///
    /// The nib comes from `library`, else from the library of ``NibEnvironment/current``, the environment it is loaded
    /// in. Its other top-level objects (gesture recognizers, plain objects) are kept alive by the returned object's
    /// ``nibSiblings``; its warnings go to the library's ``NibLibrary/warningHandler``.
    public static func loadFromNib(
        named name: String? = nil, identifier: String? = nil, owner: NibObject? = nil, library: NibLibrary? = nil
    ) throws -> Self {
        let name = name ?? String(describing: self)
        let environment = NibEnvironment.current.loading(from: library)
        let library = environment.library
        let document = try library.facts(ofNib: name, for: self, in: environment).document
        let nib = try library.instantiate(name, owner: owner, for: self, in: environment)
        var matches = nib.topLevelObjects.compactMap { $0 as? Self }
        if let identifier {
            let ids = Set(document.topLevelObjects.filter { $0.restorationIdentifier == identifier }.map(\.id))
            matches = matches.filter { object in
                nib.objectsByID.contains { ids.contains($0.key) && $0.value === object }
            }
        }
        guard let match = matches.first else {
            throw NibLoadingError.topLevelObjectNotFound(
                nib: name, className: String(describing: self),
                found: nib.topLevelObjects.map { String(describing: type(of: $0)) })
        }
        guard matches.count == 1 else {
            throw NibLoadingError.ambiguousTopLevelObject(
                nib: name, className: String(describing: self), count: matches.count)
        }
        match.nibSiblings = nib.topLevelObjects.filter { $0 !== match }
        nib.warnings.forEach(library.warningHandler)
        return match
    }
}
