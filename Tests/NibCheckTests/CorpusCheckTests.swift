import Foundation
import NibCheck
import XCTest

/// `nib check` on the corpus apps, which ship and work: every error it reports must be one of the real bugs named
/// here, with the evidence; anything else is a false alarm.
final class CorpusCheckTests: XCTestCase {
    /// The real errors: (document path inside the corpus, rule, why it is real).
    private let realErrors: [(file: String, rule: String, evidence: String)] = [
        (
            "IBDecodable__IBDecodable/Tests/Resources/StoryboardHostingController.storyboard", "unknown-class",
            "a test fixture from another app: its HostingController is not in the repository"
        )
    ]

    /// Documents left over after their File's Owner class was removed: nothing loads them and File's Owner's class is
    /// never looked up, so they cannot crash; each is a note naming the missing class.
    private let staleOwners: [(file: String, className: String)] = [
        ("Ranchero-Software__NetNewsWire/Mac/Base.lproj/AddFeedFromListSheet.xib", "AddFeedFromListWindowController"),
        ("danielgindi__Charts/ChartsDemo-iOS/XIBs/Demos/RealmDemosViewController.xib", "RealmDemosViewController"),
    ]

    func testTheCorpusAppsReportOnlyTheirRealErrors() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the real-file corpus (set it to ../shared/corpus)")
        }
        let apps = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.contains("__") }.sorted()
        var errors: [(file: String, rule: String, message: String)] = []
        var documents = 0
        var warnings = 0
        var notes: [(file: String, subject: String)] = []
        for app in apps {
            let root = "\(corpus)/\(app)"
            let checker = try ProjectChecker(paths: [root], sourceRoots: [root])
            documents += checker.documents.count
            for finding in checker.check() {
                if finding.severity == .error {
                    errors.append((String(finding.file.dropFirst(corpus.count + 1)), finding.rule, finding.message))
                } else if finding.severity == .warning {
                    warnings += 1
                } else {
                    notes.append((String(finding.file.dropFirst(corpus.count + 1)), finding.subject))
                }
            }
        }
        print("nib check on the corpus apps: \(documents) documents, \(errors.count) errors, \(warnings) warnings")
        XCTAssertGreaterThan(documents, 140)
        for error in errors where !realErrors.contains(where: { $0.file == error.file && $0.rule == error.rule }) {
            XCTFail("a false alarm in \(error.file) [\(error.rule)]: \(error.message)")
        }
        for real in realErrors where !errors.contains(where: { $0.file == real.file && $0.rule == real.rule }) {
            XCTFail("the real error in \(real.file) [\(real.rule)] is no longer reported: \(real.evidence)")
        }
        for stale in staleOwners where !notes.contains(where: { $0 == (stale.file, stale.className) }) {
            XCTFail("the stale File's Owner \(stale.className) in \(stale.file) is no longer a note")
        }
    }
}
