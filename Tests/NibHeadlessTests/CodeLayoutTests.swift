import NibDecoding
import NibHeadless
import NibLayout
import NibModel
import NibTextMetrics
import XCTest

/// Views laid out from code: seed 002's constraints, the visual format language and anchors, on Linux.
final class CodeLayoutTests: XCTestCase {
    func testTwoLabelsWithEqualWidthsAndVisualFormat() throws {
        let container = View(frame: Rect(x: 0, y: 0, width: 320, height: 61))
        let left = Label()
        let right = Label()
        left.text = "Left"
        right.text = "A much longer right label"
        for label in [left, right] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        container.addConstraint(LayoutConstraint(item: left, attribute: .width, toItem: right, attribute: .width))
        let views = ["left": left, "right": right]
        for format in ["H:|-[left]-[right]-|", "V:|-[left]-|", "V:|-[right]-|"] {
            container.addConstraints(try LayoutConstraint.constraints(withVisualFormat: format, views: views))
        }
        let system = container.layoutIfNeeded()
        XCTAssertTrue(system.brokenConstraints.isEmpty)
        // `|-` is the standard space to the superview: its layout margins (8 on every side by default).
        XCTAssertEqual(left.frame, Rect(x: 8, y: 8, width: 148, height: 45))
        XCTAssertEqual(right.frame, Rect(x: 164, y: 8, width: 148, height: 45), "equal widths win over the text")
    }

