#!/usr/bin/env bash
# Type-checks NibKit's Apple face (and the modules under it) against iOS and macOS SDKs, from Linux or macOS.
#
#   scripts/typecheck-apple.sh [--ios-sdk PATH] [--macos-sdk PATH] [--root DIR] [--targets "A B ..."]
#                              [--usage DIR] [--swift-extra DIR] [--module-cache DIR]
#
#   --ios-sdk PATH      an iPhoneOS*.sdk (env NIBKIT_IOS_SDK)
#   --macos-sdk PATH    a MacOSX*.sdk (env NIBKIT_MACOS_SDK)
#   --root DIR          the package root (default: this script's ../)
#   --ejected DIR       also type-check `nib eject`'s files in DIR: UIKit ones against the iOS SDK, AppKit ones
#                       against the macOS SDK, with the project classes they need as empty subclasses (env NIBKIT_EJECTED)
#   --targets LIST      targets under Sources/, in dependency order; absent ones are skipped
#                       (default: "NibModel NibRuntime NibAppleExceptions NibKit"; env NIBKIT_APPLE_TARGETS)
#   --usage DIR         Swift files that use the Apple face as an app would, checked last as module AppleUsage
#                       against the targets (default: <root>/Examples/AppleUsage; "" for none)
#   --swift-extra DIR   Linux only: holds Dispatch.apinotes and os.apinotes from the swiftlang/swift repository
#                       (default: <dirname of the SDK>/swift-extra; env NIBKIT_SWIFT_EXTRA)
#   --module-cache DIR  Swift/Clang module cache, kept between runs (default: ~/.cache/nibkit/apple-module-cache;
#                       env NIBKIT_MODULE_CACHE); a cold cache costs about 30 s a platform
#   env NIBKIT_IOS_TARGET / NIBKIT_MACOS_TARGET override the triples (arm64-apple-ios15.0 / arm64-apple-macos13.0,
#   the deployment targets of Package.swift).
#
# Without an SDK it prints "skipped: ..." and exits 0: CI machines have no Apple SDK (and may not reach GitHub to
# fetch one), so this is a developer step. scripts/fetch-apple-sdks.sh describes and reproduces how to get SDKs.
#
# Each Swift target is built with `swiftc -emit-module` (which also runs the SIL diagnostics -typecheck skips, such
# as Swift 6 region-isolation errors) into a temporary directory that later targets import with -I. A C-family
# target (include/*.h + *.m) gets a module map like the one SwiftPM generates, so Swift can import it, and each .m
# file is checked with `clang -fsyntax-only -fobjc-arc -fmodules`.
#
# On Linux the toolchain's resource directory is Linux-flavoured (its dispatch/ and os/ module maps clash with the
# SDK's, and it lacks the Darwin Dispatch/os API notes), so a Darwin-flavoured one is assembled in the temporary
# directory: links to the toolchain's shims/, clang/, host/ and migrator/, plus apinotes/ with the toolchain's own
# notes and Dispatch.apinotes + os.apinotes.
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }

root="$(cd "$(dirname "$0")/.." && pwd)"
ios_sdk="${NIBKIT_IOS_SDK:-}"
macos_sdk="${NIBKIT_MACOS_SDK:-}"
targets="${NIBKIT_APPLE_TARGETS:-NibModel NibRuntime NibAppleExceptions NibKit}"
usage="__default__"
swift_extra="${NIBKIT_SWIFT_EXTRA:-}"
ejected="${NIBKIT_EJECTED:-}"
module_cache="${NIBKIT_MODULE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/nibkit/apple-module-cache}"
ios_target="${NIBKIT_IOS_TARGET:-arm64-apple-ios15.0}"
macos_target="${NIBKIT_MACOS_TARGET:-arm64-apple-macos13.0}"

while [ $# -gt 0 ]; do
    case "$1" in
        --ios-sdk) ios_sdk="$2"; shift 2 ;;
        --macos-sdk) macos_sdk="$2"; shift 2 ;;
        --root) root="$(cd "$2" && pwd)"; shift 2 ;;
        --targets) targets="$2"; shift 2 ;;
        --usage) usage="$2"; shift 2 ;;
        --ejected) ejected="$2"; shift 2 ;;
        --swift-extra) swift_extra="$2"; shift 2 ;;
        --module-cache) module_cache="$2"; shift 2 ;;
        -h | --help) usage; exit 0 ;;
        *) echo "unknown argument: $1" >&2; usage >&2; exit 2 ;;
    esac
done

if [ -z "$ios_sdk" ] && [ -z "$macos_sdk" ]; then
    echo "skipped: no Apple SDK given (set NIBKIT_IOS_SDK and/or NIBKIT_MACOS_SDK, or pass --ios-sdk/--macos-sdk;" \
        "scripts/fetch-apple-sdks.sh gets them)"
    exit 0
