import Foundation
import NibTestSupport
import XCTest

@testable import NibCheck

/// The modules of a project: Package.swift targets, Xcode targets, the user's mapping; and `class-module`.
final class ProjectModelTests: XCTestCase {
    private func write(_ files: [String: String]) throws -> URL {
        let folder = try temporaryFolder("nib-project")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    private let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "ShopKit"),
                .target(name: "Shop-iOS"),
                .executableTarget(name: "Shop", dependencies: ["ShopKit"], path: "App"),
                .testTarget(name: "ShopKitTests", dependencies: ["ShopKit"]),
            ]
        )
        """

    func testPackageTargetsGiveTheirFoldersModules() throws {
        let folder = try write(["Package.swift": manifest])
        let model = ProjectModel(roots: [folder.path])
        XCTAssertEqual(model.modules(of: folder.appendingPathComponent("Sources/ShopKit/Cart.swift").path), ["ShopKit"])
        XCTAssertEqual(model.modules(of: folder.appendingPathComponent("App/Main.xib").path), ["Shop"])
        // The target `Shop-iOS` is the module `Shop_iOS`, as the compiler names it.
        XCTAssertEqual(
            model.modules(of: folder.appendingPathComponent("Sources/Shop-iOS/Card.swift").path), ["Shop_iOS"])
        XCTAssertEqual(
            model.modules(of: folder.appendingPathComponent("Tests/ShopKitTests/T.swift").path), ["ShopKitTests"])
        XCTAssertEqual(model.modules(of: folder.appendingPathComponent("Other/X.swift").path), [])
        let mapped = ProjectModel(
            roots: [folder.path], mapping: ["Legacy": folder.appendingPathComponent("Other").path])
        XCTAssertEqual(mapped.modules(of: folder.appendingPathComponent("Other/X.swift").path), ["Legacy"])
    }

    /// A manifest of 20,000 targets took 68 s when each target re-sorted the folders; sorted once, it costs a parse.
    func testAManifestOfManyTargetsIsReadWhole() throws {
        let targets = (0..<20_000).map { #".target(name: "T\#($0)", path: "Modules/T\#($0)"),"# }
        let manifest =
            "import PackageDescription\nlet package = Package(name: \"Big\", targets: [\n"
            + targets.joined(separator: "\n") + "\n.target(name: \"Inner\", path: \"Modules/T7/Inner\")])\n"
        let folder = try write(["Package.swift": manifest])
        let model = measured("a manifest of 20,000 targets") { ProjectModel(roots: [folder.path]) }
        XCTAssertEqual(model.modules.count, 20_001)
        XCTAssertEqual(model.modules(of: folder.appendingPathComponent("Modules/T19999/A.swift").path), ["T19999"])
        XCTAssertEqual(model.modules(of: folder.appendingPathComponent("Modules/T7/Inner/A.swift").path), ["Inner"])
        XCTAssertEqual(model.modules(of: folder.appendingPathComponent("Modules/T7/A.swift").path), ["T7"])
    }

    func testXcodeTargetsListTheirSourcesResourcesAndSynchronizedFolders() throws {
        let project = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    G0 /* root */ = {isa = PBXGroup; children = (G1, F3, ); sourceTree = "<group>"; };
                    G1 /* App */ = {isa = PBXGroup; children = (F1, V1, ); path = App; sourceTree = "<group>"; };
                    F1 /* Cart.swift */ = {isa = PBXFileReference; path = Cart.swift; sourceTree = "<group>"; };
                    V1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F2, ); name = Main.storyboard; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; path = "Shared Code/Util.swift"; sourceTree = SOURCE_ROOT; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = V1; };
                    B3 = {isa = PBXBuildFile; fileRef = F3; };
                    P1 = {isa = PBXSourcesBuildPhase; files = (B1, B3, ); };
                    P2 = {isa = PBXResourcesBuildPhase; files = (B2, ); };
                    P3 = {isa = PBXSourcesBuildPhase; files = (B3, ); };
                    S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widgets; sourceTree = "<group>"; };
                    T1 = {isa = PBXNativeTarget; buildPhases = (P1, P2, ); name = "My Shop"; };
                    T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P3, ); fileSystemSynchronizedGroups = (S1, ); name = Widgets; };
                    L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
                    C2 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_MODULE_NAME = ShopWidgets; }; name = Debug; };
                };
                rootObject = R0;
            }
            """
        let folder = try write(["Shop.xcodeproj/project.pbxproj": project])
        let model = ProjectModel(roots: [folder.path])
        func modules(_ path: String) -> Set<String> { model.modules(of: folder.appendingPathComponent(path).path) }
        XCTAssertEqual(modules("App/Cart.swift"), ["My_Shop"])
        XCTAssertEqual(modules("App/Base.lproj/Main.storyboard"), ["My_Shop"])
        XCTAssertEqual(modules("Shared Code/Util.swift"), ["My_Shop", "ShopWidgets"], "a file in two targets")
        XCTAssertEqual(modules("Widgets/Clock/ClockView.swift"), ["ShopWidgets"])
    }

    /// A module name made of references to other settings: `Lockbox$(:c99extidentifier)` is `Lockbox`,
    /// `$(TARGET_NAME)` the target's name; one that refers to a setting not read is not guessed from PRODUCT_NAME.
    func testModuleNamesExpandTheSettingsTheyReferTo() throws {
        func project(_ settings: String) -> String {
            """
            // !$*UTF8*$!
            {
                objects = {
                    G0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = Cart.swift; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    P1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = "Lockbox-iOS"; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                    C1 = {isa = XCBuildConfiguration; buildSettings = { \(settings) }; name = Debug; };
                };
            }
            """
        }
        func module(_ settings: String) throws -> Set<String> {
            let folder = try write(["Shop.xcodeproj/project.pbxproj": project(settings)])
            return ProjectModel(roots: [folder.path]).modules(of: folder.appendingPathComponent("Cart.swift").path)
        }
        XCTAssertEqual(
            try module(#"PRODUCT_NAME = "Firefox Lockbox"; PRODUCT_MODULE_NAME = "Lockbox$(:c99extidentifier)";"#),
            ["Lockbox"])
        XCTAssertEqual(try module(#"PRODUCT_NAME = "$(TARGET_NAME)";"#), ["Lockbox_iOS"])
        XCTAssertEqual(try module(#"PRODUCT_MODULE_NAME = "$(PRODUCT_NAME:c99extidentifier)";"#), ["Lockbox_iOS"])
        XCTAssertEqual(try module(#"PRODUCT_MODULE_NAME = "$(APP_MODULE)";"#), ["$(APP_MODULE)"])
    }

    func testAClassLookedUpInAnotherModuleThanItsOwn() throws {
        func document(module: String) -> String {
            CheckFixtures.xib(
                owner: "Shop",
                """
                <view contentMode="scaleToFill" id="cart" customClass="CartView" customModule="\(module)">
                    <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                    <connections><outlet property="total" destination="name" id="t1"/></connections>
                </view>
                """)
        }
        let files = [
            "Package.swift": manifest,
            "Sources/ShopKit/CartView.swift":
                "import UIKit\npublic class CartView: UIView { @IBOutlet var total: UILabel! }\n",
            "App/Shop.swift": "import UIKit\nclass Shop: UIView {}\n",
        ]
        let wrong = try check(files.merging(["App/Cart.xib": document(module: "Shop")]) { $1 })
        let finding = try XCTUnwrap(wrong.first { $0.rule == "class-module" })
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.contains("declared in module ShopKit"), finding.message)
        XCTAssertEqual(
            try check(files.merging(["App/Cart.xib": document(module: "ShopKit")]) { $1 }).filter {
                $0.rule == "class-module"
            }, [])
    }

    func testTheTextOfAPropertyListParses() throws {
        var reader = PropertyListText(#"{ a = "x \"y\""; b = (1, two, ); /* c */ d = { e = f; }; }"#)
        guard case .dictionary(let root) = try reader.parse(), case .string(let a)? = root["a"],
            case .array(let b)? = root["b"], case .dictionary(let d)? = root["d"]
        else { return XCTFail("not a dictionary") }
        XCTAssertEqual(a, #"x "y""#)
        XCTAssertEqual(b.count, 2)
        XCTAssertEqual(d.count, 1)
        var truncated = PropertyListText("{ a = (1, 2")
        XCTAssertThrowsError(try truncated.parse())
    }
}
