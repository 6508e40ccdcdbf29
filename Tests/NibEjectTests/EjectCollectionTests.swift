import NibEject
import NibUIKit
import XCTest

/// Collection views: made with a layout, which carries the document's flow layout values or the project's class.
final class EjectCollectionTests: XCTestCase {
    private func collection(layout: String) -> String {
        """
        <view contentMode="scaleToFill" id="root" customClass="Shelf">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="books">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    \(layout)
                </collectionView>
            </subviews>
        </view>
        """
    }

    func testACollectionViewIsMadeWithAFlowLayout() throws {
        let source = try ejectOne(collection(layout: "")).source
        XCTAssertTrue(
            source.contains(
                "let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())"
            ), source)
    }

    func testFlowLayoutValuesThatDifferFromUIKitsAreSet() throws {
        let source = try ejectOne(
            collection(
                layout: """
                    <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" \
                    minimumLineSpacing="10" minimumInteritemSpacing="4" id="flow">
                        <size key="itemSize" width="50" height="60"/>
                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="16" minY="0.0" maxX="16" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    """)
        ).source
        let expected = """
                    do {
                        let layout = UICollectionViewFlowLayout()
                        layout.scrollDirection = .horizontal
                        layout.itemSize = CGSize(width: 50, height: 60)
                        layout.minimumInteritemSpacing = 4
                        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                        collectionView.collectionViewLayout = layout
                    }
            """
        XCTAssertTrue(source.contains(expected), source)
        XCTAssertFalse(source.contains("minimumLineSpacing"), "10 is UIKit's default")
    }

    func testTheProjectsLayoutClassIsMadeAndNeeded() throws {
        let file = try ejectOne(
            collection(
                layout: """
                    <collectionViewLayout key="collectionViewLayout" id="grid" customClass="GridLayout" \
                    customModule="Shelf" customModuleProvider="target"/>
                    """))
        XCTAssertTrue(file.source.contains("let layout = GridLayout()"), file.source)
        XCTAssertEqual(file.referencedClasses["GridLayout"], "UICollectionViewLayout")
    }

    func testNibUIKitCollectionViewKeepsTheLayoutCodeGivesIt() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 90)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        XCTAssertTrue(view.collectionViewLayout === layout)
        XCTAssertEqual(view.frame.width, 100)
        XCTAssertEqual(UICollectionView().collectionViewLayout is UICollectionViewFlowLayout, true)
    }
}
