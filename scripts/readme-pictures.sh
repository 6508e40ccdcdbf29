#!/usr/bin/env bash
# Writes the README's pictures into docs/images: a rendered example (nib render) and a diff picture (nib diff --format
# svg) of ColorView.xib against a copy whose label text and one constraint are edited.
#
#   scripts/readme-pictures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p docs/images
swift run nib render Examples/AppleUsage/ProfileCard.xib Examples/Nibs/Gallery.storyboard -o "$scratch" >/dev/null
cp "$scratch"/ProfileCard-*.svg docs/images/ProfileCard.svg
cp "$scratch"/Gallery-*.svg docs/images/Gallery.svg
mkdir -p "$scratch/edited"
sed -e 's/text="#FF8800"/text="#00AAFF"/' -e 's/constant="12" id="Cns-hl-001"/constant="16" id="Cns-hl-001"/' \
    Examples/Nibs/ColorView.xib >"$scratch/edited/ColorView.xib"
swift run nib diff Examples/Nibs/ColorView.xib "$scratch/edited/ColorView.xib" --format svg >docs/images/ColorView-diff.svg || [ $? -eq 1 ]
echo "wrote docs/images/ProfileCard.svg, docs/images/Gallery.svg and docs/images/ColorView-diff.svg"
