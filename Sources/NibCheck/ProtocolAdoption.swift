import Foundation
import NibSourceIndex

extension ClassHierarchy {
    /// The names a class is known by as a kind of something, nearest first: itself and its superclasses, then the
    /// protocols they adopt, with those the sources' protocols inherit and those a type alias composes
    /// (`typealias CardCell = Reusable & NibLoadable`, `protocol CardCell: NibReusable`).
    func adoptedTypes(of className: String) -> [String] {
        var names: [String] = []
        var protocols: [String] = []
        for link in chain(of: className) {
            switch link {
            case .source(let source):
                names.append(source.name)
                protocols += source.conformances
            case .framework(let framework): names.append(framework.name)
            case .unlistedFramework(let name), .unknown(let name): names.append(name)
            }
        }
        var seen = Set(names)
        while let next = protocols.first {
            protocols.removeFirst()
            for name in Self.composed(next) where seen.insert(name).inserted {
                names.append(name)
                protocols += protocolInheritance[name] ?? []
                if let alias = sources.aliases[name] { protocols.append(alias) }
            }
        }
        return names
    }

    /// The protocols a written conformance names: `Reusable & NibLoadable` → both; `Module.Name` → `Name`.
    private static func composed(_ written: String) -> [String] {
        written.split(separator: "&").map { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            return String(trimmed.split(separator: ".").last ?? Substring(trimmed))
        }
    }
}
