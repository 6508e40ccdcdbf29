#!/usr/bin/env bash
# nib check as the GitHub Action (action.yml) runs it, and as .ci/run runs it on a fixture repository.
# Findings go to standard output as GitHub workflow commands (::error file=…,line=…::), which GitHub shows as
# annotations on those lines; the counts go to $GITHUB_OUTPUT and a summary to $GITHUB_STEP_SUMMARY when they are set;
# SARIF is written to $INPUT_SARIF when it names a file. Exit status 1 when a finding reaches $INPUT_FAIL_ON (error,
# warning, note or never), 2 when nib check cannot run.
#   NIB=path/to/nib INPUT_PATHS="App Widgets" INPUT_FAIL_ON=warning scripts/github-action-check.sh
#   scripts/github-action-check.sh --source-hash   # what the Action keys its cached nib by
set -euo pipefail

if [ "${1:-}" = "--source-hash" ]; then
    cd "$(dirname "$0")/.."
    digest() { if command -v sha256sum >/dev/null; then sha256sum; else shasum -a 256; fi; }
    find Package.swift Makefile Sources Plugins -type f | LC_ALL=C sort | while read -r file; do
        printf '%s %s\n' "$file" "$(digest <"$file" | cut -c1-64)"
    done | digest | cut -c1-16
    exit 0
fi

nib="${NIB:-nib}"
read -r -a paths <<<"${INPUT_PATHS:-.}"
[ "${#paths[@]}" -gt 0 ] || paths=(.)
options=()
if [ -n "${INPUT_CONFIG:-}" ]; then options+=(--config "$INPUT_CONFIG"); fi
if [ -n "${INPUT_BASELINE:-}" ]; then options+=(--baseline "$INPUT_BASELINE"); fi
fail_on="${INPUT_FAIL_ON:-error}"
case "$fail_on" in
error | warning | note | never) ;;
*)
    echo "::error title=nib check::fail-on is error, warning, note or never, not '$fail_on'"
    exit 2
    ;;
esac

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
# `--` before the paths: a path is never read as an option, whatever its name.
"$nib" check ${options[@]+"${options[@]}"} --format github -- "${paths[@]}" 2>"$log" || status=$?
cat "$log" >&2
if [ "$status" -ge 2 ]; then
    echo "::error title=nib check::nib check could not run (exit status $status): $(grep -m1 . "$log" || true)"
    exit 2
fi
if [ -n "${INPUT_SARIF:-}" ]; then
    "$nib" check ${options[@]+"${options[@]}"} --format sarif --output "$INPUT_SARIF" -- "${paths[@]}" 2>/dev/null ||
        [ $? -eq 1 ] || { echo "::error title=nib check::cannot write SARIF to $INPUT_SARIF"; exit 2; }
fi

# The summary line: checked 12 documents against 340 source files: 1 error, 2 warnings, 0 notes
summary="$(grep '^checked ' "$log" | tail -1)"
count() { sed -n "s/.* \([0-9][0-9]*\) $1s\{0,1\}\b.*/\1/p" <<<"$summary" | head -1; }
errors="$(count error)"
warnings="$(count warning)"
notes="$(count note)"
errors="${errors:-0}" warnings="${warnings:-0}" notes="${notes:-0}"
if [ -n "${GITHUB_OUTPUT:-}" ]; then
    printf 'errors=%s\nwarnings=%s\nnotes=%s\n' "$errors" "$warnings" "$notes" >>"$GITHUB_OUTPUT"
fi
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    printf '### nib check\n\n%s\n' "$summary" >>"$GITHUB_STEP_SUMMARY"
fi

case "$fail_on" in
error) failing=$errors ;;
warning) failing=$((errors + warnings)) ;;
note) failing=$((errors + warnings + notes)) ;;
never) failing=0 ;;
esac
if [ "$failing" -gt 0 ]; then
    echo "nib check: $failing finding(s) at or above $fail_on" >&2
    exit 1
fi
