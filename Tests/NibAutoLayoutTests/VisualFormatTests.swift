import NibAutoLayout
import NibModel
import XCTest

/// Every form of the grammar, with the exact constraints it generates.
final class VisualFormatTests: XCTestCase {
    // MARK: - The examples of the Auto Layout Guide and the brief

    func testStandardSpacingToSuperviewUsesMarginsAndSiblingsUseEight() {
        assertConstraints(
            "H:|-[left]-[right]-|", views: ["left", "right"],
            [
                vc("left", .leading, superview, .leadingMargin),
                vc("right", .leading, "left", .trailing, 8),
                vc(superview, .trailingMargin, "right", .trailing),
            ])
    }

    func testVerticalFixedSpacingHeightPriorityAndRelationalSpacing() {
        assertConstraints(
            "V:|-50-[v(>=20@750)]-(>=0)-|", views: ["v"],
            [
                vc("v", .top, superview, .top, 50),
                vc("v", .height, .greaterThanOrEqual, 20, priority: 750),
                vc(superview, .bottom, .greaterThanOrEqual, "v", .bottom, 0),
            ])
    }

    func testStandardSpace() {
        assertConstraints(
            "[button]-[textField]", views: ["button", "textField"], [vc("textField", .leading, "button", .trailing, 8)])
    }

    func testWidthConstraint() {
        assertConstraints("[button(>=50)]", views: ["button"], [vc("button", .width, .greaterThanOrEqual, 50)])
    }

    func testConnectionToSuperview() {
        assertConstraints(
            "|-50-[purpleBox]-50-|", views: ["purpleBox"],
            [vc("purpleBox", .leading, superview, .leading, 50), vc(superview, .trailing, "purpleBox", .trailing, 50)])
    }

    func testVerticalLayout() {
        assertConstraints(
            "V:[topField]-10-[bottomField]", views: ["topField", "bottomField"],
            [vc("bottomField", .top, "topField", .bottom, 10)])
    }

    func testFlushViews() {
        assertConstraints(
            "[maroonView][blueView]", views: ["maroonView", "blueView"],
            [vc("blueView", .leading, "maroonView", .trailing, 0)])
    }

    func testPriority() {
        assertConstraints("[button(100@20)]", views: ["button"], [vc("button", .width, 100, priority: 20)])
    }

    func testEqualWidths() {
        assertConstraints(
            "[button(==button2)]", views: ["button", "button2"], [vc("button", .width, "button2", .width)])
        assertConstraints(
            "[button1(==button2)]", views: ["button1", "button2"], [vc("button1", .width, "button2", .width)])
    }

    func testMultiplePredicates() {
        assertConstraints(
            "[flexibleButton(>=70,<=100)]", views: ["flexibleButton"],
            [
                vc("flexibleButton", .width, .greaterThanOrEqual, 70),
                vc("flexibleButton", .width, .lessThanOrEqual, 100),
            ])
    }

