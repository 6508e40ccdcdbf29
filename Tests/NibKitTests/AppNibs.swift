import Foundation
import NibKit

/// The nibs the tests' views load, written to a temporary folder once, and the library that finds them there: what an
/// app's resource folder and `NibEnvironment.default.library` are to its views.
enum AppNibs {
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-app-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, objects) in documents {
            let (type, runtime) =
                name.hasPrefix("Mac") ? ("Cocoa", "MacOSX.Cocoa") : ("CocoaTouch", "iOS.CocoaTouch")
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.\(type).XIB" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" useAutolayout="YES">
                    <objects>
                \(objects)
                    </objects>
                </document>
                """
            try? text.write(to: folder.appendingPathComponent("\(name).xib"), atomically: true, encoding: .utf8)
        }
        return folder
    }()

    /// The library the views below load from; its warnings are collected in ``warnings``.
    static let library: NibLibrary = {
        let library = NibLibrary(searchDirectories: [folder.path], bundleRoots: [])
        library.warningHandler = { warnings.append($0) }
        return library
    }()

    static let warnings = Collected()

    /// Warnings in arrival order, safe to append to from the library's handler.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func append(_ item: String) { lock.withLock { items.append(item) } }
        /// Returns what was collected and forgets it.
        func take() -> [String] {
            lock.withLock {
                defer { items = [] }
                return items
            }
        }
    }

    static func owner(_ name: String, outlets: String = "") -> String {
        """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(name)" customModule="NibKitTests" customModuleProvider="target">
            <connections>\(outlets)</connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        """
    }

    /// A HostView nib whose `greeting` outlet holds a view of class `customClass` in `module`.
    static func host(embedding customClass: String, module: String) -> String {
        owner("HostView", outlets: #"<outlet property="greeting" destination="g" id="o1"/>"#)
            + """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <view id="g" customClass="\(customClass)" customModule="\(module)" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="80"/>
                    </view>
                </subviews>
            </view>
            """
    }

    static let documents: [String: String] = [
        // A view with a label and two buttons whose actions its class handles.
        "GreetingView": owner(
            "GreetingView",
            outlets: """
                <outlet property="nameLabel" destination="name" id="o1"/>
                """)
                + """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="80"/>
                    <subviews>
                        <label text="Nobody" id="name"><rect key="frame" x="8" y="8" width="100" height="20"/></label>
                        <button id="greet" userLabel="Greet">
                            <rect key="frame" x="8" y="40" width="60" height="30"/>
                            <connections><action selector="greet:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                        </button>
                        <button id="reset">
                            <rect key="frame" x="80" y="40" width="60" height="30"/>
                            <connections><action selector="reset" destination="-1" eventType="touchUpInside" id="a2"/></connections>
                        </button>
                    </subviews>
                </view>
                """,
        // Embeds a GreetingView nobody registered, by class and module as Interface Builder writes them.
        "HostView": host(embedding: "GreetingView", module: "NibKitTests"),
        // Written in another app target: the module Interface Builder stored is not the one that builds it.
        "MovedHostView": host(embedding: "GreetingView", module: "OldApp"),
        // A class name with a typo, connected to a typed outlet.
        "TypoHostView": host(embedding: "GretingView", module: "NibKitTests"),
        // The same typo on a view no outlet needs, and a button whose action is misspelled.
        "SloppyView": owner("SloppyView")
            + """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <view id="g" userLabel="Badge" customClass="GretingView" customModule="NibKitTests" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="80"/>
                    </view>
                    <button id="b">
                        <rect key="frame" x="8" y="40" width="60" height="30"/>
                        <connections><action selector="gret:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                    </button>
                </subviews>
            </view>
            """,
        // A root view with a tap, a tint and margins of its own: reparented, they become the view's.
        "TappableView": owner("TappableView")
            + """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <color key="tintColor" systemColor="systemRedColor"/>
                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
                <connections>
                    <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                </connections>
            </view>
            <tapGestureRecognizer id="tap">
                <connections><action selector="tapped:" destination="-1" id="a1"/></connections>
            </tapGestureRecognizer>
            """,
        // Seed 000's pattern: File's Owner keeps the root in a `contentView` outlet.
        "FramedCard": owner("FramedCard", outlets: #"<outlet property="contentView" destination="root" id="o1"/>"#)
            + """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <subviews><label text="Framed" id="l"><rect key="frame" x="0.0" y="0.0" width="50" height="20"/></label></subviews>
            </view>
            """,
        // A collection view's section header, designed as its own nib (no File's Owner class).
        "SectionHeader": """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <collectionReusableView id="header" customClass="SectionHeader" customModule="NibKitTests" customModuleProvider="target">
            <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
            <subviews><label text="Section" id="t"><rect key="frame" x="8" y="8" width="200" height="20"/></label></subviews>
            <connections><outlet property="titleLabel" destination="t" id="o1"/></connections>
        </collectionReusableView>
        """,
        // Seed 004's plain approach with an owner: the top-level view has the class, File's Owner holds an outlet.
        "BannerView": """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BannerOwner" customModule="NibKitTests">
            <connections><outlet property="banner" destination="b" id="o1"/></connections>
        </placeholder>
        <view id="b" customClass="BannerView" customModule="NibKitTests">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
        </view>
        """,
        // The same view in a UIKit document.
        "TouchBadge": owner("TouchBadge")
            + """
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="80" height="20"/></view>
            """,
        // AppKit documents (the name says so): a nib-backed view, and a panel that embeds it.
        "MacBadge":
            #"<customObject id="-2" userLabel="File's Owner" customClass="MacBadge" customModule="NibKitTests"/>"#
                + """
                <customView id="root"><rect key="frame" x="0.0" y="0.0" width="80" height="20"/></customView>
                """,
        "MacPanel": """
        <customObject id="-2" userLabel="File's Owner" customClass="MacPanel" customModule="NibKitTests">
            <connections><outlet property="badge" destination="b" id="o1"/></connections>
        </customObject>
        <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <customView id="b" customClass="MacBadge" customModule="NibKitTests">
                    <rect key="frame" x="10" y="10" width="80" height="20"/>
                </customView>
            </subviews>
        </customView>
        """,
        // File's Owner has the class, and so, by mistake, does a view inside the class's own nib.
        "LoopView": owner("LoopView")
            + """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <view id="inner" userLabel="Card" customClass="LoopView" customModule="NibKitTests" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="80"/>
                    </view>
                </subviews>
            </view>
            """,
    ]
}

/// The app's nib-backed views, written as an app writes them with `import NibKit` alone.
class AppView: NibView {
    override class var library: NibLibrary { AppNibs.library }
}

final class GreetingView: AppView {
    @Outlet var nameLabel: Label?
    private(set) var greetings = 0

    func greet(_ sender: Button) {
        greetings += 1
        nameLabel?.text = "Hello"
    }

    func reset() { nameLabel?.text = nil }

    override class func registerActions(_ actions: inout ActionTable.Entries) {
        super.registerActions(&actions)
        actions.add("greet:", GreetingView.greet)
        actions.add("reset", GreetingView.reset)
    }
}

final class HostView: AppView {
    @Outlet var greeting: GreetingView?
}

final class SloppyView: AppView {}

final class TappableView: AppView {
    private(set) var taps = 0
    func tapped(_ sender: GestureRecognizer) { taps += 1 }
    override class func registerActions(_ actions: inout ActionTable.Entries) {
        super.registerActions(&actions)
        actions.add("tapped:", TappableView.tapped)
    }
}

/// Records each `awakeFromNib` and whether it came while the view loaded its own nib.
class AwakeRecordingView: AppView {
    private(set) var awakenings: [String] = []
    private(set) var contentLoads = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awakenings.append(isLoadingNibContent ? "while loading its nib" : "after")
    }
    override func contentDidLoad() { contentLoads += 1 }
}

final class MacBadge: AwakeRecordingView {}

final class TouchBadge: AwakeRecordingView {}

final class BannerView: View {}

final class BannerOwner: NibObject {
    @Outlet var banner: BannerView?
}

final class SectionHeader: CollectionViewCell {
    @Outlet var titleLabel: Label?
}

/// A cell built in code, with no nib.
final class CodeCell: CollectionViewCell {}

final class MacPanel: AppView {
    @Outlet var badge: MacBadge?
}

final class FramedCard: AppView {
    @Outlet var contentView: View?
}

final class LoopView: AppView {}

/// A view whose nib is nowhere.
final class MissingNibView: AppView {}
