import NibModel
import NibRuntime
import XCTest

/// The core's content loading over a host whose constraints cannot change their items — as UIKit's and AppKit's
/// `NSLayoutConstraint` cannot. This is the path the Apple face takes; here it runs on every platform.
final class ImmutableConstraintHostTests: XCTestCase {
    final class FakeView {
        let name: String
        var frame: Rect
        var subviews: [FakeView] = []
        weak var superview: FakeView?
        var constraints: [FakeConstraint] = []
        var translates = true
        var background: String?
        var gestures: [FakeGesture] = []
        /// The outlets a File's Owner view holds, by key.
        var outlets: [String: AnyObject] = [:]
        lazy var safeArea = FakeGuide(owner: self, identifier: "safeArea")

        init(_ name: String, frame: Rect = .zero) {
            self.name = name
            self.frame = frame
        }
    }

    final class FakeGesture {
        weak var view: FakeView?
    }

    final class FakeGuide {
        unowned let owner: FakeView
        let identifier: String
        init(owner: FakeView, identifier: String) {
            self.owner = owner
            self.identifier = identifier
        }
    }

    /// Immutable, like `NSLayoutConstraint`'s items.
    final class FakeConstraint {
        let first: AnyObject
        let second: AnyObject?
        let priority: Double
        let identifier: String?
        init(_ first: AnyObject, _ second: AnyObject?, priority: Double = 1000, identifier: String? = nil) {
            self.first = first
            self.second = second
            self.priority = priority
            self.identifier = identifier
        }
    }

    final class Host: ViewTreeHost {
        var replacements: [(old: FakeConstraint, new: FakeConstraint, holder: String)] = []

        func subviews(of view: FakeView) -> [FakeView] { view.subviews }
        func addSubview(_ subview: FakeView, to view: FakeView) {
            view.subviews.append(subview)
            subview.superview = view
        }
        func removeFromSuperview(_ view: FakeView) {
            view.superview?.subviews.removeAll { $0 === view }
            view.superview = nil
        }
        func frame(of view: FakeView) -> Rect { view.frame }
        func setFrame(_ frame: Rect, of view: FakeView) { view.frame = frame }
        func translatesAutoresizingMaskIntoConstraints(of view: FakeView) -> Bool { view.translates }
        func setTranslatesAutoresizingMaskIntoConstraints(_ value: Bool, of view: FakeView) { view.translates = value }
        func autoresizingMask(of view: FakeView) -> AutoresizingMask { [] }
        func constraints(of view: FakeView) -> [FakeConstraint] { view.constraints }
        func addConstraints(_ constraints: [FakeConstraint], to view: FakeView) { view.constraints += constraints }
        func removeConstraints(_ constraints: [FakeConstraint], from view: FakeView) {
            view.constraints.removeAll { constraint in constraints.contains { $0 === constraint } }
        }
        func role(of item: AnyObject?, relativeTo view: FakeView) -> ItemRole {
            if let item, item === view { return .view }
            if let guide = item as? FakeGuide, guide.owner === view { return .guide(guide.identifier) }
            return .other
        }
        func items(of constraint: FakeConstraint) -> (first: AnyObject, second: AnyObject?) {
            (constraint.first, constraint.second)
        }
        func retarget(_ constraint: FakeConstraint, first: AnyObject, second: AnyObject?) -> FakeConstraint {
            if first === constraint.first && second === constraint.second { return constraint }
            return FakeConstraint(first, second, priority: constraint.priority, identifier: constraint.identifier)
        }
        func guide(_ identifier: String, of view: FakeView) -> AnyObject { view.safeArea }
        func edgeConstraints(pinning content: FakeView, to container: FakeView) -> [FakeConstraint] {
            (0..<4).map { _ in FakeConstraint(content, container) }
        }
        func copyUnsetAppearance(from source: FakeView, to target: FakeView) {
            if target.background == nil { target.background = source.background }
        }
        func gestureRecognizers(of view: FakeView) -> [AnyObject] { view.gestures }
        func moveGestureRecognizer(_ recognizer: AnyObject, from source: FakeView, to target: FakeView) {
            guard let gesture = recognizer as? FakeGesture else { return }
            source.gestures.removeAll { $0 === gesture }
            target.gestures.append(gesture)
            gesture.view = target
        }
        func outlets(of holder: FakeView, holding object: AnyObject) -> [String] {
            holder.outlets.filter { $0.value === object }.keys.sorted()
        }
        func constraint(_ old: FakeConstraint, wasReplacedBy replacement: FakeConstraint, in holder: FakeView) {
            replacements.append((old, replacement, holder.name))
        }
    }

