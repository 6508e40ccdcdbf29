import NibAutoLayout
import NibModel
import XCTest

/// Alignment, direction and spacing options.
final class VisualFormatOptionsTests: XCTestCase {
    func testRawValuesMatchApple() {
        XCTAssertEqual(FormatOptions.alignAllLeft.rawValue, 1 << 1)
        XCTAssertEqual(FormatOptions.alignAllRight.rawValue, 1 << 2)
        XCTAssertEqual(FormatOptions.alignAllTop.rawValue, 1 << 3)
        XCTAssertEqual(FormatOptions.alignAllBottom.rawValue, 1 << 4)
        XCTAssertEqual(FormatOptions.alignAllLeading.rawValue, 1 << 5)
        XCTAssertEqual(FormatOptions.alignAllTrailing.rawValue, 1 << 6)
        XCTAssertEqual(FormatOptions.alignAllCenterX.rawValue, 1 << 9)
        XCTAssertEqual(FormatOptions.alignAllCenterY.rawValue, 1 << 10)
        XCTAssertEqual(FormatOptions.alignAllLastBaseline.rawValue, 1 << 11)
        XCTAssertEqual(FormatOptions.alignAllFirstBaseline.rawValue, 1 << 12)
        XCTAssertEqual(FormatOptions.directionLeadingToTrailing.rawValue, 0)
        XCTAssertEqual(FormatOptions.directionLeftToRight.rawValue, 0x1_0000)
        XCTAssertEqual(FormatOptions.directionRightToLeft.rawValue, 0x2_0000)
        XCTAssertEqual(FormatOptions.directionMask.rawValue, 0x3_0000)
        XCTAssertEqual(FormatOptions.spacingEdgeToEdge.rawValue, 0)
        XCTAssertEqual(FormatOptions.spacingBaselineToBaseline.rawValue, 0x8_0000)
        XCTAssertEqual(FormatOptions.spacingMask.rawValue, 0x8_0000)
        XCTAssertEqual(FormatOptions.alignmentMask.rawValue, 0x1E7E)
    }

    // MARK: - Alignment

    func testHorizontalLayoutAlignsFirstViewWithEachOther() {
        assertConstraints(
            "H:[a]-[b]-[c]", options: [.alignAllTop, .alignAllBottom], views: ["a", "b", "c"],
            [
                vc("b", .leading, "a", .trailing, 8),
                vc("c", .leading, "b", .trailing, 8),
                vc("a", .top, "b", .top),
                vc("a", .bottom, "b", .bottom),
                vc("a", .top, "c", .top),
                vc("a", .bottom, "c", .bottom),
            ])
    }

    func testHorizontalLayoutAlignsCentersAndBaselines() {
        assertConstraints(
            "|[label][field]|", options: [.alignAllCenterY], views: ["label", "field"],
            [
                vc("label", .leading, superview, .leading, 0),
                vc("field", .leading, "label", .trailing, 0),
                vc(superview, .trailing, "field", .trailing, 0),
                vc("label", .centerY, "field", .centerY),
            ])
        assertConstraints(
            "[label]-[field]", options: [.alignAllFirstBaseline, .alignAllLastBaseline], views: ["label", "field"],
            [
                vc("field", .leading, "label", .trailing, 8),
                vc("label", .lastBaseline, "field", .lastBaseline),
                vc("label", .firstBaseline, "field", .firstBaseline),
            ])
    }

    func testVerticalLayoutAlignsHorizontalEdgesAndCenters() {
        assertConstraints(
            "V:[a]-[b]",
            options: [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX],
            views: ["a", "b"],
            [
                vc("b", .top, "a", .bottom, 8),
                vc("a", .left, "b", .left),
                vc("a", .right, "b", .right),
                vc("a", .leading, "b", .leading),
                vc("a", .trailing, "b", .trailing),
                vc("a", .centerX, "b", .centerX),
            ])
    }

    func testAlignmentSkipsRepeatedViews() {
        assertConstraints(
            "V:[a][b][a][b]", options: .alignAllLeading, views: ["a", "b"],
            [
                vc("b", .top, "a", .bottom, 0),
                vc("a", .top, "b", .bottom, 0),
                vc("b", .top, "a", .bottom, 0),
                vc("a", .leading, "b", .leading),
            ])
    }

    func testAlignmentWithOneViewAddsNothing() {
        assertConstraints(
            "V:|[a]|", options: .alignAllLeading, views: ["a"],
            [
                vc("a", .top, superview, .top, 0), vc(superview, .bottom, "a", .bottom, 0),
            ])
    }

