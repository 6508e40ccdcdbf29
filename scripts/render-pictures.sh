#!/usr/bin/env bash
# Writes docs/RenderFigures.md's pictures into docs/images/render: for each kind of screen of issue 51, one real
# document's picture drawn by a `nib` built before the change (NAME-before.svg) and by the working tree
# (NAME-after.svg), and the pictures set beside the screenshots the apps publish (NAME.svg).
#
#   scripts/render-pictures.sh BASE_NIB THIRD_SET
#
# BASE_NIB: a `nib` built (release) before the change; THIRD_SET: the third set's tuning half, fetched at the commits
# docs/CheckThirdApps.tsv lists (its folders named owner__name). The corpus is NIBKIT_CORPUS (../shared/corpus).
set -euo pipefail
cd "$(dirname "$0")/.."
base_nib="${1:?usage: scripts/render-pictures.sh BASE_NIB THIRD_SET}"
third="${2:?usage: scripts/render-pictures.sh BASE_NIB THIRD_SET}"
corpus="${NIBKIT_CORPUS:-../shared/corpus}"
swift build -c release --product nib >/dev/null
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p docs/images/render
# name | document | picture file (as nib render names it)
pictures=(
    "table-scene|$corpus/Ranchero-Software__NetNewsWire/iOS/Settings/Settings.storyboard|Settings-SettingsViewController_Wxa-ac-xiE.svg"
    "tab-bar|$third/tinode__ios/Tinodios/Base.lproj/Main.storyboard|Main-By_ID_Controller_qLD-dq-y03.svg"
    "tab-view|$third/ImageOptim__ImageOptim/imageoptim/Base.lproj/PrefsController.xib|PrefsController-NSView_6.svg"
    "appkit-buttons|$corpus/Ranchero-Software__NetNewsWire/Mac/Base.lproj/Preferences.storyboard|Preferences-Accounts_GrE-GP-fYK.svg"
    "appkit-text|$third/textmate__textmate/Frameworks/Preferences/resources/English.lproj/TerminalPreferences.xib|TerminalPreferences-NSView_1.svg"
    "uikit-controls|$corpus/IBDecodable__IBDecodable/Tests/Resources/StoryboardAllViews.storyboard|StoryboardAllViews-UIView_dvP-Ai-cMz.svg"
    "appkit-controls|$third/subethaedit__SubEthaEdit/SubEthaEdit-Mac/SEEStyleSheetEditorWindowController.xib|SEEStyleSheetEditorWindowController-NSView_5.svg"
)
for entry in "${pictures[@]}"; do
    IFS='|' read -r name document picture <<<"$entry"
    for side in before after; do
        binary="$base_nib"
        [ "$side" = after ] && binary=.build/release/nib
        rm -rf "$scratch/$side"
        "$binary" render "$document" -o "$scratch/$side" >/dev/null 2>&1 || true
        cp "$scratch/$side/$picture" "docs/images/render/$name-$side.svg"
    done
done
# Beside the apps' own screenshots: the screens they show.
screens=(
    "tinode-personal|$third/tinode__ios/Tinodios/Base.lproj/Main.storyboard|Main-AccountGeneralSettings_EYT-ci-7dR.svg"
    "textmate-terminal|$third/textmate__textmate/Frameworks/Preferences/resources/English.lproj/TerminalPreferences.xib|TerminalPreferences-NSView_1.svg"
    "cocoapods-podfile|$third/CocoaPods__CocoaPods-app/app/CocoaPods/Podfile.storyboard|Podfile-CPPodfileViewController_ERx-hH-rdd.svg"
)
for entry in "${screens[@]}"; do
    IFS='|' read -r name document picture <<<"$entry"
    rm -rf "$scratch/screen"
    .build/release/nib render "$document" -o "$scratch/screen" >/dev/null 2>&1 || true
    cp "$scratch/screen/$picture" "docs/images/render/$name.svg"
done
du -ch docs/images/render/*.svg | tail -1
