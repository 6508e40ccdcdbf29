import NibModel
import NibSolver

/// A view tree and its constraints, solved into frames.
///
/// Besides the constraints given, the system states what UIKit adds on its own: the root keeps its design size
/// at the origin; guides follow their owning view (margins, safe area, legacy top/bottom guides, scroll view
/// frame and content guides); views that translate their autoresizing mask keep their frame as the superview
/// changes; intrinsic sizes are held with content hugging and compression resistance. Every view's frame is
/// then pulled, more weakly than any UIKit priority, towards zero: a frame that the constraints leave free ends
/// up there, and ``ambiguousItems`` names it.
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
        for _ in 0..<4 {
            solveOnce(all)
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

    /// One pass: the frames, the constraints broken and the items left ambiguous.
    private func solveOnce(_ all: [LayoutItem]) {
        let (broken, lowFrames) = solveWithStays(all, toward: 0)
        let highFrames = solveWithStays(all, toward: 10_000).frames
        // Keep the low solution as the answer; items that moved between the two are ambiguous.
        ambiguousItems = []
        for (index, item) in all.enumerated() where item.kind == .view {
            var axes: [String] = []
            let a = lowFrames[index]
            let b = highFrames[index]
            if abs(a.x - b.x) > 0.01 || abs(a.width - b.width) > 0.01 { axes.append("horizontal") }
            if abs(a.y - b.y) > 0.01 || abs(a.height - b.height) > 0.01 { axes.append("vertical") }
            if !axes.isEmpty { ambiguousItems.append((item, axes)) }
        }
        brokenConstraints = broken
        for (index, item) in all.enumerated() { item.absoluteFrame = lowFrames[index] }
    }

    private func solveWithStays(
        _ all: [LayoutItem], toward value: Double
    ) -> (broken: [ItemConstraint], frames: [Rect]) {
        let solver = Solver()
        var broken: [ItemConstraint] = []
        for item in all {
            for constraint in implicitConstraints(of: item) where !SolverBridge.add(constraint, to: solver) {
                broken.append(constraint)
            }
        }
        for constraint in constraints where !SolverBridge.add(constraint, to: solver) {
            broken.append(constraint)
        }
        for item in all where item.kind == .view {
            for variable in [item.x, item.y, item.width, item.height] {
                SolverBridge.stay(variable, at: value, in: solver)
            }
        }
        solver.updateVariables()
        NonNegativeSizeConstraints.floor(all, in: solver)
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
