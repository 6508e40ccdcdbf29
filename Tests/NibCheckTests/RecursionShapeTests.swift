import Foundation
import NibCheck
import NibTestSupport
import XCTest

/// The seeds' trap in the shapes it takes in real code: a view whose nib holds a view of its own class, loaded while
/// a view of that class is decoded, whatever the loading code is called or where it lives; each with its correct
/// twin, which must pass.
final class RecursionShapeTests: XCTestCase {
    /// A nib whose File's Owner is `owner` (none for "") and whose top-level view has the class `top` ("" for UIView).
    private func nib(owner: String, top: String) -> String {
        let ownerClass =
            owner.isEmpty ? "" : #" customClass="\#(owner)" customModule="App" customModuleProvider="target""#
        let topClass = top.isEmpty ? "" : #" customClass="\#(top)" customModule="App" customModuleProvider="target""#
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"\(ownerClass)/>
                    <view contentMode="scaleToFill" id="top"\(topClass)>
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </view>
                </objects>
            </document>
            """
    }

    /// The recursion findings of a project.
    private func recursion(_ files: [String: String]) throws -> [CheckFinding] {
        try check(files).filter { $0.rule == "recursive-nib" }
    }

    /// The trap (the nib's top-level view is a `CardView`) and its twin (File's Owner is, the view is plain): the
    /// first must be found, with `path` in its message, and the second must pass.
    private func assertTrap(
        source: String, named name: String = "CardView.swift", nibName: String = "CardView", path: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let found = try recursion([name: source, "\(nibName).xib": nib(owner: "", top: "CardView")])
        XCTAssertEqual(found.map(\.objectID), ["top"], "the trap is found", file: file, line: line)
        XCTAssertEqual(found.first?.severity, .error, file: file, line: line)
        let message = found.first?.message ?? ""
        XCTAssertTrue(message.contains(path), "'\(path)' not in: \(message)", file: file, line: line)
        XCTAssertEqual(
            try recursion([name: source, "\(nibName).xib": nib(owner: "CardView", top: "")]), [],
            "the twin passes", file: file, line: line)
    }

    func testAHelperCalledFromInitCoderThatIsNotNamedLikeOne() throws {
        try assertTrap(
            source: """
                import UIKit
                class CardView: UIView {
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        load()
                    }
                    private func load() {
                        Bundle.main.loadNibNamed("CardView", owner: self, options: nil)
                    }
                }
                """, path: "init(coder:) → load() (")
    }

    func testAUIViewExtensionThatNamesTheNibAfterTheType() throws {
        try assertTrap(
            source: """
                import UIKit
                extension UIView {
                    func loadFromNib() {
                        let name = String(describing: type(of: self))
                        let view = Bundle.main.loadNibNamed(name, owner: self, options: nil)?.first as! UIView
                        addSubview(view)
                    }
                }
                class CardView: UIView {
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        loadFromNib()
                    }
                }
                """, path: "init(coder:) → loadFromNib()")
    }

    func testAwakeFromNibThroughUINib() throws {
        try assertTrap(
            source: """
                import UIKit
                class CardView: UIView {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        let nib = UINib(nibName: "CardView", bundle: nil)
                        let content = nib.instantiate(withOwner: self, options: nil)[0] as! UIView
                        addSubview(content)
                    }
                }
                """, path: "awakeFromNib()")
    }

    func testObjectiveCThroughCommonInit() throws {
        try assertTrap(
            source: """
                @implementation CardView
                - (instancetype)initWithCoder:(NSCoder *)coder {
                    if (self = [super initWithCoder:coder]) { [self commonInit]; }
                    return self;
                }
                - (void)commonInit {
                    UIView *content = [[NSBundle mainBundle] loadNibNamed:NSStringFromClass([self class]) owner:self options:nil].firstObject;
                    [self addSubview:content];
                }
                @end
                """, named: "CardView.m", path: "initWithCoder: → commonInit")
    }

    func testABaseClassWhoseInitializerLoadsEachSubclasssNib() throws {
        try assertTrap(
            source: """
                import UIKit
                class NibLoadingView: UIView {
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        setupContent()
                    }
                    func setupContent() {
                        let name = String(describing: type(of: self))
                        UINib(nibName: name, bundle: Bundle(for: type(of: self))).instantiate(withOwner: self)
                    }
                }
                class CardView: NibLoadingView {}
                """, path: "init(coder:) → setupContent()")
    }

    func testANibNameAConstantGives() throws {
        try assertTrap(
            source: """
                import UIKit
                class CardView: UIView {
                    static let nibName = "Card"
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        Bundle.main.loadNibNamed(Self.nibName, owner: self, options: nil)
                    }
                }
                """, nibName: "Card", path: "init(coder:)")
    }

    func testNibKitsNibViewAndReusablesNibOwnerLoadable() throws {
        try assertTrap(
            source: "import NibKit\nfinal class CardView: NibView {}\n", path: "NibKit's NibView.init(coder:)")
        try assertTrap(
            source: """
                import Reusable
                final class CardView: UIView, NibOwnerLoadable {
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        loadNibContent()
                    }
                }
                """, path: "init(coder:) → loadNibContent() (Reusable's NibOwnerLoadable.loadNibContent())")
        // A NibView subclass that names another nib loads that one.
        try assertTrap(
            source: """
                import NibKit
                final class CardView: NibView { override class var nibName: String { "Card" } }
                """,
            nibName: "Card", path: "NibKit's NibView.init(coder:)")
    }

    /// A top-level custom class made by a class method with no owner is the other correct pattern: nothing loads
    /// while a view is decoded.
    func testATopLevelCustomClassMadeWithoutAnOwnerPasses() throws {
        let source = """
            import UIKit
            class CardView: UIView {
                static func make() -> CardView {
                    UINib(nibName: "CardView", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! CardView
                }
                override func awakeFromNib() {
                    super.awakeFromNib()
                    layer.cornerRadius = 8
                }
            }
            """
        XCTAssertEqual(try recursion(["CardView.swift": source, "CardView.xib": nib(owner: "", top: "CardView")]), [])
        // Loading in init(frame:) only: a view decoded from the nib never runs it.
        let fromCode = """
            import UIKit
            class CardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    Bundle.main.loadNibNamed("CardView", owner: self, options: nil)
                }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """
        XCTAssertEqual(
            try recursion(["CardView.swift": fromCode, "CardView.xib": nib(owner: "", top: "CardView")]), [])
    }

    /// A Swift class the nib names without a module is not found at run time: its top-level view is made as a plain
    /// `UIView`, which loads nothing, so there is no recursion; the document is told to name the module. An
    /// `@objc(CardView)` class is found by its bare name, and recurses.
    func testASwiftClassNamedWithoutItsModuleIsNotMade() throws {
        func source(_ attribute: String) -> String {
            """
            import UIKit
            \(attribute)class CardView: UIView {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    Bundle.main.loadNibNamed("CardView", owner: self, options: nil)
                }
            }
            """
        }
        let bare = nib(owner: "CardView", top: "").replacingOccurrences(
            of: #"<view contentMode="scaleToFill" id="top">"#,
            with: #"<view contentMode="scaleToFill" id="top" customClass="CardView">"#)
        let found = try check(["CardView.swift": source(""), "CardView.xib": bare])
        XCTAssertEqual(found.map(\.rule), ["class-fallback"])
        XCTAssertTrue(found.first?.message.contains("names no module") == true, found.first?.message ?? "")
        XCTAssertEqual(
            try recursion(["CardView.swift": source("@objc(CardView) "), "CardView.xib": bare]).map(\.objectID), ["top"]
        )
    }
}
