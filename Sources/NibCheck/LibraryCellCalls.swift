/// The libraries' registrations and dequeues of cells and supplementary views by type, as data: each names the reuse
/// identifier after the type (its `reuseIdentifier` member when it declares one), and a registration of a
/// nib-backed type loads the nib named after it. Reusable's and NibKit's calls share their names; a type that adopts
/// Reusable's protocols is Reusable's, any other NibKit's.
struct LibraryCellCall: Sendable {
    /// The function, with its argument labels, as ``NibSourceIndex/LibraryCall`` names it.
    var function: String
    /// Whether it registers (rather than dequeues).
    var registers: Bool

    static let all: [LibraryCellCall] = [
        LibraryCellCall(function: "register(cellType:)", registers: true),
        LibraryCellCall(function: "register(supplementaryViewType:ofKind:)", registers: true),
        LibraryCellCall(function: "register(headerFooterViewType:)", registers: true),
        LibraryCellCall(function: "register(cellViewType:)", registers: true),
        LibraryCellCall(function: "register(itemType:)", registers: true),
        LibraryCellCall(function: "dequeueReusableCell(for:cellType:)", registers: false),
        LibraryCellCall(function: "dequeueReusableCell(for:)", registers: false),
        LibraryCellCall(function: "dequeueReusableSupplementaryView(ofKind:for:viewType:)", registers: false),
        LibraryCellCall(function: "dequeueReusableSupplementaryView(ofKind:for:)", registers: false),
        LibraryCellCall(function: "dequeueReusableHeaderFooterView(_:)", registers: false),
        LibraryCellCall(function: "dequeueReusableHeaderFooterView()", registers: false),
        LibraryCellCall(function: "makeView(ofType:owner:)", registers: false),
        LibraryCellCall(function: "makeView(owner:)", registers: false),
        LibraryCellCall(function: "makeItem(ofType:for:)", registers: false),
        LibraryCellCall(function: "makeItem(for:)", registers: false),
    ]

    /// The libraries the calls are, with the types whose adopters are that library's (empty: any type).
    static let libraries: [(library: String, types: [String], nibTypes: [String]?)] = [
        ("Reusable", ["Reusable", "NibReusable", "NibLoadable"], ["NibReusable", "NibLoadable"]),
        // NibKit registers the nib named after the class whenever there is one.
        ("NibKit", [], nil),
    ]

    /// The member that gives a type's reuse identifier.
    static let identifierMember = "reuseIdentifier"
}
