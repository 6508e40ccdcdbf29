// What the fuzz executables share: starting libFuzzer's driver in a fuzz build (scripts/fuzz.sh builds with
// -sanitize=fuzzer,address -DFUZZING), and replaying files through an entry point in a normal build.
import Foundation

/// An entry point that reads untrusted bytes and returns a value derived from everything it produced (so that
/// nothing is optimized away).
public typealias FuzzEntryPoint = (UnsafeBufferPointer<UInt8>) -> Int

/// Replays files through fuzz entry points, and in a fuzz build (`-DFUZZING`) starts libFuzzer's driver.
public enum FuzzHarness {
    /// Replays the files named on the command line through the entry point its first argument names
    /// (`tool decoder FILE...`), printing one line per file; exits with status 2 on a usage error.
    public static func replay(tool: String, targets: [(name: String, run: FuzzEntryPoint)]) {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, let target = targets.first(where: { $0.name == name }),
            arguments.count > 1
        else {
            let names = targets.map(\.name).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: \(tool) \(names) FILE...\n".utf8))
            exit(2)
        }
        arguments.removeFirst()
        for path in arguments {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): unreadable")
                continue
            }
            let value = data.withUnsafeBytes { raw in target.run(raw.bindMemory(to: UInt8.self)) }
            print("\(path): ok (\(value))")
        }
    }

    #if FUZZING
        /// Runs libFuzzer's driver (from the fuzzer runtime that `-sanitize=fuzzer` links) on `callback`. SwiftPM
        /// links an executable's entry point under its own name, so each fuzz executable starts the driver from
        /// there.
        public static func runDriver(
            argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
            callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
        ) -> CInt {
            var count = argc
            var arguments = argv
            return runFuzzerDriver(&count, &arguments, callback)
        }
    #endif
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
    ) -> CInt
#endif
