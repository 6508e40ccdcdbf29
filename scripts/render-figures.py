#!/usr/bin/env python3
"""Counts, over every document of the given folders, what `nib render` draws of the kinds of screens developers
know: controls that draw nothing, table views whose cells appear, tab views whose selected item appears, navigation
titles that appear. Reads the documents' XML and the SVG pictures independently of the renderer's own reports.

    scripts/render-figures.py NIB DIR...          (NIB: a built `nib`, e.g. .build/release/nib)
    scripts/render-figures.py NIB DIR... --list KIND   also lists the views of one count (empty-control, label, table,
                                                       tab, title) that fail, as file:line

Each DIR is rendered with `NIB render DIR -o TMP`; a picture's views are matched to their documents by id.
"""
import os, re, subprocess, sys, tempfile
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict

# The kinds of view Xcode's canvas draws with something visible whatever their content.
CONTROLS = {
    "button", "textField", "secureTextField", "searchField", "comboBox", "popUpButton", "switch", "slider",
    "segmentedControl", "stepper", "colorWell", "pathControl", "datePicker", "levelIndicator", "progressIndicator",
    "progressView", "activityIndicatorView", "pageControl", "tabView", "box", "pickerView", "navigationBar",
    "toolbar", "tabBar", "searchBar", "tokenField", "popUpButton", "textView", "tableView", "outlineView",
    "collectionView", "mapView", "wkWebView", "webView", "imageView", "visualEffectView", "datePicker",
}
DRAWN = {"rect", "text", "path", "circle", "ellipse", "line", "polyline", "polygon", "image", "use"}
SVG = "{http://www.w3.org/2000/svg}"


def local(tag):
    return tag.split("}")[-1]


def document_index(root_dir):
    """Per document path: id -> (path, line, element, xml element) for every object under root_dir."""
    indexes = {}
    for folder, _, files in os.walk(root_dir):
        for name in files:
            if not name.endswith((".xib", ".storyboard")):
                continue
            path = os.path.join(folder, name)
            try:
                lines = {}
                text = open(path, encoding="utf-8", errors="replace").read()
                for number, line in enumerate(text.splitlines(), 1):
                    for match in re.finditer(r'\bid="([^"]+)"', line):
                        lines.setdefault(match.group(1), number)
                tree = ET.fromstring(text.encode("utf-8"))
            except Exception:
                continue
            index = indexes.setdefault(path, {})
            for element in tree.iter():
                for child in element:
                    PARENTS[child] = element
                ident = element.get("id")
                if ident:
                    index[ident] = (path, lines.get(ident, 0), element.tag, element)
    return indexes


def picture_index(indexes, picture_name, root_id):
    """The index of the document a picture was drawn from: one holding its root view whose file name is in the
    picture's name, the one whose folders the name repeats most (`nib render` names localized copies apart by them)."""
    def score(path):
        parts = [p.replace(" ", "_").replace(".", "_") for p in path.split(os.sep)[:-1]]
        return sum(1 for part in parts if part and part in picture_name)
    candidates = [(score(path), len(path), index) for path, index in indexes.items()
                  if root_id in index and os.path.splitext(os.path.basename(path))[0].replace(" ", "_") in picture_name]
    return max(candidates, key=lambda c: (c[0], -c[1]))[2] if candidates else {}


PARENTS = {}