    func testAnchorsActivateOnTheCommonAncestor() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let unplaced = LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            box.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 30),
            box.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
        ])
        XCTAssertTrue(unplaced.isEmpty)
        XCTAssertEqual(root.constraints.count, 4)
        XCTAssertEqual(box.constraints.count, 1, "a constant constraint belongs to its own view")
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 8, y: 30, width: 182, height: 25))
    }

    func testASubviewUnderTheStatusBarKeepsItsMarginsBelowIt() {
        // A controller's view with the iPhone 11's 48 pt sensor housing: a header pinned to its top covers it, so a
        // label on the header's top margin sits 48 + 8 down; one that does not inset its margins stays 8 down.
        let root = View(frame: Rect(x: 0, y: 0, width: 414, height: 896))
        root.safeAreaInsets = EdgeInsets(top: 48, left: 0, bottom: 34, right: 0)
        func header(insetsFromSafeArea: Bool) -> (header: View, label: View) {
            let header = View()
            let label = View()
            header.insetsLayoutMarginsFromSafeArea = insetsFromSafeArea
            for view in [header, label] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(header)
            header.addSubview(label)
            LayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: root.topAnchor),
                header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                header.widthAnchor.constraint(equalToConstant: 200),
                header.heightAnchor.constraint(equalToConstant: 120),
                label.topAnchor.constraint(equalTo: header.layoutMarginsGuide.topAnchor),
                label.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
                label.widthAnchor.constraint(equalToConstant: 50),
                label.heightAnchor.constraint(equalToConstant: 20),
            ])
            return (header, label)
        }
        let inset = header(insetsFromSafeArea: true)
        let plain = header(insetsFromSafeArea: false)
        root.layoutIfNeeded()
        XCTAssertEqual(inset.header.safeAreaInsets, EdgeInsets(top: 48, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(inset.label.frame, Rect(x: 8, y: 56, width: 50, height: 20))
        XCTAssertEqual(plain.label.frame, Rect(x: 8, y: 8, width: 50, height: 20))
    }

    func testContentPinnedToAScrollViewsEdgesSizesItsContent() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = ScrollView()
        let content = View()
        for view in [scrollView, content] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(scrollView)
        scrollView.addSubview(content)
        LayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            // The legacy way: the content's edges to the scroll view's edges (its content area), its width to the
            // scroll view's width (its frame), its height its own.
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        let system = root.layoutIfNeeded()
        XCTAssertTrue(system.brokenConstraints.isEmpty, system.brokenConstraints.map(\.readable).description)
        XCTAssertEqual(scrollView.frame, Rect(x: 0, y: 20, width: 320, height: 460), "the frame keeps its own size")
        XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 320, height: 1000))
        XCTAssertEqual(scrollView.contentSize, Size(width: 320, height: 1000))

        // The same through the guides (iOS 11 and later), with 16 pt of inset content.
        let guided = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        guided.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guided.contentLayoutGuide.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: guided.contentLayoutGuide.trailingAnchor, constant: -16),
            box.topAnchor.constraint(equalTo: guided.contentLayoutGuide.topAnchor, constant: 16),
            box.bottomAnchor.constraint(equalTo: guided.contentLayoutGuide.bottomAnchor, constant: -16),
            box.widthAnchor.constraint(equalTo: guided.frameLayoutGuide.widthAnchor, constant: -32),
            box.heightAnchor.constraint(equalToConstant: 300),
        ])
        guided.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 16, y: 16, width: 168, height: 300))
        XCTAssertEqual(guided.contentSize, Size(width: 200, height: 332))

        // Centres attach to the frame: a box pinned to the content area's leading side and centred on the scroll
        // view makes the content as wide as the frame.
        let centring = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let centred = View()
        centred.translatesAutoresizingMaskIntoConstraints = false
        centring.addSubview(centred)
        LayoutConstraint.activate([
            centred.leadingAnchor.constraint(equalTo: centring.leadingAnchor, constant: 30),
            centred.trailingAnchor.constraint(equalTo: centring.trailingAnchor, constant: -30),
            centred.centerXAnchor.constraint(equalTo: centring.centerXAnchor),
            centred.topAnchor.constraint(equalTo: centring.topAnchor),
            centred.bottomAnchor.constraint(equalTo: centring.bottomAnchor),
            centred.heightAnchor.constraint(equalToConstant: 40),
        ])
        centring.layoutIfNeeded()
        XCTAssertEqual(centred.frame, Rect(x: 30, y: 0, width: 140, height: 40))
        XCTAssertEqual(centring.contentSize, Size(width: 200, height: 40))

        // Without constraints on its content area, a scroll view keeps the content size code gave it.
        let plain = ScrollView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        plain.contentSize = Size(width: 500, height: 70)
        plain.layoutIfNeeded()
        XCTAssertEqual(plain.contentSize, Size(width: 500, height: 70))
    }

    func testAGuideBelongsToOneViewOnce() {
        let first = View()
        let second = View()
        let guide = LayoutGuide()
        first.addLayoutGuide(guide)
        first.addLayoutGuide(guide)
        XCTAssertEqual(first.layoutGuides.filter { $0 === guide }.count, 1, "added twice, owned once")
        second.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === second)
        XCTAssertFalse(first.layoutGuides.contains { $0 === guide }, "moved, as UIKit moves it")
        second.removeLayoutGuide(guide)
        XCTAssertNil(guide.owningView)
        XCTAssertTrue(second.layoutGuides.isEmpty)
    }

    func testIsActiveInstallsAndRemovesAConstraintAsInUIKit() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let edges = [
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.heightAnchor.constraint(equalToConstant: 30),
        ]
        let wide = box.widthAnchor.constraint(equalToConstant: 50)
        XCTAssertFalse(wide.isActive, "a constraint made in code starts inactive")
        for constraint in edges { constraint.isActive = true }
        wide.isActive = true
        XCTAssertTrue(wide.isActive)
        XCTAssertTrue(root.constraints.contains { $0 === edges[0] }, "installed on the common ancestor")
        XCTAssertTrue(box.constraints.contains { $0 === wide }, "a size constraint on its own view")
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 10, y: 20, width: 50, height: 30))

        // Swapping one constraint for another, the usual way to animate a change.
        let narrow = box.widthAnchor.constraint(equalToConstant: 20)
        wide.isActive = false
        narrow.isActive = true
        narrow.isActive = true
        XCTAssertFalse(wide.isActive)
        XCTAssertFalse(box.constraints.contains { $0 === wide })
        XCTAssertEqual(box.constraints.filter { $0 === narrow }.count, 1, "activating twice installs once")
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 20)

        LayoutConstraint.deactivate(edges)
        XCTAssertTrue(edges.allSatisfy { !$0.isActive })
        XCTAssertTrue(root.constraints.isEmpty)

        // Items in different view trees share no view to hold the constraint: it stays inactive (UIKit raises).
        let stranger = View()
        let across = box.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        across.isActive = true
        XCTAssertFalse(across.isActive)
        XCTAssertEqual(LayoutConstraint.activate([across]).count, 1)

        // Removing a view takes with it the constraints that refer to it, which become inactive.
        edges[1].isActive = true
        box.removeFromSuperview()
        XCTAssertFalse(edges[1].isActive)
        XCTAssertTrue(narrow.isActive, "the box's own constraints stay with it")
    }

    func testBadVisualFormatIsAnErrorWithTheColumn() throws {
        let root = View()
        let a = View()
        root.addSubview(a)
        XCTAssertThrowsError(try LayoutConstraint.constraints(withVisualFormat: "H:|-[a", views: ["a": a])) {
            XCTAssertEqual(($0 as? VisualFormatError)?.column, 7)
        }
        let orphan = View()
        XCTAssertThrowsError(try LayoutConstraint.constraints(withVisualFormat: "|[o]|", views: ["o": orphan])) {
            XCTAssertEqual($0 as? VisualFormatUseError, .noSuperview(format: "|[o]|"))
        }

        // `|` is the superview of the view beside it, whatever other views the dictionary holds.
        let other = View()
        other.addSubview(View())
        let elsewhere = try XCTUnwrap(other.subviews.first)
        for _ in 0..<8 {
            let views = ["a": a, "e": elsewhere, "o": orphan]
            let pinned = try LayoutConstraint.constraints(withVisualFormat: "H:|-10-[a]", views: views)
            XCTAssertTrue(pinned.first?.secondItem === root)
            XCTAssertThrowsError(try LayoutConstraint.constraints(withVisualFormat: "|[o]", views: views))
        }
    }

    func testResizingAViewAutoresizesItsSubviews() throws {
        // As UIKit does on a change of size: a subview with a flexible width and a flexible left margin shares the
        // change in proportion; one with no mask stays; a view that does not autoresize its subviews leaves them.
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let stretching = View(frame: Rect(x: 20, y: 10, width: 160, height: 80))
        stretching.autoresizingMask = [.widthSizable, .heightSizable]
        let pinnedRight = View(frame: Rect(x: 150, y: 0, width: 50, height: 20))
        pinnedRight.autoresizingMask = [.flexibleMinX]
        let fixed = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
        for view in [stretching, pinnedRight, fixed] { parent.addSubview(view) }
        parent.frame = Rect(x: 0, y: 0, width: 300, height: 150)
        XCTAssertEqual(stretching.frame, Rect(x: 20, y: 10, width: 260, height: 130))
        XCTAssertEqual(pinnedRight.frame, Rect(x: 250, y: 0, width: 50, height: 20))
        XCTAssertEqual(fixed.frame, Rect(x: 10, y: 10, width: 10, height: 10))

        parent.autoresizesSubviews = false
        parent.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertEqual(stretching.frame, Rect(x: 20, y: 10, width: 260, height: 130))

        // `autoresizesSubviews="NO"` in a nib.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" autoresizesSubviews="NO" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    </view>
                </objects>
            </document>
            """
        let root = try XCTUnwrap(try instantiateDocument(xml, file: "Root.xib").topLevelObjects.first as? View)
        XCTAssertFalse(root.autoresizesSubviews)
    }

    func testLabelsAlignByTheirBaselines() throws {
        // A 17 pt label's first baseline on a 34 pt label's: its top is the difference of their ascents lower; their
        // last baselines likewise, whatever their heights.
        let container = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let big = Label()
        big.text = "Title"
        big.font = Font(type: .system, pointSize: 34)
        let small = Label()
        small.text = "note"
        small.font = Font(type: .system, pointSize: 17)
        let last = Label()
        last.text = "end"
        for label in [big, small, last] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: container.topAnchor),
            big.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            last.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            last.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        container.layoutIfNeeded()
        let ascent34 = FontResolver().resolve(Font(type: .system, pointSize: 34)).ascent
        let ascent17 = FontResolver().resolve(Font(type: .system, pointSize: 17)).ascent
        XCTAssertEqual(small.frame.y, ascent34 - ascent17, accuracy: 1e-9)
        XCTAssertGreaterThan(small.frame.y, 5, "not their tops or bottoms aligned")
        // Single lines: the last baseline is the first.
        XCTAssertEqual(last.frame.y, small.frame.y, accuracy: 1e-9)
    }
}
