#!/usr/bin/env bash
# Opens the bundled examples' `nib preview` gallery in a real browser (Debian's chromium, headless; installed when
# missing), saves a screenshot, and checks that the picture is not blank and that every label's text of the examples
# is in the page the browser built. Run by .ci/run.
#
#   scripts/browser-check.sh            (writes .build/preview/index.html and .build/preview/gallery.png)
set -euo pipefail
cd "$(dirname "$0")/.."
browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
    echo "installing chromium (apt-get)…" >&2
    if [ "$(id -u)" = 0 ]; then apt-get install -y chromium >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y chromium >/dev/null; }
    else sudo apt-get install -y chromium >/dev/null; fi
    browser="$(command -v chromium || command -v chromium-browser)"
fi
out=.build/preview
rm -rf "$out"
swift run nib preview Examples -o "$out" >/dev/null
page="file://$(pwd)/$out/index.html"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files)
"$browser" "${flags[@]}" --window-size=1400,2400 --screenshot="$out/gallery.png" "$page" >/dev/null 2>&1
"$browser" "${flags[@]}" --dump-dom "$page" 2>/dev/null >"$out/dom.html"
# A narrow window, where pictures wider than what is left beside the sidebar used to squeeze it to a sliver.
"$browser" "${flags[@]}" --window-size=600,800 --screenshot="$out/narrow.png" "$page" >/dev/null 2>&1
python3 - "$out/gallery.png" "$out/dom.html" Examples "$out/narrow.png" <<'PY'
import glob, html, re, struct, sys, zlib
png, dom, examples = sys.argv[1:4]

def pixels(path):
    """The decoded rows of an 8-bit RGB or RGBA PNG (the standard library has no image reader)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, chunks, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR": header = struct.unpack(">IIBBBBB", body)
        if kind == b"IDAT": chunks += body
        offset += 12 + length
    width, height, depth, color = header[:4]
    assert depth == 8 and color in (2, 6), f"unexpected PNG format {depth}/{color}"
    channels = 3 if color == 2 else 4
    raw, stride, rows, previous = zlib.decompress(chunks), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up, corner = previous[x], previous[x - channels] if x >= channels else 0
            if kind == 1: line[x] = (line[x] + left) & 255
            elif kind == 2: line[x] = (line[x] + up) & 255
            elif kind == 3: line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return rows, channels

rows, channels = pixels(png)
colors = set()
for row in rows[::7]:
    for x in range(0, len(row), channels * 7):
        colors.add(bytes(row[x:x + 3]))
assert len(colors) > 20, f"the screenshot looks blank: {len(colors)} colors"
text = html.unescape(re.sub(r"<[^>]+>", " ", open(dom, encoding="utf-8").read()))
labels = set()
for document in glob.glob(f"{examples}/**/*.xib", recursive=True) + glob.glob(f"{examples}/**/*.storyboard", recursive=True):
    source = open(document, encoding="utf-8").read()
    labels.update(html.unescape(t) for t in re.findall(r'<label [^>]*\btext="([^"]+)"', source))
missing = sorted(label for label in labels if label not in text)
assert labels and not missing, f"labels missing from the page: {missing}"
print(f"browser: the gallery's screenshot has {len(colors)} colors; all {len(labels)} label texts are in the page")
# The sidebar keeps its width (18rem, 288 px) in a 600 px window: its grey reaches past 250 px at the top.
narrow, narrow_channels = pixels(sys.argv[4])
sidebar = bytes(narrow[8][250 * narrow_channels:250 * narrow_channels + 3])
assert sidebar == bytes([0xF2, 0xF2, 0xF7]), f"the sidebar is squeezed: pixel (250, 8) is #{sidebar.hex()}"
print("browser: the sidebar keeps its width in a 600 px window")
PY

# The marks: a project whose label sets a runtime attribute its class lacks (a finding whose message holds quotes)
# gets a mark on that label once the page's script has run.
broken="$(mktemp -d)"  # outside this repository, so that the project is that folder alone
trap 'rm -rf "$broken"' EXIT
cat >"$broken/Card.xib" <<'XIB'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Card" customModule="App" customModuleProvider="target">
            <connections><outlet property="nameLable" destination="name" id="o1"/></connections>
        </placeholder>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
            <subviews>
                <label text="Ada" id="name" customClass="Badge" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="10" y="10" width="150" height="21"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="glowRadius"><integer key="value" value="4"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </label>
            </subviews>
        </view>
    </objects>
</document>
XIB
printf 'import UIKit\nclass Card: UIView { @IBOutlet var nameLable: UILabel! }\nclass Badge: UILabel {}\n' >"$broken/Card.swift"
swift run nib preview "$broken" -o "$out/broken-site" >/dev/null
"$browser" "${flags[@]}" --dump-dom "file://$(pwd)/$out/broken-site/index.html" 2>/dev/null >"$out/broken-dom.html"
grep -q 'class="mark error"' "$out/broken-dom.html" || { echo "error: the finding was not marked on its picture" >&2; exit 1; }
echo "browser: a finding whose message holds quotes is marked on its picture"
