#!/usr/bin/env bash
# Writes docs/LayoutFigures.md: how far NibKit's layout agrees with the frames Interface Builder stored, over the
# corpus (and over a second set of documents when NIBKIT_SECOND_SET names its folder), with the commands that measured
# it. The documentation quotes this file instead of hand-edited figures.
#
#   scripts/layout-figures.sh            (NIBKIT_CORPUS defaults to ../shared/corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${NIBKIT_CORPUS:-../shared/corpus}"
scratch="${SCRATCH_PATH:-.build}"
[ -d "$corpus" ] || { echo "error: no corpus at $corpus (set NIBKIT_CORPUS)" >&2; exit 1; }

swift build --scratch-path "$scratch" -c release --product nib >/dev/null
nib="$scratch/release/nib"
cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || uname -m)"

run() { # $1: label, $2: folder
    local start end status=0
    start="$(date +%s.%N)"
    "$nib" layout --summary "$2" >"$tmp" 2>/dev/null || status=$?
    end="$(date +%s.%N)"
    [ "$status" -le 1 ] || { echo "error: nib layout exited $status on $2" >&2; exit 1; }
    printf '## %s\n\n```\n$ nib layout --summary %s      # %.1f s\n' "$1" "$2" "$(echo "$end - $start" | bc)"
    cat "$tmp"
    printf '```\n\n'
}

tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT
{
    printf '# Layout figures\n\n'
    printf 'Written by `scripts/layout-figures.sh` on %s at commit %s (release build, %s cores of %s).\n' \
        "$(date -u +%Y-%m-%d)" "$(git rev-parse --short HEAD)" "$(nproc)" "$cpu"
    printf 'Each summary lists the causes of the views that disagree, then the agreement: views whose computed frame is\n'
    printf 'within 0.5 pt of the one Interface Builder stored, of those compared. How the causes are told apart: NibLayout'"'"'s\n'
    printf 'documentation, "Matching Interface Builder".\n\n'
    run "The corpus ($(find "$corpus" -name '*.xib' -o -name '*.storyboard' | wc -l) documents)" "$corpus"
    if [ -n "${NIBKIT_SECOND_SET:-}" ] && [ -d "$NIBKIT_SECOND_SET" ]; then
        run "The second set (docs/LayoutSecondSetSources.tsv)" "$NIBKIT_SECOND_SET"
    fi
} >docs/LayoutFigures.md
echo "wrote docs/LayoutFigures.md"