fi

swiftc="${SWIFTC:-$(command -v swiftc)}"
clang="${CLANG:-$(dirname "$swiftc")/clang}"
[ -x "$clang" ] || clang="$(command -v clang)"

# Swift 6 language mode when Package.swift says swift-tools-version 6.x (SwiftPM's default then).
swift_version=5
if grep -qE '^// swift-tools-version: *6' "$root/Package.swift" 2>/dev/null; then swift_version=6; fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/nibkit-typecheck-apple.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$module_cache"

# The resource directory flags (empty on macOS, where the toolchain's own is right).
resource_flags=()
prepare_resource_dir() { # $1: SDK path
    [ "$(uname -s)" = Darwin ] && return 0
    local toolchain_res extra
    toolchain_res="$(dirname "$swiftc")/../lib/swift"
    extra="${swift_extra:-$(dirname "$1")/swift-extra}"
    if [ ! -f "$extra/Dispatch.apinotes" ] || [ ! -f "$extra/os.apinotes" ]; then
        echo "error: $extra/Dispatch.apinotes and os.apinotes are needed on Linux (from swiftlang/swift's apinotes/;" \
            "scripts/fetch-apple-sdks.sh puts them there), or pass --swift-extra DIR" >&2
        return 1
    fi
    local rd="$tmp/resource-dir-$(basename "$1")"
    if [ ! -d "$rd" ]; then
        mkdir -p "$rd/apinotes"
        local d
        for d in shims clang host migrator; do
            [ -e "$toolchain_res/$d" ] && ln -s "$(cd "$toolchain_res/$d" && pwd -P)" "$rd/$d"
        done
        cp "$toolchain_res"/apinotes/*.apinotes "$rd/apinotes/" 2>/dev/null || true
        cp "$extra/Dispatch.apinotes" "$extra/os.apinotes" "$rd/apinotes/"
        # The os notes are newer than some SDKs: an SDK whose os overlay still calls C functions by their
        # Swift-private names (iOS 16's calls ___os_log_impl and ___os_signpost_emit_with_name_impl; SwiftUI imports
        # it) needs those imported as such, where the newer notes hide them from Swift.
        local private
        private="$(grep -ohs '___os_[a-z_]*(' "$1"/usr/lib/swift/os.swiftmodule/*.swiftinterface | sort -u |
            sed 's/^__//; s/($//' | tr '\n' ' ')"
        if [ -n "$private" ]; then
            awk -v names="$private" 'BEGIN { n = split(names, list, " "); for (i = 1; i <= n; i++) wanted[list[i]] = 1 }
                /^- Name: / { skip = 0; print; if ($3 in wanted) { print "  SwiftPrivate: true"; skip = 1 }; next }
                skip && /^  / { next } { skip = 0; print }' "$extra/os.apinotes" >"$rd/apinotes/os.apinotes"
        fi
    fi
    resource_flags=(-resource-dir "$rd")
}

# Prints the module map for a C-family target: its own include/module.modulemap, or else one like SwiftPM generates
# (an umbrella header include/NAME.h or include/NAME/NAME.h, else the umbrella directory include/), written to $3.
module_map_for() { # $1: target name, $2: target dir, $3: output dir
    local name="$1" inc="$2/include" out="$3"
    if [ -f "$inc/module.modulemap" ]; then
        echo "$inc/module.modulemap"
        return 0
    fi
    mkdir -p "$out"
    if [ -f "$inc/$name.h" ]; then
        printf 'module %s {\n    umbrella header "%s"\n    export *\n}\n' "$name" "$inc/$name.h" >"$out/module.modulemap"
    elif [ -f "$inc/$name/$name.h" ]; then
        printf 'module %s {\n    umbrella header "%s"\n    export *\n}\n' "$name" "$inc/$name/$name.h" \
            >"$out/module.modulemap"
    else
        printf 'module %s {\n    umbrella "%s"\n    export *\n}\n' "$name" "$inc" >"$out/module.modulemap"
    fi
    echo "$out/module.modulemap"
}

# Collects NUL-separated paths from stdin into the array named $1 (bash 3.2 has no mapfile -d).
read_paths() {
    local __f
    eval "$1=()"
    while IFS= read -r -d '' __f; do eval "$1+=(\"\$__f\")"; done
}

failures=0
check_platform() { # $1: label, $2: SDK, $3: target triple
    local label="$1" sdk="$2" triple="$3"
    if [ ! -d "$sdk" ]; then
        echo "error: $label SDK not found: $sdk" >&2
        failures=$((failures + 1))
        return 0
    fi
    sdk="$(cd "$sdk" && pwd)"
    echo "== $label: $(basename "$sdk") as $triple (Swift $swift_version mode)"
    prepare_resource_dir "$sdk" || { failures=$((failures + 1)); return 0; }

    local out="$tmp/$label" cache="$module_cache/$(basename "$sdk")-$triple"
    mkdir -p "$out/modules" "$out/maps" "$cache"
    local common=(-target "$triple" -sdk "$sdk" ${resource_flags[@]+"${resource_flags[@]}"} -module-cache-path "$cache")
    # SDKs older than Swift 5.7 have no _StringProcessing; don't ask for its implicit import then.
    if ! ls -d "$sdk"/usr/lib/swift/_StringProcessing.swiftmodule >/dev/null 2>&1; then
        common+=(-Xfrontend -disable-implicit-string-processing-module-import)
    fi
    local cflags=(-target "$triple" -isysroot "$sdk" -fobjc-arc -fmodules -fmodules-cache-path="$cache"
        -DSWIFT_PACKAGE=1 -DDEBUG=1)
    local import_flags=(-I "$out/modules")
    # Swift 6 compilers lower `throw` in a `throws(E)` function to a call of the stdlib's _willThrowTyped, which
    # stdlibs before Swift 6 (SDKs before iOS 18 / macOS 15) lack: Swift 6.3 then crashes in SILGen instead of
    # diagnosing. Shadow such a stdlib interface, through -I, with a copy that declares it (an empty inlinable
    # function; the real one only notifies a debugging hook).
    local shim="$module_cache/stdlib-shim/$(basename "$sdk")" iface
    for iface in "$sdk"/usr/lib/swift/Swift.swiftmodule/*.swiftinterface; do
        [ -f "$iface" ] || continue
        grep -q '_willThrowTyped' "$iface" && continue
        mkdir -p "$shim/Swift.swiftmodule"
        {
            cat "$iface"
            printf '\n// Added by NibKit scripts/typecheck-apple.sh: Swift 6 compilers call this for typed throws.\n'
            printf '@_silgen_name("swift_willThrowTyped")\n'
            printf '@inlinable @_alwaysEmitIntoClient public func _willThrowTyped<E>(_ error: E) where E : Swift.Error {\n}\n'
        } >"$out/shim.tmp"
        cmp -s "$out/shim.tmp" "$shim/Swift.swiftmodule/$(basename "$iface")" ||
            mv "$out/shim.tmp" "$shim/Swift.swiftmodule/$(basename "$iface")"
    done
    if [ -d "$shim/Swift.swiftmodule" ]; then
        common+=(-I "$shim")
        echo "   (the SDK's Swift stdlib predates typed throws; using a copy that adds _willThrowTyped)"
    fi

    # SwiftUI's interface in some SDKs no longer builds with newer compilers (iOS 16.5's, with Swift 6.3: its inlined
    # os_log calls): then the code behind `#if !NIBKIT_NO_SWIFTUI` is left out for that platform, and said so.
    mkdir -p "$out"
    printf 'import SwiftUI\n' >"$out/swiftui-probe.swift"
    if ! "$swiftc" -typecheck -swift-version "$swift_version" "${common[@]}" "$out/swiftui-probe.swift" \
        >"$out/swiftui-probe.log" 2>&1; then
        common+=(-DNIBKIT_NO_SWIFTUI)
        echo "   (this SDK's SwiftUI does not build with this compiler, so SwiftUI code is skipped for $label:" \
            "$(grep -m1 'error:' "$out/swiftui-probe.log" | sed 's/^.*error: //' | cut -c1-100))"
    fi

    local name dir log
    for name in $targets; do
        dir="$root/Sources/$name"
        if [ ! -d "$dir" ]; then
            echo "   $name: skipped (no Sources/$name)"
            continue
        fi
        log="$out/$name.log"
        local swift_files=() objc_files=()
        read_paths swift_files < <(find "$dir" -name '*.swift' -print0 | sort -z)
        read_paths objc_files < <(find "$dir" \( -name '*.m' -o -name '*.mm' -o -name '*.c' \) -print0 | sort -z)
        if [ -d "$dir/include" ] && [ ${#swift_files[@]} -eq 0 ]; then
            # A C-family target: a module map for Swift, and clang over each source file.
            local map ok=1 f
            map="$(module_map_for "$name" "$dir" "$out/maps/$name")"
            import_flags+=(-Xcc -fmodule-map-file="$map" -Xcc -I"$dir/include")
            mkdir -p "$out/maps/$name"
            : >"$log"
            for f in ${objc_files[@]+"${objc_files[@]}"}; do
                "$clang" -fsyntax-only "${cflags[@]}" -fmodule-name="$name" -I"$dir/include" "$f" >>"$log" 2>&1 || ok=0
            done
            # The headers on their own, as Swift will import them.
            printf '@import %s;\n' "$name" >"$out/maps/$name/import-check.m"
            "$clang" -fsyntax-only "${cflags[@]}" -fmodule-map-file="$map" \
                -I"$dir/include" "$out/maps/$name/import-check.m" >>"$log" 2>&1 || ok=0
            report "$name" "$ok" "$log" "${#objc_files[@]} C-family file(s) + module"
        elif [ ${#swift_files[@]} -gt 0 ]; then
            local ok=1
            # -package-name as SwiftPM passes it, so that `package` declarations are seen across the targets.
            "$swiftc" -emit-module -module-name "$name" -package-name nibkit -parse-as-library \
                -swift-version "$swift_version" -DSWIFT_PACKAGE -DDEBUG "${common[@]}" "${import_flags[@]}" \
                -emit-module-path "$out/modules/$name.swiftmodule" "${swift_files[@]}" >"$log" 2>&1 || ok=0
            report "$name" "$ok" "$log" "${#swift_files[@]} Swift file(s)"
        else
            echo "   $name: skipped (no sources)"
        fi
    done

    # An app's code over the face: the API as documented must type-check where an app calls it.
    if [ -n "$usage" ] && [ -d "$usage" ]; then
        local usage_files=() ok=1
        log="$out/AppleUsage.log"
        read_paths usage_files < <(find "$usage" -name '*.swift' -print0 | sort -z)
        "$swiftc" -emit-module -module-name AppleUsage -parse-as-library -swift-version "$swift_version" \
            "${common[@]}" "${import_flags[@]}" -emit-module-path "$out/modules/AppleUsage.swiftmodule" \
            "${usage_files[@]}" >"$log" 2>&1 || ok=0
        report "AppleUsage" "$ok" "$log" "${#usage_files[@]} Swift file(s) from ${usage#"$root"/}"
    fi
    # `nib eject`'s files (--ejected DIR): UIKit code against the iOS SDK, AppKit code against the macOS SDK, with
    # a subclass for each class of the project a file says it needs ("// Needs from the project: ..."), declaring
    # the properties the file sets on it.
    local framework
    framework=$([ "$label" = "iOS" ] && echo UIKit || echo AppKit)
    if [ -n "$ejected" ] && [ -d "$ejected" ]; then
        local ejected_files=() ok=1
        log="$out/Ejected.log"
        read_paths ejected_files < <(find "$ejected" -name '*.swift' -print0 | sort -z \
            | xargs -0 -r grep -lZ "^import $framework\$" || true)
        if [ "${#ejected_files[@]}" -gt 0 ]; then
            python3 - "$framework" "${ejected_files[@]}" >"$out/EjectedProjectClasses.swift" <<'PY'
import re, sys
framework, *files = sys.argv[1:]
print("import " + framework)
classes = {}
for path in files:
    for line in open(path, encoding="utf-8"):
        match = re.match(r"// Needs from the project: (.*)\.$", line.rstrip())
        if not match:
            continue
        for name, base, members in re.findall(r"(\w+) \(an? (\w+) subclass(?:; ([^)]*))?\)", match.group(1)):
            entry = classes.setdefault(name, (base, {}))
            for member in filter(None, (members or "").split(", ")):
                key, _, type_ = member.partition(": ")
                entry[1].setdefault(key, type_)
for name, (base, members) in sorted(classes.items()):
    body = "; ".join(f"var {key}: {type_}?" for key, type_ in sorted(members.items()))
    print(f"class {name}: {base} {{ {body} }}")
PY
            # Swift 5 mode: the language mode of the SDKs' own era (iOS 16.5's interfaces are Swift 5.8's), whose
            # globals (UIAccessibilityTraits.button) Swift 6 mode reports as shared mutable state.
            "$swiftc" -typecheck -module-name Ejected -parse-as-library -swift-version 5 \
                "${common[@]}" "${import_flags[@]}" "${ejected_files[@]}" "$out/EjectedProjectClasses.swift" \
                >"$log" 2>&1 || ok=0
            report "Ejected" "$ok" "$log" "${#ejected_files[@]} $framework file(s) from $ejected"
        fi
    fi
}

report() { # $1: name, $2: ok, $3: log, $4: what
    if [ "$2" = 1 ]; then
        if grep -qE '(warning|error):' "$3"; then
            echo "   $1: ok with warnings ($4)"
            sed 's/^/      /' "$3"
        else
            echo "   $1: ok ($4)"
        fi
    else
        echo "   $1: FAILED ($4)"
        sed 's/^/      /' "$3"
        failures=$((failures + 1))
    fi
}

[ "$usage" = "__default__" ] && usage="$root/Examples/AppleUsage"
[ -n "$ios_sdk" ] && check_platform iOS "$ios_sdk" "$ios_target"
[ -n "$macos_sdk" ] && check_platform macOS "$macos_sdk" "$macos_target"

if [ "$failures" -gt 0 ]; then
    echo "typecheck-apple: $failures failure(s)"
    exit 1
fi
echo "typecheck-apple: passed"
