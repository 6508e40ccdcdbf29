import Foundation
import NibDecoding
import NibHeadless
import NibLayout
import NibModel
import NibRuntime
import NibTestSupport
import XCTest

final class PingView: NibView {
    override class var library: NibLibrary { HostileDocumentTests.library }
}

final class PongView: NibView {
    override class var library: NibLibrary { HostileDocumentTests.library }
}

final class CycleOwner: NibObject {
    @Outlet var first: LinkedView?
    @Outlet var second: LinkedView?
}

final class LinkedView: View {
    @Outlet var partner: LinkedView?
}

/// Hostile documents through the whole pipeline — decode, instantiate, lay out — each answered with a located
/// diagnostic or a reported error within bounded time and memory. The figures are printed.
final class HostileDocumentTests: XCTestCase {
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // Ping.xib embeds a PongView, Pong.xib embeds a PingView: a loop through two classes.
        for (name, other) in [("PingView", "PongView"), ("PongView", "PingView")] {
            try! xib(
                owner: name,
                #"<view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews><view id="inner" customClass="\#(other)"><rect key="frame" x="0" y="0" width="50" height="50"/></view></subviews></view>"#
            ).write(to: url.appendingPathComponent("\(name).xib"), atomically: true, encoding: .utf8)
        }
        return url
    }()

    static let library: NibLibrary = {
        var registry = ClassRegistry.standard
        for type in [PingView.self, PongView.self, CycleOwner.self, LinkedView.self] as [NibObject.Type] {
            registry.register(type)
        }
        return NibLibrary(searchDirectories: [directory.path], bundleRoots: [], registry: registry)
    }()

    static func xib(owner: String? = nil, _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"\(owner.map { " customClass=\"\($0)\"" } ?? "")/>
                \(objects)
            </objects>
        </document>
        """
    }

    func testSelfEmbeddingThroughTwoClassesIsACycleError() throws {
        try measured("Ping → Pong → Ping") {
            XCTAssertThrowsError(try PingView(frame: .zero, nibName: "PingView")) { error in
                guard case NibLoadingError.loadingCycle(let chain) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(chain.count, 3, "\(chain)")
                XCTAssertTrue(chain[0].hasPrefix("PingView") && chain[1].hasPrefix("PongView"), "\(chain)")
            }
        }
    }

    func testOutletCycleConnectsBothWays() throws {
        let text = Self.xib(
            owner: "CycleOwner",
            #"""
            <view id="a" customClass="LinkedView"><connections><outlet property="partner" destination="b" id="o1"/></connections></view>
                <view id="b" customClass="LinkedView"><connections><outlet property="partner" destination="a" id="o2"/></connections></view>
            """#
        ).replacingOccurrences(
            of: #"customClass="CycleOwner"/>"#,
            with:
                #"customClass="CycleOwner"><connections><outlet property="first" destination="a" id="o3"/><outlet property="second" destination="b" id="o4"/></connections></placeholder>"#
        )
        let document = try XCTUnwrap(DocumentDecoder().decode(text, file: "Cycle.xib").document)
        let owner = CycleOwner()
        try measured("outlet cycle") {
            _ = try NibInstantiator(document: document, name: "Cycle.xib", registry: Self.library.registry)
                .instantiate(owner: owner)
        }
        XCTAssertTrue(owner.first?.partner === owner.second)
        XCTAssertTrue(owner.second?.partner === owner.first)
    }

    func testRequiredConstraintCycleIsBrokenAndReported() throws {
        let text = Self.xib(
            #"""
            <view id="root"><rect key="frame" x="0" y="0" width="300" height="100"/><subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="0" width="10" height="10"/></view>
                </subviews><constraints>
                    <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="10" id="c1"/>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="b" secondAttribute="trailing" constant="10" id="c2"/>
                    <constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>
                    <constraint firstItem="b" firstAttribute="width" constant="10" id="c4"/>
                </constraints></view>
            """#)
        let document = try XCTUnwrap(DocumentDecoder().decode(text, file: "Cycle.xib").document)
        let trees = measured("constraint cycle") { DocumentLayout(document: document).layOut() }
        let broken = trees.flatMap { $0.system.brokenConstraints.map(\.readable) }
        // With the cycle a.width + b.width = −20, the last width makes the set contradictory: it is the one broken.
        XCTAssertEqual(broken, ["b.width == 10"])
    }

    func testHugeNumbersDecodeAndLayOutWithoutHanging() throws {
        let text = Self.xib(
            #"""
            <view id="root"><rect key="frame" x="0" y="0" width="1e300" height="1e300"/><subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="1e308" y="-1e308" width="1e308" height="1e-300"/></view>
                </subviews><constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1e300" id="c1"/>
                    <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1e-300" id="c2"/>
                </constraints></view>
            """#)
        let document = try XCTUnwrap(DocumentDecoder().decode(text, file: "Huge.xib").document)
        let trees = measured("huge numbers") { DocumentLayout(document: document).layOut() }
        XCTAssertEqual(trees.count, 1)
        XCTAssertEqual(trees[0].system.root.absoluteFrame.width, 1e300)
        XCTAssertEqual(trees[0].system.items[1].absoluteFrame.x, 1e300)
    }

    func testNaNAndInfinityAreRefusedWhereTheyAre() {
        for (value, column) in [("nan", 59), ("inf", 59), ("-infinity", 59)] {
            let text = Self.xib(#"<view id="v"><rect key="frame" x="0" y="0" width="\#(value)" height="1"/></view>"#)
            let result = DocumentDecoder().decode(text, file: "Bad.xib")
            XCTAssertNil(result.document)
            let error = result.diagnostics.first { $0.severity == .error }
            XCTAssertEqual(error?.line, 5, "\(value)")
            XCTAssertEqual(error?.column, column, "\(value): \(String(describing: error))")
            XCTAssertTrue(error?.message.contains("finite number") ?? false, "\(String(describing: error))")
        }
    }

    func testDuplicateIDsAreLocatedAtTheSecond() throws {
        let text = Self.xib(
            """
            <view id="same"/>
                    <view id="same"/>
            """)
        let result = DocumentDecoder().decode(text, file: "Dup.xib")
        XCTAssertNil(result.document)
        let error = try XCTUnwrap(result.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(error.line, 6)
        XCTAssertTrue(error.message.contains("duplicate id 'same': the object at line 5 has it too"), error.message)
    }

    func testAHundredMegabyteFileIsRefusedWithoutBeingRead() throws {
        let url = Self.directory.appendingPathComponent("Huge.xib")
        let header = Self.xib("<view id=\"v\"/>")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: Data(header.utf8)))
        // A sparse file: 100 MB long, with nothing written past the header.
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        defer { try? FileManager.default.removeItem(at: url) }
        let result = measured("100 MB file") { DocumentDecoder().decode(contentsOf: url.path) }
        XCTAssertNil(result.document)
        let error = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(error.line, 1)
        XCTAssertTrue(error.message.contains("over the limit"), error.message)
    }
}
