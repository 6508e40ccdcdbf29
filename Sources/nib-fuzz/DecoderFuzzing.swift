// nib-fuzz: libFuzzer entry points for what reads untrusted text (the document decoder, the layout of what it
// decodes, the visual format parser), and a replay driver that runs the same code on files (crash fixtures) in a
// normal build.
//
//   scripts/fuzz.sh SECONDS [decoder|layout|instantiate|vfl]   fuzz (builds with -sanitize=fuzzer,address -DFUZZING)
//   swift run nib-fuzz decoder FILE...              replay files through the decoder
import Foundation
import NibDecoding
import NibFuzzing
@_spi(Fuzzing) import NibHeadless
import NibLayout

/// Decodes `bytes` and touches everything the decoder produced, so that nothing is optimized away.
func fuzzDecoder(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let result = DocumentDecoder().decode(bytes, file: "fuzz.xib")
    var count = result.diagnostics.reduce(0) { $0 + $1.description.utf8.count }
    result.document?.forEachObject { _ in count += 1 }
    return count
}

/// Decodes `bytes` and lays out every view tree of the document, comparing it with the stored frames: what
/// `nib layout` does with a hostile document (huge or non-finite numbers, constraints between unrelated views,
/// cycles of equal widths, deep nesting).
func fuzzLayout(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let document = DocumentDecoder().decode(bytes, file: "fuzz.xib").document else { return 0 }
    return DocumentLayout(document: document).comparisons().filter { $0.difference <= 0.5 }.count
}

/// Decodes `bytes` and runs what decodes through the headless runtime (``DocumentExercise``): what an app's tests
/// on Linux do with a hostile document (outlets to nowhere, prototypes inside prototypes, scenes that embed
/// themselves).
func fuzzInstantiate(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let document = DocumentDecoder().decode(bytes, file: "fuzz.storyboard").document else { return 0 }
    return DocumentExercise.run(document)
}

/// Parses `bytes` as a visual format string with a few views and metrics.
func fuzzVisualFormat(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let format = String(decoding: bytes, as: UTF8.self)
    do {
        return try VisualFormat.constraints(
            format, options: [], metrics: ["m": 8, "w": 44], views: ["a", "b", "c", "view"]
        ).count
    } catch {
        return error.description.count
    }
}

/// Which entry point the fuzzer drives: `NIB_FUZZ_TARGET=layout` selects decoding and layout, `instantiate` the
/// headless runtime, `vfl` the visual format parser.
let fuzzTarget = ProcessInfo.processInfo.environment["NIB_FUZZ_TARGET"] ?? "decoder"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    switch fuzzTarget {
    case "vfl": _ = fuzzVisualFormat(bytes)
    case "layout": _ = fuzzLayout(bytes)
    case "instantiate": _ = fuzzInstantiate(bytes)
    default: _ = fuzzDecoder(bytes)
    }
    return 0
}

#if FUZZING
    /// SwiftPM links an executable's entry point under this name; libFuzzer's own `main` is therefore not used,
    /// and the driver is started from here.
    @_cdecl("nib_fuzz_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        FuzzHarness.runDriver(argc: argc, argv: argv) { data, size in fuzzOneInput(data, size) }
    }
#else
    @main
    enum Replay {
        static func main() {
            FuzzHarness.replay(
                tool: "nib-fuzz",
                targets: [
                    ("decoder", fuzzDecoder), ("layout", fuzzLayout), ("instantiate", fuzzInstantiate),
                    ("vfl", fuzzVisualFormat),
                ])
        }
    }
#endif
