import NibAutoLayout
import NibModel
import XCTest

/// Bad format strings: the reason, the 1-based column, and the message.
final class VisualFormatErrorTests: XCTestCase {
    func testEmptyFormat() {
        assertFormatError("", .emptyFormat, column: 1)
        assertFormatError("  \n", .emptyFormat, column: 1)
    }

    func testOrientationWithoutViews() {
        assertFormatError("H:", .expectedView, column: 3)
        assertFormatError("V: ", .expectedView, column: 4)
    }

    func testOrientationWithoutColon() {
        // The Auto Layout Guide's example.
        assertFormatError(
            "V|[backgroundBox]|", views: ["backgroundBox"], .expectedOrientationColon("V"), column: 2)
        assertFormatError("Hz[a", .expectedOrientationColon("H"), column: 2)
        assertFormatError("H", .expectedOrientationColon("H"), column: 2)
    }

    func testFormatMustStartWithAViewOrSuperview() {
        assertFormatError("x[a]", .expectedView, column: 1)
        assertFormatError("h:[a]", .expectedView, column: 1)
        assertFormatError("-[a]", .expectedView, column: 1)
        assertFormatError("|", .expectedView, column: 2)
        assertFormatError("|-|", .expectedView, column: 3)
        assertFormatError("||", .expectedView, column: 2)
        assertFormatError("|-10-", .expectedView, column: 6)
    }

    func testMissingClosingBracket() {
        assertFormatError("[a", .missingClosingBracket, column: 3)
        assertFormatError("|-[a(>=50)-|", .missingClosingBracket, column: 11)
        assertFormatError("[a b]", .missingClosingBracket, column: 4)
        assertFormatError("[a][b", .missingClosingBracket, column: 6)
    }

    func testMissingClosingParenthesis() {
        // The Auto Layout Guide's example.
        assertFormatError(
            "|[whiteBox1][blackBox4(blackWidth][redBox]|", metrics: ["blackWidth": 40],
            views: ["whiteBox1", "blackBox4", "redBox"], .missingClosingParenthesis, column: 34)
        assertFormatError("[a(10 20)]", .missingClosingParenthesis, column: 7)
        assertFormatError("[a(10", .missingClosingParenthesis, column: 6)
        assertFormatError("[a]-(10-[b]", .missingClosingParenthesis, column: 8)
    }

    func testInvalidViewNames() {
        assertFormatError("[1a]", .invalidViewName("1a"), column: 2)
        assertFormatError("[]", .invalidViewName(""), column: 2)
        assertFormatError("[a]-[ ]", .invalidViewName(""), column: 7)
        assertFormatError("[a-b]", .missingClosingBracket, column: 3)
        assertFormatError("[é]", .invalidViewName("é"), column: 2)
    }

    func testUnknownView() {
        assertFormatError("[unknown]", .unknownView("unknown"), column: 2)
        assertFormatError("|-[a]-[ nope ]", .unknownView("nope"), column: 9)
    }

    func testUnknownMetric() {
        assertFormatError("[a]-gap-[b]", .unknownMetric("gap"), column: 5)
        assertFormatError("[a]-(>=gap)-[b]", .unknownMetric("gap"), column: 8)
        assertFormatError("[a(10@high)]", .unknownMetric("high"), column: 7)
        assertFormatError("[a(w)]", .unknownMetricOrView("w"), column: 4)
        assertFormatError("[a(>=10,<=w)]", .unknownMetricOrView("w"), column: 11)
    }

    func testViewNameInConnection() {
        assertFormatError("[a]-b-[c]", .viewInConnection("b"), column: 5)
        assertFormatError("[a]-(>=b)-[c]", .viewInConnection("b"), column: 8)
    }