def xcode_draws_empty(xml):
    """Whether Xcode's canvas also shows nothing for this control: a text field without text, placeholder, border or
    background; a custom button without title, image or background."""
    tag = xml.tag
    cell = next((c for c in xml if c.get("key") == "cell"), None)
    if tag in ("textField", "secureTextField"):
        if cell is not None:  # AppKit
            return not (cell.get("title") or cell.get("placeholderString") or cell.get("borderStyle")
                        or cell.get("drawsBackground") == "YES")
        return not (xml.get("text") or xml.get("placeholder")
                    or xml.get("borderStyle") not in (None, "none")
                    or any(c.get("key") == "backgroundColor" for c in xml))
    if tag == "textView" and cell is None and not xml.get("text"):
        # A text view without text shows only its background: nothing when it has none or a clear one.
        background = next((c for c in xml if c.get("key") == "backgroundColor"), None)
        return xml.get("drawsBackground") == "NO" or (
            (background is None or background.get("alpha") in ("0.0", "0")) and xml.get("drawsBackground") != "YES")
    if tag == "tabView":
        return xml.get("type") == "noTabsNoBorder" and not any(c.tag == "tabViewItems" for c in xml)
    if tag == "button" and cell is not None:
        # A borderless AppKit button without title or image (one whose images are set in code).
        return not (cell.get("title") or cell.get("image") or cell.get("borderStyle")
                    or cell.get("type") in ("check", "radio", "push", "disclosure", "help", "disclosureTriangle"))
    if tag == "button" and cell is None:
        # A UIKit button of any type but those that draw a glyph (info, add, close), with nothing to show.
        states = [c for c in xml if c.tag == "state"]
        shows = any(st.get("title") or st.get("image") or st.get("backgroundImage")
                    or any(r.tag == "imageReference" for r in st) for st in states)
        glyph = xml.get("buttonType") in ("infoLight", "infoDark", "detailDisclosure", "contactAdd", "close")
        return not glyph and not shows and not any(
            c.get("key") == "backgroundColor" for c in xml) and not any(c.tag == "buttonConfiguration" for c in xml)
    if tag in ("collectionView", "tableView") and cell is None:
        # A UIKit list without cells in the document and without a background shows nothing.
        cells = any(c.tag in ("collectionViewCell", "tableViewCell") for c in xml.iter())
        background = next((c for c in xml if c.get("key") == "backgroundColor"), None)
        clear = background is not None and (background.get("alpha") in ("0.0", "0") or background.get(
            "systemColor") == "clearColor" or background.get("cocoaTouchSystemColor") == "clearColor")
        return not cells and clear
    return False


def own_drawing(group):
    """Whether a view's group draws anything itself: a shape or text in it, or in a group of its own (not a
    subview's)."""
    return any(local(child.tag) in DRAWN
               or (local(child.tag) == "g" and not child.get("data-element") and own_drawing(child))
               for child in group)


def descendants_with(group, predicate):
    return [g for g in group.iter(SVG + "g") if g is not group and predicate(g)]


