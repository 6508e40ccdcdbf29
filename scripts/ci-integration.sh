#!/usr/bin/env bash
# nib where people work, tried as a new user would from a clean clone (run by .ci/run):
#  1. make install into a fresh PREFIX, then nib --version, its man page and completions from there;
#  2. the GitHub Action's script on a fixture repository with a seeded error: annotations, counts, exit status;
#  3. git diff through the textconv: a text edit is one line; conflict markers and a machine without nib still diff;
#     a root file named like an option (--format=html.xib) is diffed as a document by git diff and git log -p;
#  4. pre-commit's hook (pre-commit installed with pip when missing) on a staged document, and on files named like
#     options beside a link to the environment, which it must never print;
#  5. the build-tool plugin: Examples/Greeter with a seeded error fails its build at the document's line.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
work="$(mktemp -d)"
seeded="Examples/Greeter/Sources/Greeter/Nibs/GreetingView.xib"
trap 'git -C "$root" checkout -q -- "$seeded"; rm -rf "$work"' EXIT
fail() {
    echo "FAILED: $*" >&2
    exit 1
}
expect() { # expect FILE TEXT: FILE holds TEXT
    grep -qF -- "$2" "$1" || {
        cat "$1" >&2
        fail "expected '$2' in $1"
    }
}

echo "== 1. make install PREFIX=$work/prefix, then nib from PATH"
make install PREFIX="$work/prefix" >"$work/install.log" 2>&1 || {
    tail -30 "$work/install.log"
    fail "make install"
}
tail -2 "$work/install.log"
version="$(PATH="$work/prefix/bin:$PATH" nib --version)"
expected="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/NibModel/NibKitVersion.swift)"
[ "$version" = "$expected" ] || fail "nib --version printed '$version', the package is $expected"
echo "nib --version: $version"
for file in share/man/man1/nib.1 share/bash-completion/completions/nib share/zsh/site-functions/_nib \
    share/fish/vendor_completions.d/nib.fish; do
    [ -s "$work/prefix/$file" ] || fail "make install wrote no $file"
done
grep -q "^\.Dt NIB 1" "$work/prefix/share/man/man1/nib.1" || fail "the man page is not nib(1)"
nib="$work/prefix/bin/nib"

echo "== 2. the GitHub Action's script on a fixture repository with a seeded error"
app="$work/app"
mkdir -p "$app"
cp -R Examples/Greeter/Sources "$app/"
git -C "$app" init -q
sed -i.orig 's/outlet property="nameLabel"/outlet property="nameLable"/' "$app/Sources/Greeter/Nibs/GreetingView.xib"
rm "$app/Sources/Greeter/Nibs/GreetingView.xib.orig"
touch "$work/output" "$work/summary"
status=0
(cd "$app" && NIB="$nib" GITHUB_OUTPUT="$work/output" GITHUB_STEP_SUMMARY="$work/summary" \
    "$root/scripts/github-action-check.sh" >"$work/annotations" 2>"$work/action.log") || status=$?
[ "$status" = 1 ] || { cat "$work/annotations" "$work/action.log"; fail "the Action's script exited $status, not 1"; }
expect "$work/annotations" "::error file=Sources/Greeter/Nibs/GreetingView.xib,line=12,col=17"
expect "$work/output" "errors=1"
expect "$work/summary" "1 error"
head -1 "$work/annotations" | cut -c1-160
(cd "$app" && NIB="$nib" INPUT_FAIL_ON=never INPUT_SARIF="$work/nib.sarif" "$root/scripts/github-action-check.sh" \
    >/dev/null 2>&1) || fail "fail-on: never still failed"
python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['runs'][0]; assert r['results'], 'no results'" \
    "$work/nib.sarif" || fail "no SARIF results"
echo "annotations, outputs, summary and SARIF as expected"

