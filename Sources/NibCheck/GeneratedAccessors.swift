/// The accessors code generators write for a project's documents, as data: SwiftGen's `StoryboardScene` and
/// `StoryboardSegue`, R.swift's `R.storyboard`, `R.nib`, `R.reuseIdentifier` and `R.segue`. The generated file is
/// often not committed, so an accessor is matched by making each document's names Swift identifiers with the
/// generator's rule and comparing: a match counts the document as loaded (or the cell as dequeued), and no match says
/// nothing, since the rule or the generated file is what the check cannot see.
struct GeneratedAccessor: Sendable {
    /// What one name of an accessor's path stands for.
    enum Part: Sendable, Equatable {
        case storyboard, scene, nib, reuseIdentifier, segue
        /// A view controller class's name (R.swift's segues are grouped by the controller they start from).
        case controller
    }

    /// The generator, as a message names it.
    var library: String
    /// The names the path starts with: `["StoryboardScene"]`, `["R", "nib"]`.
    var prefix: [String]
    /// What the names after the prefix stand for.
    var parts: [Part]
    /// The rule that makes a document's name the identifier.
    var rule: GeneratedName.Rule
    /// The name that stands for a storyboard's initial view controller instead of a scene.
    var initialScene: String?

    static let all: [GeneratedAccessor] = [
        GeneratedAccessor(
            library: "SwiftGen", prefix: ["StoryboardScene"], parts: [.storyboard, .scene], rule: .swiftGen,
            initialScene: "initialScene"),
        GeneratedAccessor(
            library: "SwiftGen", prefix: ["StoryboardSegue"], parts: [.storyboard, .segue], rule: .swiftGen),
        GeneratedAccessor(
            library: "R.swift", prefix: ["R", "storyboard"], parts: [.storyboard, .scene], rule: .rSwift,
            initialScene: "instantiateInitialViewController"),
        GeneratedAccessor(library: "R.swift", prefix: ["R", "nib"], parts: [.nib], rule: .rSwift),
        GeneratedAccessor(
            library: "R.swift", prefix: ["R", "reuseIdentifier"], parts: [.reuseIdentifier], rule: .rSwift),
        GeneratedAccessor(library: "R.swift", prefix: ["R", "segue"], parts: [.controller, .segue], rule: .rSwift),
    ]
}
