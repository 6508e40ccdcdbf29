import NibModel

/// A generation of Interface Builder: the Xcode build that laid a document's frames out, which fixes the metrics its
/// controls, margins and safe areas were drawn with. A document has two: the one that saved it
/// (``init(savedBy:)``, its `toolsVersion`), and the one its controls were drawn with
/// (``StoredFrameEvidence/controlGeneration(of:)``), which for AppKit can differ because Interface Builder draws AppKit
/// controls with the Mac it runs on.
///
/// The named generations are the builds where something Interface Builder draws changed; metrics compare a document's
/// generation with them (`generation >= .xcode26`), never with build numbers. This file is the one place that knows
/// which build is which Xcode.
public struct Generation: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Interface Builder's build (`toolsVersion="22505"`): the first of a generation, or a document's own.
    public var build: Double

    /// The generation of build `build`.
    public init(build: Double) {
        self.build = build
    }

    /// The generation that saved a document: its `toolsVersion`, or the oldest for a document that records none.
    public init(savedBy header: DocumentHeader) {
        self.init(build: header.interfaceBuilderVersion ?? 0)
    }

    /// Xcode 8 (build 11000): pixel-aligned rather than whole-point text, UIKit's 8.0 margins of older files.
    public static let xcode8 = Generation(build: 11000)
    /// Xcode 9 (13000): safe areas, taller search bars, cells' 11 pt vertical margins.
    public static let xcode9 = Generation(build: 13000)
    /// Xcode 10 (14000): disclosure chevrons of 18 pt.
    public static let xcode10 = Generation(build: 14000)
    /// Xcode 10.1 (14400): AppKit's pop-up buttons of macOS 10.14.
    public static let xcode10_1 = Generation(build: 14400)
    /// Xcode 11 (15000): macOS 10.15's controls, and storyboards without a status bar on phones without a sensor
    /// housing.
    public static let xcode11 = Generation(build: 15000)
    /// Xcode 12 (17000): macOS 11's controls (taller push buttons, wider insets), boxes' content by the new inset.
    public static let xcode12 = Generation(build: 17000)
    /// Xcode 12.5 (18000): push buttons' 7 pt side insets in every document.
    public static let xcode12_5 = Generation(build: 18000)
    /// Xcode 13 (19000): 34 pt rounded-rect text fields, 4 pt progress views.
    public static let xcode13 = Generation(build: 19000)
    /// Xcode 13.2 (19500): disclosure chevrons of 8.5 pt.
    public static let xcode13_2 = Generation(build: 19500)
    /// Xcode 14 (21000): the iPhone 14's and the iPhone 13 mini's device metrics.
    public static let xcode14 = Generation(build: 21000)
    /// Xcode 14.3 (21500): status bars drawn again over storyboard controllers.
    public static let xcode14_3 = Generation(build: 21500)
    /// Xcode 15 (22000): AppKit check boxes' wider gap before their title.
    public static let xcode15 = Generation(build: 22000)
    /// Xcode 16 (23000): AppKit radio buttons' metrics.
    public static let xcode16 = Generation(build: 23000)
    /// Xcode 16.3 (23600; its build 23727): phones' safe areas drawn twice as deep at the bottom.
    public static let xcode16_3 = Generation(build: 23600)
    /// Xcode 26 (24000): macOS 26's and iOS 26's controls.
    public static let xcode26 = Generation(build: 24000)

    /// Newer than every generation: what a view made in code, from no document, is sized as.
    public static let newest = Generation(build: .greatestFiniteMagnitude)
    /// Past every generation, ``newest`` included: the end of the metrics tables' open ranges (`.xcode26..<.end`).
    public static let end = Generation(build: .infinity)

    /// The named generations, oldest first: the first build of each span a metrics table can tell apart.
    public static let named: [Generation] = [
        .xcode8, .xcode9, .xcode10, .xcode10_1, .xcode11, .xcode12, .xcode12_5, .xcode13, .xcode13_2, .xcode14,
        .xcode14_3, .xcode15, .xcode16, .xcode16_3, .xcode26,
    ]

    /// Every generation: the range of a metrics table's row that holds in all of them.
    public static let all = Generation(build: 0)..<end

    /// The generations before `generation`.
    public static func before(_ generation: Generation) -> Range<Generation> { Generation(build: 0)..<generation }

    /// `generation` and every later one.
    public static func since(_ generation: Generation) -> Range<Generation> { generation..<end }

    /// The newest build before this generation: what a document laid out with the metrics of the generation before
    /// is taken for (a file saved by Xcode 26 on macOS 15 shows macOS 15's controls).
    public var previous: Generation { Generation(build: build - 1) }

    public static func < (lhs: Generation, rhs: Generation) -> Bool { lhs.build < rhs.build }

    public var description: String { "build \(build)" }
}
