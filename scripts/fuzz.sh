#!/usr/bin/env bash
# Fuzzes what reads untrusted text with libFuzzer (address sanitizer on), seeded from the corpus and the examples.
#   scripts/fuzz.sh SECONDS [decoder|layout|instantiate|vfl|swift|objc]
# decoder, layout (decoding, then laying out what decodes), instantiate (the headless runtime on what decodes) and
# vfl run nib-fuzz; swift and objc (the source index's scanners) run nib-fuzz-sources, which alone
# compiles swift-syntax. Crashes, timeouts and out-of-memory inputs are copied to the target's FuzzFixtures folder
# (Tests/NibDecodingTests, NibLayoutTests, NibHeadlessTests or NibSourceIndexTests; the regression tests replay
# them) and make the script exit 1. The closing line gives executions, rate and findings.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:?usage: scripts/fuzz.sh SECONDS [decoder|layout|instantiate|vfl|swift|objc]}"
target="${2:-decoder}"
corpus="${NIBKIT_CORPUS:-../shared/corpus}"
work=".build-fuzz/work-$target"
mkdir -p "$work/seeds" "$work/artifacts"

case "$target" in
decoder | vfl) product=nib-fuzz fixtures=Tests/NibDecodingTests/FuzzFixtures max_len=65536 ;;
layout) product=nib-fuzz fixtures=Tests/NibLayoutTests/FuzzFixtures max_len=65536 ;;
instantiate) product=nib-fuzz fixtures=Tests/NibHeadlessTests/FuzzFixtures max_len=65536 ;;
# Parsing whole Swift files under the sanitizer is slow; 4 KB inputs keep the rate up.
swift | objc) product=nib-fuzz-sources fixtures=Tests/NibSourceIndexTests/FuzzFixtures max_len=4096 ;;
*) echo "unknown target '$target': decoder, layout, instantiate, vfl, swift or objc" >&2; exit 2 ;;
esac
swift build -c release --product "$product" --scratch-path .build-fuzz \
    -Xswiftc -DFUZZING -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >/dev/null

if [ "$target" = decoder ] || [ "$target" = layout ] || [ "$target" = instantiate ]; then
    find Examples/Nibs "$corpus" \( -name '*.xib' -o -name '*.storyboard' \) -size -64k 2>/dev/null |
        while read -r file; do cp "$file" "$work/seeds/$(echo "$file" | md5sum | cut -c1-16).xml"; done
    cat >"$work/dict" <<'DICT'
"<document"
"</document>"
"<objects>"
"<view"
"<subviews>"
"<constraints>"
"<constraint"
"<connections>"
"<outlet"
"<action"
"<rect key=\"frame\""
"<label"
"<button"
"<placeholder"
"<scene"
"<viewController"
"<!DOCTYPE"
"<![CDATA["
"<!--"
"-->"
"&amp;"
"&#"
" id=\""
" key=\""
" firstItem=\""
" secondItem=\""
" firstAttribute=\""
" multiplier=\""
" destination=\""
"=\"YES\""
"=\"NO\""
"<prototypes>"
"<tableViewCell"
"<tableView"
"<collectionView"
" reuseIdentifier=\""
"<containerView"
"<segue"
" kind=\"embed\""
" kind=\"relationship\""
"<viewControllerLayoutGuide"
"<viewLayoutGuide"
"/>"
"\">"
DICT
elif [ "$target" = swift ] || [ "$target" = objc ]; then
    if [ "$target" = swift ]; then pattern='*.swift'; else pattern='*.[hm]'; fi
    find Sources Examples/Sources Tests/NibSourceIndexTests -name "$pattern" -size -64k 2>/dev/null |
        while read -r file; do cp "$file" "$work/seeds/$(echo "$file" | md5sum | cut -c1-16)"; done
    cp Tests/NibSourceIndexTests/FuzzFixtures/* "$work/seeds/" 2>/dev/null || true
    printf '%s\n' '"@interface"' '"@implementation"' '"@end"' '"@property"' '"@protocol"' '"IBOutlet"' \
        '"IBOutletCollection("' '"IBAction"' '"IBInspectable"' '"- ("' '"+ ("' '":(id)"' '"/*"' '"*/"' '"//"' \
        '"#if"' '"#endif"' '"\\\x0A"' '"@IBOutlet"' '"@IBAction"' '"@objc("' '"@objcMembers"' '"class "' \
        '"extension "' '"func "' '"var "' '"weak "' '"dynamic "' '"{"' '"}"' '"("' '")"' '"<"' '">"' '"^"' \
        '"\""' '"\"\"\""' >"$work/dict"
else
    printf '%s\n' 'H:|-[a]-[b]-|' 'V:|-50-[a(>=20@750)]-(>=0)-|' '[a(==b)]' '[a]-(m)-[b(w)]' '|[view]|' >"$work/vfl-seeds"
    i=0; while read -r line; do printf '%s' "$line" >"$work/seeds/$i"; i=$((i + 1)); done <"$work/vfl-seeds"
    printf '%s\n' '"|"' '"-"' '"["' '"]"' '"("' '")"' '"@"' '">="' '"<="' '"=="' '"H:"' '"V:"' >"$work/dict"
fi
mkdir -p "$work/corpus"

log="$work/fuzz.log"
status=0
# Without this, AddressSanitizer reports a Swift trap as an overflow inside Swift's own crash handler.
export SWIFT_BACKTRACE=enable=no
NIB_FUZZ_TARGET="$target" ".build-fuzz/release/$product" "$work/corpus" "$work/seeds" -dict="$work/dict" \
    -max_total_time="$seconds" -max_len="$max_len" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" >"$log" 2>&1 || status=$?

findings=0
for artifact in "$work"/artifacts/*; do
    [ -e "$artifact" ] || continue
    findings=$((findings + 1))
    case "$(basename "$artifact")" in
    crash-* | timeout-*)
        # Keep the smallest input that still fails, for the regression fixture.
        NIB_FUZZ_TARGET="$target" ".build-fuzz/release/$product" -minimize_crash=1 -max_total_time=60 \
            -exact_artifact_path="$artifact.min" "$artifact" >>"$log" 2>&1 || true
        [ -s "$artifact.min" ] && mv "$artifact.min" "$artifact"
        ;;
    esac
    mkdir -p "$fixtures"
    cp "$artifact" "$fixtures/$target-$(basename "$artifact").txt"
done
executions="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)"
rate="$(awk -v e="$executions" -v s="$seconds" 'BEGIN { printf "%.0f", e / s }')"
echo "fuzz $target: $executions executions in $seconds s ($rate/s), $findings crashes/timeouts/ooms (log: $log)"
[ "$findings" -eq 0 ] && [ "$status" -eq 0 ]
