/// How text reports indent a tree: two spaces a level, 32 levels at most. A line deeper than that is indented as one
/// 32 levels down and begins with its depth (`(depth 57) `), so that a document nested as deep as the decoder allows
/// cannot make every line a screen of spaces.
package enum TreeIndentation {
    /// The deepest level that is indented further than the one above it.
    package static let maximumDepth = 32

    /// The spaces before a line `depth` levels down: `unit` (two spaces) a level, up to ``maximumDepth`` levels.
    package static func spaces(depth: Int, unit: String = "  ") -> String {
        String(repeating: unit, count: min(max(depth, 0), maximumDepth))
    }

    /// What the spaces no longer show: `(depth 57) ` for a line deeper than ``maximumDepth``, nothing otherwise.
    package static func marker(depth: Int) -> String {
        depth > maximumDepth ? "(depth \(depth)) " : ""
    }
}
