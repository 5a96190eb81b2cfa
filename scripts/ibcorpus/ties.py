"""Who gives way where priorities tie: a survey of the corpus's stored frames.

Auto Layout leaves it to its engine which of several views of equal hugging (or compression
resistance) takes the slack (or gives way). A file's stored frames are what Xcode's engine chose,
but `layout-bench ib` takes each content view's stored size as its intrinsic size, so it cannot
see who gave way. Here a label's or a button's intrinsic size is estimated from its text instead
(a single-line label's height from its system font; a width from the character count, roughly,
so only clear cases count), and two shapes where views compete are looked at:

  stack  the visible arranged views of a UIStackView of the `fill` distribution
  chain  content views tied edge to edge by required equalities, the first and last to their
         superview's edges, none with a size constraint on that axis

A group is decided when every view not held by a size constraint is a label or button whose
estimate is known, exactly one of them is stretched (or compressed) and the others fit their text;
when all fit, nobody visibly gave way (all_fit, not decided). A decided group counts as the lower
priority giving way (lower), the higher (higher: the estimate was wrong, or the file is stale), or
a tie, by the place of the one that gave way (tie_first, tie_last, tie_between) and whether its
text is the longer or the shorter (tie_longer, tie_shorter). Counts only: nothing of the files
leaves this module but them.
"""
import os
import xml.etree.ElementTree as ET
from collections import Counter

TEXT_VIEWS = {"label", "button"}
# Point sizes of the text styles (UIKit's defaults at the large content size).
STYLES = {"UICTFontTextStyleBody": 17, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleCallout": 16,
          "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
          "UICTFontTextStyleCaption2": 11, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
          "UICTFontTextStyleTitle3": 20}
LINE_HEIGHT = 1.194   # the system font's line height, in em (docs/interface-builder.md, Baselines)
CHARACTER = 0.52      # a rough average advance of the system font, in em
AXES = {"h": ("leading", "trailing", "width", "horizontal"), "v": ("top", "bottom", "height", "vertical")}
EDGES = {"leading": "leading", "left": "leading", "leadingMargin": "leading", "leftMargin": "leading",
         "trailing": "trailing", "right": "trailing", "trailingMargin": "trailing", "rightMargin": "trailing",
         "top": "top", "topMargin": "top", "bottom": "bottom", "bottomMargin": "bottom",
         "width": "width", "height": "height"}
OUTCOMES = ["all_fit", "lower", "higher", "tie_first", "tie_last", "tie_between",
            "tie_longer", "tie_shorter"]


def text(view):
    if view.tag == "label":
        return view.get("text") or ""
    if view.tag == "button" and view.find("state[@key='normal']") is not None:
        return view.find("state[@key='normal']").get("title") or ""
    return ""


def point_size(view):
    """The system font's point size of a view, None for a custom font."""
    font = view.find("fontDescription")
    if font is None:
        return 17.0
    if font.get("type") in ("system", "boldSystem", "italicSystem") and font.get("pointSize"):
        return float(font.get("pointSize"))
    return float(STYLES[font.get("style")]) if font.get("style") in STYLES else None


def stored(view, axis):
    rect = view.find("rect[@key='frame']")
    if rect is None:
        return None
    return float(rect.get("width" if axis == "h" else "height"))


def estimate(view, axis):
    """The intrinsic size the text gives on the axis, None when not known well enough."""
    size = point_size(view)
    if view.tag not in TEXT_VIEWS or size is None or view.find("state/image") is not None:
        return None
    if axis == "v":
        single = view.tag == "label" and view.get("numberOfLines", "1") == "1"
        return LINE_HEIGHT * size if single else None
    characters = len(text(view))
    if not characters:
        return None
    return max(CHARACTER * size * characters, 30.0 if view.tag == "button" else 0.0)


def state(view, axis):
    """fit, stretched, compressed or None (undecided) of a view against its text's estimate."""
    own, guess = stored(view, axis), estimate(view, axis)
    if own is None or guess is None:
        return None
    if axis == "v":
        fit, stretched, compressed = guess - 1 <= own <= guess + 1.5, own > guess + 4, own < guess - 2
    else:
        fit = 0.75 * guess - 4 <= own <= 1.25 * guess + 6
        stretched, compressed = own > 1.6 * guess + 12, own < 0.6 * guess - 6
    return "fit" if fit else "stretched" if stretched else "compressed" if compressed else None


def priority(view, axis, kind):
    name = AXES[axis][3] + ("HuggingPriority" if kind == "stretched" else "CompressionResistancePriority")
    value = view.get(name)
    return int(float(value)) if value else (250 if kind == "stretched" else 750)


def held(view, axis):
    """A required size constraint of its own on the axis (IB keeps those in the view)."""
    found = view.find("constraints")
    return found is not None and any(
        c.get("firstAttribute") == AXES[axis][2] and not c.get("secondItem") and not c.get("relation")
        and int(float(c.get("priority", "1000"))) == 1000 for c in found)


