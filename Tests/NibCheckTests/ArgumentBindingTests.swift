import Foundation
import NibCheck
import NibTestSupport
import XCTest

/// Names a project's own helpers take as parameters (issue 61): each call of a helper names what it passes, at the
/// call.
final class ArgumentBindingTests: XCTestCase {
    /// An Info.plist that names no document: only what code names loads.
    private let plist = CheckFixtures.plist

    /// A storyboard whose scene `Login` (class Login) connects an outlet `nameField`.
    private let storyboard = CheckFixtures.storyboard(controller: "Login", identifier: "Login", outlet: "nameField")

    /// A nib of one table cell `CardCell` (class CardCell) that connects an outlet `title`.
    private let cellNib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="CardCell" id="cell1" customClass="CardCell" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell1" id="cv1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Title" id="l1">
                                <rect key="frame" x="16" y="11" width="100" height="21"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="title" destination="l1" id="c2"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    /// stepik-ios's helper (sixth set): an argument label that is not the parameter's name, and a default value.
    private let helper = """
        import UIKit
        enum ControllerHelper {
            static func instantiateViewController(identifier id: String, storyboardName: String = "Main")
                -> UIViewController
            {
                let storyboard = UIStoryboard(name: storyboardName, bundle: nil)
                return storyboard.instantiateViewController(withIdentifier: id)
            }
        }
        """

    private func login(property: String, calls: String) -> String {
        """
        import UIKit
        final class Login: UIViewController {
            @IBOutlet var \(property): UIView!
            func open() {
        \(calls)
            }
        }
        """
    }

    func testAStoryboardAHelperOpensByItsParameterLoads() throws {
        let calls = #"_ = ControllerHelper.instantiateViewController(identifier: "Login", storyboardName: "Auth")"#
        let found = try check([
            "Info.plist": plist, "Helper.swift": helper, "Auth.storyboard": storyboard,
            "Login.swift": login(property: "nameFieldRenamed", calls: calls),
        ])
        // The broken outlet is an error, loaded by the call, not a warning about a document nothing loads.
        XCTAssertEqual(found.map { "\($0.rule) \($0.severity)" }, ["outlet-key error"])
        XCTAssertTrue(
            found.first?.message.contains(
                "Login.swift:5, passed to ControllerHelper.instantiateViewController(identifier:storyboardName:))")
                ?? false,
            found.first?.message ?? "")
    }

    func testANameAHelperCallPassesThatNoDocumentHasIsMissingAtTheCall() throws {
        let calls = """
                    _ = ControllerHelper.instantiateViewController(identifier: "Login", storyboardName: "Auht")
                    _ = ControllerHelper.instantiateViewController(identifier: "Settings")
            """
        let found = try check([
            "Info.plist": plist, "Helper.swift": helper, "Auth.storyboard": storyboard,
            "Login.swift": login(property: "nameField", calls: calls),
        ])
        XCTAssertEqual(
            found.map { "\($0.rule) \($0.subject) \($0.file):\($0.line)" }.sorted(),
            [
                // The parameter's default, for the call that leaves it out.
                "missing-storyboard Main Login.swift:6",
                "missing-storyboard Auht Login.swift:5",
                "missing-view-controller-identifier Settings Login.swift:6",
            ].sorted())
    }

