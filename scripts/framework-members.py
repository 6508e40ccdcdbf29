#!/usr/bin/env python3
"""Writes Sources/NibCheck/FrameworkMembers.swift: for every Objective-C class the UIKit, AppKit and related
frameworks' headers of the given SDKs declare, the keys key-value coding can set on it (its properties, and the keys of
its `setKey:` methods) and the selectors of its instance methods of at most two parts (what an action can name), with
those of its categories and of the protocols it adopts, so that `nib check` knows a framework class's members in full
rather than from a hand-picked list. The SDKs come from scripts/fetch-apple-sdks.sh.

    scripts/framework-members.py IOS_SDK MACOS_SDK
"""
import os
import re
import sys

FRAMEWORKS = """UIKit AppKit Foundation QuartzCore WebKit MapKit SpriteKit SceneKit AVKit GLKit PDFKit MetalKit ARKit
QuickLook QuickLookUI Quartz ImageKit GameKit PassKit SafariServices MessageUI StoreKit AuthenticationServices
LinkPresentation PencilKit IntentsUI AVFoundation Photos PhotosUI CoreData ContactsUI EventKitUI MediaPlayer
HealthKitUI CarPlay NotificationCenter OSAKit""".split()


def headers(sdk):
    for framework in FRAMEWORKS:
        root = os.path.join(sdk, "System/Library/Frameworks", framework + ".framework")
        for folder, _, names in os.walk(root, followlinks=True):
            for name in sorted(names):
                if name.endswith(".h"):
                    yield os.path.join(folder, name)


