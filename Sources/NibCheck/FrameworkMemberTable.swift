import NibModel

extension FrameworkClass {
    /// A framework class's members as the SDK headers declare them (``iOSMembers``, ``macOSMembers``): the keys
    /// key-value coding can set and the selectors of its instance methods of at most two parts, its categories' and
    /// adopted protocols' included.
    struct Members: Sendable {
        var keys: Set<String>
        var selectors: Set<String>
    }

    /// The members of `name` on `runtime` (tvOS and watchOS documents use iOS's), or nil when the headers declare no
    /// such class.
    static func members(of name: String, runtime: TargetRuntime) -> Members? {
        switch runtime {
        case .macOS: macOSMemberTable[name]
        default: iOSMemberTable[name]
        }
    }

    private static let iOSMemberTable = memberTable(iOSMembers)
    private static let macOSMemberTable = memberTable(macOSMembers)

    /// The table of `Name key key | selector selector` lines.
    private static func memberTable(_ lines: String) -> [String: Members] {
        var result: [String: Members] = [:]
        for line in lines.split(separator: "\n") {
            let halves = line.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
            var names = halves[0].split(separator: " ")
            guard !names.isEmpty else { continue }
            let name = String(names.removeFirst())
            let selectors = halves.count > 1 ? halves[1].split(separator: " ").map(String.init) : []
            var members = result[name] ?? Members(keys: [], selectors: [])
            members.keys.formUnion(names.map(String.init))
            members.selectors.formUnion(selectors)
            result[name] = members
        }
        return result
    }
}
