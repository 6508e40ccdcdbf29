#!/usr/bin/env bash
# Runs `nib check` on a set of apps nib check was not calibrated on (docs/Check<SET>Apps.tsv), as a new user would
# (`cd APP && nib check . --format json`), and writes docs/Check<SET>Findings.tsv: each app's counts and each error,
# for scripts/check-figures.sh to join with the evidence in docs/Check<SET>Evidence.tsv. SET is `Unseen` (the first
# set, 2026-11-28) unless the environment names another (`SET=Fresh`, the second, 2026-11-29).
#
#   [SET=Fresh] scripts/check-unseen.sh APPS_DIR [tuning|validation]...
#
# APPS_DIR holds APPS_DIR/<half>/<owner>__<name>: each repository of the TSV at its commit, its whole tree (`git
# archive COMMIT | tar -x`), with an empty `.git` folder so that it is its own project, as a clone is. The
# repositories come from GitHub (NibKit's environment fetches them with its `fetch` tool); nothing of them is committed.
set -euo pipefail
cd "$(dirname "$0")/.."
apps="$(cd "${1:?usage: scripts/check-unseen.sh APPS_DIR [tuning|validation]...}" && pwd)"
shift
halves=("${@:-tuning validation}")
# The tool's own .git would make the folder above each app its project; each app folder has an empty .git instead.
# NIB names a `nib` built already (of this commit); otherwise a release build is made.
nib="${NIB:-}"
if [ -z "$nib" ]; then
    swift build -c release --product nib >/dev/null
    nib="$(pwd)/.build/release/nib"
fi
set_name="${SET:-Unseen}"
[ -f "docs/Check${set_name}Apps.tsv" ] || { echo "error: no docs/Check${set_name}Apps.tsv" >&2; exit 1; }
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for half in ${halves[@]}; do
    for app in "$apps/$half"/*__*/; do
        name="$(basename "$app")"
        (cd "$app" && "$nib" check . --format json >"$out/$half $name.json" 2>/dev/null) || true
    done
done
python3 - "$out" "$(git rev-parse --short HEAD)" "$set_name" >"docs/Check${set_name}Findings.tsv" <<'PY'
import glob, json, os, sys
out, commit, set_name = sys.argv[1:4]
print(f"# nib check at commit {commit} on the apps of docs/Check{set_name}Apps.tsv (scripts/check-unseen.sh).")
print("# Rows: `app` rows (half, owner__name, documents, source files, errors, warnings, notes) and `error` rows")
print("# (half, owner__name, file, line, rule).")
for path in sorted(glob.glob(f"{out}/*.json")):
    half, name = os.path.basename(path)[:-5].split(" ", 1)
    report = json.load(open(path))
    summary = report["summary"]
    print("\t".join(["app", half, name] + [str(summary[key]) for key in
                     ("documents", "sourceFiles", "errors", "warnings", "notes")]))
    for finding in report["diagnostics"]:
        if finding["severity"] == "error":
            print("\t".join(["error", half, name, finding["file"], str(finding["line"]), finding["rule"]]))
PY
echo "wrote docs/Check${set_name}Findings.tsv"
# REPORTS names a folder to keep each app's JSON report in (`<half> <owner>__<name>.json`), for
# scripts/holdback-reasons.py.
if [ -n "${REPORTS:-}" ]; then
    mkdir -p "$REPORTS" && cp "$out"/*.json "$REPORTS"/
fi
