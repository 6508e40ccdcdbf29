/// A layout that stopped at its bound on work (``LayoutSystem/stepLimit``) instead of running on: the constraints are
/// too many, or too entangled, to solve within it, and the frames are where the solver stopped, not a solution.
public struct LayoutWorkLimit: Sendable, Equatable, CustomStringConvertible {
    /// The solver steps taken when the layout stopped.
    public let steps: Int
    /// The bound it reached.
    public let limit: Int

    /// What a caller can print: `layout stopped after 1000 solver steps (limit 1000): …`.
    public var description: String {
        "layout stopped after \(steps) solver steps (limit \(limit)): the constraints are too many or too entangled to"
            + " solve within the bound, so the frames are not a solution; raise DocumentLayout.stepLimit if the document"
            + " is real"
    }
}
