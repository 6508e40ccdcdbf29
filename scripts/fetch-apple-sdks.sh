#!/usr/bin/env bash
# Gets the iOS and macOS SDKs that scripts/typecheck-apple.sh type-checks NibKit's Apple face against on Linux,
# the way they were first obtained, into DEST (default /work/sdks):
#
#   scripts/fetch-apple-sdks.sh [--dest DIR] [--mirror-root DIR] [--extra-src DIR] [--macos 12.0|13.3]
#
#   DEST/iPhoneOS16.5.sdk   theos/sdks @ 4af4cb1d02b6b8c6046db70851f70ca186b8bd73, iPhoneOS16.5.sdk/ (its
#                           SDKSettings say iOS 16.4; Swift 5.8 interfaces). Used as is.
#   DEST/iPhoneOS15.6.sdk   theos/sdks, same commit, iPhoneOS15.6.sdk/ (Swift 5.6 interfaces); only a source of
#                           Swift overlay interfaces for the macOS SDK below.
#   DEST/MacOSX12.0.sdk     a HYBRID: hexops-graveyard/sdk-macos-12.0 @ 14613b4917c7059dad8f3789f55bb13a2548f83d,
#                           root/ (Apple's macOS 12.0 SDK, headers, .tbd files and framework Swift modules, minus
#                           usr/lib/swift and some frameworks, Combine among them), plus usr/lib/swift assembled here:
#                           - the Swift stdlib modules (Swift, _Concurrency, _StringProcessing, RegexBuilder,
#                             SwiftOnoneSupport, Distributed) from iPhoneOS16.5.sdk and the Objective-C overlays
#                             (Foundation, Darwin, Dispatch, CoreGraphics, ...) plus Combine.framework from
#                             iPhoneOS15.6.sdk, their arm64-apple-ios interfaces retargeted to arm64-apple-macos12.0;
#                           - the real macOS 12.0 AppKit overlay: phracker/MacOSX-SDKs @
#                             8702ce6112cc870dda5f9c2d65ea37a2d5f95371,
#                             MacOSX12.0.sdk/usr/lib/swift/AppKit.swiftmodule/arm64.swiftinterface (retargeted from
#                             arm64e). The headers are genuine macOS 12.0, so AppKit/Foundation Objective-C API is
#                             exact; Swift overlay API is iOS's twin (close, not identical), and macOS 13 API is absent.
#   DEST/swift-extra        Dispatch.apinotes and os.apinotes from swiftlang/swift's apinotes/ (Linux toolchains
#                           do not ship them; typecheck-apple.sh needs them), and the AppKit overlay above.
#
#   DEST/MacOSX13.3.sdk     with --macos 13.3, instead of the hybrid: D00MFist/MacOSX-SDKs @
#                           58e38970bb9260d471c1782355b02795dd6ae86e, MacOSX13.3.sdk/, a complete macOS 13.3 SDK
#                           (Swift 5.8 interfaces, AppKit overlay included; its repository holds only it, about 70 MB,
#                           so a session's fetch tool can bring it). 4 of its 35,391 files are blobs the mirror lacks.
#
# A genuine, complete macOS SDK would be better (phracker/MacOSX-SDKs, alexey-lysiuk/macos-sdk and
# xybp888/iOS-SDKs hold whole ones, but were too large to bring to the machine this was set up on); any
# iPhoneOS*.sdk / MacOSX*.sdk with Swift interfaces works with typecheck-apple.sh, and on a Mac Xcode's own do.
#
# Sources: with --mirror-root DIR, local bare mirrors DIR/<owner>+<name>/repo (as the `fetch` tool of the NibKit
# development environment leaves them; partial clones whose few missing blobs, all .tbd stubs, are skipped);
# otherwise GitHub over https (git sparse partial clones, curl; env NIBKIT_GITHUB replaces https://github.com for
# the clones). --extra-src DIR supplies the three swift-extra files instead of
# downloading them; they are checked against the SHA-256 sums below either way.
#
# CI: the CI machine may not reach GitHub and has no Apple SDK, so neither this script nor the type-check runs
# there (typecheck-apple.sh prints "skipped" without an SDK); type-checking the Apple face is a developer step.
# Nothing fetched here is committed: the SDKs are Apple's and the extra files belong to their projects.
set -euo pipefail

dest="/work/sdks"
mirror_root=""
extra_src=""
macos=12.0
while [ $# -gt 0 ]; do
    case "$1" in
        --dest) dest="$2"; shift 2 ;;
        --mirror-root) mirror_root="$2"; shift 2 ;;
        --extra-src) extra_src="$2"; shift 2 ;;
        --macos) macos="$2"; shift 2 ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done

