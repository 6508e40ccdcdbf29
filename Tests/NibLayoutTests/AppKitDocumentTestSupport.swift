import NibDecoding
import NibLayout
import NibModel
import NibReport
import NibTestSupport
import NibTextMetrics
import XCTest

/// Builders of the small AppKit documents the AppKit layout tests lay out, and the layout itself.
protocol AppKitDocumentTesting {}

extension AppKitDocumentTesting {
    /// A window content view of `size` holding `body`, saved by Interface Builder build `tools`.
    func document(
        tools: String = "21701", plugIn: String = "21701", size: (Double, Double) = (480, 200), _ body: String,
        constraints: String, resources: String = ""
    ) -> String {
        appKitDocument(
            tools: tools, plugIn: plugIn, size: size, body, constraints: constraints, resources: resources)
    }

    /// Constraints holding view `id` 20 pt inside each edge of the root.
    func pinEdges(_ id: String) -> String {
        ["leading", "trailing", "top", "bottom"].map { edge in
            let inside = edge == "leading" || edge == "top"
            let (first, second) = inside ? (id, "root") : ("root", id)
            return """
                <constraint firstItem="\(first)" firstAttribute="\(edge)" secondItem="\(second)" secondAttribute="\(edge)" constant="20" id="\(id)-\(edge)"/>
                """
        }.joined(separator: "\n")
    }

    /// A box `box` (with `attributes`: its title, or none) holding its content view `content`.
    func box(_ attributes: String) -> String {
        """
        <box \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
            <view key="contentView" id="content">
                <rect key="frame" x="3" y="3" width="94" height="82"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
        </box>
        """
    }

    /// View `id`'s computed frame in a document saved by Interface Builder build `tools`.
    func frame(of id: String, tools: String, _ body: String, constraints: String) throws -> Rect {
        try XCTUnwrap(layOut(document(tools: tools, plugIn: tools, body, constraints: constraints))[id]).computed
    }

    /// Buttons `prefix0`, `prefix1`… titled `titles` in the system font, their cells of `cell`'s attributes, each
    /// stored `height` high and `storedWidth(index, title)` wide.
    func storedButtons(
        _ prefix: String, titles: [String], cell: String, height: Double, storedWidth: (Int, String) -> Double
    ) -> String {
        titles.enumerated().map { index, title in
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(prefix)\(index)">
                <rect key="frame" x="18" y="\(100 - 40 * index)" width="\(storedWidth(index, title))" height="\(height)"/>
                <buttonCell key="cell" \(cell) title="\(title)" inset="2" id="\(prefix)-cell\(index)">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }.joined()
    }

    /// The width of a label of `title` in the system font.
    func systemLabelWidth(_ title: String, text: any TextMeasuring = TextMetrics()) -> Double {
        IntrinsicTextSizes(measurer: text).appKitLabel(title, font: Font(metaFont: .system)).width
    }

    /// Buttons titled `titles` (see ``storedButtons(_:titles:cell:height:storedWidth:)``), each stored `padding` and
    /// `extra` points wider than a label of its title but the last, stored 10 pt wide, whose frame says nothing,
    /// laid out in a document saved by build `tools`, pinned by their leading edges 40 pt apart.
    func layOutStoredButtons(
        _ prefix: String, titles: [String], cell: String, height: Double, padding: Double, extra: Double,
        tools: String, text: any TextMeasuring = TextMetrics()
    ) throws -> [String: FrameComparison] {
        let body = storedButtons(prefix, titles: titles, cell: cell, height: height) { index, title in
            index == titles.count - 1 ? 10 : systemLabelWidth(title, text: text) + padding + extra
        }
        let pins = titles.indices.map { pin("\(prefix)\($0)", top: 20 + 40 * Double($0)) }.joined()
        return try layOut(
            document(tools: tools, plugIn: tools, body, constraints: pins), sizes: StandardIntrinsicSizes(text: text))
    }

    func layOut(
        _ xml: String, sizes: any IntrinsicSizing = StandardIntrinsicSizes()
    ) throws -> [String: FrameComparison] {
        try layOutDocument(xml, file: "test.xib", sizes: sizes)
    }

    func popUp(_ id: String, y: Double, items: [String], small: Bool = false) -> String {
        let menu = items.enumerated().map { index, title in
            "<menuItem title=\"\(title)\" id=\"\(id)-\(index)\"/>"
        }.joined()
        let size = small ? #" controlSize="small""# : ""
        return """
            <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="\(y)" width="10" height="10"/>
                <popUpButtonCell key="cell" type="push" bezelStyle="rounded"\(size) id="\(id)-cell">
                    <font key="font" metaFont="\(small ? "smallSystem" : "menu")"/>
                    <menu key="menu" id="\(id)-menu"><items>\(menu)</items></menu>
                </popUpButtonCell>
            </popUpButton>
            """
    }

    /// A scroll view `id` with `borderType` (none when nil) pinned 20 pt inside the root, whose clip view shows
    /// `document`.
    /// A scroll view showing `document`, holding a table header view stored `headerHeight` high when given.
    func scrollView(
        _ id: String, borderType: String?, document: String, headerHeight: Double? = nil, scrollers: String = ""
    ) -> (body: String, pins: String) {
        let border = borderType.map { "borderType=\"\($0)\"" } ?? ""
        let header = headerHeight.map { height in
            """
            <tableHeaderView key="headerView" id="table-header">
                <rect key="frame" x="0" y="0" width="100" height="\(height)"/>
            </tableHeaderView>
            """
        }
        let body = """
            <scrollView \(border) autohidesScrollers="YES" horizontalLineScroll="24" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="300" height="150"/>
                <clipView key="contentView" id="\(id)-clip">
                    <rect key="frame" x="7" y="9" width="100" height="60"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
            \(document)
                    </subviews>
                </clipView>
                \(header ?? "")
                \(scrollers)
            </scrollView>
            """
        return (body, pinEdges(id))
    }

    func table(_ id: String, style: String?, header: Bool, columns: String = "") -> String {
        let attributes = (style.map { "tableStyle=\"\($0)\" " } ?? "") + (header ? "headerView=\"\(id)-header\"" : "")
        return """
            <tableView verticalHuggingPriority="750" \(attributes) rowHeight="24" viewBased="YES" id="\(id)">
                <rect key="frame" x="0" y="0" width="50" height="40"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableColumns>\(columns)</tableColumns>
            </tableView>
            """
    }
}
