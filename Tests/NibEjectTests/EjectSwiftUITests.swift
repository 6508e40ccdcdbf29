import NibEject
import XCTest

/// `--swiftui`: stacks, text, buttons and images as SwiftUI, and what it leaves out said at its place.
final class EjectSwiftUITests: XCTestCase {
    private func swiftUI(_ objects: String) throws -> EjectedFile {
        let files = try Ejector(options: EjectOptions(swiftUI: true)).eject(try iosDocument(objects), path: "Test.xib")
        return try XCTUnwrap(files.first)
    }

    func testAStackOfTextButtonAndImageBecomesSwiftUIPaddedAsPinned() throws {
        let file = try swiftUI(
            """
            <view contentMode="scaleToFill" id="root" customClass="Welcome">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="leading" spacing="8" \
            translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="16" y="16" width="288" height="168"/>
                        <subviews>
                            <label opaque="NO" text="Hello" numberOfLines="0" id="title">
                                <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                <color key="textColor" name="Ink"/>
                            </label>
                            <imageView contentMode="scaleAspectFit" image="logo" id="logo">
                                <rect key="frame" x="0.0" y="28" width="40" height="40"/>
                            </imageView>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                                <rect key="frame" x="0.0" y="76" width="40" height="30"/>
                                <state key="normal" title="Go"/>
                                <connections>
                                    <action selector="go:" destination="root" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" \
            constant="16" id="c1"/>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" \
            constant="16" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" \
            id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="16" id="c4"/>
                </constraints>
            </view>
            """)
        let expected = """
            struct Welcome: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Hello")
                            .font(.headline)
                            .foregroundColor(Color("Ink"))
                        Image("logo")
                            .resizable()
                            .scaledToFit()
                        Button("Go") {
                            // the nib's action: go:
                        }
                    }
                        .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
                }
            }
            """
        XCTAssertTrue(file.source.contains(expected), file.source)
        XCTAssertTrue(file.source.contains("import SwiftUI"))
        XCTAssertEqual(file.warnings, [])
    }

    func testWhatSwiftUIIsNotToldIsSaidAtItsPlace() throws {
        let file = try swiftUI(
            """
            <view contentMode="scaleToFill" id="root" customClass="Mixed">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" id="chart" customClass="ChartView">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" id="volume">
                        <rect key="frame" x="0.0" y="120" width="320" height="30"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </slider>
                </subviews>
            </view>
            """)
        XCTAssertTrue(file.source.contains("// Left out: view chart is left out: ChartView is the project's view"))
        XCTAssertTrue(file.source.contains("// Left out: slider volume is left out: a slider has no SwiftUI"))
        XCTAssertEqual(file.warnings.map(\.line), [10, 14])
    }
}
