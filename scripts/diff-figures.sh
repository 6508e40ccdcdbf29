#!/usr/bin/env bash
# Writes docs/DiffFigures.md: `nib diff` on real history. For each repository given, the last N commits that modified a
# .xib or .storyboard give before/after pairs; scripts/diff-history.py compares what nib diff names with an independent
# reading of the XML (every element with an id that changed) and times it.
#
#   scripts/diff-figures.sh [--commits N] REPOSITORY...
#
# A REPOSITORY is a git clone with its history (`git clone https://github.com/rxhanson/Rectangle`); the figures in
# docs/DiffFigures.md name the repositories they were measured on.
set -euo pipefail
cd "$(dirname "$0")/.."
commits=15
if [ "${1:-}" = "--commits" ]; then
    commits="$2"
    shift 2
fi
[ $# -gt 0 ] || { echo "usage: scripts/diff-figures.sh [--commits N] REPOSITORY..." >&2; exit 2; }
swift build -c release --product nib >/dev/null
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
table="$(python3 scripts/diff-history.py .build/release/nib "$@" --commits "$commits" --show-missed 3 2>"$log")"
cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || uname -m)"
{
    echo "# nib diff figures"
    echo
    echo "Written by \`scripts/diff-figures.sh --commits $commits\` at commit $(git rev-parse --short HEAD) (release build,"
    echo "$(nproc) cores of $cpu)."
    echo
    echo "Each pair is a document just before and just after a real commit of its app (the last $commits commits that"
    echo "modified a document, every document they modified). \`scripts/diff-history.py\` reads both versions' XML on its"
    echo "own: an element with an \`id\` has changed when its attributes (numbers to 6 digits), its id-less content, its"
    echo "parent or the order of its children changed, or when it was added or removed; a connection or constraint"
    echo "recreated under a new id that says the same is no change. What the XML reader counts and nib diff is"
    echo "measured by:"
    echo
    echo "- **named**: the changed elements nib diff reports by their own id (an object, constraint, connection or"
    echo "  layout guide), or, for an element it does not model (a scene, a \`<device>\`), by its nearest reported ancestor;"
    echo "- **noise**: changes nib diff reports that the XML reader does not see;"
    echo "- **unreadable**: pairs nib diff could not decode (legacy pre-Xcode 5 archives)."
    echo
    echo "$table"
    echo
    echo "What was not named, by element, with up to three examples each (repository, commit, file, id), and the noise:"
    echo
    echo '```'
    grep -v '^  unreadable:' "$log" | sed '/^$/d'
    echo '```'
} >docs/DiffFigures.md
echo "wrote docs/DiffFigures.md"