def clean(text):
    """The header without comments, preprocessor lines and the macros that decorate declarations."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r"^\s*#[^\n]*(\\\n[^\n]*)*", " ", text, flags=re.M)
    # MACRO(...) with its balanced parentheses (API_AVAILABLE(ios(9.0)), NS_SWIFT_NAME(a(b:))), __attribute__((…)),
    # then bare all-caps macros such as NS_DESIGNATED_INITIALIZER.
    out = []
    index = 0
    macro = re.compile(r"\b(?:[A-Z][A-Z0-9_]{2,}|__attribute__)\s*\(")
    while True:
        match = macro.search(text, index)
        if not match:
            out.append(text[index:])
            break
        out.append(text[index:match.start()])
        depth, position = 0, match.end() - 1
        while position < len(text):
            if text[position] == "(":
                depth += 1
            elif text[position] == ")":
                depth -= 1
                if depth == 0:
                    break
            elif text[position] in ";{}@":
                break
            position += 1
        index = position + 1 if depth == 0 else match.end()
        out.append(" ")
    text = "".join(out)
    text = re.sub(r"\b(?:[A-Z][A-Z0-9_]{2,})\b", " ", text)
    return text


# A class's, category's or protocol's header. `@protocol A;` and `@protocol A, B;` (like `@class A;`) only declare
# names ahead: they open nothing, or the next class's members would become the protocol's.
HEADER = re.compile(r"@(interface|protocol)\s+(\w+)\b\s*(<[^>{;]*>)?\s*(\([^)]*\))?\s*(?::\s*(\w+)\s*(<[^>{;]*>)?)?"
                    r"\s*(<[^>{;]*>)?(?!\s*[;,])")


def blocks(text):
    """Each header with its body: up to its `@end`, or up to the next header when that comes first, as the
    alternatives of an `#if` do once clean() has dropped its lines (`@interface MKCompassButton : UIView` then
    `: NSView`), so that no body holds another declaration."""
    found = list(HEADER.finditer(text))
    for match, following in zip(found, found[1:] + [None]):
        end = text.find("@end", match.end())
        if end < 0:
            end = len(text)
        if following:
            end = min(end, following.start())
        yield match, text[match.end():end]


def members(body):
    keys, selectors = set(), set()
    body = re.sub(r"\{[^{}]*\}", " ", body)  # instance variable blocks
    body = re.sub(r"@(?:optional|required)\b", " ", body)  # else the member after one is missed
    for declaration in body.split(";"):
        declaration = " ".join(declaration.split())
        if declaration.startswith("@property"):
            block = re.search(r"\(\s*\^\s*(\w+)\s*\)", declaration)
            names = re.findall(r"(\w+)\s*$", declaration)
            name = block.group(1) if block else (names[0] if names else None)
            if name:
                keys.add(name)
        elif declaration.startswith("-"):
            rest = re.sub(r"^-\s*\([^()]*(\([^()]*\)[^()]*)*\)", "", declaration).strip()
            pieces = re.findall(r"(\w+)\s*:", rest)
            if not pieces:
                word = re.match(r"(\w+)", rest)
                pieces_text = word.group(1) if word else None
            else:
                # Only the selector's own pieces: each piece is followed by a parenthesised type.
                pieces = [p for p in re.findall(r"(\w+)\s*:\s*\(", rest)]
                pieces_text = "".join(p + ":" for p in pieces) if pieces else None
            if not pieces_text:
                continue
            if len(pieces) <= 2:
                selectors.add(pieces_text)
            if len(pieces) == 1 and pieces_text.startswith("set") and len(pieces_text) > 4:
                key = pieces_text[3:-1]
                keys.add(key[0].lower() + key[1:])
    return keys, selectors


def read(sdk):
    classes, protocols = {}, {}
    for path in headers(sdk):
        try:
            text = clean(open(path, encoding="utf-8", errors="replace").read())
        except OSError:
            continue
        for match, body in blocks(text):
            kind, name, generics, category, superclass, adopted1, adopted2 = match.groups()
            adopted = set()
            for group in (generics if kind == "protocol" else None, adopted1, adopted2):
                if group:
                    adopted |= set(re.findall(r"\w+", group))
            if kind == "interface" and generics and not category and superclass is None:
                # `@interface Name <P>` without a superclass: a root class's adoption list.
                adopted |= set(re.findall(r"\w+", generics))
            keys, selectors = members(body)
            table = protocols if kind == "protocol" else classes
            entry = table.setdefault(name, {"keys": set(), "selectors": set(), "adopts": set()})
            entry["keys"] |= keys
            entry["selectors"] |= selectors
            entry["adopts"] |= adopted
    # Each class's members with its protocols' (and theirs).
    def protocol_members(name, seen):
        if name in seen or name not in protocols:
            return set(), set()
        seen.add(name)
        keys, selectors = set(protocols[name]["keys"]), set(protocols[name]["selectors"])
        for inner in protocols[name]["adopts"]:
            k, s = protocol_members(inner, seen)
            keys |= k
            selectors |= s
        return keys, selectors
    result = {}
    for name, entry in classes.items():
        keys, selectors = set(entry["keys"]), set(entry["selectors"])
        for protocol in entry["adopts"]:
            k, s = protocol_members(protocol, set())
            keys |= k
            selectors |= s
        result[name] = (keys, selectors)
    return result


def swift_string(table):
    lines = []
    for name in sorted(table):
        keys, selectors = table[name]
        if keys or selectors:
            lines.append(f"        {name} {' '.join(sorted(keys))} | {' '.join(sorted(selectors))}")
    return "\n".join(lines)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: scripts/framework-members.py IOS_SDK MACOS_SDK")
    ios, macos = sys.argv[1:3]
    out = os.path.join(os.path.dirname(__file__), "..", "Sources/NibCheck/FrameworkMembers.swift")
    with open(out, "w") as file:
        file.write(f"// Generated by scripts/framework-members.py from {os.path.basename(ios.rstrip('/'))} and "
                   f"{os.path.basename(macos.rstrip('/'))}; do not edit.\n\n")
        file.write("extension FrameworkClass {\n")
        for platform, sdk in (("iOS", ios), ("macOS", macos)):
            file.write(f"    /// Each {platform} framework class's settable keys and its instance methods' selectors of at "
                       "most two parts,\n    /// its categories' and adopted protocols' included: "
                       "`Name key key | selector selector` per line.\n")
            file.write(f"    static let {platform}Members = \"\"\"\n{swift_string(read(sdk))}\n        \"\"\"\n\n")
        file.write("}\n")


if __name__ == "__main__":
    main()
