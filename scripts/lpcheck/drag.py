"""Screens dragged through many sizes, as csys text, seeded: lp-check's `drag` kind.

The other kinds are random systems with a few suggestions each. A screen is resized in long
drags, and that is where the solver's fast paths run: a suggestion's constant shifts replayed
from a plan, values evaluated in an order compiled on a drag's second step, a long walk left
waiting. And a screen is full of ties, UIKit's defaults: rows of items that hug and resist
compression at the same priorities, pinned at both ends of the root, so that which item gives
way is a face of optima, not a point; a drag crosses from stretched to squeezed and back.

What a file holds: the root (`root.w`, `root.h`, edit variables), one to five rows of one to
six items, each with a required minimum width, hugging (`<=` its intrinsic width) and
compression resistance (`>=` it), shared by the row's items most of the time; a height held
the same way or tied to the width by an aspect ratio (1, 3:4, 9:16, 1:2); the row's items
chained left to right by fixed or flexible gaps between insets, the last one pinned to the
root's trailing edge as required or at a low priority; rows stacked top to bottom the same
way; now and then columns of equal or proportional widths across rows (wished for), and a width that is a
multiple of the root's (a quarter, a third, wished for). Then a drag of 10 to 40 steps of `root.w` or
`root.h` (small moves, jumps, returns to a width seen before) and, in a third of the files,
churn at the end (removals and re-adds).

`cuts` says where lp-check checks a file: after some of its steps as well as at its end, each
a replay of the file up to there, so that a step whose answer a later one repairs is seen.
"""
import random

from generate import churn_steps, number

HUGGING = ["weak*250", "weak*250", "weak*249", "weak*251", "weak"]
COMPRESSION = ["medium*750", "medium*750", "medium*749", "medium"]
ASPECTS = [1, 0.75, 0.5625, 0.5]
MULTIPLIERS = [0.25, 1 / 3, 0.5]
LOW_PINS = ["weak*250", "weak", "medium*500"]


def _item_lines(rng, name, hug, compress):
    """An item's width and height: minimum, hugging and compression (or an aspect ratio)."""
    lines = [f"c required {name}.w >= {rng.randint(0, 24)}"]
    width = rng.randint(16, 300)
    lines += [f"c {hug} {name}.w <= {width}", f"c {compress} {name}.w >= {width}"]
    if rng.random() < 0.3:
        strength = rng.choice(["required", "strong"])
        lines.append(f"c {strength} {name}.h == {number(rng.choice(ASPECTS))}*{name}.w")
    else:
        height = rng.randint(16, 60)
        lines += [f"c {hug} {name}.h <= {height}", f"c {compress} {name}.h >= {height}"]
    return lines


def _gap(rng, lhs, rhs, gap):
    """`lhs == rhs + gap` as required, or `>=` it with the gap wished for at a low priority."""
    if rng.random() < 0.7:
        return [f"c required {lhs} == {rhs} + {gap}"]
    return [f"c required {lhs} >= {rhs} + {gap}", f"c {rng.choice(LOW_PINS)} {lhs} == {rhs} + {gap}"]


def _trailing(rng, edge, end):
    """An edge that ends at `end`: `<=` required, and `==` required or at a low priority."""
    strength = "required" if rng.random() < 0.5 else rng.choice(LOW_PINS)
    return [f"c required {edge} <= {end}", f"c {strength} {edge} == {end}"]