def outcome(views, axis):
    """The outcomes of one group (views in their order on screen): [] when undecided."""
    free = [v for v in views if not held(v, axis)]
    if len(free) < 2 or any(v.get("misplaced") == "YES" or v.get("ambiguous") == "YES" for v in views):
        return []
    states = [state(v, axis) for v in free]
    if states.count("fit") == len(free):
        return ["all_fit"]
    moved = [i for i, s in enumerate(states) if s in ("stretched", "compressed")]
    if len(moved) != 1 or states.count("fit") != len(free) - 1:
        return []
    i = moved[0]
    kind = states[i]
    mine = priority(free[i], axis, kind)
    others = [priority(v, axis, kind) for j, v in enumerate(free) if j != i]
    if mine < min(others):
        return ["lower"]
    if mine > min(others):
        return ["higher"]
    place = "tie_first" if i == 0 else "tie_last" if i == len(free) - 1 else "tie_between"
    guesses = [estimate(v, axis) for v in free]
    longer = guesses[i] >= max(g for j, g in enumerate(guesses) if j != i)
    return [place, "tie_longer" if longer else "tie_shorter"]


def stacks(root):
    """(axis, arranged views) of every fill stack."""
    for stack in root.iter("stackView"):
        if (stack.get("distribution") or "fill") != "fill" or stack.find("subviews") is None:
            continue
        views = [v for v in stack.find("subviews") if v.get("id") and v.get("hidden") != "YES"]
        if len(views) >= 2:
            yield ("v" if stack.get("axis") == "vertical" else "h"), views


def constraints_of(container, views):
    """The container's and its subviews' constraints as dicts, firstItem filled in."""
    out = []
    for holder in [container] + views:
        found = holder.find("constraints")
        for c in (found if found is not None else []):
            if c.tag == "constraint":
                d = dict(c.attrib)
                d.setdefault("firstItem", holder.get("id"))
                out.append(d)
    return out


def chains(root):
    """(axis, views in order) of every chain of required equalities between text views."""
    for container in root.iter():
        subviews = container.find("subviews")
        if subviews is None or container.tag == "stackView":
            continue
        views = {v.get("id"): v for v in subviews if v.get("id")}
        guide = container.find("viewLayoutGuide[@key='safeArea']")
        ends = {container.get("id")} | ({guide.get("id")} if guide is not None else set())
        constraints = constraints_of(container, list(views.values()))
        for axis, (lead, trail, size, _) in AXES.items():
            ties = [(c["firstItem"], EDGES.get(c.get("firstAttribute")), c.get("secondItem"),
                     EDGES.get(c.get("secondAttribute"))) for c in constraints
                    if not c.get("relation") and int(float(c.get("priority", "1000"))) == 1000]
            sized = {item for c in constraints for item in (c["firstItem"], c.get("secondItem"))
                     if size in (EDGES.get(c.get("firstAttribute")), EDGES.get(c.get("secondAttribute")))}

            def after(item, edge):
                found = []
                for a, ae, b, be in ties:
                    if (a == item or (item is None and a in ends)) and ae == edge:
                        found.append((b, be))
                    if (b == item or (item is None and b in ends)) and be == edge:
                        found.append((a, ae))
                return found

            for first, edge in after(None, lead):
                if edge != lead or first not in views:
                    continue
                chain = [first]
                while True:
                    step = after(chain[-1], trail)
                    if len(step) != 1:
                        chain = []
                        break
                    item, edge = step[0]
                    if item in ends and edge == trail:
                        break
                    if item not in views or edge != lead or item in chain:
                        chain = []
                        break
                    chain.append(item)
                members = [views[i] for i in chain]
                if len(members) >= 2 and all(v.tag in TEXT_VIEWS for v in members) and not set(chain) & sized:
                    yield axis, members


SHAPES = ["stack", "chain"]
COLUMNS = ["groups", "decided"] + OUTCOMES


def survey(paths):
    """Counter of (shape, what) over the files: groups, decided, and each outcome."""
    counts = Counter()
    for path in paths:
        try:
            root = ET.parse(path).getroot()
        except (ET.ParseError, OSError):
            continue
        for shape, groups in (("stack", stacks(root)), ("chain", chains(root))):
            for axis, views in groups:
                counts[(shape, "groups")] += 1
                found = outcome(views, axis)
                if found and found != ["all_fit"]:
                    counts[(shape, "decided")] += 1
                for what in found:
                    counts[(shape, what)] += 1
    return counts


def files(folder):
    return sorted(os.path.join(d, name) for d, _, names in os.walk(folder) for name in names
                  if name.endswith((".storyboard", ".xib")))


FIELDS = ["files", "shape"] + COLUMNS


def rows(counts, files_read, environment):
    """The summary's rows: one per shape, a column per count, the run's environment."""
    return [dict(environment, files=files_read, shape=shape,
                 **{column: counts[(shape, column)] for column in COLUMNS}) for shape in SHAPES]
