import NibRuntime
import XCTest

final class CellRegistrationsTests: XCTestCase {
    private final class BadgeCell {}
    private final class NoteCell {}

    func testDequeuingByClassUsesTheIdentifierTheClassWasRegisteredUnder() {
        var registrations = CellRegistrations()
        XCTAssertEqual(registrations.register(BadgeCell.self, reuseIdentifier: "badge"), "badge")
        XCTAssertEqual(registrations.register(NoteCell.self), "NoteCell")
        XCTAssertEqual(registrations.identifier(for: BadgeCell.self), "badge")
        XCTAssertEqual(registrations.identifier(for: NoteCell.self), "NoteCell")
        XCTAssertEqual(registrations.identifier(for: BadgeCell.self, reuseIdentifier: "other"), "other")
        XCTAssertEqual(registrations.register(BadgeCell.self, reuseIdentifier: "badge2"), "badge2")
        XCTAssertEqual(registrations.identifier(for: BadgeCell.self), "badge2", "the latest registration")
    }

    func testOnlyAMissingNibMakesACellFromCode() throws {
        XCTAssertEqual(try CellRegistrations.source {}, .nib)
        XCTAssertEqual(
            try CellRegistrations.source { throw NibLoadingError.nibNotFound(name: "NoteCell", searched: []) }, .code)
        let broken = NibLoadingError.undecodable(nib: "NoteCell.xib", diagnostics: ["line 3: not XML"])
        XCTAssertThrowsError(try CellRegistrations.source { throw broken }) { error in
            XCTAssertEqual(error as? NibLoadingError, broken, "a broken nib is not hidden behind a cell from code")
        }
    }
}
