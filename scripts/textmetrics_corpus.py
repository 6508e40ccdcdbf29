"""Collects text samples with intrinsic-sized frames from a corpus of Interface Builder documents.

Used by fit-text-metrics.py. Each sample is a label, button or AppKit label whose stored frame width is (as far as
the document's constraints tell) its intrinsic width, with its text, resolved system font and rounding grid.
"""

import math
import os
import xml.etree.ElementTree as ET

# Dynamic Type text styles at the default content size (UIKit) and AppKit's text styles: (point size, weight).
IOS_TEXT_STYLES = {
    "UICTFontTextStyleLargeTitle": (34, "regular"),
    "UICTFontTextStyleTitle0": (34, "regular"),
    "UICTFontTextStyleTitle1": (28, "regular"),
    "UICTFontTextStyleTitle2": (22, "regular"),
    "UICTFontTextStyleTitle3": (20, "regular"),
    "UICTFontTextStyleHeadline": (17, "semibold"),
    "UICTFontTextStyleBody": (17, "regular"),
    "UICTFontTextStyleCallout": (16, "regular"),
    "UICTFontTextStyleSubhead": (15, "regular"),
    "UICTFontTextStyleFootnote": (13, "regular"),
    "UICTFontTextStyleCaption1": (12, "regular"),
    "UICTFontTextStyleCaption2": (11, "regular"),
}
MAC_TEXT_STYLES = {
    "largeTitle": (26, "regular"),
    "title1": (22, "regular"),
    "title2": (17, "regular"),
    "title3": (15, "regular"),
    "headline": (13, "bold"),
    "body": (13, "regular"),
    "callout": (12, "regular"),
    "subheadline": (11, "regular"),
    "footnote": (10, "regular"),
    "caption1": (10, "regular"),
    "caption2": (10, "medium"),
}
META_FONTS = {
    "system": (13, "regular"),
    "systemBold": (13, "bold"),
    "systemSemibold": (13, "semibold"),
    "systemMedium": (13, "medium"),
    "systemLight": (13, "light"),
    "systemHeavy": (13, "heavy"),
    "smallSystem": (11, "regular"),
    "smallSystemBold": (11, "bold"),
    "miniSystem": (9, "regular"),
    "miniSystemBold": (9, "bold"),
    "message": (13, "regular"),
    "controlContent": (13, "regular"),
    "label": (10, "regular"),
    "menu": (13, "regular"),
    "menuBar": (13, "regular"),
    "titleBar": (13, "bold"),
    "toolTip": (11, "regular"),
    "palette": (11, "regular"),
    "cellTitle": (13, "regular"),
}
# Screen scale of Interface Builder's design devices.
DEVICE_SCALES = {
    "appleTV": 1,
    "retina3_5": 2,
    "retina4_0": 2,
    "retina4_7": 2,
    "retina6_1": 2,
    "retina5_5": 3,
    "retina5_8": 3,
    "retina5_9": 3,
    "retina6_0": 3,
    "retina6_3": 3,
    "retina6_5": 3,
    "retina6_7": 3,
    "retina6_12": 3,
    "retina6_72": 3,
    "retina6_9": 3,
}

HORIZONTAL = {
    "leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin", "leftMargin",
    "rightMargin", "centerXWithinMargins",
}


def device_scale(device):
    """The screen scale of a design device: iPads at 2x, iPhones per model, Apple TV at 1x, Macs at 1x frames."""
    if device is None:
        return 1
    if device.startswith("ipad"):
        return 2
    return DEVICE_SCALES.get(device, 2)


def system_font(attrs, mac):
    """(point size, weight) of a system font description, or None for named and unknown fonts."""
    if attrs is None:
        return (13, "regular") if mac else None
    if attrs.get("usesAppearanceFont") == "YES":
        return (13, "regular")
    size = attrs.get("pointSize") or attrs.get("size")
    style = attrs.get("style")
    if style in IOS_TEXT_STYLES:
        return IOS_TEXT_STYLES[style]
    text_style = attrs.get("textStyle")
    if text_style in MAC_TEXT_STYLES:
        base = MAC_TEXT_STYLES[text_style]
        return (float(size), base[1]) if size else base
    meta = attrs.get("metaFont")
    if meta in META_FONTS:
        base = META_FONTS[meta]
        return (float(size), base[1]) if size else base
    kind = attrs.get("type")
    if kind in ("system", "boldSystem", "italicSystem") and size:
        weight = attrs.get("weight") or ("bold" if kind == "boldSystem" else "regular")
        return (float(size), weight)
    return None


def _font_of(element):
    for child in element:
        if child.tag in ("fontDescription", "font") and child.get("key") in ("fontDescription", "font"):
            return {k: v for k, v in child.attrib.items() if k != "key"}
    return None


def _frame_of(element):
    for child in element.findall("rect"):
        if child.get("key") == "frame":
            return {k: float(child.get(k)) for k in ("x", "y", "width", "height")}
    return None


