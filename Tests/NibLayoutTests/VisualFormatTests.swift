import NibLayout
import NibModel
import XCTest

final class VisualFormatTests: XCTestCase {
    private func parse(
        _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:], views: Set<String>
    ) throws -> [String] {
        try VisualFormat.constraints(format, options: options, metrics: metrics, views: views).map(\.description)
    }

    private func failure(
        _ format: String, metrics: [String: Double] = [:], views: Set<String> = ["a", "b"], options: FormatOptions = []
    ) -> VisualFormatError? {
        do {
            _ = try VisualFormat.constraints(format, options: options, metrics: metrics, views: views)
            return nil
        } catch {
            return error
        }
    }

    func testSeedTwoLabels() throws {
        XCTAssertEqual(
            try parse("H:|-[left]-[right]-|", views: ["left", "right"]),
            [
                "left.leading == |.leading + 20", "right.leading == left.trailing + 8",
                "|.trailing == right.trailing + 20",
            ])
        XCTAssertEqual(
            try parse("V:|-[left]-|", views: ["left"]), ["left.top == |.top + 20", "|.bottom == left.bottom + 20"])
    }

    func testAppleGuideExamples() throws {
        XCTAssertEqual(
            try parse("[button]-[textField]", views: ["button", "textField"]),
            ["textField.leading == button.trailing + 8"])
        XCTAssertEqual(try parse("[button(>=50)]", views: ["button"]), ["button.width >= 50"])
        XCTAssertEqual(
            try parse("|-50-[purpleBox]-50-|", views: ["purpleBox"]),
            ["purpleBox.leading == |.leading + 50", "|.trailing == purpleBox.trailing + 50"])
        XCTAssertEqual(
            try parse("V:[topField]-10-[bottomField]", views: ["topField", "bottomField"]),
            ["bottomField.top == topField.bottom + 10"])
        XCTAssertEqual(
            try parse("[maroonView][blueView]", views: ["maroonView", "blueView"]),
            ["blueView.leading == maroonView.trailing"])
        XCTAssertEqual(try parse("[button(100@20)]", views: ["button"]), ["button.width == 100 @20"])
        XCTAssertEqual(
            try parse("[button1(==button2)]", views: ["button1", "button2"]), ["button1.width == button2.width"])
        XCTAssertEqual(
            try parse("[flexibleButton(>=70,<=100)]", views: ["flexibleButton"]),
            ["flexibleButton.width >= 70", "flexibleButton.width <= 100"])
        XCTAssertEqual(
            try parse("|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"]),
            [
                "findField.width >= 20", "find.leading == |.leading + 20", "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8", "|.trailing == findField.trailing + 20",
            ])
        XCTAssertEqual(
            try parse("[button]-(==50@200)-[button2]", views: ["button", "button2"]),
            ["button2.leading == button.trailing + 50 @200"])
    }

    func testVerticalWithPrioritiesAndRelations() throws {
        XCTAssertEqual(
            try parse("V:|-50-[v(>=20@750)]-(>=0)-|", views: ["v"]),
            ["v.height >= 20 @750", "v.top == |.top + 50", "|.bottom >= v.bottom"])
    }

    func testMetricsAndSpaces() throws {
        XCTAssertEqual(
            try parse("H: | - pad - [a ( == width ) ] - pad - |", metrics: ["pad": 12, "width": 44], views: ["a"]),
            ["a.width == 44", "a.leading == |.leading + 12", "|.trailing == a.trailing + 12"])
        XCTAssertEqual(try parse("[a]-(-4)-[b]", views: ["a", "b"]), ["b.leading == a.trailing - 4"])
    }

    func testAlignmentAndDirectionOptions() throws {
        XCTAssertEqual(
            try parse("[a]-[b]", options: [.alignAllCenterY], views: ["a", "b"]),
            ["b.leading == a.trailing + 8", "b.centerY == a.centerY"])
        XCTAssertEqual(
            try parse("|-[a]-[b]", options: [.directionLeftToRight], views: ["a", "b"]),
            ["a.left == |.left + 20", "b.left == a.right + 8"])
        XCTAssertEqual(
            try parse("|-[a]-(>=4)-[b]", options: [.directionRightToLeft], views: ["a", "b"]),
            ["a.right == |.right - 20", "b.right <= a.left - 4"])
        XCTAssertNotNil(failure("[a]-[b]", options: [.alignAllLeading]), "leading alignment in a horizontal line")
    }

    func testErrorsNameTheColumn() {
        let cases: [(String, Int, String)] = [
            ("", 1, "empty"),
            ("H:", 3, "expected a view"),
            ("H:|-[a", 7, "expected ']'"),
            ("[c]", 2, "'c' is not a key in the views dictionary"),
            ("[a]-gap-[b]", 5, "'gap' is not a key in the metrics"),
            ("[a(=>4)]", 4, "a relation is ==, <= or >="),
            ("[a(10@1001)]", 7, "priority"),
            ("[a(10@0)]", 7, "priority"),
            ("[a]-|-[b]", 6, "nothing may follow"),
            ("[a]-(b)-[b]", 6, "a spacing cannot be a view"),
            ("X:[a]", 1, "orientation"),
            ("[a]-[b]junk", 8, "expected"),
            ("|[a]|[b]", 6, "nothing may follow"),
        ]
        for (format, column, message) in cases {
            guard let error = failure(format) else {
                XCTFail("\(format) parsed")
                continue
            }
            XCTAssertEqual(error.column, column, "\(format): \(error.message)")
            XCTAssertTrue(error.message.contains(message), "\(format): \(error.message)")
            XCTAssertTrue(error.description.hasSuffix("\n" + String(repeating: " ", count: column - 1) + "^"))
        }
    }
}
