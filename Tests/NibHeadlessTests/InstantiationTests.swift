import Foundation
import NibDecoding
import NibHeadless
import NibModel
import NibRuntime
import XCTest

/// Owner classes written the way an app writes them, with the headless outlet wrappers.
final class CaptionOwner: View {
    @Outlet var contentView: View?
    @Outlet var imageView: ImageView?
    @Outlet var captionLabel: Label?
}

final class MisspelledOwner: View {
    @Outlet var contentView: View?
    @Outlet var imageView: ImageView?
    @Outlet var captionLabl: Label?
}

final class MistypedOwner: View {
    @Outlet var contentView: View?
    @Outlet var imageView: Label?
    @Outlet var captionLabel: Label?
}

final class CountingView: View {
    nonisolated(unsafe) static var awakenings = 0
    override func awakeFromNib() { Self.awakenings += 1 }
}

final class CaptionableImageView: View {
    @Inspectable var caption: String = ""
    @Inspectable var barOpacity: Double = 1
}

final class GalleryViewController: ViewController {
    @Outlet var captionView: CaptionableImageView?
    @Outlet var colorView: View?
    var shuffles = 0

    override class func registerActions(_ actions: inout ActionTable.Entries) {
        super.registerActions(&actions)
        actions["shuffle:"] = { target, _ in (target as! GalleryViewController).shuffles += 1 }
    }
}

/// Outlets and inspectables declared at two levels of a class hierarchy, for the reflection that finds them.
class BadgeBase: View {
    @Outlet var badge: Label?
    @Inspectable var tint: String = ""
}

final class TitledBadge: BadgeBase {
    var unrelated = [1, 2, 3]
    @Outlet var title: Label?
    @Inspectable var count: Double = 0
}

/// A class whose mirror lists its outlets in an order of each object's choosing.
final class ShuffledMirrorView: View, CustomReflectable {
    @Outlet var first: Label?
    @Outlet var second: Label?
    var reversed = false

    var customMirror: Mirror {
        let children: [Mirror.Child] = [("_first", _first), ("_second", _second)]
        return Mirror(self, children: reversed ? children.reversed() : children)
    }
}

final class InstantiationTests: XCTestCase {
    private func example(_ name: String) throws -> IBDocument {
        try XCTUnwrap(DocumentDecoder().decode(contentsOf: "\(NibViewTests.examples)/\(name)").document)
    }