    func testAHelperThatPassesItsParameterOnIsFollowed() throws {
        let wrapper = """
            import UIKit
            extension UIViewController {
                func push(scene: String, from storyboard: String) {
                    show(ControllerHelper.instantiateViewController(identifier: scene, storyboardName: storyboard), sender: nil)
                }
            }
            """
        let found = try check([
            "Info.plist": plist, "Helper.swift": helper, "Wrapper.swift": wrapper, "Auth.storyboard": storyboard,
            "Login.swift": login(property: "nameFieldRenamed", calls: #"push(scene: "Login", from: "Auth")"#),
        ])
        XCTAssertEqual(found.map { "\($0.rule) \($0.severity)" }, ["outlet-key error"])
    }

    /// The common generic registration: the nib named after the type a call passes, the reuse identifier a protocol
    /// extension's getter gives as the class's own name.
    private let registration = """
        import UIKit
        protocol ReusableView: AnyObject {}
        extension ReusableView where Self: UIView {
            static var defaultReuseIdentifier: String { String(describing: self) }
        }
        extension UITableViewCell: ReusableView {}
        extension UITableView {
            func registerNib<T: UITableViewCell>(_: T.Type) {
                register(UINib(nibName: String(describing: T.self), bundle: nil), forCellReuseIdentifier: T.defaultReuseIdentifier)
            }
        }
        """

    private func cards(property: String, dequeuing identifier: String) -> String {
        """
        import UIKit
        final class CardCell: UITableViewCell { @IBOutlet var \(property): UILabel! }
        final class Cards: NSObject, UITableViewDataSource {
            func attach(to tableView: UITableView) {
                tableView.registerNib(CardCell.self)
            }
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 1 }
            func tableView(_ t: UITableView, cellForRowAt p: IndexPath) -> UITableViewCell {
                t.dequeueReusableCell(withIdentifier: "\(identifier)", for: p)
            }
        }
        """
    }

    func testANibAGenericHelperRegistersForTheTypeItIsGivenLoads() throws {
        let found = try check([
            "Info.plist": plist, "Registration.swift": registration, "CardCell.xib": cellNib,
            "Cards.swift": cards(property: "titleRenamed", dequeuing: "CardCell"),
        ])
        XCTAssertEqual(found.map { "\($0.rule) \($0.severity)" }, ["outlet-key error"])
        XCTAssertTrue(
            found.first?.message.contains("Cards.swift:5, passed to UITableView.registerNib(_:))") ?? false,
            found.first?.message ?? "")
        // The registration gives the identifier `CardCell`: a dequeue of another one is missing.
        let misspelt = try check([
            "Info.plist": plist, "Registration.swift": registration, "CardCell.xib": cellNib,
            "Cards.swift": cards(property: "title", dequeuing: "CradCell"),
        ])
        XCTAssertEqual(misspelt.map { "\($0.rule) \($0.subject)" }, ["missing-reuse-identifier CradCell"])
    }

    func testACallOnAnObjectOfAnotherTypeIsNotTheHelpers() throws {
        // eurofurence (seventh set's tuning half): a router's own `register(_:)`, called on itself, is not
        // UICollectionView's helper of the same name.
        let source = """
            import UIKit
            extension UICollectionView {
                func register<T: UICollectionViewCell>(_ cellType: T.Type) {
                    register(UINib(nibName: String(describing: T.self), bundle: nil), forCellWithReuseIdentifier: "x")
                }
            }
            class Router {
                func register<T>(_ routeable: T.Type) {}
                func registerRouteables() { register(URLRouteable.self) }
            }
            struct URLRouteable {}
            """
        XCTAssertEqual(try check(["Info.plist": plist, "Router.swift": source]).map(\.rule), [])
    }

    func testACellAHelperRegistersByAClassParameterIsRegistered() throws {
        // alfa.cash and Recipe-Search (seventh set's validation half): a class passed as `AnyClass`, and a generic
        // parameter spelt in lower case, each named by `String(describing:)`.
        for helper in [
            "func registerNib(cellClass: AnyClass) {\n"
                + "register(UINib(nibName: String(describing: cellClass), bundle: Bundle(for: cellClass)), "
                + "forCellReuseIdentifier: String(describing: cellClass)) }",
            "func registerNib<cell: UITableViewCell>(cellClass: cell.Type) {\n"
                + "register(UINib(nibName: String(describing: cell.self), bundle: nil), "
                + "forCellReuseIdentifier: String(describing: cell.self)) }",
        ] {
            let source = """
                import UIKit
                extension UITableView { \(helper) }
                final class CardCell: UITableViewCell { @IBOutlet var titleRenamed: UILabel! }
                final class Cards: NSObject, UITableViewDataSource {
                    func attach(to tableView: UITableView) { tableView.registerNib(cellClass: CardCell.self) }
                    func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 1 }
                    func tableView(_ t: UITableView, cellForRowAt p: IndexPath) -> UITableViewCell {
                        t.dequeueReusableCell(withIdentifier: String(describing: CardCell.self), for: p)
                    }
                }
                """
            let found = try check(["Info.plist": plist, "Cards.swift": source, "CardCell.xib": cellNib])
            // The dequeue finds the registration, and the nib loads: its broken outlet is an error.
            XCTAssertEqual(found.map { "\($0.rule) \($0.severity)" }, ["outlet-key error"], helper)
        }
    }
}