    func testReparentReplacesConstraintsToTheRootAndReportsEachReplacement() throws {
        let host = Host()
        let root = FakeView("root", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.background = "white"
        let label = FakeView("label")
        let icon = FakeView("icon")
        host.addSubview(label, to: root)
        host.addSubview(icon, to: root)
        let toRoot = FakeConstraint(label, root, priority: 750, identifier: "labelLeading")
        let toGuide = FakeConstraint(icon, root.safeArea, identifier: "iconTop")
        let between = FakeConstraint(label, icon)
        root.constraints = [toRoot, toGuide, between]
        let receiver = FakeView("receiver")

        let loader = ContentLoader(host: host)
        let content = try loader.singleView(of: [root, NSNumberLike()], nib: "Card")
        loader.install(content, into: receiver, mode: .reparent)

        XCTAssertEqual(receiver.frame.size, Size(width: 200, height: 100), "zero frame adopts the root's size")
        XCTAssertEqual(receiver.subviews.map(\.name), ["label", "icon"])
        XCTAssertEqual(receiver.background, "white")
        XCTAssertEqual(receiver.constraints.count, 3)
        XCTAssertTrue(receiver.constraints.contains { $0 === between }, "a constraint between subviews is kept as is")
        let leading = try XCTUnwrap(receiver.constraints.first { $0.identifier == "labelLeading" })
        XCTAssertTrue(leading !== toRoot && leading.second === receiver && leading.priority == 750)
        let top = try XCTUnwrap(receiver.constraints.first { $0.identifier == "iconTop" })
        XCTAssertTrue(top.second === receiver.safeArea, "the root's safe area maps onto the receiver's")
        XCTAssertEqual(host.replacements.count, 2, "outlets can follow both replaced constraints")
        XCTAssertTrue(host.replacements.allSatisfy { $0.holder == "receiver" })
        XCTAssertTrue(host.replacements.contains { $0.old === toRoot && $0.new === leading })
    }

    func testReparentMovesTheRootsGestureRecognizers() {
        let host = Host()
        let root = FakeView("root", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let tap = FakeGesture()
        tap.view = root
        root.gestures = [tap]
        let receiver = FakeView("receiver")
        XCTAssertEqual(ContentLoader(host: host).install(root, into: receiver, mode: .reparent), .reparent)
        XCTAssertTrue(
            receiver.gestures.first === tap && tap.view === receiver, "the tap still reaches a view on screen")
        XCTAssertTrue(root.gestures.isEmpty)
    }

    /// Seed 000: File's Owner keeps the nib's root in a `contentView` outlet and expects it on screen.
    func testAReceiverWithAnOutletToTheRootEmbedsIt() {
        let host = Host()
        let root = FakeView("root", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        host.addSubview(FakeView("label"), to: root)
        let receiver = FakeView("receiver")
        receiver.outlets["contentView"] = root
        XCTAssertEqual(ContentLoader(host: host).install(root, into: receiver, mode: .reparent), .embed)
        XCTAssertTrue(receiver.subviews.first === root, "the outlet's view is the receiver's content")
        XCTAssertEqual(root.subviews.map(\.name), ["label"])
        XCTAssertEqual(receiver.constraints.count, 4, "pinned to the edges")
    }

    func testStrayCellContentMovesToTheContentView() {
        let host = Host()
        let cell = FakeView("cell")
        let contentView = FakeView("contentView")
        let title = FakeView("title")
        host.addSubview(contentView, to: cell)
        host.addSubview(title, to: cell)
        let stray = FakeConstraint(title, cell, identifier: "titleLeading")
        cell.constraints = [stray]

        ContentLoader(host: host).moveStrayContent(of: cell, into: contentView)

        XCTAssertEqual(cell.subviews.map(\.name), ["contentView"])
        XCTAssertEqual(contentView.subviews.map(\.name), ["title"])
        XCTAssertTrue(cell.constraints.isEmpty)
        XCTAssertEqual(contentView.constraints.count, 1)
        XCTAssertTrue(contentView.constraints[0].second === contentView)
        XCTAssertEqual(host.replacements.map(\.holder), ["cell"], "the cell's outlets to the constraint follow")
    }

    func testNotExactlyOneTopLevelViewIsAnError() {
        let loader = ContentLoader(host: Host())
        XCTAssertThrowsError(try loader.singleView(of: [NSNumberLike()], nib: "Empty")) {
            XCTAssertEqual($0 as? NibLoadingError, .wrongTopLevelViewCount(nib: "Empty", count: 0))
        }
        XCTAssertThrowsError(try loader.singleView(of: [FakeView("a"), FakeView("b")], nib: "Two")) {
            XCTAssertEqual($0 as? NibLoadingError, .wrongTopLevelViewCount(nib: "Two", count: 2))
        }
    }
}

/// A top-level object that is not a view (a gesture recognizer, say).
private final class NSNumberLike {}
