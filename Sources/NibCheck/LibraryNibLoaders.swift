import NibSourceIndex

/// What libraries' nib-backed views do while they are made, as ``NibLoadingFlow`` follows it: a class that inherits
/// from or adopts `type` runs `function`, which loads the nib that the class's `member` names (the class's own name
/// unless it overrides it), with the object as File's Owner or not. The rows are those of ``LibraryConvention``
/// (the libraries' and a project's configured ones) that name the functions that load.
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

    /// The loaders of the libraries' conventions.
    static let all = loaders(of: LibraryConvention.all)

    /// The loaders of `conventions`' nib rows that name functions, one per type and function.
    static func loaders(of conventions: [LibraryConvention]) -> [LibraryNibLoader] {
        conventions.filter { $0.resource == .nib }.flatMap { convention in
            convention.types.flatMap { type in
                convention.runs.map { function in
                    LibraryNibLoader(
                        library: convention.library, type: type, function: function, member: convention.member,
                        ownerIsSelf: convention.owner == .object)
                }
            }
        }
    }
}
