import Foundation
import NibFiles
import XCTest

final class StandardPathTests: XCTestCase {
    func testWritesEachPathAsFoundationStandardizesIt() {
        let cwd = FileManager.default.currentDirectoryPath
        let paths = [
            "/p/App/./V.xib", "/p/x/../App/V.xib", "/p//App///V.xib", "/p/App/", "/", "/..", "/a/b/../../..",
            "App/V.xib", "./App/V.xib", "../App/V.xib", ".", "/p/App/.hidden/V.xib", "/p/A pp/ü.xib",
        ]
        for path in paths {
            XCTAssertEqual(StandardPath.of(path), URL(fileURLWithPath: path).standardizedFileURL.path, path)
        }
        XCTAssertEqual(StandardPath.of("App/V.xib"), (cwd == "/" ? "" : cwd) + "/App/V.xib")
    }
}