    func testAlignmentAcrossTheWrongAxisIsAnError() {
        assertFormatError(
            "H:[a][b]", options: .alignAllLeading,
            .alignmentAcrossOrientation(orientation: "H", options: .alignAllLeading), column: 1)
        assertFormatError(
            "[a][b]", options: [.alignAllTop, .alignAllCenterX],
            .alignmentAcrossOrientation(orientation: "H", options: .alignAllCenterX), column: 1)
        assertFormatError(
            "  V:[a][b]", options: [.alignAllTop, .alignAllFirstBaseline, .alignAllLeft],
            .alignmentAcrossOrientation(orientation: "V", options: [.alignAllTop, .alignAllFirstBaseline]),
            column: 3)
        // Even with one view, as the options cannot apply to the orientation.
        assertFormatError(
            "V:[a]", options: .alignAllCenterY,
            .alignmentAcrossOrientation(orientation: "V", options: .alignAllCenterY),
            column: 1)
    }

    // MARK: - Direction

    func testLeadingToTrailingIsTheDefault() throws {
        let views: Set<String> = ["a", "b"]
        XCTAssertEqual(
            try VisualFormat.constraints("|-[a]-[b]-10-|", options: .directionLeadingToTrailing, views: views),
            try VisualFormat.constraints("|-[a]-[b]-10-|", views: views))
    }

    func testLeftToRightUsesLeftAndRight() {
        assertConstraints(
            "|-10-[a]-[b(20)]-|", options: .directionLeftToRight, views: ["a", "b"],
            [
                vc("a", .left, superview, .left, 10),
                vc("b", .left, "a", .right, 8),
                vc("b", .width, 20),
                vc(superview, .rightMargin, "b", .right),
            ])
    }

    func testRightToLeftLaysOutFromTheRight() {
        assertConstraints(
            "|-10-[a]-[b]-(>=4)-|", options: .directionRightToLeft, views: ["a", "b"],
            [
                vc(superview, .right, "a", .right, 10),
                vc("a", .left, "b", .right, 8),
                vc("b", .left, .greaterThanOrEqual, superview, .left, 4),
            ])
        assertConstraints(
            "|-[a]-|", options: .directionRightToLeft, views: ["a"],
            [vc(superview, .rightMargin, "a", .right), vc("a", .left, superview, .leftMargin)])
    }

    func testDirectionDoesNotAffectVerticalLayout() {
        assertConstraints(
            "V:|-[a]-[b]", options: .directionRightToLeft, views: ["a", "b"],
            [vc("a", .top, superview, .topMargin), vc("b", .top, "a", .bottom, 8)])
    }

    func testConflictingDirectionsAreAnError() {
        assertFormatError(
            "[a]", options: [.directionLeftToRight, .directionRightToLeft], .conflictingDirections, column: 1)
    }

    func testUnknownOptionBitsAreAnError() {
        assertFormatError(
            "V:[a]", options: FormatOptions(rawValue: 1 << 7), .unknownOptions(FormatOptions(rawValue: 1 << 7)),
            column: 1)
    }

    // MARK: - Spacing

    func testBaselineToBaselineSpacingBetweenSiblingsInVerticalLayout() {
        assertConstraints(
            "V:|-[a]-[b]-10-[c][d]-|", options: .spacingBaselineToBaseline, views: ["a", "b", "c", "d"],
            [
                vc("a", .top, superview, .topMargin),
                vc("b", .firstBaseline, "a", .lastBaseline, 8),
                vc("c", .firstBaseline, "b", .lastBaseline, 10),
                vc("d", .firstBaseline, "c", .lastBaseline, 0),
                vc(superview, .bottomMargin, "d", .bottom),
            ])
    }

    func testBaselineSpacingCombinesWithAlignment() {
        assertConstraints(
            "V:[a]-[b]", options: [.spacingBaselineToBaseline, .alignAllLeading], views: ["a", "b"],
            [vc("b", .firstBaseline, "a", .lastBaseline, 8), vc("a", .leading, "b", .leading)])
    }

    func testBaselineSpacingIsIgnoredInHorizontalLayout() throws {
        let views: Set<String> = ["a", "b"]
        XCTAssertEqual(
            try VisualFormat.constraints("|-[a]-[b]|", options: .spacingBaselineToBaseline, views: views),
            try VisualFormat.constraints("|-[a]-[b]|", views: views))
    }
}