THEOS_REPO=theos/sdks
THEOS_COMMIT=4af4cb1d02b6b8c6046db70851f70ca186b8bd73
MACOS133_REPO=D00MFist/MacOSX-SDKs
MACOS133_COMMIT=58e38970bb9260d471c1782355b02795dd6ae86e
HEXOPS_REPO=hexops-graveyard/sdk-macos-12.0
HEXOPS_COMMIT=14613b4917c7059dad8f3789f55bb13a2548f83d
APPKIT_URL=https://raw.githubusercontent.com/phracker/MacOSX-SDKs/8702ce6112cc870dda5f9c2d65ea37a2d5f95371/MacOSX12.0.sdk/usr/lib/swift/AppKit.swiftmodule/arm64.swiftinterface
APPKIT_SHA=0f11ad3efab535c9b9dc62595089cb21c0dd0cf2263ea6c483094cb7c765b7cd
DISPATCH_URL=https://raw.githubusercontent.com/swiftlang/swift/10d78828e1aa4385ab29a92fcb8156f10eab3eda/apinotes/Dispatch.apinotes
DISPATCH_SHA=f979aca5660059f933c4a7f8b5c2b20518552cc7f789be78f71bbb13df383190
OS_URL=https://raw.githubusercontent.com/swiftlang/swift/10d3fcf218fb2be16202ed654bdb20562f2c2a1c/apinotes/os.apinotes
OS_SHA=9ca47e40daa90f7dda667816e542d7467ef05acbc591ad0abce8cab2d4cf2157

mkdir -p "$dest"
dest="$(cd "$dest" && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/nibkit-fetch-sdks.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# Writes the tree PATH of COMMIT in the git directory GITDIR under OUT, skipping blobs a partial clone lacks.
extract_tree() { # $1: git dir, $2: commit, $3: path in the tree, $4: output dir
    python3 - "$@" <<'PY'
import os, subprocess, sys
gitdir, commit, path, out_dir = sys.argv[1:5]
listing = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", commit, "--", path],
                         check=True, capture_output=True).stdout
entries = [e.split(b"\t", 1) for e in listing.split(b"\0") if e]
cat = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"], stdin=subprocess.PIPE,
                       stdout=subprocess.PIPE)
missing = []
for meta, name in entries:
    mode, kind, sha = meta.split()
    if kind != b"blob":
        continue
    cat.stdin.write(sha + b"\n")
    cat.stdin.flush()
    header = cat.stdout.readline().split()
    target = os.path.join(out_dir.encode(), name)
    if header[-1] == b"missing":
        missing.append(name.decode())
        continue
    data = cat.stdout.read(int(header[2]))
    cat.stdout.read(1)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if os.path.lexists(target):
        os.remove(target)
    if mode == b"120000":
        os.symlink(data, target)
    else:
        with open(target, "wb") as f:
            f.write(data)
        if mode == b"100755":
            os.chmod(target, 0o755)
cat.stdin.close()
cat.wait()
for name in missing:
    print(f"   skipped (not in the mirror): {name}", file=sys.stderr)
print(f"   {len(entries) - len(missing)} of {len(entries)} files from {path}", file=sys.stderr)
PY
}

# Puts PATH of REPO@COMMIT at OUT/PATH: from the mirror when there is one, else a sparse partial clone of GitHub.
get_tree() { # $1: owner/name, $2: commit, $3: path, $4: output dir
    local repo="$1" commit="$2" path="$3" out="$4"
    local mirror="${mirror_root:+$mirror_root/${repo/\//+}/repo}"
    if [ -n "$mirror" ] && [ -d "$mirror" ]; then
        echo "== $repo@${commit:0:12}:$path from $mirror"
        extract_tree "$mirror" "$commit" "$path" "$out"
    else
        echo "== $repo@${commit:0:12}:$path from GitHub"
        local clone="$work/${repo/\//+}"
        if [ ! -d "$clone" ]; then
            git clone -q --filter=blob:none --no-checkout "${NIBKIT_GITHUB:-https://github.com}/$repo.git" "$clone"
            git -C "$clone" sparse-checkout set --no-cone "/$path/"
        else
            git -C "$clone" sparse-checkout add "/$path/"
        fi
        git -C "$clone" checkout -q "$commit"
        mkdir -p "$out"
        cp -a "$clone/$path" "$out/"
    fi
}