    func testFilesOwnerOutletsAreConnectedWithTheirTypes() throws {
        let owner = CaptionOwner()
        let nib = try NibInstantiator(document: try example("CaptionableImageView.xib"), name: "CaptionableImageView")
            .instantiate(owner: owner)
        XCTAssertEqual(nib.topLevelObjects.count, 1)
        let content = try XCTUnwrap(nib.topLevelObjects.first as? View)
        XCTAssertTrue(owner.contentView === content)
        XCTAssertEqual(owner.imageView?.imageName, "photo")
        XCTAssertEqual(owner.captionLabel?.text, "Caption")
        XCTAssertTrue(owner.captionLabel?.superview?.superview === content)
        XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 320, height: 240))
        XCTAssertNil(content.superview, "top-level objects are returned outside any hierarchy")
        XCTAssertTrue(nib.warnings.isEmpty, "\(nib.warnings)")
    }

    func testConstraintsAreCreatedOnTheViewsThatHoldThem() throws {
        let owner = CaptionOwner()
        _ = try NibInstantiator(document: try example("CaptionableImageView.xib"), name: "CaptionableImageView")
            .instantiate(owner: owner)
        let content = try XCTUnwrap(owner.contentView)
        XCTAssertEqual(content.constraints.count, 7)
        let bar = try XCTUnwrap(owner.captionLabel?.superview)
        XCTAssertEqual(bar.constraints.count, 4)
        let leading = try XCTUnwrap(bar.constraints.first)
        XCTAssertTrue(leading.firstItem === owner.captionLabel)
        XCTAssertTrue(leading.secondItem === bar)
        XCTAssertEqual(leading.constant, 8)
        let height = try XCTUnwrap(bar.constraints.last)
        XCTAssertTrue(height.firstItem === bar, "an omitted firstItem is the holding view")
        XCTAssertNil(height.secondItem)
        XCTAssertTrue(content.layoutGuide("safeArea")?.owningView === content)
    }

    func testUnknownOutletIsAClearErrorWithASuggestion() throws {
        XCTAssertThrowsError(
            try NibInstantiator(document: try example("CaptionableImageView.xib"), name: "CaptionableImageView.xib")
                .instantiate(owner: MisspelledOwner())
        ) { error in
            guard
                case .unknownOutlet(let nib, let line, let className, let key, let available) = error
                    as? NibLoadingError
            else { return XCTFail("\(error)") }
            XCTAssertEqual(nib, "CaptionableImageView.xib")
            XCTAssertEqual(line, 13)
            XCTAssertEqual(className, "MisspelledOwner")
            XCTAssertEqual(key, "captionLabel")
            XCTAssertEqual(available, ["captionLabl", "contentView", "imageView"])
            let message = String(describing: error)
            XCTAssertTrue(message.contains("did you mean 'captionLabl'?"), message)
            XCTAssertTrue(message.contains("not key value coding-compliant for the key captionLabel"), message)
        }
    }

    func testOutletOfTheWrongTypeIsAnError() throws {
        XCTAssertThrowsError(
            try NibInstantiator(document: try example("CaptionableImageView.xib"), name: "CaptionableImageView.xib")
                .instantiate(owner: MistypedOwner())
        ) { error in
            XCTAssertEqual(
                error as? NibLoadingError,
                .outletTypeMismatch(
                    nib: "CaptionableImageView.xib", line: 15, className: "MistypedOwner", key: "imageView",
                    expected: "Label", found: "ImageView"))
        }
    }

    func testStoryboardActionsRuntimeAttributesAndCustomClasses() throws {
        var registry = ClassRegistry.standard
        registry.register(GalleryViewController.self)
        registry.register(CaptionableImageView.self)
        let nib = try NibInstantiator(document: try example("Gallery.storyboard"), name: "Gallery", registry: registry)
            .instantiate(owner: nil)
        let gallery = try XCTUnwrap(nib.topLevelObjects.first as? GalleryViewController)
        XCTAssertEqual(gallery.storyboardIdentifier, "Gallery")
        let caption = try XCTUnwrap(gallery.captionView)
        XCTAssertEqual(caption.caption, "Sunset")
        XCTAssertEqual(caption.barOpacity, 0.5)
        XCTAssertTrue(caption.superview === gallery.view)
        let button = try XCTUnwrap(gallery.view?.subviews.last as? Button)
        XCTAssertEqual(button.title(), "Shuffle")
        XCTAssertEqual(button.sendActions(for: "touchUpInside"), [])
        XCTAssertEqual(gallery.shuffles, 1)
        XCTAssertEqual(nib.warnings.count, 1, "ColorView is not registered: \(nib.warnings)")
        XCTAssertTrue(nib.warnings[0].contains("Unknown class ColorView in Interface Builder file"))
        XCTAssertTrue(type(of: try XCTUnwrap(gallery.colorView)) == View.self)
    }

    /// A class registered for a name that the nib puts on an object of another kind (a view class on a view
    /// controller) is not created there: the object gets its element's class, and a warning says why.
    func testARegisteredClassOfTheWrongKindGivesWayToTheElementsClass() throws {
        var registry = ClassRegistry.standard
        registry.register(CountingView.self, as: "SettingsController")
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" customClass="SettingsController" sceneMemberID="viewController">
                                <view key="view" id="root"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try decodeDocument(text, file: "Settings.storyboard")
        let nib = try NibInstantiator(document: document, name: "Settings", registry: registry)
            .instantiate(scene: try XCTUnwrap(document.scenes.first))
        XCTAssertTrue(type(of: try XCTUnwrap(nib.topLevelObjects.first)) == ViewController.self)
        XCTAssertEqual(
            nib.warnings,
            [
                "Settings:6: class SettingsController is a CountingView, which a viewController cannot be; created a ViewController instead. Set the custom class of this viewController in Interface Builder's identity inspector to a subclass of ViewController"
            ])
    }

    /// The runtime attributes apps set on a view's layer (`layer.cornerRadius` on 120 views of the corpus and the
    /// second set) reach ``View/layer``; a color for `layer.borderColor`, which takes a `CGColor`, is left unused with
    /// a warning that says so, and an unknown layer key names those there are. An object whose class the registry
    /// does not know is warned about once, not again for each attribute its own class would have.
    func testRuntimeAttributesReachTheViewsLayer() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view id="card">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="12"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                                <real key="value" value="0.5"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.transform.rotation.z">
                                <real key="value" value="0.25"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                                <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRaduis">
                                <integer key="value" value="4"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset">
                                <size key="value" width="0.0" height="2"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                    <view id="badge" customClass="ThemedBadge">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="themeColor" value="accent"/>
                        </userDefinedRuntimeAttributes>
                    </view>
                </objects>
            </document>
            """
        let nib = try instantiateDocument(text, file: "Card.xib")
        let card = try XCTUnwrap(nib.topLevelObjects.first as? View)
        XCTAssertEqual(card.layer.cornerRadius, 12)
        XCTAssertEqual(card.layer.borderWidth, 0.5)
        XCTAssertTrue(card.clipsToBounds)
        XCTAssertEqual(card.layer.rotation, 0.25)
        XCTAssertEqual(card.layer.shadowOffset, Size(width: 0, height: 2))
        XCTAssertEqual(nib.warnings.count, 3, "\(nib.warnings)")
        func warning(_ prefix: String) -> String? { nib.warnings.first { $0.hasPrefix(prefix) } }
        XCTAssertNotNil(
            warning("Card:28: Unknown class ThemedBadge"),
            "the app's class declares its own attributes; the View standing in for it is warned about once: \(nib.warnings)"
        )
        XCTAssertNotNil(
            warning("Card:17: layer.borderColor takes a CGColor, but Interface Builder sets a UIColor there"),
            "\(nib.warnings)")
        let typo = try XCTUnwrap(
            warning("Card:20: failed to set user-defined runtime attribute 'layer.cornerRaduis' on View"),
            "\(nib.warnings)")
        XCTAssertTrue(typo.contains("(it has layer.borderWidth, layer.cornerRadius,"), typo)
    }

    /// The accessibility a nib sets reaches the objects, so a headless test finds a view as a UI test would; the
    /// accessibility keys of runtime attributes (DuckDuckGo's Fire bar button item) are set on any object.
    func testAccessibilityFromTheNibFindsViewsAsUITestsDo() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view id="root">
                        <subviews>
                            <view id="row">
                                <subviews>
                                    <label id="title" text="Sign in">
                                        <accessibility key="accessibilityConfiguration" identifier="login.title" label="Sign in">
                                            <accessibilityTraits key="traits" header="YES"/>
                                        </accessibility>
                                    </label>
                                </subviews>
                            </view>
                        </subviews>
                    </view>
                    <barButtonItem title="Close all tabs" id="fire">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="Fire"/>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
                        </userDefinedRuntimeAttributes>
                    </barButtonItem>
                </objects>
            </document>
            """
        let nib = try instantiateDocument(text, file: "Login.xib")
        XCTAssertEqual(nib.warnings, [])
        let root = try XCTUnwrap(nib.topLevelObjects.first as? View)
        let title = try XCTUnwrap(root.descendant(withAccessibilityIdentifier: "login.title") as? Label)
        XCTAssertEqual(title.text, "Sign in")
        XCTAssertEqual(title.accessibility.traits, ["header"])
        XCTAssertNil(root.descendant(withAccessibilityIdentifier: "login.password"))
        let fire = try XCTUnwrap(nib.topLevelObjects.last)
        XCTAssertEqual(fire.accessibility.identifier, "Fire")
        XCTAssertEqual(fire.accessibility.isElement, true)
    }

    func testAwakeFromNibRunsOncePerObjectAfterConnections() throws {
        CountingView.awakenings = 0
        var registry = ClassRegistry.standard
        registry.register(CountingView.self)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view id="a" customClass="CountingView">
                        <subviews>
                            <view id="b" customClass="CountingView"/>
                        </subviews>
                    </view>
                    <view id="c" customClass="CountingView"/>
                </objects>
            </document>
            """
        let nib = try instantiateDocument(text, file: "c.xib", registry: registry)
        XCTAssertEqual(CountingView.awakenings, 3)
        XCTAssertEqual(nib.topLevelObjects.count, 2)
        XCTAssertEqual((nib.topLevelObjects[0] as? View)?.subviews.count, 1)
    }

    func testEveryObjectOfAClassGetsItsOwnOutletsAndInspectablesAtEveryLevel() throws {
        // Where a class keeps its outlets is found on its first object and remembered: later objects of the class
        // (and of its superclass, whose properties sit elsewhere) must still get their own.
        var registry = ClassRegistry.standard
        registry.register(TitledBadge.self)
        registry.register(BadgeBase.self)
        func badge(_ id: String, _ custom: String, title: Bool) -> String {
            """
            <view id="\(id)" customClass="\(custom)">
                <subviews>
                    <label id="\(id)b" text="\(id) badge"/>
                    <label id="\(id)t" text="\(id) title"/>
                </subviews>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="tint" value="\(id) tint"/>
                    \(title ? "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"count\"><real key=\"value\" value=\"\(id.count)\"/></userDefinedRuntimeAttribute>" : "")
                </userDefinedRuntimeAttributes>
                <connections>
                    <outlet property="badge" destination="\(id)b" id="\(id)c1"/>
                    \(title ? "<outlet property=\"title\" destination=\"\(id)t\" id=\"\(id)c2\"/>" : "")
                </connections>
            </view>
            """
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    \(badge("one", "TitledBadge", title: true))
                    \(badge("base", "BadgeBase", title: false))
                    \(badge("three", "TitledBadge", title: true))
                </objects>
            </document>
            """
        let document = try decodeDocument(text, file: "badges.xib")
        for _ in 0..<2 {
            let nib = try NibInstantiator(document: document, name: "badges", registry: registry).instantiate(
                owner: nil)
            XCTAssertEqual(nib.warnings, [])
            let one = try XCTUnwrap(nib.objectsByID["one"] as? TitledBadge)
            let base = try XCTUnwrap(nib.objectsByID["base"] as? BadgeBase)
            let three = try XCTUnwrap(nib.objectsByID["three"] as? TitledBadge)
            XCTAssertFalse(base is TitledBadge)
            for (view, id) in [(one, "one"), (three, "three")] {
                XCTAssertEqual(view.badge?.text, "\(id) badge")
                XCTAssertEqual(view.title?.text, "\(id) title")
                XCTAssertEqual(view.tint, "\(id) tint")
                XCTAssertEqual(view.count, Double(id.count))
                XCTAssertEqual(Set(view.connectedOutlets.keys), ["badge", "title"])
            }
            XCTAssertEqual(base.badge?.text, "base badge")
            XCTAssertEqual(base.tint, "base tint")
            XCTAssertEqual(Array(base.connectedOutlets.keys), ["badge"])
            XCTAssertThrowsError(try base.setRuntimeValue(.number(1), forKeyPath: "count"), "a subclass's property")
        }
    }

    func testAClassWhoseMirrorChangesStillGetsEachOutlet() throws {
        let label = Label()
        let plain = ShuffledMirrorView()
        let reversed = ShuffledMirrorView()
        reversed.reversed = true
        for view in [plain, reversed] {
            XCTAssertEqual(Set(view.connectedOutlets.keys), [], "nothing connected yet")
            view.first = label
            XCTAssertEqual(Array(view.connectedOutlets.keys), ["first"])
            XCTAssertTrue(view.connectedOutlets["first"]?.first === label)
        }
    }

    func testAnAppKitStackViewsGravityAreaViewsAreItsSubviews() throws {
        // NSStackView's original distribution lists its views by area (Vienna's export panel), not as `<subviews>`.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <stackView orientation="vertical" alignment="leading" id="stack">
                        <rect key="frame" x="20" y="20" width="359" height="65"/>
                        <beginningViews>
                            <button id="first"><rect key="frame" x="0" y="48" width="100" height="18"/></button>
                            <button id="second"><rect key="frame" x="0" y="24" width="100" height="18"/></button>
                        </beginningViews>
                        <endViews>
                            <button id="last"><rect key="frame" x="0" y="0" width="100" height="18"/></button>
                        </endViews>
                    </stackView>
                </objects>
            </document>
            """
        let document = try decodeDocument(text, file: "gravity.xib")
        let nib = try NibInstantiator(document: document, name: "gravity").instantiate(owner: nil)
        let stack = try XCTUnwrap(nib.topLevelObjects.first as? StackView)
        XCTAssertEqual(stack.arrangedSubviews.count, 3)
        XCTAssertTrue(stack.arrangedSubviews[0] === nib.objectsByID["first"] as? View)
        XCTAssertTrue(stack.arrangedSubviews[2] === nib.objectsByID["last"] as? View)
        let stackObject = try XCTUnwrap(document.topLevelObjects.first { $0.id == "stack" })
        XCTAssertEqual(stackObject.gravityAreaViews.map(\.gravity), [.beginning, .beginning, .end])
    }
}

final class ConstraintOwner: View {
    @Outlet var spacing: LayoutConstraint?
}

final class FrameworkOutletTests: XCTestCase {
    func testOutletsToConstraintsAndFrameworkOutlets() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ConstraintOwner">
                        <connections>
                            <outlet property="spacing" destination="gap" id="o1"/>
                        </connections>
                    </placeholder>
                    <view id="root">
                        <subviews>
                            <textField id="field">
                                <connections>
                                    <outlet property="delegate" destination="-1" id="o2"/>
                                </connections>
                            </textField>
                        </subviews>
                        <constraints>
                            <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="gap"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let owner = ConstraintOwner()
        let nib = try instantiateDocument(text, file: "o.xib", owner: owner)
        XCTAssertEqual(owner.spacing?.constant, 12)
        XCTAssertTrue(owner.spacing === (nib.topLevelObjects.first as? View)?.constraints.first)
        let field = try XCTUnwrap(nib.objectsByID["field"])
        XCTAssertTrue(
            field.frameworkOutlets["delegate"]?.first === owner, "UITextField's own delegate outlet is accepted")
        XCTAssertEqual(nib.connectionCount, 2)
    }
}