echo "== 3. git diff through the textconv"
repo="$work/diff"
mkdir -p "$repo"
cp Examples/Nibs/ColorView.xib "$repo/"
(
    cd "$repo"
    git init -q
    git config user.email ci@example.com
    git config user.name CI
    printf '*.xib diff=nib\n*.storyboard diff=nib\n' >.gitattributes
    # The README's setup: nib when it is installed, the raw text when it is not.
    git config diff.nib.textconv \
        'f() { if command -v nib >/dev/null; then nib diff --textconv -- "$1"; else cat -- "$1"; fi; }; f'
    cp ColorView.xib ./--format=html.xib
    git add . && git commit -qm "ColorView"
    sed -i.orig 's/text="#FF8800"/text="#00AAFF"/' ColorView.xib && rm ColorView.xib.orig
    PATH="$work/prefix/bin:$PATH" git diff >"$work/edit.diff"
    grep -c '^[-+] ' "$work/edit.diff" >"$work/edit.count" || true
    git checkout -q ColorView.xib
    awk 'NR==12 { print "<<<<<<< HEAD"; print; print "======="; print; print ">>>>>>> feature"; next } { print }' \
        ColorView.xib >conflicted && mv conflicted ColorView.xib
    PATH="$work/prefix/bin:$PATH" git diff >"$work/conflict.diff"
    env PATH=/usr/bin:/bin git diff >"$work/without-nib.diff"
    git checkout -q ColorView.xib
    # A file at the root whose name reads as an option: git gives the textconv its name as it is.
    sed -i.orig 's/text="#FF8800"/text="#00AAFF"/' ./--format=html.xib && rm ./--format=html.xib.orig
    PATH="$work/prefix/bin:$PATH" git diff >"$work/option-name.diff"
    git commit -qam "edit the file named like an option"
    PATH="$work/prefix/bin:$PATH" git log -p -1 >"$work/option-name.log"
)
[ "$(cat "$work/edit.count")" = 2 ] || { cat "$work/edit.diff"; fail "a text edit is not one changed line"; }
expect "$work/edit.diff" "+      text.text = #00AAFF"
expect "$work/conflict.diff" "+nib diff --textconv: merge-conflict markers from line 12, shown as text"
expect "$work/conflict.diff" "+<<<<<<< HEAD"
expect "$work/without-nib.diff" "+<<<<<<< HEAD"
for log in "$work/option-name.diff" "$work/option-name.log"; do
    expect "$log" "+      text.text = #00AAFF"
    ! grep -q "<html" "$log" || fail "--format=html.xib was read as an option in $log"
done
echo "a text edit: 1 line removed, 1 added; conflict markers and no nib on PATH: still a diff; --format=html.xib too"

echo "== 4. pre-commit's hook on a staged document"
if ! command -v pre-commit >/dev/null; then
    python3 -m pip install --quiet --user pre-commit >/dev/null 2>&1 || python3 -m pip install --quiet pre-commit
    PATH="$(python3 -m site --user-base)/bin:$PATH"
fi
(
    cd "$app"
    git config user.email ci@example.com
    git config user.name CI
    git add -A
    status=0
    PATH="$work/prefix/bin:$PATH" pre-commit try-repo "$root" nib-check-system --files \
        Sources/Greeter/Nibs/GreetingView.xib >"$work/pre-commit.log" 2>&1 || status=$?
    [ "$status" = 1 ] || { cat "$work/pre-commit.log"; fail "the hook passed a seeded error (exit $status)"; }
)
expect "$work/pre-commit.log" "GreetingView.xib:12:17: error: GreetingView has no property 'nameLable'"
echo "the hook failed the commit at GreetingView.xib:12"
# Staged names that read as options, beside a link to the environment: the hook checks them as documents and never
# prints the environment (the entry once gave nib `--config=e.xib` as an option).
names="$work/names"
mkdir -p "$names"
(
    cd "$names"
    git init -q
    cp "$root/Examples/Nibs/ColorView.xib" ./--config=e.xib
    cp "$root/Examples/Nibs/ColorView.xib" ./--format=html.xib
    ln -s /proc/self/environ e.xib
    git add -A
    status=0
    NIB_PROBE_SECRET=hostile-probe-0123456789 PATH="$work/prefix/bin:$PATH" \
        pre-commit try-repo "$root" nib-check-system --all-files >"$work/names.log" 2>&1 || status=$?
    [ "$status" -le 1 ] || { cat "$work/names.log"; fail "the hook could not run on names like options ($status)"; }
)
! grep -q "hostile-probe-0123456789" "$work/names.log" || { cat "$work/names.log"; fail "the hook printed the environment"; }
expect "$work/names.log" "nib check"
echo "names like options are documents to the hook, and the environment is never printed"

echo "== 5. the build-tool plugin: Examples/Greeter with a seeded error fails its build"
sed -i.orig 's/outlet property="nameLabel"/outlet property="nameLable"/' "$seeded" && rm "$seeded.orig"
status=0
(cd Examples/Greeter && swift build >"$work/build.log" 2>&1) || status=$?
[ "$status" != 0 ] || { cat "$work/build.log"; fail "the build passed a seeded error"; }
expect "$work/build.log" "Sources/Greeter/Nibs/GreetingView.xib:12:17: error: GreetingView has no property 'nameLable'"
grep -F "error:" "$work/build.log" | head -1 | cut -c1-160
git checkout -q -- "$seeded"
(cd Examples/Greeter && swift build >"$work/build.log" 2>&1) || { cat "$work/build.log"; fail "the fixed build"; }
echo "integration passed"
