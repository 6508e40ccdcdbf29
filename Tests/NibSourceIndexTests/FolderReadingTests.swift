import Foundation
import NibSourceIndex
import NibTestSupport
import XCTest

/// What a folder's reading takes in: build and dependency folders left out of the project, a dependency's Swift read
/// only where it can declare a class the Objective-C runtime sees, and a question about a few classes read from the
/// files that declare them and what they inherit.
final class FolderReadingTests: XCTestCase {
    private func folder(_ files: [String: String]) throws -> String {
        let root = try temporaryFolder("nib-folder-reading")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    func testBuildAndDependencyFoldersAreNotTheProjects() throws {
        let root = try folder([
            "App/CardView.swift": "import UIKit\nclass CardView: UIView {}\n",
            "Pods/Kingfisher/ImageView.swift": "import UIKit\nclass KFImageView: UIImageView {}\n",
            "Carthage/Checkouts/Charts/Chart.swift": "import UIKit\nclass ChartView: UIView {}\n",
            "build/Debug-iphoneos/App.swiftmodule/Stub.swift": "import UIKit\nclass Built: UIView {}\n",
            "DerivedData/App/Stub.swift": "import UIKit\nclass Derived: UIView {}\n",
            // A folder of sources that happens to be called `build` is the project's.
            "Tools/build/Builder.swift": "import UIKit\nclass Builder: UIView {}\n",
        ])
        let index = SourceIndex(scanningDirectory: root)
        XCTAssertEqual(index.classes.keys.sorted(), ["Builder", "CardView"])
        let skipping = SourceIndex(scanningDirectory: root) { $0.hasSuffix("/Tools") }
        XCTAssertEqual(skipping.classes.keys.sorted(), ["CardView"])
    }

    func testADependencysSwiftIsReadWhereItCanDeclareAnObjectiveCClass() throws {
        let root = try folder([
            "UI/Badge.swift": "import UIKit\nopen class BadgeView: UIView {}\n",
            "Model/Token.swift": "import Foundation\nfinal class Token: NSObject {}\n",
            "Parser/Lexer.swift": "public final class Lexer { public init() {} }\n",
            "Objc/Legacy.h": "@interface Legacy : NSObject\n@end\n",
        ])
        let dependency = SourceIndex(scanningDirectory: root, reading: .dependency)
        XCTAssertEqual(dependency.classes.keys.sorted(), ["BadgeView", "Legacy", "Token"])
        XCTAssertEqual(dependency.files.count, 3, "the parser's file is not read")
        XCTAssertEqual(SourceIndex(scanningDirectory: root).classes.count, 4, "a project's own are all read")
    }

    func testAQuestionAboutAClassReadsItsFilesAndWhatItInherits() throws {
        let root = try folder([
            "Caption.swift":
                "import UIKit\nclass CaptionView: BaseView { @IBInspectable var caption: String = \"\" }\n",
            "Base.swift": "import UIKit\nclass BaseView: UIView, Styled { @objc var tint2: UIColor? }\n",
            "Styled.swift": "import UIKit\n@objc protocol Styled {}\nextension Styled { }\n",
            "Other.swift": "import UIKit\nclass Unrelated: UIView { var caption: String = \"\" }\n",
        ])
        let index = SourceIndex(scanningDirectory: root, reading: .declaring(["CaptionView"]))
        XCTAssertEqual(index.classes.keys.sorted(), ["BaseView", "CaptionView", "Styled"])
        XCTAssertEqual(
            index.files.map { ($0 as NSString).lastPathComponent }.sorted(),
            [
                "Base.swift", "Caption.swift", "Styled.swift",
            ])
    }
}
