import Foundation
import NibDecoding
import NibHeadless
import NibModel
import NibRuntime
import NibTestSupport
import XCTest

/// A document cannot make loading run out of stack or memory: nibs that embed nibs are bounded in depth (an error
/// well before the stack runs out, on the main thread and on a 512 KiB secondary thread) and in the objects one load
/// creates; a storyboard's chain of embedded controllers likewise. The hostile documents are generated here.
final class LoadingBoundsTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try temporaryFolder("bounds")
    }

    /// Nibs `P0` … `P<levels-1>`: each has its class as File's Owner and a root holding `fanOut` views of the next
    /// class; the last holds one plain view. Returns a library that makes every `P<i>` a nib-backed view.
    private func writeNibs(prefix: String = "P", levels: Int, fanOut: Int) throws -> NibLibrary {
        var registry = ClassRegistry.standard
        for level in 0..<levels {
            let subviews =
                level + 1 < levels
                ? (0..<fanOut).map {
                    #"<view customClass="\#(prefix)\#(level + 1)" id="v\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
                }.joined()
                : #"<view id="leaf"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
            let text = HostileDocumentTests.xib(
                owner: "\(prefix)\(level)",
                #"<view id="root"><rect key="frame" x="0" y="0" width="20" height="20"/><subviews>\#(subviews)</subviews></view>"#
            )
            try Data(text.utf8).write(to: directory.appendingPathComponent("\(prefix)\(level).xib"))
            registry.register(NibBackedStandIn.self, as: "\(prefix)\(level)", onlyFor: [.view])
        }
        // The stand-ins nested in a load through this library load from it too.
        return NibLibrary(searchDirectories: [directory.path], bundleRoots: [], registry: registry)
    }

    private func load(_ library: NibLibrary, _ name: String = "P0") throws -> InstantiatedNib {
        try library.instantiate(name, owner: StandInOwner())
    }

    func testAChainOfNestedNibsStopsAtTheNestingDepth() throws {
        let library = try writeNibs(levels: 100, fanOut: 1)
        XCTAssertThrowsError(try load(library)) { error in
            guard case .nestingTooDeep(let chain, let limit)? = error as? NibLoadingError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(chain.count, 65, "stopped at the 65th nib, one past the 64 allowed")
            XCTAssertEqual(chain.first, "P0")
            XCTAssertEqual(limit, "more than 64 nested nibs, NibLoadingLimits.maximumNestingDepth")
            let message = "\(error)"
            XCTAssertTrue(message.contains("P0 → P1 (loaded by P1)"), message)
            XCTAssertTrue(message.contains("… 59 more …"), "a long chain is shortened: \(message)")
        }
        XCTAssertNil(LoadingChain.budget, "the chain is unwound after the error")
        // Within the limit, the chain loads.
        library.limits.maximumNestingDepth = 100
        XCTAssertNoThrow(try load(library))
    }

    /// Runs `body` on a thread with `stackSize` bytes of stack and waits for it.
    private func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        let done = expectation(description: "the thread finished")
        let thread = Thread {
            body()
            done.fulfill()
        }
        thread.stackSize = stackSize
        thread.start()
        wait(for: [done], timeout: 300)
    }

    func testTheStackRunningLowStopsNestingOnAnyThread() throws {
        // 3,000 nested nibs: more than an 8 MiB main thread holds, far more than a 512 KiB secondary thread does.
        let library = try writeNibs(levels: 3_000, fanOut: 1)
        library.limits.maximumNestingDepth = .max
        library.limits.maximumObjectDepth = .max
        nonisolated(unsafe) var results: [String] = []
        let loadOnce = { @Sendable in
            do {
                _ = try library.instantiate("P0", owner: StandInOwner())
                results.append("loaded")
            } catch {
                results.append("\(error)")
            }
        }
        onThread(stackSize: 512 << 10, loadOnce)
        loadOnce()
        XCTAssertEqual(results.count, 2)
        for result in results {
            XCTAssertTrue(result.contains("the thread's stack is nearly used up"), result)
        }
    }

    func testOneLoadCreatesAtMostTheObjectLimit() throws {
        // Five levels, each view embedding ten of the next: 11,111 nested nibs and about 33,000 objects.
        let library = try writeNibs(levels: 5, fanOut: 10)
        library.limits.maximumObjects = 5_000
        XCTAssertThrowsError(try load(library)) { error in
            guard case .tooManyObjects(let nib, let line, let limit)? = error as? NibLoadingError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(limit, 5_000)
            XCTAssertTrue(nib.hasSuffix(".xib") && (nib as NSString).lastPathComponent.hasPrefix("P"), nib)
            XCTAssertGreaterThan(line, 0, "located at the object that would exceed it")
            XCTAssertTrue("\(error)".contains("NibLoadingLimits.maximumObjects"))
        }
        // The same nibs, four levels deep (1,111 nibs), load within a limit they do not reach.
        let smaller = try writeNibs(prefix: "Q", levels: 4, fanOut: 10)
        smaller.limits.maximumObjects = 5_000
        let nib = try load(smaller, "Q0")
        XCTAssertEqual(nib.topLevelObjects.count, 1)
    }

    func testObjectsNestAtMostTheObjectDepthThroughNestedNibs() throws {
        // Four nibs, each 60 views deep around the next nib's view: 240 levels of views in the loaded tree, though
        // each nib alone is within every limit.
        var registry = ClassRegistry.standard
        for level in 0..<4 {
            var views =
                level < 3
                ? #"<view customClass="D\#(level + 1)" id="next"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
                : ""
            for depth in 0..<60 {
                views =
                    #"<view id="d\#(depth)"><rect key="frame" x="0" y="0" width="1" height="1"/><subviews>\#(views)</subviews></view>"#
            }
            try Data(HostileDocumentTests.xib(owner: "D\(level)", views).utf8).write(
                to: directory.appendingPathComponent("D\(level).xib"))
            registry.register(NibBackedStandIn.self, as: "D\(level)", onlyFor: [.view])
        }
        let library = NibLibrary(searchDirectories: [directory.path], bundleRoots: [], registry: registry)
        XCTAssertThrowsError(try load(library, "D0")) { error in
            guard case .nestingTooDeep(let chain, let limit)? = error as? NibLoadingError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(limit, "objects nest more than 200 deep, NibLoadingLimits.maximumObjectDepth")
            XCTAssertEqual(chain.first, "D0")
            XCTAssertEqual(
                chain.last, directory.appendingPathComponent("D3.xib").path + ":5", "where the 201st level is archived")
        }
        library.limits.maximumObjectDepth = 250
        XCTAssertNoThrow(try load(library, "D0"))
    }

    func testAStoryboardsChainOfEmbeddedControllersStopsAtTheNestingDepth() throws {
        let scenes = (0..<100).map { index in
            let container =
                index + 1 < 100
                ? """
                <containerView contentMode="scaleToFill" id="box\(index)">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <connections><segue destination="c\(index + 1)" kind="embed" id="e\(index)"/></connections>
                </containerView>
                """ : ""
            return """
                <scene sceneID="s\(index)"><objects>
                    <viewController storyboardIdentifier="c\(index)" id="c\(index)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v\(index)">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <subviews>\(container)</subviews>
                        </view>
                    </viewController>
                </objects></scene>
                """
        }.joined(separator: "\n")
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>\(scenes)</scenes>
            </document>
            """
        try Data(text.utf8).write(to: directory.appendingPathComponent("Deep.storyboard"))
        let library = NibLibrary(searchDirectories: [directory.path], bundleRoots: [])
        XCTAssertThrowsError(
            try Storyboard(name: "Deep", library: library).instantiateViewController(withIdentifier: "c0")
        ) {
            error in
            guard case .nestingTooDeep(let chain, let limit)? = error as? NibLoadingError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(chain.count, 65)
            XCTAssertEqual(limit, "more than 64 nested view controllers, NibLoadingLimits.maximumNestingDepth")
        }
        library.limits.maximumNestingDepth = 100
        XCTAssertNotNil(try Storyboard(name: "Deep", library: library).instantiateViewController(withIdentifier: "c0"))
    }

    func testADeepDocumentLoadsOnASmallThread() throws {
        // The deepest nesting the decoder allows (127 views inside one another: 256 elements) decodes,
        // instantiates and lays out within a 512 KiB secondary thread's stack, or ends in an error: never a crash.
        var views = #"<view id="v126"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
        for level in (0..<126).reversed() {
            views =
                #"<view id="v\#(level)"><rect key="frame" x="0" y="0" width="1" height="1"/><subviews>\#(views)</subviews></view>"#
        }
        try Data(HostileDocumentTests.xib(owner: nil, views).utf8).write(
            to: directory.appendingPathComponent("Deep.xib"))
        let library = NibLibrary(searchDirectories: [directory.path], bundleRoots: [])
        nonisolated(unsafe) var outcome = ""
        onThread(stackSize: 512 << 10) {
            do {
                let nib = try library.instantiate("Deep", owner: StandInOwner())
                (nib.topLevelObjects.first as? View)?.layoutIfNeeded()
                outcome = "loaded \(nib.createdObjectCount) objects"
            } catch {
                outcome = "\(error)"
            }
        }
        XCTAssertTrue(
            outcome == "loaded 127 objects" || outcome.contains("the thread's stack is nearly used up"), outcome)
    }
}