def main():
    args = sys.argv[1:]
    listing = None
    if "--list" in args:
        at = args.index("--list")
        listing = args[at + 1]
        del args[at:at + 2]
    if len(args) < 2:
        sys.exit(__doc__)
    nib, folders = args[0], args[1:]
    counts = Counter()
    empty_kinds = Counter()
    failures = defaultdict(list)
    for folder in folders:
        indexes = document_index(folder)
        with tempfile.TemporaryDirectory() as out:
            subprocess.run([nib, "render", folder, "-o", out], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
            for name in sorted(os.listdir(out)):
                if not name.endswith(".svg"):
                    continue
                counts["pictures"] += 1
                try:
                    picture = ET.parse(os.path.join(out, name)).getroot()
                except ET.ParseError:
                    counts["unreadable pictures"] += 1
                    continue
                text = " ".join(t.text or "" for t in picture.iter(SVG + "text"))
                first = next((g for g in picture.iter(SVG + "g") if g.get("id")), None)
                if first is None:
                    continue
                index = picture_index(indexes, name, first.get("id"))
                for group in picture.iter(SVG + "g"):
                    element = group.get("data-element")
                    ident = group.get("id")
                    if not element or ident not in index:
                        continue
                    path, line, _, xml = index[ident]
                    where = f"{path}:{line} {element} {ident}"
                    if element in CONTROLS:
                        counts["controls"] += 1
                        # A list whose cells appear in it is drawn, whatever its own background.
                        lists = ("tableView", "collectionView", "outlineView")
                        cells_shown = element in lists and descendants_with(
                            group, lambda g: g.get("data-element") in ("tableViewCell", "collectionViewCell",
                                                                       "tableCellView"))
                        if not own_drawing(group) and not cells_shown:
                            if xcode_draws_empty(xml):
                                counts["controls drawing nothing, as in Xcode"] += 1
                            else:
                                counts["controls drawing nothing that Xcode draws"] += 1
                                empty_kinds[element] += 1
                                failures["empty-control"].append(where)
                    if element == "label":
                        wanted = xml.get("text") or "".join(
                            f.get("content") or "" for f in xml.iter() if f.tag == "fragment")
                        if wanted.strip():
                            counts["labels with text"] += 1
                            drawn = " ".join(t.text or "" for t in group.iter(SVG + "text"))
                            if wanted.split()[0][:6] in drawn:
                                counts["labels whose text appears"] += 1
                            else:
                                failures["label"].append(where)
                    if element == "tableView":
                        cells = [c for c in xml.iter() if c.tag == "tableViewCell"]
                        if cells:
                            counts["table views with cells"] += 1
                            shown = descendants_with(group, lambda g: g.get("data-element") == "tableViewCell")
                            if shown:
                                counts["table views whose cells appear"] += 1
                            else:
                                failures["table"].append(where)
                    if element == "tabView":
                        items = [i for i in xml.iter() if i.tag == "tabViewItem"]
                        if items:
                            counts["tab views"] += 1
                            views = [v.get("id") for v in items[0].iter() if v.tag == "view" and v.get("id")]
                            selected = next((i for i in items if i.get("selected") == "YES"), items[0])
                            views = [v.get("id") for v in selected.iter() if v.tag == "view" and v.get("id")]
                            shown = descendants_with(group, lambda g: g.get("id") in views)
                            if shown:
                                counts["tab views whose selected item appears"] += 1
                            else:
                                failures["tab"].append(where)
                root = next((g for g in picture.iter(SVG + "g") if g.get("id") in index), None)
                if root is None:
                    continue
                # A scene's navigation title: its controller's navigation item's title.
                path, line, _, xml = index[root.get("id")]
                scene = scene_of(index, root.get("id"))
                # Only the scene's own picture (its controller's view), not its cells'.
                if scene is not None and xml.get("key") == "view":
                    titles = [n.get("title") for n in scene.iter() if n.tag == "navigationItem" and n.get("title")]
                    if titles:
                        counts["navigation titles"] += 1
                        # Shown whole, or cut with "…" where the bar is too narrow (as UIKit cuts it).
                        cut = [t.text[:-1] for t in picture.iter(SVG + "text")
                               if (t.text or "").endswith("…") and len(t.text) > 4]
                        if titles[0] in text or any(titles[0].startswith(c) for c in cut):
                            counts["navigation titles that appear"] += 1
                        else:
                            failures["title"].append(f"{path}:{line} {titles[0]!r}")
    for key in ["pictures", "controls", "controls drawing nothing that Xcode draws",
                "controls drawing nothing, as in Xcode", "labels with text", "labels whose text appears", "table views with cells",
                "table views whose cells appear", "tab views", "tab views whose selected item appears",
                "navigation titles", "navigation titles that appear", "unreadable pictures"]:
        print(f"{key}: {counts[key]}")
    print("controls drawing nothing that Xcode draws, by kind: " + ", ".join(f"{k} {n}" for k, n in empty_kinds.most_common()))
    if listing:
        try:
            for where in failures[listing]:
                print("  " + where)
        except BrokenPipeError:
            pass


def scene_of(index, ident):
    """The <scene> holding the object `ident` in a storyboard, or None."""
    element = index[ident][3]
    while element is not None and element.tag != "scene":
        element = PARENTS.get(element)
    return element


if __name__ == "__main__":
    main()
