// nib-fuzz-sources: libFuzzer entry points for the source scanners (Swift through swift-syntax, and the
// Objective-C scanner), and a replay driver that runs the same code on files in a normal build. Apart from
// nib-fuzz so that the decoder's fuzz build does not compile swift-syntax.
//
//   scripts/fuzz.sh SECONDS swift|objc         fuzz (builds with -sanitize=fuzzer,address -DFUZZING)
//   swift run nib-fuzz-sources objc FILE...    replay files through a scanner
import Foundation
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
    /// libFuzzer's driver, from the fuzzer runtime that `-sanitize=fuzzer` links.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
    ) -> CInt

    /// SwiftPM links an executable's entry point under this name, so libFuzzer's driver is started from here.
    @_cdecl("nib_fuzz_sources_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
    }
#else
    @main
    enum Replay {
        static func main() {
            var arguments = Array(CommandLine.arguments.dropFirst())
            guard let target = arguments.first, ["swift", "objc"].contains(target), arguments.count > 1 else {
                FileHandle.standardError.write(Data("usage: nib-fuzz-sources swift|objc FILE...\n".utf8))
                exit(2)
            }
            arguments.removeFirst()
            for path in arguments {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("\(path): unreadable")
                    continue
                }
                let value = data.withUnsafeBytes { raw in
                    fuzzSources(raw.bindMemory(to: UInt8.self), language: target == "objc" ? .objectiveC : .swift)
                }
                print("\(path): ok (\(value))")
            }
        }
    }
#endif
