#!/usr/bin/env bash
# Times `nib layout --format json` over the corpus for an earlier commit and for the working tree, alternating runs in
# one session (so both see the same machine), and prints the median time per document and their ratio. Also checks
# that both compute the same frames (scripts/compare-layout-json.py).
#
#   scripts/compare-layout-time.sh BASE_REV [RUNS]      (NIBKIT_CORPUS defaults to ../shared/corpus; RUNS to 5)
#
# BASE_NIB names a `nib` already built at BASE_REV (release), which saves building it again.
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:?usage: scripts/compare-layout-time.sh BASE_REV [RUNS]}"
runs="${2:-5}"
corpus="${NIBKIT_CORPUS:-../shared/corpus}"
corpus="$(cd "$corpus" && pwd)"
base_nib="${BASE_NIB:-}"
if [ -z "$base_nib" ]; then
    tree="$(mktemp -d "${TMPDIR:-/tmp}/nibkit-base.XXXXXX")"
    trap 'git worktree remove --force "$tree" >/dev/null 2>&1 || true' EXIT
    git worktree add -q --detach "$tree" "$base"
    echo "building $base (release)…" >&2
    (cd "$tree" && swift build -c release --product nib >/dev/null)
    base_nib="$tree/.build/release/nib"
fi
echo "building the working tree (release)…" >&2
swift build -c release --product nib >/dev/null
documents="$(find "$corpus" -name '*.xib' -o -name '*.storyboard' | wc -l)"

time_once() { # $1: nib binary, $2: output JSON; prints seconds
    local start end
    start="$(date +%s.%N)"
    "$1" layout --format json "$corpus" >"$2" 2>/dev/null || true
    end="$(date +%s.%N)"
    echo "$end - $start" | bc
}
before=() after=()
for _ in $(seq "$runs"); do
    before+=("$(time_once "$base_nib" /tmp/nibkit-layout-before.json)")
    after+=("$(time_once .build/release/nib /tmp/nibkit-layout-after.json)")
done
median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
b="$(median "${before[@]}")"
a="$(median "${after[@]}")"
echo "nib layout --format json over $documents documents, median of $runs runs each, alternating:"
printf '  %-12s %8.2f ms per document (%.3f s)\n' "$(git rev-parse --short "$base")" \
    "$(echo "$b * 1000 / $documents" | bc -l)" "$b"
printf '  %-12s %8.2f ms per document (%.3f s)\n' "working tree" "$(echo "$a * 1000 / $documents" | bc -l)" "$a"
printf '  ratio (working tree / base): %.2f\n' "$(echo "$a / $b" | bc -l)"
python3 scripts/compare-layout-json.py /tmp/nibkit-layout-before.json /tmp/nibkit-layout-after.json
