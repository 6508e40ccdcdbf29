import NibSourceIndex
import XCTest

final class SwiftSourceScannerTests: XCTestCase {
    private func index(_ files: [String: String]) -> SourceIndex {
        var index = SourceIndex()
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            index.add(Array(text.utf8), file: name, language: .swift)
        }
        return index
    }

    func testOutletsActionsAndTheirSelectors() throws {
        let index = index([
            "ProfileView.swift": """
            import UIKit

            @IBDesignable
            final class ProfileView: UIView, UITextFieldDelegate {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet private var avatar: UIImageView?
                @IBOutlet var badges: [UIImageView]!
                @IBOutlet
                var contentView: UIView!
                @IBInspectable var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }
                var plain = 0
                @objc var exposed = ""
                @objc dynamic var observed = 1
                static var shared: ProfileView?
                var computed: Int { plain + 1 }

                @IBAction func tap() {}
                @IBAction func tapped(_ sender: Any) {}
                @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
                @IBAction func show(item: Any) {}
                @objc(refreshWithSender:) func refresh(_ sender: Any?) {}
                func helper(_ value: Int) -> Int { value }
            }
            """
        ])
        let view = try XCTUnwrap(index.classes["ProfileView"])
        XCTAssertEqual(view.superclass, "UIView")
        XCTAssertEqual(view.conformances, ["UITextFieldDelegate"])
        XCTAssertEqual(view.location?.line, 4)
        XCTAssertEqual(view.outlets.map(\.name), ["nameLabel", "avatar", "badges", "contentView"])
        XCTAssertEqual(view.outlets.map(\.isOutletCollection), [false, false, true, false])
        XCTAssertEqual(view.outlets.first?.type, "UILabel!")
        XCTAssertTrue(view.outlets[0].isWeak)
        XCTAssertTrue(view.outlets[1].isPrivate, "private outlets are still outlets")
        XCTAssertEqual(view.properties.first { $0.name == "cornerRadius" }?.isInspectable, true)
        let exposed = Set(view.properties.filter(\.isObjCExposed).map(\.name))
        XCTAssertEqual(
            exposed, ["nameLabel", "avatar", "badges", "contentView", "cornerRadius", "exposed", "observed"])
        XCTAssertTrue(
            view.declarations(settingKey: "plain").isEmpty, "a plain Swift var is not key-value coding compliant")
        XCTAssertTrue(view.declarations(settingKey: "shared").isEmpty, "static")
        XCTAssertEqual(
            view.actions.map(\.selector), ["tap", "tapped:", "tapped:forEvent:", "showWithItem:"])
        XCTAssertEqual(view.actions.map(\.name), ["tap()", "tapped(_:)", "tapped(_:forEvent:)", "show(item:)"])
        let refresh = try XCTUnwrap(view.methods.first { $0.name == "refresh(_:)" })
        XCTAssertEqual(refresh.selector, "refreshWithSender:")
        XCTAssertTrue(refresh.isObjCExposed)
        XCTAssertFalse(try XCTUnwrap(view.methods.first { $0.name == "helper(_:)" }).isObjCExposed)
    }

    func testExtensionsInOtherFilesObjCNamesNestingAndConditionalCompilation() throws {
        let index = index([
            "A.swift": """
            @objc(MYBadgeView) @objcMembers
            class BadgeView: UIControl {
                var count = 0
                final class Dot: UIView { @IBOutlet var fill: UIView! }
                struct Style { var color = 0 }
                #if os(iOS)
                @IBOutlet var iOSOnly: UILabel!
                #else
                @IBOutlet var macOnly: NSTextField!
                #endif
            }
            class Box<Content>: UIView { @IBOutlet var content: UIView! }
            """,
            "B.swift": """
            extension BadgeView {
                @IBAction func clear(_ sender: Any) {}
            }
            @objc extension UIView {
                var borderWidth: CGFloat { get { 0 } set {} }
            }
            """,
        ])
        let badge = try XCTUnwrap(index.classes["BadgeView"])
        XCTAssertEqual(badge.objCName, "MYBadgeView")
        XCTAssertTrue(badge.hasObjCMembers)
        XCTAssertEqual(badge.declarations(settingKey: "count").count, 1, "@objcMembers exposes plain vars")
        XCTAssertEqual(Set(badge.outlets.map(\.name)), ["iOSOnly", "macOnly"], "every #if branch counts")
        XCTAssertEqual(badge.actions.map(\.selector), ["clear:"], "merged from the other file")
        XCTAssertEqual(try XCTUnwrap(index.classes["BadgeView.Dot"]).outlets.map(\.name), ["fill"])
        XCTAssertNil(index.classes["BadgeView.Style"], "structs are not classes")
        XCTAssertEqual(index.sourceClass(named: "MYBadgeView")?.name, "BadgeView")
        XCTAssertEqual(index.sourceClass(named: "MyApp.BadgeView")?.name, "BadgeView")
        XCTAssertEqual(try XCTUnwrap(index.classes["Box"]).superclass, "UIView")
        let view = try XCTUnwrap(index.classes["UIView"])
        XCTAssertFalse(view.isDeclared, "only extended here")
        XCTAssertEqual(view.declarations(settingKey: "borderWidth").count, 1, "@objc extension members are exposed")
    }

    func testACompositionsFirstTypeIsTheSuperclass() throws {
        // woocommerce (seventh set's validation half): `UITableViewCell & SearchResultCell` is not one class's name.
        let index = index(["Cell.swift": "class OrderCell: UITableViewCell & SearchResultCell, Themed {}"])
        let cell = try XCTUnwrap(index.classes["OrderCell"])
        XCTAssertEqual(cell.superclass, "UITableViewCell")
        XCTAssertEqual(cell.conformances, ["SearchResultCell", "Themed"])
    }

    func testNibKitsHeadlessOutletsInspectablesAndRegisteredActionsCount() throws {
        let index = index([
            "GreetingView.swift": """
            import NibKit
            final class GreetingView: NibView {
                @Outlet var nameLabel: Label?
                @Inspectable var greeting: String = ""
                var plain: Label?
                func greet(_ sender: Button) {}
                override class func registerActions(_ actions: inout ActionTable.Entries) {
                    super.registerActions(&actions)
                    actions.add("greet:", GreetingView.greet)
                    actions["wave:"] = { _, _ in }
                    let note = "not:a:selector"
                    print(note)
                }
            }
            """
        ])
        let view = try XCTUnwrap(index.classes["GreetingView"])
        XCTAssertEqual(view.outlets.map(\.name), ["nameLabel"])
        XCTAssertEqual(view.properties.filter(\.isInspectable).map(\.name), ["greeting"])
        XCTAssertEqual(view.declarations(settingKey: "plain"), [], "a plain property is not connected")
        XCTAssertEqual(view.actions.map(\.selector), ["greet:", "wave:"])
    }

    func testSyntaxErrorsAreReportedAndTheRestIsRead() throws {
        let index = index([
            "Broken.swift": """
            class Good: UIView { @IBOutlet var a: UIView! }
            class Broken: UIView { @IBOutlet var b: UIView! func ( }
            class After: UIView { @IBOutlet var c: UIView! }
            """
        ])
        XCTAssertEqual(index.classes["Good"]?.outlets.map(\.name), ["a"])
        XCTAssertEqual(index.classes["After"]?.outlets.map(\.name), ["c"])
        let diagnostic = try XCTUnwrap(index.diagnostics.first)
        XCTAssertEqual(diagnostic.file, "Broken.swift")
        XCTAssertEqual(diagnostic.line, 2)
        XCTAssertTrue(diagnostic.message.contains("syntax error"), diagnostic.message)
    }

    /// Closures nested 30 deep (a completion handler inside a dispatch inside a switch…, as real view controllers
    /// have) parse as the compiler parses them in every build: a debug parser's own limit (20) would report a syntax
    /// error there and lose the actions declared after it.
    func testDeeplyNestedClosuresDoNotHideTheDeclarationsAfterThem() throws {
        let depth = 30
        let open = (0..<depth).map { String(repeating: "    ", count: $0 + 2) + "run {\n" }.joined()
        let close = (0..<depth).reversed().map { String(repeating: "    ", count: $0 + 2) + "}\n" }.joined()
        let index = index([
            "ChatsList.swift": """
            import UIKit
            final class ChatsList: UIViewController {
                func run(_ body: () -> Void) { body() }
                func load() {
            \(open)            print("deep")
            \(close)    }
                @IBAction func addButtonClicked(_ sender: UIBarButtonItem) {}
            }
            """
        ])
        XCTAssertEqual(index.diagnostics.map(\.message), [])
        XCTAssertEqual(index.classes["ChatsList"]?.actions.map(\.selector), ["addButtonClicked:"])
    }
}
