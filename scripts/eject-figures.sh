#!/usr/bin/env bash
# Ejects every iOS and macOS .xib of the corpus (NIBKIT_CORPUS) and the second set (SECOND_SET), and their iOS
# storyboards, verifies the code's layout against the documents' (`nib eject --verify`: UIKit code against NibUIKit,
# AppKit code against NibAppKit), type-checks the code against an iOS SDK (NIBKIT_IOS_SDK) and a macOS SDK
# (NIBKIT_MACOS_SDK) when given (scripts/eject-typecheck.py), and writes docs/EjectFigures.md.
# Usage: scripts/eject-figures.sh [NIB]   (NIB defaults to .build/debug/nib)
#
# The storyboards are split by scripts/storyboard-halves.py (a rule written down before any was ejected): the
# tuning half was looked at while ejection was built; the validation half is counted here and was not looked at.
set -euo pipefail
cd "$(dirname "$0")/.."
NIB=${1:-.build/debug/nib}
CORPUS=${NIBKIT_CORPUS:-../shared/corpus}
SECOND=${SECOND_SET:-../secondset}
# Apps never looked at while ejection was built (the third set's validation half here): counted once, at the end.
UNSEEN=${UNSEEN_SET:-}
SDK=${NIBKIT_IOS_SDK:-}
MACOS_SDK=${NIBKIT_MACOS_SDK:-}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
xibs() { # folder runtime (iOS or MacOSX)
    [ -d "$1" ] && find "$1" -name '*.xib' -print0 | xargs -0 -r grep -lZ "targetRuntime=\"$2" | sort -z
}
xibs "$CORPUS" iOS > "$WORK/corpus.list" || true
xibs "$SECOND" iOS > "$WORK/secondset.list" || true
xibs "$CORPUS" MacOSX > "$WORK/corpus-macos.list" || true
xibs "$SECOND" MacOSX > "$WORK/secondset-macos.list" || true
storyboards() { [ -d "$1" ] && find "$1" -name '*.storyboard' -print0 | xargs -0 -r grep -lZ 'targetRuntime="iOS' | sort -z; }
xibs "$UNSEEN" iOS > "$WORK/unseen.list" || true
storyboards "$UNSEEN" > "$WORK/unseen-storyboards.list" || true
xibs "$UNSEEN" MacOSX > "$WORK/unseen-macos.list" || true
scripts/storyboard-halves.py tuning "$CORPUS" "$SECOND" > "$WORK/storyboards-tuning.list"
scripts/storyboard-halves.py validation "$CORPUS" "$SECOND" > "$WORK/storyboards-validation.list"
sdk_name() { if [ -n "$1" ]; then basename "$1"; else echo "not run"; fi; }
SETS="corpus secondset storyboards-tuning storyboards-validation corpus-macos secondset-macos"
[ -n "$UNSEEN" ] && SETS="$SETS unseen unseen-storyboards unseen-macos"
run_set() { # name
    local name=$1 total ejected docs views checked=""
    total=$(tr -cd '\0' < "$WORK/$name.list" | wc -c)
    [ "$total" -gt 0 ] || { echo "| $name | 0 | | | | |"; return; }
    local verify=.build/eject-verify
    case $name in *-macos) verify=.build/eject-verify-mac ;; esac
    xargs -0 "$NIB" eject -o "$WORK/$name-out" --verify --verify-folder "$verify" --nibkit "$PWD" \
        < "$WORK/$name.list" > "$WORK/$name.out" 2> "$WORK/$name.err" || true
    ejected=$((total - $(grep -cE '\.(xib|storyboard):[0-9]*: error: ' "$WORK/$name.err" || true)))
    docs=$(sed -n 's/^documents: \(.*\) at the same frames/\1/p' "$WORK/$name.out")
    views=$(sed -n 's/^verified: \(.*\) views at the same frames/\1/p' "$WORK/$name.out")
    local sdk=$SDK
    case $name in *-macos) sdk=$MACOS_SDK ;; esac
    if [ -n "$sdk" ]; then
        python3 scripts/eject-typecheck.py "$NIB" "$sdk" < "$WORK/$name.list" > "$WORK/$name.typecheck" 2>&1 || true
        checked=$(sed -n 's/^type-checked: \(.*\) documents/\1/p' "$WORK/$name.typecheck")
    fi
    echo "| $name | $total | $ejected | ${docs:-build failed} | ${views:-build failed} | ${checked:-not run} |"
    grep '^differs: ' "$WORK/$name.out" > "$WORK/$name.diffs" || true
    grep ': error: ' "$WORK/$name.err" | head -80 > "$WORK/$name.errors" || true
}
{
    echo "# nib eject figures"
    echo
    echo "Written by \`scripts/eject-figures.sh\` at $(git rev-parse --short HEAD): every iOS .xib and storyboard of each"
    echo "set ejected with \`nib eject --verify\`; a view is verified when the ejected class, laid out at the document's"
    echo "design size by NibKit's engine, puts it within 0.5 pt of where the document's own headless layout puts it."
    echo "Custom classes the files use are plain subclasses of their UIKit class in both layouts (the apps' sources are"
    echo "not compiled); each root has the safe area and margins the document gives it, a storyboard's prototype cell"
    echo "the content margins its table gives it; views made in code are sized as the document's Interface Builder"
    echo "generation and device size them (NibEnvironment.sizingViewsInCode(like:)). \"Type-checked\" counts the"
    echo "documents whose plain UIKit or AppKit code (no NibUIKit or NibAppKit) type-checks against the SDK's"
    echo "interfaces (scripts/eject-typecheck.py, Swift 5 mode; iOS: $(sdk_name "$SDK"), macOS: $(sdk_name "$MACOS_SDK"))."
    echo
    echo "AppKit documents are laid out as their headless face lays them out (unflipped views, controls sized by"
    echo "their cells); a macOS document whose top-level objects are only windows and menus has no view to eject, and"
    echo "counts as not ejected."
    echo
    echo "The storyboards are split by scripts/storyboard-halves.py, a rule written before any was ejected (SHA-1 of"
    echo "\"owner/name\", first byte even: tuning). Ejection was built looking at the tuning half; the validation half"
    echo "was counted once, by this script, and its findings read against its documents afterwards."
    if [ -n "$UNSEEN" ]; then
        echo
        echo "The unseen rows are apps no one looked at while ejection was built ($UNSEEN), whose sources are beside"
        echo "their documents, so runtime attributes their classes declare are set; counted once, by this script."
    fi
    echo
    echo "Command: \`NIBKIT_CORPUS=$CORPUS SECOND_SET=$SECOND NIBKIT_IOS_SDK=${SDK:-PATH} NIBKIT_MACOS_SDK=${MACOS_SDK:-PATH}${UNSEEN:+ UNSEEN_SET=$UNSEEN} scripts/eject-figures.sh\`"
    echo
    echo "| Set | Documents | Ejected | Documents fully verified | Views verified | Type-checked |"
    echo "|---|---|---|---|---|---|"
    for name in $SETS; do run_set "$name"; done
    for name in $SETS; do
        [ -f "$WORK/$name.diffs" ] || continue
        python3 - "$WORK/$name.diffs" "$WORK/$name.err" "$name" "$CORPUS/" "$SECOND/" "${UNSEEN:-/nonexistent}/" "$WORK/$name.typecheck" <<'PY'
import re, sys, collections
diffs, errs, name, *prefixes, typecheck = sys.argv[1:]
def short(path):
    for prefix in prefixes:
        path = path.replace(prefix, "")
    return path
warned = collections.defaultdict(list)
errors = []
for line in open(errs, encoding="utf-8", errors="replace"):
    m = re.match(r"(.*?\.(?:xib|storyboard)):(\d+): warning: (.*)", line)
    if m:
        warned[m.group(1)].append(m.group(3))
    elif ": error: " in line:
        errors.append(short(line.rstrip()))
rows = []
for line in open(diffs, encoding="utf-8"):
    m = re.match(r"differs: (.*?\.(?:xib|storyboard)): (\S+) \((\w+)\): (.*)", line.rstrip())
    if m:
        rows.append((m.group(1), m.group(2), m.group(3), m.group(4)))
def cause(doc):
    notes = warned.get(doc, [])
    if any("size class" in n for n in notes):
        return "size-class variations: ejected as in the design size class (TODO)"
    if any("is not ejected: a UIView stands in" in n for n in notes):
        return "an element without a UIKit class here stands in as a UIView (TODO)"
    if any("is not ejected: an NSView stands in" in n for n in notes):
        return "an element without an AppKit class here stands in as an NSView (TODO)"
    if any("gravity areas" in n for n in notes):
        return "stack views' gravity areas are not ejected (TODO)"
    if any("runtime attribute" in n for n in notes):
        return "user-defined runtime attributes of the project's classes are not set (TODO)"
    if notes:
        return "other TODOs of the document"
    return "no TODO: the code says everything, the face or engine differs"
print()
print(f"## Differences in {name}: {len(rows)} views in {len({r[0] for r in rows})} documents")
print()
print("By cause (the first TODO kind the document has, if any):")
print()
print("| Cause | Views | Documents |")
print("|---|---|---|")
by_cause = collections.defaultdict(list)
for row in rows:
    by_cause[cause(row[0])].append(row)
for key, items in sorted(by_cause.items(), key=lambda kv: -len(kv[1])):
    print(f"| {key} | {len(items)} | {len({r[0] for r in items})} |")
print()
print("Views without a TODO in their document, by element:")
print()
print("| Element | Views |")
print("|---|---|")
plain = collections.Counter(r[2] for r in by_cause.get("no TODO: the code says everything, the face or engine differs", []))
for element, count in plain.most_common():
    print(f"| {element} | {count} |")
print()
print("Every difference (code's frame, then the document's: x, y, width, height in the root's coordinates):")
print()
print("```")
for doc, view, element, text in rows:
    print(f"{short(doc)}: {view} ({element}): {text}")
print("```")
import os
if os.path.exists(typecheck):
    failing = [short(line.rstrip()) for line in open(typecheck, encoding="utf-8") if not line.startswith("type-checked")]
    if failing:
        print()
        print(f"Documents whose code does not type-check against the SDK, with the compiler's first errors:")
        print()
        print("```")
        print("\n".join(failing[:80]))
        print("```")
if errors:
    print()
    print(f"## Errors in {name}")
    print()
    print("```")
    print("\n".join(errors[:80]))
    print("```")
PY
    done
} > docs/EjectFigures.md
cat docs/EjectFigures.md | head -12