def _width_reason(element, parent_view, constraints, mac):
    """Why the frame width is not intrinsic, or None when it may be."""
    equal_edges = set()
    for c in constraints:
        relation = c.get("relation", "equal")
        concerned = []
        if c["firstItem"] == element.get("id"):
            concerned.append(c.get("firstAttribute"))
        if c.get("secondItem") == element.get("id"):
            concerned.append(c.get("secondAttribute"))
        for attribute in concerned:
            if attribute == "width" and relation == "equal":
                return "width constraint"
            if attribute in HORIZONTAL and relation == "equal" and float(c.get("priority", "1000")) >= 750:
                equal_edges.add(attribute)
    if len(equal_edges) >= 2:
        return "pinned on two horizontal edges"
    if parent_view is not None and parent_view.tag == "stackView":
        axis = parent_view.get("axis", "horizontal")
        if axis == "vertical" and parent_view.get("alignment", "fill") == "fill":
            return "stretched by a vertical stack view"
        if axis == "horizontal" and parent_view.get("distribution") in ("fillEqually", "fillProportionally"):
            return "sized by a stack view"
    elif not constraints:
        return "no constraints"
    if element.get("misplaced") == "YES" or element.get("ambiguous") == "YES":
        return "misplaced or ambiguous"
    if mac and element.get("fixedFrame") == "YES":
        return "fixed frame"
    return None


def line_height(size):
    """San Francisco's line height: (ascent 1950 + descent 494) / 2048 em."""
    return size * 2444 / 2048


def ceil_to(value, scale):
    """Rounds up to the pixel grid of a screen scale."""
    return math.ceil(value * scale - 1e-9) / scale


def height_is_current(sample):
    """Whether the stored height is the one today's engine gives a one-line text: a frame Interface Builder last
    updated with the San Francisco metrics (not a library default or a stale frame from an older Xcode)."""
    if sample["size"] is None:
        return False
    if sample["kind"] == "ios-label":
        expected = ceil_to(line_height(sample["size"]), sample["scale"])
    elif sample["kind"] == "ios-button":
        expected = math.ceil(line_height(sample["size"]) + 12 - 1e-9)
    else:
        return True
    return abs(sample["height"] - expected) < 1e-3


def collect(root):
    """Every candidate sample of the corpus under `root`, with a rejection reason (None for intrinsic candidates)."""
    samples = []
    for directory, _, names in sorted(os.walk(root)):
        for name in sorted(names):
            if name.endswith(".xib") or name.endswith(".storyboard"):
                samples.extend(_collect_file(os.path.join(directory, name), root))
    return samples


def _collect_file(path, root):
    try:
        document = ET.parse(path).getroot()
    except ET.ParseError:
        return []
    runtime = document.get("targetRuntime", "")
    mac = runtime.startswith("MacOSX")
    device = document.find("device")
    scale = 1 if mac else device_scale(device.get("id") if device is not None else None)
    parents = {child: parent for parent in document.iter() for child in parent}
    constraints = {}
    for c in document.iter("constraint"):
        holder = parents[parents[c]]
        record = dict(c.attrib)
        record["firstItem"] = c.get("firstItem") or holder.get("id")
        constraints.setdefault(record["firstItem"], []).append(record)
        if c.get("secondItem"):
            constraints.setdefault(c.get("secondItem"), []).append(record)
    samples = []
    for element in document.iter():
        if element.tag not in ("label", "button", "textField"):
            continue
        frame = _frame_of(element)
        if frame is None:
            continue
        container = parents.get(element)
        parent_view = parents.get(container) if container is not None else None
        sample = {
            "file": os.path.relpath(path, root),
            "id": element.get("id"),
            "element": element.tag,
            "mac": mac,
            "scale": scale,
            "width": frame["width"],
            "height": frame["height"],
            "reason": None,
        }
        if mac:
            if element.tag != "textField":
                continue
            cell = element.find("textFieldCell")
            if cell is None:
                continue
            text = cell.get("title")
            font = _font_of(cell)
            if cell.get("editable") == "YES" or cell.get("borderStyle") or cell.get("drawsBackground") == "YES":
                sample["reason"] = "editable or bezeled"
            if cell.get("lineBreakMode") not in ("clipping", "truncatingTail", "truncatingMiddle", "truncatingHead"):
                sample["reason"] = sample["reason"] or "wrapping cell"
            sample["kind"] = "mac-label"
            sample["lines"] = 1
        elif element.tag == "label":
            text = element.get("text")
            if text is None:
                for string in element.findall("string"):
                    if string.get("key") == "text":
                        text = string.text or ""
            font = _font_of(element)
            sample["lines"] = int(element.get("numberOfLines", "1"))
            sample["kind"] = "ios-label"
        elif element.tag == "button":
            text = None
            for state in element.findall("state"):
                if state.get("key") == "normal":
                    text = state.get("title")
                    if state.get("image") or state.get("backgroundImage"):
                        sample["reason"] = "image"
            if element.find("buttonConfiguration") is not None:
                sample["reason"] = "configuration"
            if element.find("inset") is not None:
                sample["reason"] = sample["reason"] or "insets"
            font = _font_of(element)
            if font is None:
                font = {"type": "system", "pointSize": "15"}
            sample["kind"] = "ios-button"
            sample["lines"] = 1
        else:
            continue
        sample["text"] = text
        sample["font"] = font
        resolved = system_font(font, mac)
        sample["size"], sample["weight"] = resolved if resolved else (None, None)
        if not text or "\n" in text:
            sample["reason"] = sample["reason"] or "no text or several lines"
        if resolved is None:
            sample["reason"] = sample["reason"] or "not a system font"
        if not document.get("useAutolayout") == "YES":
            sample["reason"] = sample["reason"] or "no Auto Layout"
        sample["reason"] = sample["reason"] or _width_reason(
            element, parent_view, constraints.get(element.get("id"), []), mac)
        samples.append(sample)
    return samples
