import Foundation
import NibHeadless
import NibRuntime
import NibTestSupport
import NibTextMetrics
import XCTest

/// A nib-backed view whose nib each test's library holds in a version of its own; it makes a label in code once its
/// content is loaded.
final class EnvironmentBadge: NibView {
    @Outlet var titleLabel: Label?
    private(set) var labelMadeInCode: Label?
    override func contentDidLoad() { labelMadeInCode = Label() }
}

/// A nib-backed view whose nib embeds an ``EnvironmentBadge``.
final class EnvironmentCard: NibView {
    @Outlet var badge: EnvironmentBadge?
}

/// A class that names its own library: wherever it is embedded, its nib comes from there.
final class PinnedBadge: NibView {
    @Outlet var titleLabel: Label?
    override class var library: NibLibrary? { NibEnvironmentTests.pinned }
}

/// Views find the environment they load in — passed explicitly, the load's that creates them from another nib, a
/// scope's, or the default — and nothing global needs setting: loads in different environments run side by side.
final class NibEnvironmentTests: XCTestCase {
    static func xib(owner: String, outlets: String = "", _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
                    <connections>\(outlets)</connections>
                </placeholder>
                \(objects)
            </objects>
        </document>
        """
    }

    /// A badge nib whose label says `title`, as File's Owner `owner`.
    static func badge(_ title: String, owner: String) -> String {
        xib(
            owner: owner, outlets: #"<outlet property="titleLabel" destination="t" id="o1"/>"#,
            """
            <view id="root"><rect key="frame" x="0" y="0" width="200" height="30"/>
                <subviews><label text="\(title)" id="t"><rect key="frame" x="0" y="0" width="80" height="20"/></label></subviews>
            </view>
            """)
    }

    /// The library ``PinnedBadge`` names, with its nib.
    static let pinned: NibLibrary = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pinned-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(badge("Pinned", owner: "PinnedBadge").utf8).write(
            to: folder.appendingPathComponent("PinnedBadge.xib"))
        return NibLibrary(searchDirectories: [folder.path], bundleRoots: [])
    }()

    /// An environment of its own folder, whose badge says `title`; a card embeds the badge, a holder a pinned badge.
    private func environment(_ title: String, textMeasure: (any TextMeasuring)? = nil) throws -> NibEnvironment {
        let folder = try temporaryFolder("environment")
        let card = Self.xib(
            owner: "EnvironmentCard", outlets: #"<outlet property="badge" destination="b" id="o1"/>"#,
            """
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="60"/>
                <subviews><view id="b" customClass="EnvironmentBadge"><rect key="frame" x="0" y="0" width="200" height="30"/></view></subviews>
            </view>
            """)
        let holder = Self.xib(
            owner: "Holder",
            """
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="60"/>
                <subviews><view id="p" customClass="PinnedBadge"><rect key="frame" x="0" y="0" width="200" height="30"/></view></subviews>
            </view>
            """)
        for (name, text) in [
            ("EnvironmentBadge", Self.badge(title, owner: "EnvironmentBadge")), ("EnvironmentCard", card),
            ("Holder", holder),
        ] {
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).xib"))
        }
        var registry = ClassRegistry.standard
        for type in [EnvironmentBadge.self, EnvironmentCard.self, PinnedBadge.self] as [NibObject.Type] {
            registry.register(type)
        }
        let library = NibLibrary(searchDirectories: [folder.path], bundleRoots: [], registry: registry)
        return NibEnvironment(library: library, textMeasure: textMeasure)
    }

    func testANestedViewLoadsInTheEnvironmentOfTheLoadThatCreatedIt() throws {
        let first = try environment("First")
        let second = try environment("Second")
        let one = try NibFailure.throwing { EnvironmentCard(frame: .zero, environment: first) }
        let other = try NibFailure.throwing { EnvironmentCard(environment: second) }
        XCTAssertEqual(one.badge?.titleLabel?.text, "First")
        XCTAssertEqual(other.badge?.titleLabel?.text, "Second")
        XCTAssertTrue(one.badge?.environment.library === first.library, "from the card's load, not the default")
        XCTAssertTrue(other.badge?.environment.library === second.library)
    }

    func testOneLineCallsUseTheEnvironmentOfTheirScope() throws {
        let first = try environment("First")
        let card = try NibEnvironment.with(first) { try NibFailure.throwing { EnvironmentCard() } }
        XCTAssertEqual(card.badge?.titleLabel?.text, "First")
        XCTAssertTrue(card.environment.library === first.library)
        XCTAssertTrue(NibEnvironment.with(first) { NibEnvironment.current.library } === first.library)
        XCTAssertTrue(NibEnvironment.current.library === NibEnvironment.default.library, "the default outside")
    }

    func testTheLoadsMeasurerReachesNestedViewsAndViewsMadeInCodeDuringIt() throws {
        let standard = try NibFailure.throwing { EnvironmentCard(environment: try environment("Title")) }
        let wider = try environment("Title", textMeasure: WiderText(base: TextMetrics(), extra: 30))
        let wide = try NibFailure.throwing { EnvironmentCard(environment: wider) }
        let label = try XCTUnwrap(wide.badge?.titleLabel)
        XCTAssertTrue(label.textMeasure is WiderText)
        XCTAssertTrue(try XCTUnwrap(wide.badge?.labelMadeInCode).textMeasure is WiderText, "made in contentDidLoad")
        XCTAssertTrue(try XCTUnwrap(standard.badge?.labelMadeInCode).textMeasure is TextMetrics)
        let standardWidth = try XCTUnwrap(standard.badge?.titleLabel?.intrinsicContentSize.width)
        XCTAssertEqual(try XCTUnwrap(label.intrinsicContentSize.width), standardWidth + 30)
        XCTAssertTrue(Label().textMeasure is TextMetrics, "a view made outside keeps the default's")
    }

    func testOneLibraryServesEnvironmentsWithDifferentMeasurersApart() throws {
        let standard = try environment("Title")
        var wider = standard
        wider.textMeasure = WiderText(base: TextMetrics(), extra: 30)
        let first = try NibFailure.throwing { EnvironmentCard(environment: standard) }
        // Each file is decoded once: the second measurer reads the document already decoded, not the file again.
        let folder = try XCTUnwrap(standard.library.searchDirectories.first)
        try Data(Self.badge("Changed", owner: "EnvironmentBadge").utf8).write(
            to: URL(fileURLWithPath: folder).appendingPathComponent("EnvironmentBadge.xib"))
        let second = try NibFailure.throwing { EnvironmentCard(environment: wider) }
        XCTAssertTrue(try XCTUnwrap(first.badge?.titleLabel).textMeasure is TextMetrics)
        XCTAssertTrue(try XCTUnwrap(second.badge?.titleLabel).textMeasure is WiderText)
        XCTAssertEqual(second.badge?.titleLabel?.text, "Title")
        XCTAssertEqual(standard.library.cache.count, 4, "two nibs, each read with two measurers")
    }

    func testAClassThatNamesItsLibraryLoadsFromItInAnyEnvironment() throws {
        let wider = try environment("Title", textMeasure: WiderText(base: TextMetrics(), extra: 30))
        let nib = try wider.instantiate("Holder", owner: nil)
        let pinned = try XCTUnwrap(nib.objectsByID["p"] as? PinnedBadge)
        XCTAssertEqual(pinned.titleLabel?.text, "Pinned")
        XCTAssertTrue(pinned.environment.library === Self.pinned)
        XCTAssertTrue(try XCTUnwrap(pinned.titleLabel).textMeasure is WiderText, "the rest follows the load")
    }

    func testLoadsInDifferentEnvironmentsRunSideBySide() throws {
        let environments = try ["First", "Second", "Third"].map { try environment($0) }
        let lock = NSLock()
        nonisolated(unsafe) var results: [(expected: String, found: String?)] = []
        DispatchQueue.concurrentPerform(iterations: 30) { index in
            let expected = ["First", "Second", "Third"][index % 3]
            let environment = environments[index % 3]
            // Half through an explicit environment, half through a scope around the one-line call.
            let card = try? NibFailure.throwing {
                index % 2 == 0
                    ? EnvironmentCard(environment: environment) : NibEnvironment.with(environment) { EnvironmentCard() }
            }
            lock.withLock { results.append((expected, card?.badge?.titleLabel?.text)) }
        }
        XCTAssertEqual(results.count, 30)
        for result in results { XCTAssertEqual(result.found, result.expected) }
    }
}
