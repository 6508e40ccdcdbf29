import NibKit
import XCTest

/// What the default `.reparent` mode brings over from the nib's root view, and when it embeds instead.
final class ContentInstallationTests: XCTestCase {
    func testTheRootsTapTintAndMarginsBecomeTheViews() throws {
        let view = try NibFailure.throwing { TappableView() }
        let tap = try XCTUnwrap(view.gestureRecognizers.first, "the root's recognizer moved to the view")
        XCTAssertTrue(tap.view === view)
        XCTAssertEqual(tap.sendActions(), [])
        XCTAssertEqual(view.taps, 1, "its action reaches File's Owner")
        XCTAssertEqual(view.tintColor?.kind, .system("systemRedColor"))
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    func testAContentViewOutletToTheRootEmbedsIt() throws {
        let card = try NibFailure.throwing { FramedCard() }
        let content = try XCTUnwrap(card.contentView)
        XCTAssertTrue(content.superview === card, "the outlet's view is on screen, inside the card")
        XCTAssertEqual(content.subviews.compactMap { ($0 as? Label)?.text }, ["Framed"])
        XCTAssertEqual(card.subviews.count, 1)
    }
}

/// `awakeFromNib` as each platform sends it: UIKit to the objects a nib creates, AppKit to File's Owner too.
final class AwakeFromNibTests: XCTestCase {
    func testAppKitWakesTheViewWhileItsOwnNibLoadsWhichItCanTell() throws {
        let badge = try NibFailure.throwing { MacBadge() }
        XCTAssertEqual(badge.awakenings, ["while loading its nib"], "NSNib sends awakeFromNib to File's Owner")
        XCTAssertEqual(badge.contentLoads, 1)

        let panel = try NibFailure.throwing { MacPanel() }
        let embedded = try XCTUnwrap(panel.badge)
        XCTAssertEqual(embedded.awakenings, ["while loading its nib", "after"], "and again from the outer nib")
        XCTAssertEqual(embedded.contentLoads, 1, "contentDidLoad runs once")
        XCTAssertFalse(embedded.isLoadingNibContent)
    }

    func testUIKitWakesOnlyWhatANibCreates() throws {
        let view = try NibFailure.throwing { TouchBadge() }
        XCTAssertEqual(view.awakenings, [], "UIKit does not send awakeFromNib to File's Owner")
        XCTAssertEqual(view.contentLoads, 1)
    }
}