    func testCompleteLineOfLayout() {
        assertConstraints(
            "|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"],
            [
                vc("find", .leading, superview, .leadingMargin),
                vc("findNext", .leading, "find", .trailing, 8),
                vc("findField", .leading, "findNext", .trailing, 8),
                vc("findField", .width, .greaterThanOrEqual, 20),
                vc(superview, .trailingMargin, "findField", .trailing),
            ])
    }

    func testSpacingPredicateWithPriority() {
        assertConstraints(
            "[button]-(==50@200)-[button2]", views: ["button", "button2"],
            [vc("button2", .leading, "button", .trailing, 50, priority: 200)])
    }

    // MARK: - Orientation

    func testNoOrientationIsHorizontal() throws {
        let views: Set<String> = ["a", "b"]
        XCTAssertEqual(
            try VisualFormat.constraints("|-[a(30)]-10-[b]|", views: views),
            try VisualFormat.constraints("H:|-[a(30)]-10-[b]|", views: views))
    }

    func testVerticalUsesTopBottomHeightAndMargins() {
        assertConstraints(
            "V:|-[a(30)]-[b(==a)]-|", views: ["a", "b"],
            [
                vc("a", .top, superview, .topMargin),
                vc("a", .height, 30),
                vc("b", .top, "a", .bottom, 8),
                vc("b", .height, "a", .height),
                vc(superview, .bottomMargin, "b", .bottom),
            ])
    }

    // MARK: - Superview connections

    func testFlushToSuperview() {
        assertConstraints(
            "|[a]|", views: ["a"],
            [vc("a", .leading, superview, .leading, 0), vc(superview, .trailing, "a", .trailing, 0)])
        assertConstraints(
            "V:|[a]|", views: ["a"], [vc("a", .top, superview, .top, 0), vc(superview, .bottom, "a", .bottom, 0)])
    }

    func testOnlyOneSuperviewEdge() {
        assertConstraints("|-8-[a]", views: ["a"], [vc("a", .leading, superview, .leading, 8)])
        assertConstraints("[a]-(<=8)-|", views: ["a"], [vc(superview, .trailing, .lessThanOrEqual, "a", .trailing, 8)])
        assertConstraints("V:[a]-|", views: ["a"], [vc(superview, .bottomMargin, "a", .bottom)])
    }

    func testExplicitSpacingToSuperviewMeasuresFromTheEdgeNotTheMargin() {
        assertConstraints(
            "|-(>=0)-[a]-(==20@300)-|", views: ["a"],
            [
                vc("a", .leading, .greaterThanOrEqual, superview, .leading, 0),
                vc(superview, .trailing, "a", .trailing, 20, priority: 300),
            ])
    }

    func testSuperviewNameIsNotAnIdentifier() {
        XCTAssertEqual(VisualFormat.superviewName, "|")
        XCTAssertEqual(VisualFormat.standardSpacing, 8)
    }

    // MARK: - Connections

    func testSimplePredicateMetric() {
        assertConstraints(
            "H:|-margin-[a]-gap-[b]-margin-|", metrics: ["margin": 20, "gap": 12], views: ["a", "b"],
            [
                vc("a", .leading, superview, .leading, 20),
                vc("b", .leading, "a", .trailing, 12),
                vc(superview, .trailing, "b", .trailing, 20),
            ])
    }

    func testSimplePredicateWithPriorityAsUIKitAccepts() {
        assertConstraints(
            "V:|-20@750-[a]-10@45-|", views: ["a"],
            [
                vc("a", .top, superview, .top, 20, priority: 750),
                vc(superview, .bottom, "a", .bottom, 10, priority: 45),
            ])
    }

    func testSeveralSpacingPredicates() {
        assertConstraints(
            "[a]-(>=8,<=20@500)-[b]", views: ["a", "b"],
            [
                vc("b", .leading, .greaterThanOrEqual, "a", .trailing, 8),
                vc("b", .leading, .lessThanOrEqual, "a", .trailing, 20, priority: 500),
            ])
    }

    func testParenthesizedSpacingWithoutRelationIsEqual() {
        assertConstraints("[a]-(10)-[b]", views: ["a", "b"], [vc("b", .leading, "a", .trailing, 10)])
        assertConstraints("[a]-(==10)-[b]", views: ["a", "b"], [vc("b", .leading, "a", .trailing, 10)])
    }

    func testNegativeSpacingInParentheses() {
        assertConstraints("[a]-(-5)-[b]", views: ["a", "b"], [vc("b", .leading, "a", .trailing, -5)])
        assertConstraints(
            "V:[a]-(>=-5.5)-[b]", views: ["a", "b"], [vc("b", .top, .greaterThanOrEqual, "a", .bottom, -5.5)])
    }

    func testNegativeMetricAsSimplePredicate() {
        assertConstraints(
            "[a]-overlap-[b]", metrics: ["overlap": -4], views: ["a", "b"], [vc("b", .leading, "a", .trailing, -4)])
    }

    func testNumberForms() {
        assertConstraints(
            "[a(2.5)]-1.25-[b(.5)]-3.-[c(1e2)]", views: ["a", "b", "c"],
            [
                vc("a", .width, 2.5),
                vc("b", .leading, "a", .trailing, 1.25),
                vc("b", .width, 0.5),
                vc("c", .leading, "b", .trailing, 3),
                vc("c", .width, 100),
            ])
        assertConstraints("[a(+7,-3)]", views: ["a"], [vc("a", .width, 7), vc("a", .width, -3)])
    }

    func testChainOfMixedConnections() {
        assertConstraints(
            "|[a]-[b]-4-[c][d]-(>=2)-|", views: ["a", "b", "c", "d"],
            [
                vc("a", .leading, superview, .leading, 0),
                vc("b", .leading, "a", .trailing, 8),
                vc("c", .leading, "b", .trailing, 4),
                vc("d", .leading, "c", .trailing, 0),
                vc(superview, .trailing, .greaterThanOrEqual, "d", .trailing, 2),
            ])
    }

    // MARK: - View predicates

    func testViewPredicateRelativeToAnotherViewWithRelationAndPriority() {
        assertConstraints(
            "V:[a(<=b@250,>=c)]", views: ["a", "b", "c"],
            [
                vc("a", .height, .lessThanOrEqual, "b", .height, priority: 250),
                vc("a", .height, .greaterThanOrEqual, "c", .height),
            ])
    }

    func testMetricsInViewPredicatesAndPriorities() {
        assertConstraints(
            "[a(>=minWidth@high,<=maxWidth)]", metrics: ["minWidth": 44, "maxWidth": 300, "high": 750], views: ["a"],
            [
                vc("a", .width, .greaterThanOrEqual, 44, priority: 750),
                vc("a", .width, .lessThanOrEqual, 300),
            ])
    }

    func testMetricWinsOverViewOfTheSameName() {
        assertConstraints("[a(b)]", metrics: ["b": 30], views: ["a", "b"], [vc("a", .width, 30)])
    }

    func testViewRelativeToItself() {
        assertConstraints("[a(==a)]", views: ["a"], [vc("a", .width, "a", .width)])
    }

    func testFractionalPriority() {
        assertConstraints("[a(10@999.5)]", views: ["a"], [vc("a", .width, 10, priority: 999.5)])
        assertConstraints("[a(10@1000)]", views: ["a"], [vc("a", .width, 10)])
    }

    // MARK: - Whitespace and names

    func testWhitespaceBetweenTokensIsIgnored() throws {
        let views: Set<String> = ["a", "b"]
        let compact = try VisualFormat.constraints("V:|-10-[a(>=20@750,==b)]-(>=0@5)-[b]-|", views: views)
        let spaced = try VisualFormat.constraints(
            "  V : | - 10 - [ a ( >= 20 @ 750 , == b ) ] -\t( >= 0 @ 5 ) - [ b ]\n-\n|  ", views: views)
        XCTAssertEqual(spaced, compact)
        XCTAssertEqual(
            compact,
            [
                vc("a", .top, superview, .top, 10),
                vc("a", .height, .greaterThanOrEqual, 20, priority: 750),
                vc("a", .height, "b", .height),
                vc("b", .top, .greaterThanOrEqual, "a", .bottom, 0, priority: 5),
                vc(superview, .bottomMargin, "b", .bottom),
            ])
    }

    func testIdentifiersWithUnderscoresAndDigits() {
        assertConstraints(
            "[_field1]-[view_2(==_field1)]", views: ["_field1", "view_2"],
            [vc("view_2", .leading, "_field1", .trailing, 8), vc("view_2", .width, "_field1", .width)])
    }

    func testRepeatedViewIsAllowed() {
        assertConstraints("[a]-[a]", views: ["a"], [vc("a", .leading, "a", .trailing, 8)])
    }

    func testViewsNotInTheFormatAreIgnored() {
        assertConstraints("[a]", views: ["a", "b"], [])
    }

    // MARK: - Description

    func testConstraintDescription() {
        XCTAssertEqual(vc("b", .leading, "a", .trailing, 8).description, "b.leading == a.trailing + 8")
        XCTAssertEqual(vc("b", .leading, "a", .trailing, -5).description, "b.leading == a.trailing - 5")
        XCTAssertEqual(vc("a", .leading, superview, .leadingMargin).description, "a.leading == |.leadingMargin")
        XCTAssertEqual(
            vc("v", .height, .greaterThanOrEqual, 20, priority: 750).description, "v.height >= 20 @750")
        XCTAssertEqual(vc("v", .width, .lessThanOrEqual, 2.5).description, "v.width <= 2.5")
        let halved = VisualFormatConstraint("a", .width, .equal, "b", .width, multiplier: 0.5, constant: 1)
        XCTAssertEqual(halved.description, "a.width == 0.5 × b.width + 1")
    }

    func testConstantConstraintHasNoSecondItem() throws {
        let constraint = try XCTUnwrap(VisualFormat.constraints("[a(10)]", views: ["a"]).first)
        XCTAssertNil(constraint.secondItem)
        XCTAssertNil(constraint.secondAttribute)
        XCTAssertEqual(constraint.multiplier, 1)
        XCTAssertEqual(constraint.priority, 1000)
    }
}
