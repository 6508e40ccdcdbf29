#!/usr/bin/env bash
# Builds the DocC documentation of every library that has a catalog (Sources/<Module>/<Module>.docc) into
# .build/docs/<Module>.doccarchive, with the toolchain's docc and the package's public symbol graphs; any warning fails
# the build.
#
#   scripts/build-docs.sh [MODULE...]     (default: every module with a catalog)
set -euo pipefail
cd "$(dirname "$0")/.."

docc="$(command -v docc || true)"
[ -n "$docc" ] || docc="$(dirname "$(command -v swift)")/docc"
[ -x "$docc" ] || { echo "error: docc not found beside swift" >&2; exit 1; }

modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
    for catalog in Sources/*/*.docc; do modules+=("$(basename "$(dirname "$catalog")")"); done
fi

swift package dump-symbol-graph --minimum-access-level public >/dev/null || echo "note: dump-symbol-graph reported errors (the generated test modules); the libraries' graphs are checked below" >&2
graphs="$(find .build -maxdepth 3 -type d -name symbolgraph | head -1)"
out=.build/docs
mkdir -p "$out"
failed=0
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    [ -d "$catalog" ] || { echo "$module: no catalog at $catalog" >&2; failed=1; continue; }
    # Only this module's graphs (its own and its extensions of others'), so links resolve as in its own archive.
    symbols="$(mktemp -d)"
    cp "$graphs/$module.symbols.json" "$symbols/" 2>/dev/null || true
    cp "$graphs/$module"@*.symbols.json "$symbols/" 2>/dev/null || true
    log="$out/$module.log"
    if "$docc" convert "$catalog" --fallback-display-name "$module" --fallback-bundle-identifier "nibkit.$module" \
        --additional-symbol-graph-dir "$symbols" --output-path "$out/$module.doccarchive" \
        --warnings-as-errors >"$log" 2>&1; then
        echo "$module: ok ($out/$module.doccarchive)"
    else
        echo "$module: FAILED"
        grep -E "warning|error" "$log" | head -40 | sed 's/^/  /'
        failed=1
    fi
    rm -rf "$symbols"
done
exit "$failed"