# Retargets an arm64(e)-apple-ios or arm64e-apple-macos interface to arm64-apple-macos12.0.
retarget() { # $1: input interface, $2: output interface
    mkdir -p "$(dirname "$2")"
    sed -E '1,5s/-target arm64e?-apple-(ios|macos)[0-9.]+/-target arm64-apple-macos12.0/' "$1" >"$2"
}

sha_ok() { [ -f "$1" ] && [ "$(sha256sum "$1" | cut -d' ' -f1)" = "$2" ]; }

get_extra() { # $1: file name, $2: URL, $3: sha256
    local out="$dest/swift-extra/$1"
    mkdir -p "$dest/swift-extra"
    if sha_ok "$out" "$3"; then return 0; fi
    if [ -n "$extra_src" ] && [ -f "$extra_src/$1" ]; then
        cp "$extra_src/$1" "$out"
    else
        curl -fsSL "$2" -o "$out"
    fi
    sha_ok "$out" "$3" || { echo "error: $out does not have SHA-256 $3" >&2; exit 1; }
}

# iOS.
if [ ! -d "$dest/iPhoneOS16.5.sdk" ]; then
    get_tree "$THEOS_REPO" "$THEOS_COMMIT" iPhoneOS16.5.sdk "$dest"
fi
if [ ! -d "$dest/iPhoneOS15.6.sdk" ]; then
    get_tree "$THEOS_REPO" "$THEOS_COMMIT" iPhoneOS15.6.sdk "$dest"
fi

# The extra files.
get_extra Dispatch.apinotes "$DISPATCH_URL" "$DISPATCH_SHA"
get_extra os.apinotes "$OS_URL" "$OS_SHA"

if [ "$macos" = 13.3 ]; then
    if [ ! -d "$dest/MacOSX13.3.sdk" ]; then
        get_tree "$MACOS133_REPO" "$MACOS133_COMMIT" MacOSX13.3.sdk "$dest"
    fi
    echo "done: NIBKIT_IOS_SDK=$dest/iPhoneOS16.5.sdk NIBKIT_MACOS_SDK=$dest/MacOSX13.3.sdk scripts/typecheck-apple.sh"
    exit 0
fi
get_extra AppKit.arm64.swiftinterface "$APPKIT_URL" "$APPKIT_SHA"

# macOS: the hexops tree, then usr/lib/swift and Combine.framework.
mac="$dest/MacOSX12.0.sdk"
if [ ! -d "$mac" ]; then
    get_tree "$HEXOPS_REPO" "$HEXOPS_COMMIT" root "$work/hexops"
    mv "$work/hexops/root" "$mac"
fi
echo "== assembling $mac/usr/lib/swift"
ios15="$dest/iPhoneOS15.6.sdk"
ios16="$dest/iPhoneOS16.5.sdk"
for module in "$ios15"/usr/lib/swift/*.swiftmodule; do
    name="$(basename "$module" .swiftmodule)"
    case "$name" in
        # iOS-only frameworks (no macOS clang module to overlay), and the stdlib, taken from iOS 16.5 below.
        UIKit | ARKit | CarPlay | HealthKit | CoreNFC | MediaPlayer | GLKit | AssetsLibrary | PhotosUI | QuickLook | \
            WebKit | ExtensionKit | MetricKit | NearbyInteraction | PassKit | CallKit | ShazamKit | Intents) continue ;;
        Swift | _Concurrency | SwiftOnoneSupport) continue ;;
    esac
    [ -f "$module/arm64-apple-ios.swiftinterface" ] || continue
    retarget "$module/arm64-apple-ios.swiftinterface" "$mac/usr/lib/swift/$name.swiftmodule/arm64-apple-macos.swiftinterface"
done
for name in Swift _Concurrency _StringProcessing RegexBuilder SwiftOnoneSupport Distributed; do
    retarget "$ios16/usr/lib/swift/$name.swiftmodule/arm64-apple-ios.swiftinterface" \
        "$mac/usr/lib/swift/$name.swiftmodule/arm64-apple-macos.swiftinterface"
done
retarget "$ios15/System/Library/Frameworks/Combine.framework/Modules/Combine.swiftmodule/arm64-apple-ios.swiftinterface" \
    "$mac/System/Library/Frameworks/Combine.framework/Modules/Combine.swiftmodule/arm64-apple-macos.swiftinterface"
retarget "$dest/swift-extra/AppKit.arm64.swiftinterface" \
    "$mac/usr/lib/swift/AppKit.swiftmodule/arm64-apple-macos.swiftinterface"

echo "done: NIBKIT_IOS_SDK=$ios16 NIBKIT_MACOS_SDK=$mac scripts/typecheck-apple.sh"
