import NibKit
import XCTest

/// What an app gets from `import NibKit` on Linux: the headless face, its views found by class name as UIKit finds
/// them, typed actions, and failures that are thrown or reported instead of traps.
final class AppViewTests: XCTestCase {
    override func setUp() {
        _ = AppNibs.warnings.take()
    }

    func testAViewFromCodeLoadsItsNibAndFiresItsActions() throws {
        let view = try NibFailure.throwing { GreetingView() }
        XCTAssertEqual(view.frame.size, Size(width: 240, height: 80), "adopts the nib's design size")
        XCTAssertEqual(view.nameLabel?.text, "Nobody")
        let buttons = view.subviews.compactMap { $0 as? Button }
        XCTAssertEqual(buttons.count, 2)
        XCTAssertEqual(buttons[0].sendActions(), [], "greet: is handled")
        XCTAssertEqual(view.greetings, 1)
        XCTAssertEqual(view.nameLabel?.text, "Hello")
        XCTAssertEqual(buttons[1].sendActions(), [], "reset is handled")
        XCTAssertNil(view.nameLabel?.text)
        XCTAssertEqual(AppNibs.warnings.take(), [])
    }

    /// HostView.xib names `GreetingView` in module `NibKitTests`; nothing registers it.
    func testAnEmbeddedViewIsFoundByClassAndModuleWithoutRegistering() throws {
        let host = try NibFailure.throwing { HostView() }
        let greeting = try XCTUnwrap(host.greeting, "the outlet is connected to a GreetingView")
        XCTAssertEqual(greeting.loadedNibName, "GreetingView", "its own nib is loaded")
        XCTAssertEqual(greeting.nameLabel?.text, "Nobody")
        XCTAssertEqual(AppNibs.warnings.take(), [])
    }

    /// `customModuleProvider="target"`: the module is the one that builds the nib, whatever Interface Builder stored.
    func testTheTargetsModuleWinsOverAStaleStoredModule() throws {
        let host = try HostView(frame: .zero, nibName: "MovedHostView")
        XCTAssertNotNil(host.greeting?.nameLabel)
    }

    func testAnOutletToAnUnknownClassBlamesTheClassNotTheOutletType() throws {
        XCTAssertThrowsError(try HostView(frame: .zero, nibName: "TypoHostView")) { error in
            guard
                case .outletToUnknownClass(let nib, let line, _, let key, let unknown, let createdAs)? =
                    error as? NibLoadingError
            else { return XCTFail("\(error)") }
            XCTAssertTrue(nib.hasSuffix("/TypoHostView.xib"), nib)
            XCTAssertEqual(line, 5, "the outlet's connection")
            XCTAssertEqual([key, unknown, createdAs], ["greeting", "GretingView", "View"])
            let message = "\(error)"
            XCTAssertTrue(message.contains("GretingView, which was not found"), message)
            XCTAssertFalse(message.contains("expects"), "not a type mismatch: \(message)")
        }
    }

    func testAnUnknownClassAndAnUnhandledActionAreWarningsThatLocateAndSayWhatToDo() throws {
        let view = try NibFailure.throwing { SloppyView() }
        XCTAssertEqual(view.loadedNibName, "SloppyView")
        let warnings = AppNibs.warnings.take()
        XCTAssertEqual(warnings.count, 2, "\(warnings)")
        let path = AppNibs.folder.appendingPathComponent("SloppyView.xib").path
        XCTAssertTrue(
            warnings[0].hasPrefix(
                "\(path):10: Unknown class GretingView in Interface Builder file (not in module NibKitTests); created a View"
            ), warnings[0])
        XCTAssertTrue(
            warnings[0].contains("register it: NibEnvironment.default.library.registry.register(GretingView.self)"))
        XCTAssertTrue(
            warnings[1].hasPrefix(
                "\(path):15: action 'gret:' is sent to SloppyView, which does not handle it (it handles no actions)"),
            warnings[1])
        XCTAssertTrue(warnings[1].contains("unrecognized selector sent to instance"), warnings[1])
    }

    func testAMisspelledActionSuggestsTheOneTheClassHandles() throws {
        let objects = try AppNibs.library.instantiate(
            "SloppyView", owner: GreetingView(frame: .zero, nibName: "GreetingView"))
        XCTAssertTrue(
            objects.warnings.contains {
                $0.contains("action 'gret:' is sent to GreetingView, which does not handle it; did you mean 'greet:'?")
            },
            "\(objects.warnings)")
    }

    /// Seed 000's trap seen from File's Owner: the class is on File's Owner, but a view inside its nib has it too.
    func testAViewOfTheClassInsideItsOwnNibIsNamedByTheError() {
        XCTAssertThrowsError(try NibFailure.throwing { LoopView() }) { error in
            guard case .embedsItself(let nib, let line, let object, let className, _)? = error as? NibLoadingError
            else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(nib.hasSuffix("/LoopView.xib"), nib)
            XCTAssertEqual([String(line), object, className], ["10", "'Card' (view inner)", "LoopView"])
            XCTAssertFalse("\(error)".contains("File's Owner instead"), "File's Owner has the class already")
        }
    }

    func testANonThrowingInitializerReportsToTheHandlerWhichTrapsByDefault() throws {
        let saved = NibFailure.handler
        defer { NibFailure.handler = saved }
        let reports = AppNibs.Collected()
        NibFailure.handler = { view, error in reports.append("\(view): \(error)") }
        let view = MissingNibView()
        XCTAssertNil(view.loadedNibName, "goes on without content once the handler returns")
        let reported = reports.take()
        XCTAssertEqual(reported.count, 1)
        XCTAssertTrue(reported[0].hasPrefix("MissingNibView: no nib named 'MissingNibView' was found"), reported[0])

        let message = NibFailure.message(
            view: MissingNibView.self, error: NibLoadingError.wrongTopLevelViewCount(nib: "A.xib", count: 2))
        XCTAssertEqual(
            message,
            "NibKit: MissingNibView could not load its nib: A.xib must have exactly one top-level view to load as content, but has 2; remove the extra views or wrap them in one container view"
        )
    }

    func testThrowingHandsTheFirstFailureToTheCallerAndNotToTheHandler() {
        let saved = NibFailure.handler
        defer { NibFailure.handler = saved }
        let reports = AppNibs.Collected()
        NibFailure.handler = { _, error in reports.append("\(error)") }
        XCTAssertThrowsError(try NibFailure.throwing { (MissingNibView(), GreetingView(), LoopView()) }) { error in
            guard case .nibNotFound(let name, _)? = error as? NibLoadingError else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "MissingNibView", "the first failure")
        }
        XCTAssertEqual(reports.take(), [])
        XCTAssertNoThrow(try NibFailure.throwing { GreetingView() })
    }
}
