import NibAutoLayout
import NibModel
import XCTest

/// `first.attribute relation second.attribute + constant @priority`.
func vc(
    _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: String,
    _ secondAttribute: LayoutAttribute, _ constant: Double = 0, priority: LayoutPriority = .required
) -> VisualFormatConstraint {
    VisualFormatConstraint(
        first, firstAttribute, relation, second, secondAttribute, constant: constant, priority: priority)
}

/// `first.attribute == second.attribute + constant @priority`.
func vc(
    _ first: String, _ firstAttribute: LayoutAttribute, _ second: String, _ secondAttribute: LayoutAttribute,
    _ constant: Double = 0, priority: LayoutPriority = .required
) -> VisualFormatConstraint {
    vc(first, firstAttribute, .equal, second, secondAttribute, constant, priority: priority)
}

/// `first.attribute relation constant @priority`.
func vc(
    _ first: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ constant: Double,
    priority: LayoutPriority = .required
) -> VisualFormatConstraint {
    VisualFormatConstraint(first, attribute, relation, constant: constant, priority: priority)
}

/// `first.attribute == constant @priority`.
func vc(_ first: String, _ attribute: LayoutAttribute, _ constant: Double, priority: LayoutPriority = .required)
    -> VisualFormatConstraint
{
    vc(first, attribute, .equal, constant, priority: priority)
}

/// The superview's name in generated constraints.
let superview = VisualFormat.superviewName

/// Asserts that `format` generates exactly `expected`, in order.
func assertConstraints(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:], views: Set<String>,
    _ expected: [VisualFormatConstraint], file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let actual = try VisualFormat.constraints(format, options: options, metrics: metrics, views: views)
        XCTAssertEqual(
            actual, expected,
            "\(format):\n  got      \(actual.map(\.description))\n  expected \(expected.map(\.description))",
            file: file, line: line)
    } catch {
        XCTFail("\(format) failed:\n\(error)", file: file, line: line)
    }
}

/// Asserts that `format` fails for `reason` at `column`.
func assertFormatError(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    views: Set<String> = ["a", "b", "c"], _ reason: VisualFormatError.Reason, column: Int,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let constraints = try VisualFormat.constraints(format, options: options, metrics: metrics, views: views)
        XCTFail("\(format) should fail, got \(constraints.map(\.description))", file: file, line: line)
    } catch {
        XCTAssertEqual(error.reason, reason, "\(format)\n\(error)", file: file, line: line)
        XCTAssertEqual(error.column, column, "\(format)\n\(error)", file: file, line: line)
        XCTAssertEqual(error.format, format, file: file, line: line)
    }
}
