/// Documents written to make reports grow far beyond them, built at the size a test asks for (nothing large is kept
/// in the repository): a name every line repeats, a tree nested as deep as the decoder allows.
public enum HostileDocuments {
    /// An iOS document whose File's Owner and root view `root` hold `body`; `root` carries `rootAttributes`, and its
    /// `<constraints>` hold `constraints`.
    public static func document(rootAttributes: String = "", body: String = "", constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="root" \
        \(rootAttributes)>
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
        \(body)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>

        """
    }

    /// A label of `length` characters that no name would need (`Long label 0 Long label 1 …`, cut to `length`).
    public static func label(length: Int) -> String {
        var text = ""
        var index = 0
        while text.utf8.count < length {
            text += "Long label \(index) "
            index += 1
        }
        return String(text.prefix(length))
    }

    /// One view, labelled with `labelLength` characters, holding `constraints` required widths of its own that all
    /// conflict (`width == 0`, `width == 1`, …): every line about a constraint names the view, and every constraint
    /// but one is broken.
    public static func longLabelOnManyConstraints(labelLength: Int, constraints: Int) -> String {
        let widths = (0..<constraints).map { #"<constraint firstAttribute="width" constant="\#($0)" id="w\#($0)"/>"# }
        return document(
            rootAttributes: #"userLabel="\#(label(length: labelLength))""#,
            constraints: widths.joined(separator: "\n"))
    }

    /// Views nested `depth` levels below the root view, the deepest holding `leaves` views of their own: every leaf's
    /// line would be indented by the whole depth.
    public static func deeplyNested(depth: Int, leaves: Int) -> String {
        let opening = (0..<depth).map { #"<view contentMode="scaleToFill" id="n\#($0)"><subviews>"# }
        let leafViews = (0..<leaves).map { #"<view contentMode="scaleToFill" id="l\#($0)"/>"# }
        let closing = Array(repeating: "</subviews></view>", count: depth)
        return document(body: (opening + leafViews + closing).joined(separator: "\n"))
    }

    /// File's Owner with `outlets` outlets to one view whose custom class is `classLength` characters long: every
    /// line about an outlet names the view by its class.
    public static func longClassNamedByManyOutlets(classLength: Int, outlets: Int) -> String {
        let className = "V" + String(repeating: "x", count: max(0, classLength - 1))
        let connections = (0..<outlets).map {
            #"<outlet property="view\#($0)" destination="target" id="o\#($0)"/>"#
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections>
            \(connections.joined(separator: "\n"))
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" customClass="\(className)" id="target">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    </view>
                </objects>
            </document>

            """
    }
}
