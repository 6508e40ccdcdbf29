extension CheckRule {
    /// A small project that shows a rule: its files, and whether the rule finds something in it. The catalog shows
    /// the examples, and the tests check each one (a triggering example must give a finding of its rule, the others
    /// none).
    public struct Example: Sendable, Hashable {
        /// What the example shows, one sentence.
        public var title: String
        /// The project's files: path relative to its folder → contents.
        public var files: [String: String]
        /// Whether the rule finds something in the project.
        public var triggers: Bool

        /// A project in which the rule finds something.
        static func triggering(_ title: String, _ files: [String: String]) -> Example {
            Example(title: title, files: files, triggers: true)
        }

        /// A project in which the rule finds nothing.
        static func passing(_ title: String, _ files: [String: String]) -> Example {
            Example(title: title, files: files, triggers: false)
        }
    }
}

/// The files rule examples are made of: small documents and sources in the shapes Interface Builder and Xcode write.
package enum ExampleFiles {
    /// An iOS `.xib` whose File's Owner is `owner` (of the app's own target) with `ownerConnections`, holding a root
    /// view with a label `name` and a button `save`, then `objects` among its subviews.
    package static func xib(owner: String = "CardView", ownerConnections: String = "", _ objects: String = "") -> String
    {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \
        customClass="\(owner)" customModule="App" customModuleProvider="target">
                    <connections>
                        \(ownerConnections)
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <label opaque="NO" text="Name" id="name" userLabel="Name Label">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" id="save">
                            <rect key="frame" x="0.0" y="40" width="100" height="30"/>
                            <state key="normal" title="Save"/>
                        </button>
                        \(objects)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// An outlet named `property` to the object `destination` (the label by default).
    package static func outlet(_ property: String, to destination: String = "name") -> String {
        #"<outlet property="\#(property)" destination="\#(destination)" id="o-\#(property)"/>"#
    }

    /// A button `send` that sends `selector` to `target` (File's Owner by default) on a tap.
    package static func button(sending selector: String, to target: String = "-1") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" id="send">
            <rect key="frame" x="0.0" y="80" width="100" height="30"/>
            <state key="normal" title="Send"/>
            <connections>
                <action selector="\(selector)" destination="\(target)" eventType="touchUpInside" id="a1"/>
            </connections>
        </button>
        """
    }

    /// An iOS storyboard of one scene: a view controller of `controller` (its storyboard ID `identifier`) whose view
    /// holds `objects`, with `connections` on the controller.
    package static func storyboard(
        controller: String = "MainController", identifier: String = "Main", connections: String = "",
        _ objects: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="\(identifier)" id="vc" customClass="\(controller)" \
        customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="main">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    \(objects)
                                </subviews>
                            </view>
                            <connections>
                                \(connections)
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A Swift file declaring `CardView`, a `UIView` subclass with `members`.
    package static func cardView(_ members: String = "@IBOutlet var titleLabel: UILabel!") -> String {
        "import UIKit\n\nclass CardView: UIView {\n    \(members)\n}\n"
    }

    /// A Swift file declaring `MainController`, a `UIViewController` subclass with `members`.
    package static func mainController(_ members: String = "") -> String {
        "import UIKit\n\nclass MainController: UIViewController {\n    \(members)\n}\n"
    }

    /// An iOS `.xib` whose File's Owner is `owner` with the connections `outlets`, and whose top-level objects are
    /// `objects`.
    package static func nib(owner: String, outlets: String, _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)" customModule="App" \
        customModuleProvider="target">
                    <connections>\(outlets)</connections>
                </placeholder>
                \(objects)
            </objects>
        </document>
        """
    }

    /// An iOS storyboard whose one scene is a table view controller of `ListController` with the prototype `cells`.
    package static func table(cells: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="list">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="list" customClass="ListController" customModule="App" \
        customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <prototypes>\(cells)</prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// `ListController`, a table view controller that dequeues cells of the reuse identifier `identifier`.
    package static func listController(dequeuing identifier: String) -> String {
        """
        import UIKit

        class ListController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "\(identifier)", for: indexPath)
            }
        }
        """
    }

    /// Constraints that place the box of ``constrainedBox(_:ambiguous:)`` but for its vertical size.
    package static let boxPlacement = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" \
        constant="20" id="c1"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        <constraint firstItem="box" firstAttribute="width" constant="40" id="c3"/>
        """

    /// A root view holding a box placed by `constraints`, marked ambiguous by Interface Builder when `ambiguous`.
    package static func constrainedBox(_ constraints: String, ambiguous: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" \
        userLabel="Badge"\(ambiguous ? #" ambiguous="YES""# : "")>
                            <rect key="frame" x="20" y="20" width="40" height="40"/>
                        </view>
                    </subviews>
                    <constraints>
                        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// A document whose image view shows `image` on the named color `color`.
    package static func imageView(image: String, color: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <imageView contentMode="scaleToFill" image="\(image)" id="icon" userLabel="Icon">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <color key="backgroundColor" name="\(color)"/>
                </imageView>
            </objects>
            <resources>
                <image name="\(image)" width="10" height="10"/>
                <namedColor name="\(color)">
                    <color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        </document>
        """
    }

    /// An Xcode project whose app target `App` builds `files` (sources and resources alike).
    package static func xcodeProject(resources files: [String]) -> String {
        let references = files.enumerated().map { index, name in
            "        F\(index) = {isa = PBXFileReference; path = \(name); sourceTree = \"<group>\"; };\n"
                + "        B\(index) = {isa = PBXBuildFile; fileRef = F\(index); };"
        }
        let children = files.indices.map { "F\($0)" }.joined(separator: ", ")
        let buildFiles = files.indices.map { "B\($0)" }.joined(separator: ", ")
        return """
            // !$*UTF8*$!
            {
                objects = {
            \(references.joined(separator: "\n"))
                    G = {isa = PBXGroup; children = (\(children)); sourceTree = "<group>"; };
                    R = {isa = PBXResourcesBuildPhase; files = (\(buildFiles)); };
                    T = {isa = PBXNativeTarget; name = App; buildPhases = (R); \
            productType = "com.apple.product-type.application"; };
                    P = {isa = PBXProject; mainGroup = G; targets = (T); };
                };
                rootObject = P;
            }
            """
    }

    /// An app's Info.plist whose main storyboard is `name`.
    package static func infoPlist(mainStoryboard name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>\(name)</string></dict></plist>
        """
    }

    /// `CardView`, which loads `Card.xib` as its content with `owner: self` from `init(coder:)`, and `ProfileView`,
    /// with `profileMembers` beside its `contentView` outlet.
    package static func contentViewLoader(profileMembers: String = "") -> String {
        """
        import UIKit

        class CardView: UIView {
            @IBOutlet var contentView: UIView!

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                Bundle.main.loadNibNamed("Card", owner: self, options: nil)
            }
        }

        class ProfileView: UIView {
            @IBOutlet var contentView: UIView!\(profileMembers.isEmpty ? "" : "\n    " + profileMembers)
        }
        """
    }

    /// A content nib whose File's Owner is `owner`, connected by `contentView` (and `outlets`) to the first of its
    /// top-level views `views` (each a class name, or "" for a plain view).
    package static func contentNib(owner: String, views: [String], outlets: String = "") -> String {
        let objects = views.enumerated().map { index, name in
            let custom =
                name.isEmpty ? "" : #" customClass="\#(name)" customModule="App" customModuleProvider="target""#
            return #"<view contentMode="scaleToFill" id="v\#(index)"\#(custom)>"#
                + #"<rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
        }
        let contentView = views.isEmpty ? "" : #"<outlet property="contentView" destination="v0" id="o1"/>"#
        return nib(owner: owner, outlets: contentView + outlets, objects.joined(separator: "\n"))
    }

    /// A package whose app target `Shop` (in App/) depends on the library `ShopKit`, which declares `CartView`.
    package static let shopPackage: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "ShopKit"),
                .executableTarget(name: "Shop", dependencies: ["ShopKit"], path: "App"),
            ]
        )
        """,
        "Sources/ShopKit/CartView.swift":
            "import UIKit\npublic class CartView: UIView { @IBOutlet var total: UILabel! }\n",
        "App/Shop.swift": "import UIKit\nclass Shop: UIView {}\n",
    ]

    /// An asset catalog with the image `Star` and the color `Brand`.
    package static let assetCatalog: [String: String] = [
        "Assets.xcassets/Contents.json": #"{"info": {"version": 1, "author": "xcode"}}"#,
        "Assets.xcassets/Star.imageset/Contents.json": #"{"images": []}"#,
        "Assets.xcassets/Brand.colorset/Contents.json": #"{"colors": []}"#,
    ]
}
