import NibDecoding
import NibModel
import XCTest

final class ConnectionTests: XCTestCase {
    func testOutletsCollectionsActionsAndGestureAttachments() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                """
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="btn">
                                <connections>
                                    <action selector="shuffle:" destination="-1" eventType="touchUpInside" id="act"/>
                                </connections>
                            </button>
                        </subviews>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="grc"/>
                        </connections>
                    </view>
                    <tapGestureRecognizer id="tap">
                        <connections>
                            <action selector="tapped:" destination="-1" id="tact"/>
                        </connections>
                    </tapGestureRecognizer>
                """
            ).replacingOccurrences(
                of: "customModuleProvider=\"target\"/>",
                with: """
                        customModuleProvider="target">
                                <connections>
                                    <outlet property="contentView" destination="root" id="o1"/>
                                    <outletCollection property="buttons" destination="btn" collectionClass="NSMutableArray" id="o2"/>
                                </connections>
                            </placeholder>
                    """))
        let owner = try XCTUnwrap(document.filesOwner)
        XCTAssertEqual(owner.outlets.map(\.property), ["contentView", "buttons"])
        XCTAssertEqual(
            owner.connections[0],
            Connection(
                kind: .outlet, id: "o1", source: "-1", destination: "root",
                property: "contentView", location: owner.connections[0].location))
        XCTAssertEqual(owner.connections[1].kind, .outletCollection)
        XCTAssertEqual(owner.connections[1].collectionClass, "NSMutableArray")
        let action = try XCTUnwrap(document.object(withID: "btn")?.connections.first)
        XCTAssertEqual(action.kind, .action)
        XCTAssertEqual(action.selector, "shuffle:")
        XCTAssertEqual(action.eventType, "touchUpInside")
        XCTAssertEqual(action.source, "btn")
        XCTAssertEqual(action.destination, "-1")
        let attachment = try XCTUnwrap(document.object(withID: "root")?.connections.first)
        XCTAssertTrue(attachment.isSystemAttachment)
        XCTAssertTrue(attachment.appends)
        XCTAssertNil(document.object(withID: "tap")?.connections.first?.eventType)
    }

    func testAppKitActionTargetAndBindings() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.macXib(
                """
                    <button verticalHuggingPriority="750" id="b1">
                        <connections>
                            <action selector="save:" target="-2" id="a1"/>
                            <binding destination="-2" name="enabled" keyPath="canSave" id="bd1"/>
                        </connections>
                    </button>
                """))
        let connections = try XCTUnwrap(document.object(withID: "b1")?.connections)
        XCTAssertEqual(connections[0].kind, .action)
        XCTAssertEqual(connections[0].destination, "-2", "AppKit names the receiver with target=")
        XCTAssertEqual(connections[1].kind, .other("binding"))
        XCTAssertEqual(connections[1].untyped[attribute: "keyPath"], "canSave")
        XCTAssertEqual(connections[1].untyped[attribute: "destination"], "-2")
    }
}
