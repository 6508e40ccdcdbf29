#!/usr/bin/env bash
# Times NibKit's decoder (NibDecoding) beside IBDecodable (github.com/IBDecodable/IBDecodable, on SWXMLHash) in one
# process: every .xib/.storyboard under DOCUMENTS_DIR read into memory, a warm-up, then ROUNDS rounds of each decoder
# over all of them (alternating), best round each; prints MB/s, files/s and the ratio. Release build.
# Usage: scripts/bench-ibdecodable.sh IBDECODABLE_DIR [DOCUMENTS_DIR=../shared/corpus] [ROUNDS=10]
#   IBDECODABLE_DIR (or $IBDECODABLE): a checkout of IBDecodable, which is not a dependency of NibKit; get one with
#   git clone https://github.com/IBDecodable/IBDecodable
# Files IBDecodable cannot decode are left out of both sides' totals. The harness package, a copy of the checkout
# (its SWXMLHash requirement set to $SWXMLHASH, default 8.1.1, the version mirrored here; the checkout itself is never
# changed) and the build live in .build-ibdecodable/ (gitignored).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
ibd="${1:-${IBDECODABLE:-}}"
[ -n "$ibd" ] && [ -f "$ibd/Package.swift" ] || { sed -n '2,10s/^# //p' "$0" >&2; exit 2; }
ibd="$(cd "$ibd" && pwd)"; docs="$(cd "${2:-$root/../shared/corpus}" && pwd)"; rounds="${3:-10}"
scratch="$root/.build-ibdecodable"; copy="$scratch/IBDecodable"; harness="$scratch/harness"
rm -rf "$copy" && mkdir -p "$copy" "$harness/Sources"
tar -C "$ibd" --exclude=.git --exclude='.build*' --exclude=Package.resolved -cf - . | tar -C "$copy" -xf -
swxmlhash="${SWXMLHASH:-8.1.1}"  # the version mirrored on this machine
sed -i -E "s|(SWXMLHash(\.git)?\", )[a-z]+: *\"[^\"]*\"|\1from: \"$swxmlhash\"|" "$copy/Package.swift"
if ! cmp -s "$ibd/Package.swift" "$copy/Package.swift"; then
    old="$(grep -o 'SWXMLHash[^"]*", *[a-z]*: *"[^"]*"' "$ibd/Package.swift" | head -1)"
    echo "note: IBDecodable's requirement '$old' is rewritten to 'from: \"$swxmlhash\"' in its copy $copy"
fi
cat >"$harness/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "IBDecodableBench", platforms: [.macOS(.v13)],
    dependencies: [.package(path: "$root"), .package(path: "$copy")],
    targets: [.executableTarget(name: "ibdecodable-bench", dependencies: [
        .product(name: "NibDecoding", package: "$(basename "$root")"),
        .product(name: "IBDecodable", package: "IBDecodable")], path: "Sources")], swiftLanguageModes: [.v5])
EOF
cat >"$harness/Sources/main.swift" <<'EOF'
import Foundation
import IBDecodable
import NibDecoding
typealias Input = (path: String, data: Data, xml: String, storyboard: Bool)
let folder = CommandLine.arguments[1], rounds = Int(CommandLine.arguments[2])!
let walker = FileManager.default.enumerator(atPath: folder)!
var all: [Input] = []
while let file = walker.nextObject() as? String {
    let ext = (file as NSString).pathExtension
    guard ext == "xib" || ext == "storyboard", let data = FileManager.default.contents(atPath: folder + "/" + file)
    else { continue }
    all.append((file, data, String(decoding: data, as: UTF8.self), ext == "storyboard"))  // IBDecodable takes a String
}
all.sort { $0.path < $1.path }
let nibkit = DocumentDecoder(), parser = InterfaceBuilderParser()
func nib(_ input: Input) -> Bool { nibkit.decode(input.data, file: input.path).document != nil }
func ibd(_ input: Input) -> Bool {  // `throws` is its only failure signal; a crash in it ends the run
    do {
        if input.storyboard { _ = try parser.parseStoryboard(xml: input.xml) }
        else { _ = try parser.parseXib(xml: input.xml) }
        return true
    } catch { return false }
}
var inputs: [Input] = [], failed: [String] = []
for input in all { if ibd(input) { inputs.append(input) } else { failed.append(input.path) } }  // also the warm-ups
let nibFailures = inputs.filter { !nib($0) }.count
let bytes = inputs.reduce(0) { $0 + $1.data.count }
func time(_ decode: (Input) -> Bool) -> Double {
    let start = ContinuousClock.now
    for input in inputs { _ = decode(input) }
    let (s, atto) = (ContinuousClock.now - start).components
    return Double(s) + Double(atto) / 1e18
}
var best = (nib: Double.infinity, ibd: Double.infinity)
for round in 0..<rounds {  // alternating which goes first
    if round % 2 == 0 { best.nib = min(best.nib, time(nib)); best.ibd = min(best.ibd, time(ibd)) }
    else { best.ibd = min(best.ibd, time(ibd)); best.nib = min(best.nib, time(nib)) }
}
func rate(_ seconds: Double) -> String {
    String(format: "%.1f MB/s, %.0f files/s", Double(bytes) / 1e6 / seconds, Double(inputs.count) / seconds)
}
print("files: \(inputs.count), bytes: \(bytes)")
print("nibkit: \(rate(best.nib)) (\(nibFailures) files it could not decode)")
print("ibdecodable: \(rate(best.ibd)) (\(failed.count) files it could not decode)")
print(String(format: "ratio: NibKit decodes %.2f× as fast as IBDecodable", best.ibd / best.nib))
print("excluded from both: \(failed.count) of \(all.count) files, which IBDecodable could not decode")
for path in failed { print("  \(path)") }
EOF
start=$SECONDS
swift build -c release --package-path "$harness" --scratch-path "$scratch/build" >"$scratch/build.log" 2>&1 ||
    { cat "$scratch/build.log" >&2; exit 1; }
echo "built in $((SECONDS - start)) s; best of $rounds rounds after a warm-up over $docs"
"$scratch/build/release/ibdecodable-bench" "$docs" "$rounds"