    func testBadRelation() {
        assertFormatError("[a(=10)]", .invalidRelation("="), column: 4)
        assertFormatError("[a(=>10)]", .invalidRelation("=>"), column: 4)
        assertFormatError("[a(<10)]", .invalidRelation("<"), column: 4)
        assertFormatError("[a(>10)]", .invalidRelation(">"), column: 4)
        assertFormatError("[a(!=10)]", .invalidRelation("!="), column: 4)
        assertFormatError("[a]-(<<10)-[b]", .invalidRelation("<<"), column: 6)
        assertFormatError("[a(> =10)]", .invalidRelation(">"), column: 4)
    }

    func testBadPriority() {
        assertFormatError("[a(100@1050)]", .invalidPriority(1050), column: 8)
        assertFormatError("[a(100@0)]", .invalidPriority(0), column: 8)
        assertFormatError("[a(100@-5)]", .invalidPriority(-5), column: 8)
        assertFormatError("[a]-10@1001-[b]", .invalidPriority(1001), column: 8)
        assertFormatError("[a(100@p)]", metrics: ["p": 2000], .invalidPriority(2000), column: 8)
        assertFormatError("[a(100@)]", .expectedPriority, column: 8)
        assertFormatError("[a(100@@5)]", .expectedPriority, column: 8)
    }

    func testBadSpacing() {
        assertFormatError("[a]--10-[b]", .expectedSpacing, column: 5)
        assertFormatError("[a]-#-[b]", .expectedSpacing, column: 5)
        assertFormatError("[a]->=10-[b]", .expectedSpacing, column: 5)
        assertFormatError("[a]-", .expectedView, column: 5)
        assertFormatError("[a]-10-", .expectedView, column: 8)
        assertFormatError("[a]-10-x", .expectedView, column: 8)
    }

    func testUnrepresentableNumbers() {
        assertFormatError("[a(1e400)]", .invalidNumber("1e400"), column: 4)
        assertFormatError("[a]-1e999-[b]", .invalidNumber("1e999"), column: 5)
        assertFormatError("[a(10@-1e999)]", .invalidNumber("-1e999"), column: 7)
        assertFormatError("[a]-.-[b]", .expectedSpacing, column: 5)
        assertFormatError("[a(.)]", .expectedPredicate, column: 4)
    }

    func testSpacingNotClosed() {
        assertFormatError("[a]-10[b]", .missingConnectionEnd, column: 7)
        assertFormatError("[a]-(10)[b]", .missingConnectionEnd, column: 9)
        assertFormatError("|-10[a]", .missingConnectionEnd, column: 5)
        assertFormatError("[a]-10", .missingConnectionEnd, column: 7)
    }

    func testEmptyAndDanglingPredicates() {
        assertFormatError("[a()]", .expectedPredicate, column: 4)
        assertFormatError("[a(10,)]", .expectedPredicate, column: 7)
        assertFormatError("[a(>=)]", .expectedPredicate, column: 6)
        assertFormatError("[a]-()-[b]", .expectedPredicate, column: 6)
    }

    func testSuperviewInTheMiddle() {
        assertFormatError("[a]-|-[b]", .misplacedSuperview, column: 5)
        assertFormatError("|[a]|[b]", .misplacedSuperview, column: 5)
        assertFormatError("[a]||", .misplacedSuperview, column: 4)
    }

    func testTrailingJunk() {
        assertFormatError("[a]x", .unexpectedCharacter("x"), column: 4)
        assertFormatError("[a] junk", .unexpectedCharacter("j"), column: 5)
        assertFormatError("[a]|x", .unexpectedCharacter("x"), column: 5)
        assertFormatError("[a]-|;", .unexpectedCharacter(";"), column: 6)
        assertFormatError("[a])", .unexpectedCharacter(")"), column: 4)
        assertFormatError("[é][a]é", views: ["a"], .invalidViewName("é"), column: 2)
        assertFormatError("[a]é", .unexpectedCharacter("é"), column: 4)
    }

    func testFirstProblemInReadingOrderIsReported() {
        assertFormatError("[x]-gap-[a", .unknownView("x"), column: 2)
        assertFormatError("[a]-gap-[x", .unknownMetric("gap"), column: 5)
    }

