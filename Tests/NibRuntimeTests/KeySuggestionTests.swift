import NibRuntime
import XCTest

final class KeySuggestionTests: XCTestCase {
    func testSuggestsCloseKeysOnly() {
        XCTAssertEqual(KeySuggestion.closest(to: "captionLabel", in: ["captionLabl", "imageView"]), "captionLabl")
        XCTAssertEqual(KeySuggestion.closest(to: "ImageView", in: ["captionLabel", "imageView"]), "imageView")
        XCTAssertNil(KeySuggestion.closest(to: "delegate", in: ["captionLabel", "imageView"]))
        XCTAssertEqual(KeySuggestion.editDistance("kitten", "sitting"), 3)
    }

    func testSwappedNeighboursAreOneEdit() {
        XCTAssertEqual(KeySuggestion.editDistance("Stra", "Star"), 1)
        XCTAssertEqual(KeySuggestion.editDistance("abc", "ca"), 3, "a swap counts once, not across other edits")
        XCTAssertEqual(KeySuggestion.closest(to: "nmaeLabel", in: ["nameLabel", "imageView"]), "nameLabel")
    }

    func testEquallyCloseCandidatesGiveTheSameSuggestionInAnyOrder() {
        // Both 3 edits from the key: the one of the key's length wins, whatever order the candidates come in.
        let candidates = ["NewImageUITableViewCell", "FrameUITableViewCell"]
        for order in [candidates, candidates.reversed()] {
            XCTAssertEqual(KeySuggestion.closest(to: "ImageUITableViewCell", in: order), "FrameUITableViewCell")
        }
        for order in [["titleLabelB", "titleLabelA"], ["titleLabelA", "titleLabelB"]] {
            XCTAssertEqual(KeySuggestion.closest(to: "titleLabel", in: order), "titleLabelA")
        }
    }
}
