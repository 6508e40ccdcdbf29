// nib-fuzz-sources: libFuzzer entry points for the source scanners (Swift through swift-syntax, and the
// Objective-C scanner), and a replay driver that runs the same code on files in a normal build. Apart from
// nib-fuzz so that the decoder's fuzz build does not compile swift-syntax.
//
//   scripts/fuzz.sh SECONDS swift|objc         fuzz (builds with -sanitize=fuzzer,address -DFUZZING)
//   swift run nib-fuzz-sources objc FILE...    replay files through a scanner
import Foundation
import NibFuzzing
import NibSourceIndex

/// Indexes `bytes` as a source file of `language` and touches everything found.
func fuzzSources(_ bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage) -> Int {
    var index = SourceIndex()
    index.add(Array(bytes), file: language == .swift ? "fuzz.swift" : "fuzz.m", language: language)
    var count = index.diagnostics.reduce(0) { $0 + $1.description.utf8.count }
    for found in index.classes.values {
        count += found.properties.reduce(0) { $0 + $1.key.utf8.count } + found.methods.count
        count += found.declarations(settingKey: "view").count
    }
    return count
}

/// Which scanner the fuzzer drives: `NIB_FUZZ_TARGET=objc` selects the Objective-C one.
let fuzzLanguage: SourceLanguage =
    ProcessInfo.processInfo.environment["NIB_FUZZ_TARGET"] == "objc" ? .objectiveC : .swift

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = fuzzSources(UnsafeBufferPointer(start: data, count: size), language: fuzzLanguage)
    return 0
}

#if FUZZING
    /// SwiftPM links an executable's entry point under this name, so libFuzzer's driver is started from here.
    @_cdecl("nib_fuzz_sources_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        FuzzHarness.runDriver(argc: argc, argv: argv) { data, size in fuzzOneInput(data, size) }
    }
#else
    @main
    enum Replay {
        static func main() {
            FuzzHarness.replay(
                tool: "nib-fuzz-sources",
                targets: [
                    ("swift", { fuzzSources($0, language: .swift) }),
                    ("objc", { fuzzSources($0, language: .objectiveC) }),
                ])
        }
    }
#endif
