import NibDecoding
import NibModel
import XCTest

/// Which size-class variations apply to a document's design device.
final class SizeClassesTests: XCTestCase {
    private func sizeClasses(device: String?, runtime: String = "iOS.CocoaTouch") throws -> SizeClasses {
        let deviceLine = device.map { "<device \($0)/>" } ?? ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="\(runtime)">
                \(deviceLine)
                <objects/>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(text, file: "d.xib").document)
        return SizeClasses.forDocument(document.header)
    }

    func testDesignDevicesSizeClasses() throws {
        XCTAssertEqual(try sizeClasses(device: nil), SizeClasses(), "before Xcode 8: Any width, Any height")
        XCTAssertEqual(try sizeClasses(device: #"id="retina4_7""#, runtime: "MacOSX.Cocoa"), SizeClasses())
        XCTAssertEqual(
            try sizeClasses(device: #"id="retina6_12" orientation="portrait""#),
            SizeClasses(width: .compact, height: .regular))
        XCTAssertEqual(
            try sizeClasses(device: #"id="retina6_12" orientation="landscape""#),
            SizeClasses(width: .compact, height: .compact))
        XCTAssertEqual(
            try sizeClasses(device: #"id="retina6_9" orientation="landscape""#),
            SizeClasses(width: .regular, height: .compact), "a Max phone sideways")
        XCTAssertEqual(
            try sizeClasses(device: #"id="ipad12_9" orientation="landscape""#),
            SizeClasses(width: .regular, height: .regular))
    }

    func testMoreSpecificVariationsWin() {
        let phone = SizeClasses(width: .compact, height: .regular)
        XCTAssertEqual(phone.specificity(of: "default"), 0)
        XCTAssertEqual(phone.specificity(of: "widthClass=compact"), 1)
        XCTAssertEqual(phone.specificity(of: "heightClass=regular-widthClass=compact"), 2)
        XCTAssertNil(phone.specificity(of: "widthClass=regular"))
        XCTAssertNil(phone.specificity(of: "heightClass=regular-widthClass=regular"))
        XCTAssertNil(phone.specificity(of: "userInterfaceIdiom=pad"), "a trait this engine does not know")
        XCTAssertNil(SizeClasses().specificity(of: "widthClass=compact"), "Any width: only the default applies")

        let variations = [
            Variation(
                key: "heightClass=regular-widthClass=compact", included: [.init(mask: "constraints", reference: "b")]),
            Variation(key: "default", excluded: [.init(mask: "constraints", reference: "b")]),
            Variation(
                key: "widthClass=compact",
                excluded: [.init(mask: "constraints", reference: "a"), .init(mask: "constraints", reference: "b")]),
        ]
        XCTAssertEqual(phone.uninstalled(in: variations), ["a"], "the two-trait variation includes b again")
        XCTAssertEqual(SizeClasses().uninstalled(in: variations), ["b"])

        let constraint = Constraint(
            id: "c", owner: "root", firstItem: "v", firstAttribute: .top, constant: 12,
            variations: [
                Variation(key: "heightClass=regular-widthClass=compact", constant: 40),
                Variation(key: "widthClass=compact", constant: 30),
            ])
        XCTAssertEqual(phone.constant(of: constraint), 40)
        XCTAssertEqual(SizeClasses(width: .compact, height: .compact).constant(of: constraint), 30)
        XCTAssertEqual(SizeClasses(width: .regular, height: .regular).constant(of: constraint), 12)
    }
}
