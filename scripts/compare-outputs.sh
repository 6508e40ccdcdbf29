#!/usr/bin/env bash
# Compares what two builds of `nib` print over the same documents, for a change that must not change behaviour (a
# refactoring): `nib layout --format json` and `--summary`, `nib check --format json`, `nib dump --format json`,
# `nib instantiate --format json` and `nib render`'s pictures, byte for byte. Prints one line per command and folder,
# and exits 1 if any output differs.
#
#   scripts/compare-outputs.sh OLD_NIB NEW_NIB DIR...
#
# OLD_NIB is a `nib` built from the commit before the change (`git worktree add /tmp/old HEAD~1 && cd /tmp/old &&
# swift build -c release --product nib`), NEW_NIB one built from the change.
set -euo pipefail
old="${1:?usage: scripts/compare-outputs.sh OLD_NIB NEW_NIB DIR...}"
new="${2:?usage: scripts/compare-outputs.sh OLD_NIB NEW_NIB DIR...}"
shift 2
[ $# -gt 0 ] || { echo "usage: scripts/compare-outputs.sh OLD_NIB NEW_NIB DIR..." >&2; exit 2; }
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
status=0
compare() {  # compare NAME DIR: NAME's outputs of both builds
    if diff -rq "$out/old" "$out/new" >/dev/null 2>&1; then
        echo "identical  $1  $2"
    else
        echo "DIFFERENT  $1  $2"
        diff -r "$out/old" "$out/new" | head -10 || true
        status=1
    fi
    rm -rf "$out/old" "$out/new"
}
for dir in "$@"; do
    for command in "layout --format json" "layout --summary" "check --format json" "dump --format json" \
        "instantiate --format json"; do
        for build in old new; do
            # shellcheck disable=SC2086  # the command's words
            "${!build}" $command "$dir" >"$out/$build" 2>&1 || true
        done
        compare "nib $command" "$dir"
    done
    for build in old new; do
        "${!build}" render "$dir" --output "$out/$build" --outline --stored >/dev/null 2>&1 || true
    done
    compare "nib render --outline --stored" "$dir"
done
exit $status
