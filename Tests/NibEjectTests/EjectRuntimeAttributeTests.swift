import NibEject
import NibModel
import XCTest

/// User-defined runtime attributes: set as the project's property where its sources declare one of a fitting type,
/// otherwise a located TODO.
final class EjectRuntimeAttributeTests: XCTestCase {
    private let badge = """
        <view contentMode="scaleToFill" id="root" customClass="Profile">
            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="title" value="Me"/>
            </userDefinedRuntimeAttributes>
            <subviews>
                <view contentMode="scaleToFill" id="badge" customClass="BadgeView">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="radius" value="4"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="style" value="body"/>
                        <userDefinedRuntimeAttribute type="color" keyPath="ring">
                            <color key="value" systemColor="systemRedColor"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="glows" value="YES"/>
                    </userDefinedRuntimeAttributes>
                </view>
            </subviews>
        </view>
        """

    private func eject(members: [String: [String: String]]) throws -> EjectedFile {
        let files = try Ejector().eject(
            try iosDocument(badge), path: "Test.xib", members: ProjectMembers(declaredTypes: members))
        return try XCTUnwrap(files.first)
    }

    func testAttributesTheProjectDeclaresAreAssignedAndTheirPropertiesNeeded() throws {
        let file = try eject(members: [
            "BadgeView": ["radius": "CGFloat", "style": "String?", "ring": "UIColor *", "glows": "Bool"]
        ])
        XCTAssertTrue(file.source.contains("ownView.radius = 4"), file.source)
        XCTAssertTrue(file.source.contains("ownView.style = \"body\""), file.source)
        XCTAssertTrue(file.source.contains("ownView.ring = .systemRed"), file.source)
        XCTAssertTrue(file.source.contains("ownView.glows = true"), file.source)
        XCTAssertEqual(
            file.referencedMembers,
            ["BadgeView": ["radius": "CGFloat", "style": "String", "ring": "UIColor", "glows": "Bool"]])
        XCTAssertTrue(
            file.source.contains(
                "// Needs from the project: BadgeView (a UIView subclass; glows: Bool, radius: CGFloat, ring: UIColor, "
                    + "style: String)."), file.source)
    }

    func testAnAttributeTheSourcesLackOrTypeDifferentlyIsATodo() throws {
        // A project type the value cannot be known to fit, a string for an Int, and two keys the sources lack.
        let file = try eject(members: ["BadgeView": ["radius": "BadgeShape", "style": "Int"]])
        XCTAssertFalse(file.source.contains("ownView.radius ="), file.source)
        XCTAssertFalse(file.source.contains("ownView.style ="), file.source)
        XCTAssertEqual(
            file.warnings.map { $0.message.split(separator: "'")[1] }.sorted(),
            ["glows", "radius", "ring", "style", "title"])
        XCTAssertEqual(file.referencedMembers, [:])
    }

    func testTheRootsOwnAttributesStayATodo() throws {
        let file = try eject(members: ["Profile": ["title": "String"]])
        XCTAssertFalse(file.source.contains("title = \"Me\""), file.source)
        XCTAssertTrue(file.warnings.contains { $0.message.contains("'title'") })
    }
}
