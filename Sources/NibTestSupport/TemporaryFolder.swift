import Foundation
import XCTest

extension XCTestCase {
    /// A new, empty folder in the temporary directory, named `prefix-UUID`, removed with everything in it when the
    /// test ends.
    public func temporaryFolder(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}
