import NibModel
import NibSolver

/// A view tree and its constraints, solved into frames.
///
/// Besides the constraints given, the system states what UIKit adds on its own: the root keeps its design size
/// at the origin; guides follow their owning view (margins, safe area, legacy top/bottom guides, scroll view
/// frame and content guides); views that translate their autoresizing mask keep their frame as the superview
/// changes; intrinsic sizes are held with content hugging and compression resistance. Every view's frame is
/// then pulled, more weakly than any UIKit priority, towards zero: a frame that the constraints leave free ends
/// up there, and ``ambiguousItems`` names it. A frame the arithmetic cannot hold is named in ``nonFiniteItems``, and
/// a system too large to solve within ``stepLimit`` solver steps stops there and says so in ``exceededWorkLimit``.
public final class LayoutSystem {
    /// The root item: it sits at the origin and gets its size as ``rootSizing`` says.
    public let root: LayoutItem
    /// The constraints added, in order (not those the system states on its own).
    public private(set) var constraints: [ItemConstraint] = []

    /// The constraints that could not be satisfied together with those before them and were broken, as UIKit
    /// breaks one constraint to recover (``ItemConstraint/readable`` puts each in words).
    public private(set) var brokenConstraints: [ItemConstraint] = []
    /// Items whose frame the constraints do not determine, with the axes (`horizontal`, `vertical`).
    public private(set) var ambiguousItems: [(item: LayoutItem, axes: [String])] = []
    /// Views whose frame came out as no finite number (a NaN or infinite x, y, width or height): constants or
    /// multipliers too large for the arithmetic (a document's 1e308) leave nothing to compare, and a caller reports
    /// them rather than the frame.
    public private(set) var nonFiniteItems: [LayoutItem] = []

    /// The most solver steps (tableau cells updated: see `Solver.steps`) one ``solve()`` may take over all its
    /// passes; nil for ``defaultStepLimit``. Past it the solve stops and ``exceededWorkLimit`` says so, instead of
    /// running unbounded.
    public var stepLimit: Int?
    /// Set when the last ``solve()`` stopped at its step limit: the frames are then not a solution.
    public private(set) var exceededWorkLimit: LayoutWorkLimit?
    /// The solver steps the last ``solve()`` took, over all its passes.
    private(set) var solverSteps = 0
    /// The solver pivots the last ``solve()`` took, over all its passes.
    private(set) var solverPivots = 0
    /// The solves of the last ``solve()``: two per pass (frames pulled low and high), and each round of size floors.
    private(set) var solverRounds = 0
    /// The most rounds of size floors one solve of the last ``solve()`` took (see `NonNegativeSizeConstraints`).
    private(set) var sizeFloorRounds = 0

    /// The steps allowed per constraint and item by default, beyond ``minimumStepLimit``: more than a document
    /// needs (the corpus's take at most 350, 100,000 constraints of a form 94), so that only a pathological system
    /// reaches the bound.
    static let stepsPerConstraint = 500
    /// The steps allowed whatever the size: a second or two of work, 1,000 times what the corpus's largest tree takes
    /// (29,000 steps in all) and more than a chain of 1,000 views of optional heights takes (16 million), so that no
    /// real document is stopped, while a stack of 10,000 squeezed views, which would run for hours and take gigabytes,
    /// stops within seconds.
    static let minimumStepLimit = 30_000_000

    /// The bound on steps when ``stepLimit`` is nil: `stepsPerConstraint` per constraint and item, and at least
    /// `minimumStepLimit`.
    public var defaultStepLimit: Int {
        max(Self.minimumStepLimit, Self.stepsPerConstraint * (constraints.count + items.count))
    }

    /// How the root gets its size.
    public enum RootSizing: Sendable, Equatable {
        /// Its design size (a document's view, a view being laid out in its frame).
        case fixed
        /// As small as its content allows (`systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`), at a
        /// given width when one is given: the self-sizing of a cell or a nib-backed view.
        case fitting(width: Double?)
    }

    /// How the root gets its size.
    public var rootSizing: RootSizing

    /// A system for the tree under `root`, sized as `rootSizing` says (its design size by default).
    public init(root: LayoutItem, rootSizing: RootSizing = .fixed) {
        self.root = root
        self.rootSizing = rootSizing
    }

    /// Adds a constraint to state.
    public func add(_ constraint: ItemConstraint) {
        constraints.append(constraint)
    }

    /// Adds constraints to state.
    public func add(_ constraints: [ItemConstraint]) {
        self.constraints += constraints
    }

    /// All items of the tree, root first, depth first.
    public var items: [LayoutItem] {
        var result: [LayoutItem] = []
        func visit(_ item: LayoutItem) {
            result.append(item)
            item.children.forEach(visit)
        }
        visit(root)
        return result
    }

