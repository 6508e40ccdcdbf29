// swift-tools-version: 6.0
// A new user's package, written from README.md's "Use it in your package": one executable whose views live in nibs,
// run on Linux by `.ci/run`, its nibs checked in every build by NibKit's build-tool plugin (and by
// `swift package nib-check`).
import PackageDescription

let package = Package(
    name: "Greeter",
    dependencies: [
        .package(name: "NibKit", path: "../..")  // in your package: .package(path: "../NibKit"), or its Git URL
    ],
    targets: [
        .executableTarget(
            name: "Greeter",
            dependencies: ["NibKit"],
            resources: [.copy("Nibs")],
            plugins: [.plugin(name: "NibCheckBuildPlugin", package: "NibKit")]
        )
    ]
)
