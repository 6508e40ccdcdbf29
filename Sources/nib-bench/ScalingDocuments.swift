// The documents and systems `nib-bench scaling` lays out, built in memory.
import NibLayout
import NibModel

/// Storyboards of many views, written as Interface Builder writes them.
enum ScalingDocuments {
    /// A storyboard whose 375 × 667 root view holds a vertical `UIStackView` with `distribution`, pinned to the
    /// root's edges, arranging `count` views 8 pt apart, each 44 pt high at priority 750 (as a label's compression
    /// resistance holds its text): from about 15 views on they overflow the root, and the stack squeezes them below
    /// nothing, which the size floors lift (issue 38's case).
    static func stack(_ count: Int, distribution: String) -> String {
        let views = (0..<count).map { index in
            """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v\(index)">
                                        <rect key="frame" x="0.0" y="\(index * 52)" width="375" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="height" priority="750" constant="44" id="v\(index)-h"/>
                                        </constraints>
                                    </view>
            """
        }
        let body = """
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="\(distribution)" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
            \(views.joined(separator: "\n"))
                                </subviews>
                            </stackView>
            """
        let constraints = ["top", "bottom", "leading", "trailing"].map { edge in
            """
                                <constraint firstItem="stack" firstAttribute="\(edge)" secondItem="root" secondAttribute="\(edge)" id="stack-\(edge)"/>
            """
        }
        return storyboard(body, constraints: constraints)
    }

    /// The baseline for ``stack(_:distribution:)``: the same `count` views, 44 pt high and 8 pt apart, chained by
    /// constraints of their own from the root's top down, with no stack view and nothing squeezed.
    static func chain(_ count: Int) -> String {
        let views = (0..<count).map { index in
            """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v\(index)">
                                <rect key="frame" x="0.0" y="\(index * 52)" width="375" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="height" priority="750" constant="44" id="v\(index)-h"/>
                                </constraints>
                            </view>
            """
        }
        let constraints = (0..<count).map { index in
            let top =
                index == 0
                ? #"firstItem="v0" firstAttribute="top" secondItem="root" secondAttribute="top""#
                : #"firstItem="v\#(index)" firstAttribute="top" secondItem="v\#(index - 1)" secondAttribute="bottom" constant="8""#
            return """
                                <constraint \(top) id="v\(index)-top"/>
                                <constraint firstItem="v\(index)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="v\(index)-leading"/>
                                <constraint firstItem="v\(index)" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="v\(index)-trailing"/>
                """
        }
        return storyboard(views.joined(separator: "\n"), constraints: constraints)
    }

    /// A storyboard for an iPhone 8 with one scene, whose root view `root` holds `body` and `constraints`.
    private static func storyboard(_ body: String, constraints: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13529" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="vc-scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
        \(body)
                                </subviews>
                                <constraints>
        \(constraints.joined(separator: "\n"))
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}

/// Layout systems of many constraints, built with NibLayout's items directly.
enum ScalingSystems {
    /// A form of `count / 6` views, six constraints each, in rows of ten under a 375 pt wide root: each view after
    /// its neighbour (or 16 pt from the root's leading edge), at least 20 wide and wanting a width of its own at one
    /// of four priorities (250, 500, 750, 999), wanting a height of 30 at 750, kept inside the root's trailing edge
    /// at 999 (which a row of ten overflows, so that the optional widths give way), and level with the first view of
    /// its row, which is 52 pt below the first view of the row above.
    static func form(constraints count: Int) -> LayoutSystem {
        let root = LayoutItem(id: "root", designFrame: Rect(x: 0, y: 0, width: 375, height: 667))
        let system = LayoutSystem(root: root)
        let priorities: [LayoutPriority] = [250, 500, 750, 999]
        var rowStart: LayoutItem?
        var previous: LayoutItem?
        for index in 0..<(count / 6) {
            let view = LayoutItem(id: "v\(index)")
            root.add(view)
            if index % 10 == 0 {
                system.add(ItemConstraint(view, .leading, .equal, root, .leading, constant: 16))
                if let rowStart {
                    system.add(ItemConstraint(view, .top, .equal, rowStart, .top, constant: 52))
                } else {
                    system.add(ItemConstraint(view, .top, .equal, root, .top, constant: 20))
                }
                rowStart = view
            } else {
                system.add(ItemConstraint(view, .leading, .equal, previous, .trailing, constant: 8))
                system.add(ItemConstraint(view, .top, .equal, rowStart, .top))
            }
            system.add(.constant(view, .width, .greaterThanOrEqual, 20))
            system.add(
                .constant(view, .width, Double(40 + index % 5), priority: priorities[index % priorities.count]))
            system.add(.constant(view, .height, 30, priority: 750))
            system.add(ItemConstraint(root, .trailing, .greaterThanOrEqual, view, .trailing, priority: 999))
            previous = view
        }
        return system
    }
}
