import NibDecoding
import NibModel
import XCTest

final class ConstraintTests: XCTestCase {
    private func constraints(_ body: String) throws -> [String: Constraint] {
        let root = try DocumentFixtures.object(
            "root",
            in: DocumentFixtures.xib(
                """
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
                        </subviews>
                        <constraints>
                \(body)
                        </constraints>
                    </view>
                """))
        return Dictionary(uniqueKeysWithValues: root.constraints.map { ($0.id, $0) })
    }

    func testOmissionRules() throws {
        let all = try constraints(
            """
                        <constraint firstItem="a" firstAttribute="leading" secondItem="b" secondAttribute="trailing" constant="8" id="both"/>
                        <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="20" id="noFirst"/>
                        <constraint firstItem="a" firstAttribute="top" secondAttribute="top" id="noSecond"/>
                        <constraint firstAttribute="height" constant="44" id="constant"/>
            """)
        let both = try XCTUnwrap(all["both"])
        XCTAssertEqual([both.firstItem, both.secondItem], ["a", "b"])
        XCTAssertFalse(both.firstItemOmitted || both.secondItemOmitted)
        XCTAssertEqual(both.owner, "root")

        let noFirst = try XCTUnwrap(all["noFirst"])
        XCTAssertEqual(noFirst.firstItem, "root", "a missing firstItem is the owning view")
        XCTAssertTrue(noFirst.firstItemOmitted)
        XCTAssertEqual(noFirst.secondItem, "a")

        let noSecond = try XCTUnwrap(all["noSecond"])
        XCTAssertEqual(noSecond.secondItem, "root", "a secondAttribute without secondItem means the owning view")
        XCTAssertTrue(noSecond.secondItemOmitted)
        XCTAssertEqual(noSecond.secondAttribute, .top)

        let constant = try XCTUnwrap(all["constant"])
        XCTAssertEqual(constant.firstItem, "root")
        XCTAssertNil(constant.secondItem)
        XCTAssertNil(constant.secondAttribute)
        XCTAssertTrue(constant.isConstant)
        XCTAssertEqual(constant.constant, 44)
    }

    func testMultiplierForms() throws {
        let all = try constraints(
            """
                        <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" multiplier="0.5" id="decimal"/>
                        <constraint firstItem="a" firstAttribute="centerY" secondItem="b" secondAttribute="bottom" multiplier="1/3" constant="1" id="fraction"/>
                        <constraint firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="16:9" id="ratio"/>
                        <constraint firstItem="a" firstAttribute="height" secondItem="b" secondAttribute="height" id="one"/>
            """)
        XCTAssertEqual(all["decimal"]?.multiplier, Multiplier(value: 0.5, text: "0.5"))
        XCTAssertEqual(all["fraction"]?.multiplier.value ?? 0, 1.0 / 3.0, accuracy: 1e-15)
        XCTAssertEqual(all["fraction"]?.multiplier.text, "1/3")
        XCTAssertEqual(all["ratio"]?.multiplier.value ?? 0, 16.0 / 9.0, accuracy: 1e-15)
        XCTAssertEqual(all["ratio"]?.multiplier.text, "16:9")
        XCTAssertEqual(all["one"]?.multiplier, .one)
    }

    func testConstantsPrioritiesAndFlags() throws {
        let all = try constraints(
            """
                        <constraint firstItem="a" firstAttribute="leadingMargin" relation="greaterThanOrEqual" secondItem="b" secondAttribute="centerXWithinMargins" constant="-12.5" priority="750" identifier="gap" symbolic="YES" id="c1"/>
                        <constraint firstItem="b" firstAttribute="lastBaseline" relation="lessThanOrEqual" secondItem="a" secondAttribute="firstBaseline" constant="0.33333333333333331" priority="251" placeholder="YES" id="c2"/>
                        <constraint firstItem="a" firstAttribute="bottom" secondItem="b" secondAttribute="baseline" id="c3"/>
            """)
        let c1 = try XCTUnwrap(all["c1"])
        XCTAssertEqual(c1.firstAttribute, .leadingMargin)
        XCTAssertEqual(c1.secondAttribute, .centerXWithinMargins)
        XCTAssertEqual(c1.relation, .greaterThanOrEqual)
        XCTAssertEqual(c1.constant, -12.5)
        XCTAssertEqual(c1.priority, 750)
        XCTAssertEqual(c1.identifier, "gap")
        XCTAssertTrue(c1.isSymbolic)
        let c2 = try XCTUnwrap(all["c2"])
        XCTAssertEqual(c2.relation, .lessThanOrEqual)
        XCTAssertEqual([c2.firstAttribute, c2.secondAttribute], [.lastBaseline, .firstBaseline])
        XCTAssertEqual(c2.constant, 0.33333333333333331)
        XCTAssertEqual(c2.priority, 251)
        XCTAssertTrue(c2.isPlaceholder)
        let c3 = try XCTUnwrap(all["c3"])
        XCTAssertEqual(c3.priority, 1000, "omitted priority is required")
        XCTAssertEqual(c3.relation, .equal)
        XCTAssertEqual(c3.secondAttribute, .baseline)
    }

    func testSizeClassVariations() throws {
        let root = try DocumentFixtures.object(
            "root",
            in: DocumentFixtures.xib(
                """
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <view contentMode="scaleToFill" id="a"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="top" secondAttribute="top" constant="10" id="top">
                                <variation key="widthClass=compact" constant="30"/>
                            </constraint>
                            <constraint firstItem="a" firstAttribute="leading" secondAttribute="leading" id="lead"/>
                        </constraints>
                        <variation key="default">
                            <mask key="constraints">
                                <exclude reference="lead"/>
                            </mask>
                        </variation>
                        <variation key="heightClass=regular-widthClass=compact">
                            <mask key="subviews">
                                <include reference="a"/>
                            </mask>
                            <mask key="constraints">
                                <include reference="lead"/>
                            </mask>
                        </variation>
                    </view>
                """))
        let top = try XCTUnwrap(root.constraints.first)
        XCTAssertEqual(
            top.variations, [Variation(key: "widthClass=compact", constant: 30, location: top.variations[0].location)])
        XCTAssertEqual(root.variations.map(\.key), ["default", "heightClass=regular-widthClass=compact"])
        XCTAssertEqual(root.variations[0].excluded, [MaskedReference(mask: "constraints", reference: "lead")])
        XCTAssertEqual(
            root.variations[1].included,
            [
                MaskedReference(mask: "subviews", reference: "a"),
                MaskedReference(mask: "constraints", reference: "lead"),
            ])
    }

    func testMultiplierParsing() {
        XCTAssertEqual(Multiplier(parsing: "2")?.value, 2)
        XCTAssertEqual(Multiplier(parsing: "4:3")?.value, 4.0 / 3.0)
        XCTAssertNil(Multiplier(parsing: "1/0"))
        XCTAssertNil(Multiplier(parsing: "x:y"))
        XCTAssertNil(Multiplier(parsing: ""))
    }
}
