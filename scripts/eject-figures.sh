#!/usr/bin/env bash
# Ejects every iOS and every macOS .xib of the corpus (NIBKIT_CORPUS) and the second set (SECOND_SET), verifies the
# code's layout against the documents' (`nib eject --verify`: UIKit code against NibUIKit, AppKit code against
# NibAppKit), and writes docs/EjectFigures.md.
# Usage: scripts/eject-figures.sh [NIB]   (NIB defaults to .build/debug/nib)
set -euo pipefail
cd "$(dirname "$0")/.."
NIB=${1:-.build/debug/nib}
CORPUS=${NIBKIT_CORPUS:-../shared/corpus}
SECOND=${SECOND_SET:-../secondset}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
list() { find "$1" -name '*.xib' -print0 | xargs -0 grep -l "targetRuntime=\"$2" | sort; }
run_set() { # name folder runtime (iOS or MacOSX) verify-folder
    local name=$1 folder=$2 runtime=${3:-iOS} verify=${4:-.build/eject-verify}
    [ -d "$folder" ] || { echo "| $name | (missing: $folder) | | | |"; return; }
    list "$folder" "$runtime" > "$WORK/$name.list"
    local total ejected
    total=$(wc -l < "$WORK/$name.list")
    tr '\n' '\0' < "$WORK/$name.list" | xargs -0 "$NIB" eject -o "$WORK/$name-out" --verify \
        --verify-folder "$verify" --nibkit "$PWD" > "$WORK/$name.out" 2> "$WORK/$name.err" || true
    ejected=$((total - $(grep -c '\.xib:[0-9]*: error: ' "$WORK/$name.err" || true)))
    local docs views
    docs=$(sed -n 's/^documents: \(.*\) at the same frames/\1/p' "$WORK/$name.out")
    views=$(sed -n 's/^verified: \(.*\) views at the same frames/\1/p' "$WORK/$name.out")
    echo "| $name | $total | $ejected | ${docs:-build failed} | ${views:-build failed} |"
    grep '^differs: ' "$WORK/$name.out" > "$WORK/$name.diffs" || true
    grep ': error: ' "$WORK/$name.err" | head -80 > "$WORK/$name.errors" || true
}
{
    echo "# nib eject figures"
    echo
    echo "Written by \`scripts/eject-figures.sh\` at $(git rev-parse --short HEAD): every iOS and macOS .xib of each set ejected"
    echo "with \`nib eject --verify\`; a view is verified when the ejected class, laid out at the document's design size"
    echo "by NibKit's engine, puts it within 0.5 pt of where the document's own headless layout puts it. Custom classes"
    echo "the files use are plain subclasses of their UIKit class in both layouts (the apps' sources are not compiled);"
    echo "each root has the safe area and margins the document gives it; views made in code are sized as the document's"
    echo "Interface Builder generation and device size them (NibEnvironment.sizingViewsInCode(like:))."
    echo
    echo "Command: \`NIBKIT_CORPUS=$CORPUS SECOND_SET=$SECOND scripts/eject-figures.sh\`"
    echo
    echo "AppKit documents are laid out as their headless face lays them out (unflipped views, controls sized by"
    echo "their cells); a macOS document whose top-level objects are only windows and menus has no view to eject, and"
    echo "counts as not ejected."
    echo
    echo "| Set | .xib files | Ejected | Documents fully verified | Views verified |"
    echo "|---|---|---|---|---|"
    run_set corpus "$CORPUS"
    run_set secondset "$SECOND"
    run_set corpus-macos "$CORPUS" MacOSX .build/eject-verify-mac
    run_set secondset-macos "$SECOND" MacOSX .build/eject-verify-mac
    for name in corpus secondset corpus-macos secondset-macos; do
        [ -f "$WORK/$name.diffs" ] || continue
        python3 - "$WORK/$name.diffs" "$WORK/$name.err" "$name" "$CORPUS/" "$SECOND/" <<'PY'
import re, sys, collections
diffs, errs, name, *prefixes = sys.argv[1:]
def short(path):
    for prefix in prefixes:
        path = path.replace(prefix, "")
    return path
warned = collections.defaultdict(list)
errors = []
for line in open(errs, encoding="utf-8", errors="replace"):
    m = re.match(r"(.*?\.xib):(\d+): warning: (.*)", line)
    if m:
        warned[m.group(1)].append(m.group(3))
    elif ": error: " in line:
        errors.append(short(line.rstrip()))
rows = []
for line in open(diffs, encoding="utf-8"):
    m = re.match(r"differs: (.*?\.xib): (\S+) \((\w+)\): (.*)", line.rstrip())
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
    if any("accessory" in n for n in notes):
        return "cell accessories are not ejected (TODO)"
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