def drag(seed):
    """The csys text of seed's screen and drag."""
    rng = random.Random(f"drag {seed}")
    lines = ["csys 1", f"# lp-check seed {seed} drag",
             "c required root.x == 0", "c required root.y == 0"]
    inset, rows = rng.choice([0, 8, 16]), rng.randint(1, 5)
    widths = []
    for r in range(rows):
        tied = rng.random() < 0.7
        row_hug, row_compress = rng.choice(HUGGING), rng.choice(COMPRESSION)
        count, gap = rng.randint(1, 6), rng.choice([0, 4, 8])
        names = [f"r{r}c{j}" for j in range(count)]
        widths.append([f"{name}.w" for name in names])
        for j, name in enumerate(names):
            hug = row_hug if tied else rng.choice(HUGGING)
            compress = row_compress if tied else rng.choice(COMPRESSION)
            lines += _item_lines(rng, name, hug, compress)
            if j == 0:
                lines.append(f"c required {name}.x == root.x + {inset}")
            else:
                before = names[j - 1]
                lines += _gap(rng, f"{name}.x", f"{before}.x + {before}.w", gap)
                lines.append(f"c required {name}.y + 0.5*{name}.h == {names[0]}.y + 0.5*{names[0]}.h")
            if rng.random() < 0.15:
                multiplier = number(rng.choice(MULTIPLIERS))
                # Wished for, not required: three items at half the root cannot fit in it.
                lines.append(f"c {rng.choice(['strong', 'medium*750'])} {name}.w == {multiplier}*root.w")
        last = names[-1]
        lines += _trailing(rng, f"{last}.x + {last}.w", f"root.x + root.w - {inset}")
        first = names[0]
        if r == 0:
            lines.append(f"c required {first}.y == root.y + {inset}")
        else:
            above = f"r{r - 1}c0"
            lines += _gap(rng, f"{first}.y", f"{above}.y + {above}.h", rng.choice([0, 8]))
    bottom = f"r{rows - 1}c0"
    lines += _trailing(rng, f"{bottom}.y + {bottom}.h", f"root.y + root.h - {inset}")
    for _ in range(rng.randint(0, 2)):
        if rows < 2:
            break
        a, b = rng.sample(range(rows), 2)
        j = rng.randrange(min(len(widths[a]), len(widths[b])))
        factor = rng.choice([1, 1, 0.5, 2])
        # Wished for: rows pinned at both ends as required cannot all match.
        strength = rng.choice(["strong", "medium*750", "weak*250"])
        lines.append(f"c {strength} {widths[a][j]} == {number(factor)}*{widths[b][j]}")
    constraints = sum(1 for line in lines if line.startswith("c "))
    lines += [f"e {rng.choice(['strong', 'strong*1000'])} root.w", f"e {rng.choice(['strong', 'strong*1000'])} root.h"]
    lines += _drag_steps(rng)
    if rng.random() < 1 / 3:
        # Not root.x == 0 nor root.y == 0 (lines 1 and 2): the rest of the screen.
        lines += churn_steps(rng, range(3, constraints + 1), rounds=3, most=3)
    return "\n".join(lines) + "\n"


def _drag_steps(rng):
    """Suggestions for the root: moves of a few points, jumps, returns to a size seen before."""
    width, height = rng.randint(100, 1100), rng.randint(200, 900)
    lines, seen = [f"s root.h {height}", f"s root.w {width}"], [width]
    for _ in range(rng.randint(10, 40)):
        if rng.random() < 0.2:
            height = max(0, height + rng.randint(-60, 60))
            lines.append(f"s root.h {height}")
            continue
        move = rng.random()
        if move < 0.15:
            width = rng.randint(0, 1200)
        elif move < 0.3:
            width = rng.choice(seen)
        else:
            width = max(0, width + rng.choice([-1, 1]) * rng.randint(1, 40))
        seen.append(width)
        lines.append(f"s root.w {width}")
    return lines


# The Auto Layout priority each strength of a drag stands for, as the layer writes it
# (`export --levels`): hugging and compression resistance at their own priorities, the wishes
# for gaps and pins and the widths' multiples at theirs, the root's size at 1000 above them all.
# The weight stays as it was: within a level it still weighs one constraint against another.
PRIORITIES = {"weak*250": 250, "weak*249": 249, "weak*251": 251, "weak": 250, "medium*750": 750,
              "medium*749": 749, "medium": 750, "medium*500": 500, "strong": 999, "strong*1000": 1000}


def leveled(text):
    """A drag's text with every soft strength at its exact level (`weak*250@250`, `strong@999`;
    the root's edits at 1000): lp-check's `levels-drag` kind, judged level by level."""
    out = []
    for line in text.split("\n"):
        kind, _, rest = line.partition(" ")
        token, _, body = rest.partition(" ")
        if kind == "e":
            line = f"e {token}@1000 {body}"
        elif kind == "c" and token != "required":
            line = f"c {token}@{PRIORITIES[token]} {body}"
        out.append(line)
    return "\n".join(out)


def cuts(seed, text, count=3):
    """Where a file is checked: the line counts of prefixes that end after a suggestion
    (`count` of them, drawn from its steps), then the whole file."""
    lines = text.rstrip("\n").split("\n")
    steps = [i + 1 for i, line in enumerate(lines) if line.startswith("s ") and i + 1 < len(lines)]
    rng = random.Random(f"drag cuts {seed}")
    chosen = sorted(rng.sample(steps, min(count, len(steps))))
    return chosen + [len(lines)]
