// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NibKit",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .library(name: "NibModel", targets: ["NibModel"]),
        .library(name: "NibDecoding", targets: ["NibDecoding"]),
        .library(name: "NibRuntime", targets: ["NibRuntime"]),
        .library(name: "NibHeadless", targets: ["NibHeadless"]),
        .library(name: "NibKit", targets: ["NibKit"]),
        .library(name: "NibSolver", targets: ["NibSolver"]),
        .library(name: "NibAutoLayout", targets: ["NibAutoLayout"]),
        .library(name: "NibLayout", targets: ["NibLayout"]),
        .library(name: "NibSourceIndex", targets: ["NibSourceIndex"]),
        .library(name: "NibCheck", targets: ["NibCheck"]),
        .library(name: "NibRender", targets: ["NibRender"]),
        .library(name: "NibDiff", targets: ["NibDiff"]),
        .library(name: "NibEject", targets: ["NibEject"]),
        .library(name: "NibUIKit", targets: ["NibUIKit"]),
        .library(name: "NibAppKit", targets: ["NibAppKit"]),
        .executable(name: "nib", targets: ["nib"]),
        .executable(name: "nib-bench", targets: ["nib-bench"]),
        .executable(name: "nib-examples", targets: ["nib-examples"]),
        // `nib check` in a package's build (its findings as build errors and warnings) and as
        // `swift package nib-check`.
        .plugin(name: "NibCheckBuildPlugin", targets: ["NibCheckBuildPlugin"]),
        .plugin(name: "NibCheckCommandPlugin", targets: ["NibCheckCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Reads Swift sources for the source index only; no other module links it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Reads `nib check`'s configuration file (.nibcheck.yml); only the command line links it.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The typed, lossless model of an Interface Builder document. No dependencies.
        .target(name: "NibModel"),
        // Reading a project's files safely: bounded reads, folder walks that stay inside the folder given, file names
        // that are not UTF-8. No dependencies.
        .target(name: "NibFiles"),
        // XML bytes → document model: a streaming scanner and the typed decoder.
        .target(name: "NibDecoding", dependencies: ["NibModel", "NibFiles"]),
        // The platform-neutral core of nib-backed views: errors, suggestions, the content-loading algorithm.
        .target(name: "NibRuntime", dependencies: ["NibModel"]),
        // A Cassowary constraint solver with strictly ordered priorities. No dependencies.
        .target(name: "NibSolver"),
        // Intrinsic text sizes from font metrics tables; one replaceable module.
        .target(name: "NibTextMetrics", dependencies: ["NibModel"]),
        // Auto Layout on its own, knowing nothing of Interface Builder: items and constraints, anchors' attributes,
        // the Visual Format Language, stack views, autoresizing, intrinsic sizes, on the solver.
        .target(name: "NibAutoLayout", dependencies: ["NibModel", "NibSolver"]),
        // Interface Builder documents laid out as Interface Builder lays them out: the layout tree of a document, its
        // generations and control metrics, and the comparison with the frames it stored. Re-exports NibAutoLayout.
        .target(name: "NibLayout", dependencies: ["NibModel", "NibSolver", "NibTextMetrics", "NibAutoLayout"]),
        // The headless face: view objects, outlets by reflection, and UIKit's nib-loading semantics on Linux.
        .target(
            name: "NibHeadless", dependencies: ["NibModel", "NibDecoding", "NibRuntime", "NibLayout", "NibTextMetrics"]),
        // Catches the Objective-C exceptions of nib loading (NSUnknownKeyException) for Swift. Apple platforms only.
        .target(name: "NibAppleExceptions"),
        // The one module an app imports: the UIKit/AppKit face (the runtime's API on UIView/UINib, NSView/NSNib,
        // delegating to NibRuntime) on Apple platforms, the headless face re-exported everywhere else.
        .target(
            name: "NibKit",
            dependencies: [
                "NibModel", "NibRuntime",
                .target(name: "NibAppleExceptions", condition: .when(platforms: [.iOS, .macOS, .tvOS, .visionOS])),
                .target(
                    name: "NibHeadless", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
            ]
        ),
        // What changed between two versions of a document: objects, properties, constraints and connections matched
        // across the versions and named as a reviewer knows them (`nib diff`'s engine).
        .target(name: "NibDiff", dependencies: ["NibModel"]),
        // `nib eject`'s engine: a document's views as the Swift a careful engineer would write by hand.
        .target(name: "NibEject", dependencies: ["NibModel", "NibLayout"]),
        // UIKit's names (`UIView`, `UILabel`, `NSLayoutConstraint`, …) over the headless face, for ejected code to
        // build and lay out on Linux.
        .target(name: "NibUIKit", dependencies: ["NibHeadless", "NibModel"]),
        // AppKit's names (`NSView`, `NSTextField`, `NSButton`, …) over the headless face, for ejected AppKit code to
        // build and lay out on Linux.
        .target(name: "NibAppKit", dependencies: ["NibHeadless", "NibModel"]),
        // Human-readable and JSON reports: of decoded documents, of instantiated ones, of layouts scored against
        // Interface Builder's frames, of checks and of diffs, and the preview site.
        .target(
            name: "NibReport",
            dependencies: [
                "NibModel", "NibDecoding", "NibFiles", "NibHeadless", "NibLayout", "NibCheck", "NibDiff", "NibRender",
            ]),
        // The `nib` command line, as a library so that tests can drive it.
        .target(
            name: "NibCommands",
            dependencies: [
                "NibModel", "NibDecoding", "NibFiles", "NibReport", "NibHeadless", "NibRuntime", "NibLayout",
                "NibCheck", "NibRender", "NibDiff", "NibEject",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(name: "nib", dependencies: ["NibCommands"]),
        .plugin(name: "NibCheckBuildPlugin", capability: .buildTool(), dependencies: ["nib"]),
        .plugin(
            name: "NibCheckCommandPlugin",
            capability: .command(
                intent: .custom(verb: "nib-check", description: "Check the package's .xib and .storyboard files")),
            dependencies: ["nib"]),
        .executableTarget(
            name: "nib-bench",
            dependencies: ["NibDecoding", "NibModel", "NibHeadless", "NibSolver", "NibLayout", "NibCheck"]),
        // The classes, keys, outlets and actions of a project's Swift (swift-syntax) and Objective-C sources.
        .target(
            name: "NibSourceIndex",
            dependencies: [
                "NibModel", "NibFiles",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // `nib check`: a project's documents against its sources' classes, by rules (outlets, actions, runtime
        // attributes, custom classes).
        .target(
            name: "NibCheck",
            dependencies: [
                "NibModel", "NibDecoding", "NibFiles", "NibRuntime", "NibSourceIndex", "NibLayout",
                // Reads Package.swift manifests for the project model.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // `nib render`: documents drawn as SVG from the layout's frames, their text as glyph outlines (Glyphs/, derived
        // from Liberation Sans under the SIL Open Font License 1.1: Glyphs/LICENSE-OFL.txt).
        .target(
            name: "NibRender",
            dependencies: ["NibModel", "NibDecoding", "NibFiles", "NibLayout", "NibTextMetrics", "NibAutoLayout"],
            exclude: ["Glyphs/LICENSE-OFL.txt"]),
        // libFuzzer entry points for the source scanners, apart so that the decoder's fuzz build stays small.
        .executableTarget(name: "nib-fuzz-sources", dependencies: ["NibFuzzing", "NibSourceIndex"]),
        // libFuzzer entry points (built by scripts/fuzz.sh with -DFUZZING) and a replay driver otherwise.
        .executableTarget(
            name: "nib-fuzz", dependencies: ["NibFuzzing", "NibDecoding", "NibModel", "NibLayout", "NibHeadless"]),
        // What the fuzz executables share: libFuzzer's driver in a fuzz build, replaying files otherwise.
        .target(name: "NibFuzzing"),
        // Document fragments, a replacement text measurer and temporary folders that more than one test target uses
        // (no product).
        .target(name: "NibTestSupport", dependencies: ["NibModel", "NibTextMetrics"]),
        // The seeds' examples as runnable code, beside their .xib files.
        .executableTarget(name: "nib-examples", dependencies: ["NibHeadless", "NibModel"], path: "Examples/Sources"),
        .testTarget(
            name: "NibDecodingTests", dependencies: ["NibDecoding", "NibFiles", "NibModel", "NibTestSupport"],
            // Inputs the fuzz regression test reads by path.
            exclude: ["FuzzFixtures"]),
        .testTarget(name: "NibSolverTests", dependencies: ["NibSolver"]),
        .testTarget(name: "NibCheckTests", dependencies: ["NibCheck", "NibModel", "NibTestSupport"]),
        .testTarget(name: "NibRenderTests", dependencies: ["NibRender", "NibDecoding", "NibModel", "NibTextMetrics"]),
        .testTarget(
            name: "NibSourceIndexTests", dependencies: ["NibSourceIndex", "NibTestSupport"],
            // Inputs the fuzz regression test reads by path.
            exclude: ["FuzzFixtures"]),
        .testTarget(name: "NibTextMetricsTests", dependencies: ["NibTextMetrics", "NibModel", "NibDecoding"]),
        .testTarget(name: "NibAutoLayoutTests", dependencies: ["NibAutoLayout", "NibModel"]),
        .testTarget(
            name: "NibLayoutTests",
            dependencies: [
                "NibLayout", "NibAutoLayout", "NibSolver", "NibModel", "NibDecoding", "NibReport", "NibTestSupport",
            ],
            // Hostile documents NibCommandsTests lays out by path (and layout fuzzing's findings).
            exclude: ["FuzzFixtures"]),
        .testTarget(name: "NibRuntimeTests", dependencies: ["NibRuntime", "NibModel"]),
        // An app's view of NibKit: `import NibKit` and nothing else.
        .testTarget(name: "NibKitTests", dependencies: ["NibKit"]),
        .testTarget(
            name: "NibHeadlessTests",
            dependencies: [
                "NibHeadless", "NibRuntime", "NibDecoding", "NibModel", "NibLayout", "NibTextMetrics", "NibTestSupport",
            ],
            // Hostile documents the instantiation fuzz regression test reads by path.
            exclude: ["FuzzFixtures"],
            // A nib shipped as a package resource, found through the class's module (not `Bundle(for:)`).
            resources: [.copy("PackagedNibs/PackagedBadgeView.xib")]
        ),
        .testTarget(
            name: "NibReportTests",
            dependencies: ["NibReport", "NibDiff", "NibDecoding", "NibFiles", "NibModel", "NibLayout"],
            exclude: ["DiffHistory"]),
        .testTarget(
            name: "NibEjectTests",
            dependencies: [
                "NibEject", "NibModel", "NibDecoding", "NibUIKit", "NibTestSupport",
                // Parses the ejected code of hostile documents, to prove their text did not become code.
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        // Apart from NibEjectTests, whose NibUIKit gives the model's types UIKit's members of the same names.
        .testTarget(name: "NibAppKitTests", dependencies: ["NibAppKit", "NibEject", "NibDecoding", "NibModel"]),
        .testTarget(
            name: "NibCommandsTests",
            dependencies: [
                "NibCommands", "NibReport", "NibDiff", "NibDecoding", "NibModel", "NibEject", "NibFiles",
                "NibTestSupport",
            ]),
    ]
)