    // MARK: - Messages

    func testDescriptionShowsCaretUnderColumn() {
        do {
            _ = try VisualFormat.constraints("H:|-[button(>=50)-|", views: ["button"])
            XCTFail("should fail")
        } catch {
            XCTAssertEqual(error.column, 18)
            XCTAssertEqual(
                error.description,
                """
                Unable to parse constraint format: A view must end with ']'.
                H:|-[button(>=50)-|
                                 ^
                Close the view with ']' after its name and its optional '(…)' predicates, as in [button(>=50)].
                """)
        }
    }

    func testDescriptionCaretAfterTheEndAndWithTabs() {
        let end = VisualFormatError(reason: .expectedView, column: 3, format: "H:")
        XCTAssertEqual(end.description.split(separator: "\n", omittingEmptySubsequences: false)[1...2], ["H:", "  ^"])
        let tabbed = VisualFormatError(reason: .unknownView("x"), column: 3, format: "\t[x]")
        XCTAssertEqual(
            tabbed.description.split(separator: "\n", omittingEmptySubsequences: false)[1...2], ["\t[x]", "\t ^"])
        let multiline = VisualFormatError(reason: .unknownView("x"), column: 4, format: "[a]\n[x]")
        XCTAssertEqual(
            multiline.description.split(separator: "\n", omittingEmptySubsequences: false)[1...2],
            ["[a] [x]", "   ^"])
    }

    func testMessagesNameTheProblem() {
        func message(_ format: String, metrics: [String: Double] = [:]) -> String {
            do {
                _ = try VisualFormat.constraints(format, metrics: metrics, views: ["a", "b"])
                return "no error"
            } catch {
                return error.message
            }
        }
        XCTAssertEqual(message("[x]"), "x is not a key in the views dictionary.")
        XCTAssertEqual(message("[a]-m-[b]"), "m is not a key in the metrics dictionary.")
        XCTAssertEqual(
            message("[a(10@1050)]"),
            "Invalid priority specified: 1050. Priority cannot be higher than required, which is 1000.")
        XCTAssertEqual(message("[a(10@0)]"), "Invalid priority specified: 0. Priority must be greater than 0.")
        XCTAssertEqual(message("Vx[a]"), "Expected ':' after 'V' to specify vertical arrangement.")
        XCTAssertEqual(message("[a(=1)]"), "'=' is not a relation; relations are ==, <= and >=.")
        XCTAssertEqual(message(""), "The format string is empty.")
    }

    func testEveryReasonHasAMessageAndASuggestion() {
        let reasons: [VisualFormatError.Reason] = [
            .emptyFormat, .expectedOrientationColon("H"), .expectedView, .invalidViewName(""),
            .invalidViewName("1a"), .unknownView("x"), .unknownMetric("m"), .unknownMetricOrView("w"),
            .viewInConnection("b"), .missingClosingBracket, .missingClosingParenthesis, .expectedPredicate,
            .invalidNumber("1e400"), .invalidRelation("="), .expectedPriority, .invalidPriority(1001),
            .invalidPriority(0.5), .expectedSpacing,
            .missingConnectionEnd, .misplacedSuperview, .unexpectedCharacter("x"),
            .alignmentAcrossOrientation(orientation: "H", options: .alignAllLeading),
            .alignmentAcrossOrientation(orientation: "V", options: .alignAllTop), .conflictingDirections,
            .unknownOptions(FormatOptions(rawValue: 1 << 7)),
        ]
        for reason in reasons {
            let error = VisualFormatError(reason: reason, column: 1, format: "[a]")
            XCTAssertFalse(error.message.isEmpty, "\(reason)")
            XCTAssertFalse(error.suggestion.isEmpty, "\(reason)")
            XCTAssertTrue(error.description.hasPrefix("Unable to parse constraint format: "), "\(reason)")
        }
    }
}
