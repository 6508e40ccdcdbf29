import NibAppKit
import NibDecoding
import XCTest

/// A box's content and a scroll view's document view, made in code by AppKit's names, land where the document's own
/// headless layout puts them.
final class ContainerLayoutTests: XCTestCase {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="21701"/>
            </dependencies>
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <subviews>
                        <box title="Options" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="17" y="176" width="366" height="108"/>
                            <view key="contentView" id="content">
                                <rect key="frame" x="4" y="5" width="358" height="88"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                        <rect key="frame" x="6" y="64" width="40" height="16"/>
                                        <textFieldCell key="cell" lineBreakMode="clipping" title="Inside" id="lc">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="label" firstAttribute="leading" secondItem="content" \
        secondAttribute="leading" constant="8" id="b1"/>
                                    <constraint firstItem="label" firstAttribute="top" secondItem="content" \
        secondAttribute="top" constant="8" id="b2"/>
                                </constraints>
                            </view>
                        </box>
                        <scrollView horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" \
        verticalPageScroll="10" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" \
        translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                            <rect key="frame" x="20" y="20" width="360" height="140"/>
                            <clipView key="contentView" id="clip">
                                <rect key="frame" x="1" y="1" width="358" height="138"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <customView id="doc">
                                        <rect key="frame" x="0.0" y="0.0" width="358" height="300"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                    </customView>
                                </subviews>
                            </clipView>
                            <scroller key="verticalScroller" verticalHuggingPriority="750" horizontal="NO" id="vs">
                                <rect key="frame" x="343" y="1" width="16" height="138"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </scroller>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" \
        constant="20" id="c2"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" \
        constant="16" id="c3"/>
                        <constraint firstItem="box" firstAttribute="height" constant="104" id="c4"/>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" constant="20" id="c5"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" \
        constant="20" id="c6"/>
                        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" \
        constant="20" id="c7"/>
                        <constraint firstItem="scroll" firstAttribute="height" constant="140" id="c8"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    func testBoxContentAndDocumentViewLayOutAtTheDocumentsFrames() throws {
        let document = try XCTUnwrap(DocumentDecoder().decode(Self.document, file: "Options.xib").document)
        let nib = try NibInstantiator(document: document, name: "Options.xib").instantiate(owner: nil)
        let root = try XCTUnwrap(nib.objectsByID["root"] as? View)
        root.layoutIfNeeded()
        let options = NibEnvironment.with(NibEnvironment.current.sizingViewsInCode(like: document)) {
            let options = EjectedOptions.make(width: 400, height: 300)
            options.layoutIfNeeded()
            return options
        }
        let views: [(String, View)] = [
            ("box", options.box), ("label", options.label), ("scroll", options.scrollView), ("doc", options.document),
        ]
        for (id, view) in views {
            let archived = try XCTUnwrap(nib.objectsByID[id] as? View, id)
            let expected = Self.frame(of: archived, in: root)
            let got = Self.frame(of: view, in: options)
            XCTAssertTrue(zip(expected, got).allSatisfy { abs($0 - $1) <= 0.5 }, "\(id): \(got) in code, \(expected)")
        }
    }

    private static func frame(of view: View, in root: View) -> [Double] {
        var x = view.frame.x
        var y = view.frame.y
        var parent = view.superview
        while let next = parent, next !== root {
            x += next.frame.x
            y += next.frame.y
            parent = next.superview
        }
        return [x, y, view.frame.width, view.frame.height]
    }

    func testTableKeepsBelowTheHeaderItsScrollViewHolds() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <scrollView autohidesScrollers="YES" horizontalLineScroll="19" horizontalPageScroll="10" \
            verticalLineScroll="19" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="scroll">
                                <rect key="frame" x="20" y="20" width="260" height="160"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <clipView key="contentView" id="clip">
                                    <rect key="frame" x="1" y="1" width="258" height="158"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <tableView columnAutoresizingStyle="lastColumnOnly" headerView="header" \
            viewBased="YES" id="table">
                                            <rect key="frame" x="0.0" y="0.0" width="270" height="135"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" \
            heightSizable="YES"/>
                                        </tableView>
                                    </subviews>
                                </clipView>
                                <tableHeaderView key="headerView" id="header">
                                    <rect key="frame" x="0.0" y="0.0" width="270" height="23"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tableHeaderView>
                            </scrollView>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(text, file: "Table.xib").document)
        let nib = try NibInstantiator(document: document, name: "Table.xib").instantiate(owner: nil)
        let root = try XCTUnwrap(nib.objectsByID["root"] as? View)
        root.layoutIfNeeded()
        let archived = try XCTUnwrap(nib.objectsByID["table"] as? View)
        let (view, table) = NibEnvironment.with(NibEnvironment.current.sizingViewsInCode(like: document)) {
            let view = NSView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
            let scrollView = NSScrollView()
            let table = NSTableView()
            scrollView.borderType = .bezelBorder
            scrollView.hasVerticalScroller = true
            scrollView.hasHorizontalScroller = true
            scrollView.autohidesScrollers = true
            scrollView.frame = Rect(x: 20, y: 20, width: 260, height: 160)
            scrollView.autoresizingMask = [.width, .height]
            view.addSubview(scrollView)
            table.headerView = NSTableHeaderView(frame: Rect(x: 0, y: 0, width: 270, height: 23))
            table.frame = Rect(x: 0, y: 0, width: 270, height: 135)
            table.autoresizingMask = [.width, .height]
            scrollView.documentView = table
            view.layoutIfNeeded()
            return (view, table)
        }
        XCTAssertEqual(Self.frame(of: table, in: view), Self.frame(of: archived, in: root))
        XCTAssertEqual(table.frame.height, 158 - 23)
    }
}
