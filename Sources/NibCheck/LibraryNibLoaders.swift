import NibSourceIndex

/// What libraries' nib-backed views do while they are made, as data: a class that inherits from or adopts `type` runs
/// `function`, which loads the nib that the class's `member` names (the class's own name unless it overrides it),
/// with the object as File's Owner. The project does not hold these libraries' sources (they are dependencies), so
/// their behaviour is written here once.
struct LibraryNibLoader: Sendable {
    /// The library, as a message names it.
    var library: String
    /// The class to inherit from or the protocol to adopt.
    var type: String
    /// The function that loads, named as ``NibSourceIndex/SourceFunction`` names functions.
    var function: String
    /// The member that names the nib; its default is the class's own name.
    var member: String
    /// Whether the nib is loaded with the object as its owner.
    var ownerIsSelf: Bool

    /// The loaders by their function's base name (`init` for `init(coder:)`), in the order of ``all``.
    static let byBaseName = Dictionary(grouping: all) { SourceFunction.baseName(of: $0.function) }

    static let all: [LibraryNibLoader] = [
        // NibKit: a NibView subclass loads `nibName` (default: the class's name) from both initializers.
        LibraryNibLoader(
            library: "NibKit", type: "NibView", function: "init(coder:)", member: "nibName", ownerIsSelf: true),
        LibraryNibLoader(
            library: "NibKit", type: "NibView", function: "init(frame:)", member: "nibName", ownerIsSelf: true),
        LibraryNibLoader(
            library: "NibKit", type: "NibContentLoading", function: "loadNibContent(named:bundle:)", member: "nibName",
            ownerIsSelf: true),
        // Reusable: `NibOwnerLoadable.loadNibContent()` instantiates `Self.nib` (default: the class's name) with
        // the view as owner.
        LibraryNibLoader(
            library: "Reusable", type: "NibOwnerLoadable", function: "loadNibContent()", member: "nib",
            ownerIsSelf: true),
    ]
}