    /// Solves the system and stores every item's frame; a multi-line text item is measured again at the width
    /// found, the safe area handed down to the subviews by their frames (see `InheritedInsets`), and the system
    /// solved again while either changes (at most four passes).
    public func solve() {
        let all = items
        let insetUsers = InheritedInsets.users(of: all, constraints: constraints)
        var heights: [ObjectIdentifier: Double] = [:]
        let limit = stepLimit ?? defaultStepLimit
        solverSteps = 0
        solverPivots = 0
        solverRounds = 0
        sizeFloorRounds = 0
        exceededWorkLimit = nil
        for _ in 0..<4 {
            solveOnce(all, stepLimit: limit)
            if exceededWorkLimit != nil { break }
            // Redo the pass when a view's inherited insets or a text's height changed.
            var redo = InheritedInsets.propagate(all, users: insetUsers)
            for item in all {
                guard let measure = item.heightForWidth else { continue }
                let height = measure(item.width.value)
                if heights[ObjectIdentifier(item)] != height {
                    heights[ObjectIdentifier(item)] = height
                    if item.intrinsicHeight != height {
                        item.intrinsicHeight = height
                        redo = true
                    }
                }
            }
            if !redo { break }
        }
    }

    /// One pass: the frames, the constraints broken and the items left ambiguous (or, past the step limit, the frames
    /// the solver had when it stopped).
    private func solveOnce(_ all: [LayoutItem], stepLimit limit: Int) {
        // Keep the low solution as the answer; items that move in the high one are ambiguous.
        let (broken, lowFrames) = solveWithStays(all, toward: 0, stepLimit: limit)
        ambiguousItems = []
        nonFiniteItems = zip(all, lowFrames).compactMap { item, frame in
            item.kind == .view && ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) ? item : nil
        }
        brokenConstraints = broken
        for (index, item) in all.enumerated() { item.absoluteFrame = lowFrames[index] }
        guard exceededWorkLimit == nil else { return }
        let highFrames = solveWithStays(all, toward: 10_000, stepLimit: limit).frames
        guard exceededWorkLimit == nil else { return }
        for (index, item) in all.enumerated() where item.kind == .view {
            var axes: [String] = []
            let a = lowFrames[index]
            let b = highFrames[index]
            if abs(a.x - b.x) > 0.01 || abs(a.width - b.width) > 0.01 { axes.append("horizontal") }
            if abs(a.y - b.y) > 0.01 || abs(a.height - b.height) > 0.01 { axes.append("vertical") }
            if !axes.isEmpty { ambiguousItems.append((item, axes)) }
        }
    }

    /// Solves the constraints with every view's frame pulled towards `value`, within what is left of `limit` steps
    /// (stopping there, and setting ``exceededWorkLimit``, when it runs out).
    private func solveWithStays(
        _ all: [LayoutItem], toward value: Double, stepLimit limit: Int
    ) -> (broken: [ItemConstraint], frames: [Rect]) {
        let solver = Solver()
        solver.stepLimit = max(0, limit - solverSteps)
        var broken: [ItemConstraint] = []
        // Adds in order until the solver stops at its limit; a constraint refused then is not broken, only unsolved.
        func add(_ constraint: ItemConstraint) -> Bool {
            if !SolverBridge.add(constraint, to: solver), !solver.hasReachedStepLimit { broken.append(constraint) }
            return !solver.hasReachedStepLimit
        }
        solving: do {
            for item in all {
                for constraint in implicitConstraints(of: item) {
                    guard add(constraint) else { break solving }
                }
            }
            for constraint in constraints {
                guard add(constraint) else { break solving }
            }
            for item in all where item.kind == .view {
                for variable in [item.x, item.y, item.width, item.height] {
                    SolverBridge.stay(variable, at: value, in: solver)
                    if solver.hasReachedStepLimit { break solving }
                }
            }
        }
        solver.updateVariables()
        solverRounds += 1
        if !solver.hasReachedStepLimit {
            let rounds = NonNegativeSizeConstraints.floor(all, in: solver)
            sizeFloorRounds = max(sizeFloorRounds, rounds)
            solverRounds += rounds
        }
        solverSteps += solver.steps
        solverPivots += solver.pivots
        if solver.hasReachedStepLimit { exceededWorkLimit = LayoutWorkLimit(steps: solverSteps, limit: limit) }
        return (broken, all.map(\.solvedFrame))
    }

    /// What UIKit states for an item without being asked.
    func implicitConstraints(of item: LayoutItem) -> [ItemConstraint] {
        var result: [ItemConstraint] = []
        guard let parent = item.parent else {
            // The root: at the origin, at its design size or as small as its content allows.
            result.append(.constant(item, .left, 0, origin: .guide))
            result.append(.constant(item, .top, 0, origin: .guide))
            switch rootSizing {
            case .fixed:
                result.append(.constant(item, .width, item.designFrame.width, origin: .guide))
                result.append(.constant(item, .height, item.designFrame.height, origin: .guide))
            case .fitting(let width):
                if let width {
                    result.append(.constant(item, .width, width, origin: .guide))
                } else {
                    result.append(.constant(item, .width, 0, priority: 50, origin: .guide))
                }
                result.append(.constant(item, .height, 0, priority: 50, origin: .guide))
            }
            return result
        }
        switch item.kind {
        case .guide(let identifier):
            result += GuideConstraints.constraints(for: item, identifier: identifier, owner: parent)
        case .view:
            if let insets = item.containerInsets {
                result += ContainerConstraints.constraints(for: item, in: parent, insets: insets)
            } else if item.translatesAutoresizingMask {
                result += AutoresizingConstraints.constraints(for: item, in: parent)
            }
            result += IntrinsicSizeConstraints.constraints(for: item)
        }
        return result
    }
}
