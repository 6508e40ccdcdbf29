#!/usr/bin/env bash
# Ejects every iOS .xib of the corpus (NIBKIT_CORPUS) and the second set (SECOND_SET), verifies the code's layout
# against the documents' (`nib eject --verify`), and writes docs/EjectFigures.md.
# Usage: scripts/eject-figures.sh [NIB]   (NIB defaults to .build/debug/nib)
set -euo pipefail
cd "$(dirname "$0")/.."
NIB=${1:-.build/debug/nib}
CORPUS=${NIBKIT_CORPUS:-../shared/corpus}
SECOND=${SECOND_SET:-../secondset}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
list() { find "$1" -name '*.xib' -print0 | xargs -0 grep -l 'targetRuntime="iOS' | sort; }
run_set() { # name folder
    local name=$1 folder=$2
    [ -d "$folder" ] || { echo "| $name | (missing: $folder) | | | |"; return; }
    list "$folder" > "$WORK/$name.list"
    local total ejected
    total=$(wc -l < "$WORK/$name.list")
    tr '\n' '\0' < "$WORK/$name.list" | xargs -0 "$NIB" eject -o "$WORK/$name-out" --verify \
        --verify-folder .build/eject-verify --nibkit "$PWD" > "$WORK/$name.out" 2> "$WORK/$name.err" || true
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
    echo "Written by \`scripts/eject-figures.sh\` at $(git rev-parse --short HEAD): every iOS .xib of each set ejected"
    echo "with \`nib eject --verify\`; a view is verified when the ejected class, laid out at the document's design size"
    echo "by NibKit's engine, puts it within 0.5 pt of where the document's own headless layout puts it."
    echo
    echo "| Set | iOS .xib files | Ejected | Documents fully verified | Views verified |"
    echo "|---|---|---|---|---|"
    run_set corpus "$CORPUS"
    run_set secondset "$SECOND"
    for name in corpus secondset; do
        [ -f "$WORK/$name.diffs" ] || continue
        echo
        echo "## Differences in $name ($(wc -l < "$WORK/$name.diffs"))"
        echo
        echo '```'
        sed "s|$CORPUS/||; s|$SECOND/||" "$WORK/$name.diffs" | head -200
        echo '```'
        echo
        echo "## Errors in $name (documents not ejected; the build's errors)"
        echo
        echo '```'
        sed "s|$CORPUS/||; s|$SECOND/||" "$WORK/$name.errors"
        echo '```'
    done
} > docs/EjectFigures.md
cat docs/EjectFigures.md | head -12
