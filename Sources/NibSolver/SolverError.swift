/// Why the solver refused a request.
public enum SolverError: Error, Equatable {
    /// The constraint is already in the solver.
    case duplicateConstraint
    /// A required constraint contradicts the required constraints already added; the solver is unchanged.
    case unsatisfiable
    /// The constraint is not in the solver.
    case unknownConstraint
    /// The variable already has an edit constraint.
    case duplicateEditVariable
    /// The variable has no edit constraint.
    case unknownEditVariable
    /// Edit variables cannot be required.
    case badRequiredStrength
    /// The solver reached its ``Solver/stepLimit`` before the constraint could be added; the solver is unchanged.
    case stepLimitReached
}
