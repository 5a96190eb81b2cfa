"""Random degenerate constraint systems as csys text, seeded.

What they hold (the systems on which a simplex goes wrong by rounding, not the gentle ones
a layout makes): 20-60 variables; about as many required constraints as variables, each on
1-4 variables with coefficients from {±1, ±2, 1/2, 1/4, 3, 10}, 70% of them tight at one
integer point (so the system is feasible and its optimum degenerate); one to three times as
many soft constraints on 1-3 variables, weights from strong*0.5 down to weak*7; 1-4 edit
variables with suggestions; with churn, steps that remove constraints and add some back.
`conflicted` puts one required constraint more among them that the ones before it forbid.
`layout` keeps the required coefficients to ±1 and 1/2, as layouts mostly write them; `wide`
spreads them further, with ratios no binary fraction holds (16:9, 4:3, 1/3, 0.1, the golden
ratio) beside 100 and 1/8, in the soft constraints too, as aspect ratios and multipliers of
Interface Builder files write them. `spread` goes past both: 1e-3 beside 1e3, 0.01, 7/3, in
every constraint. `levels` puts the soft constraints at exact priority levels
(`STRENGTH@LEVEL`), as the layer puts Auto Layout's priorities: two to six of LEVELS per
system, ties at each (half the systems give a level one weight, as the layer does, the other
half weigh within it), a tenth left at level 0 below them all, edits at 1000 above them (the
root's size) or at a level among them.
"""
import random

import csys_lp

MIXED = [1, -1, 2, -2, 0.5, 0.25, 3, 10]
LAYOUT = [1, -1, 0.5, 1, -1]
WIDE = MIXED + [16 / 9, -9 / 16, 4 / 3, 0.75, 1 / 3, 0.1, 100, -0.125, 0.6180339887498949]
# A spread of 10⁶ (1e-3 beside 1e3), past what the other kinds hold: where the rounding of a
# coefficient times its reciprocal's reaches what the checks can tell.
SPREAD = [1, -1, 2, 0.5, 1e-3, -1e-3, 1000, -1000, 7 / 3, 0.01, 50, -0.2]
SOFT_STRENGTHS = ["strong*0.5", "strong", "medium", "medium*3", "weak", "weak*2", "weak*7"]
# Auto Layout priorities and the layer's: the defaults (250, 750), one step above and below
# them, a stack's tie-break 1/1024 below one, the extremes below required.
LEVELS = [1, 249, 250, 250 - 1 / 1024, 251, 500, 749, 750, 751, 999]


def number(value):
    return repr(float(value)).rstrip("0").rstrip(".") if value != int(value) else str(int(value))


def terms(rng, names, coefficients, count):
    chosen = rng.sample(names, min(count, len(names)))
    return [(rng.choice(coefficients), name) for name in chosen]


def lhs(pairs):
    text = ""
    for i, (c, name) in enumerate(pairs):
        term = f"{number(abs(c))}*{name}"
        if i == 0:
            text = ("-" if c < 0 else "") + term
        else:
            text += (" - " if c < 0 else " + ") + term
    return text


class Strengths:
    """The strength tokens of one system's soft constraints and edits: Kiwi's weighted ones, or
    with `levels` exact priority levels (the module's docstring)."""

    def __init__(self, rng, levels):
        self.rng = rng
        self.levels = None
        if levels:
            self.levels = rng.sample(LEVELS, rng.randint(2, 6))
            self.weight = {level: rng.choice(SOFT_STRENGTHS) for level in self.levels} if rng.random() < 0.5 else None

    def soft(self):
        if self.levels is None or self.rng.random() < 0.1:
            return self.rng.choice(SOFT_STRENGTHS)
        level = self.rng.choice(self.levels)
        weight = self.weight[level] if self.weight else self.rng.choice(SOFT_STRENGTHS)
        return f"{weight}@{number(level)}"

    def edit(self):
        token = self.rng.choice(['strong', 'medium', 'strong*0.5'])
        if self.levels is None:
            return token
        return f"{token}@{number(self.rng.choice([1000, 1000, *self.levels]))}"


def system(seed, churn=False, layout=False, wide=False, variables=(20, 60), spread=False, levels=False):
    rng = random.Random(seed)
    n = rng.randint(*variables)
    names = [f"v{i}" for i in range(1, n + 1)]
    point = {name: rng.randint(-60, 60) for name in names}
    required_coefficients = SPREAD if spread else LAYOUT if layout else WIDE if wide else MIXED
    soft_coefficients = SPREAD if spread else WIDE if wide else MIXED
    lines = ["csys 1", f"# lp-check seed {seed}{' churn' if churn else ''}{' layout' if layout else ''}"
             f"{' wide' if wide else ''}{' spread' if spread else ''}{' levels' if levels else ''}"]
    strengths = Strengths(rng, levels)
    constraints = []
    for _ in range(rng.randint(int(0.8 * n), int(1.2 * n))):
        pairs = terms(rng, names, required_coefficients, rng.randint(1, 4))
        value = sum(c * point[name] for c, name in pairs)
        if rng.random() < 0.7:
            op = rng.choice(["==", "<=", ">="])
        else:
            op = rng.choice(["<=", ">="])
            value += rng.randint(1, 60) * (1 if op == "<=" else -1)
        constraints.append(f"c required {lhs(pairs)} {op} {number(value)}")
    soft = []
    for _ in range(rng.randint(len(constraints), 3 * len(constraints))):
        pairs = terms(rng, names, soft_coefficients, rng.randint(1, 3))
        value = rng.randint(-160, 160) / 2
        soft.append(f"c {strengths.soft()} {lhs(pairs)} {rng.choice(['==', '<=', '>='])} {number(value)}")
    if rng.random() < 0.3:
        constraints += soft
        rng.shuffle(constraints)
    else:
        constraints += soft
    lines += constraints
    edits = rng.sample(names, min(len(names), rng.randint(1, 4)))
    for name in edits:
        lines.append(f"e {strengths.edit()} {name}")
    for _ in range(rng.randint(1, 3)):
        for name in edits:
            lines.append(f"s {name} {number(point[name] + rng.randint(-40, 40))}")
    if churn:
        lines += churn_steps(rng, range(1, len(constraints) + 1), rounds=5, most=4)
    return "\n".join(lines) + "\n"


def churn_steps(rng, candidates, rounds, most):
    """One to `rounds` churn steps, each ended by `u`: one to `most` of the `candidates` (the
    `c` statements' numbers) still in taken out, then each of those out put back with
    probability 0.6."""
    lines, removed = [], set()
    for _ in range(rng.randint(1, rounds)):
        present = [k for k in candidates if k not in removed]
        for k in rng.sample(present, min(len(present), rng.randint(1, most))):
            lines.append(f"d {k}")
            removed.add(k)
        for k in sorted(removed):
            if rng.random() < 0.6:
                lines.append(f"a {k}")
                removed.discard(k)
        lines.append("u")
    return lines


# How far past what the constraints before it allow an injected conflict asks to be: from
# plain to a hair, where rounding decides whether a solver sees it.
CONFLICT_MARGINS = [10, 3, 1, 0.5, 1e-3, 1e-6]


def conflicted(seed, wide=False, variables=(20, 60)):
    """`system(seed)` with one required constraint more that the required constraints before it
    forbid, by a margin: a weighted sum of one to three of them, each turned so that it bounds
    the sum from above (an equation either way), asked to be at least the sum of their bounds
    plus the margin. No point meets it, whatever else the system holds: every point meeting
    the picked constraints keeps the sum at or below the bound. Returns (text, the new
    constraint's line number, the margin)."""
    rng = random.Random(f"conflict {seed}")
    lines = system(seed, wide=wide, variables=variables).rstrip("\n").split("\n")
    first = next(i for i, line in enumerate(lines) if line.startswith("c "))
    count = sum(1 for line in lines if line.startswith("c "))
    required = [i for i in range(first, first + count) if lines[i].startswith("c required ")]
    pairs = []
    while not pairs:   # picks whose terms all cancel are drawn again
        picks = rng.sample(required, rng.randint(1, min(3, len(required))))
        combination, bound = {}, 0.0
        for i in picks:
            # `LHS op VALUE` read as LHS - VALUE op 0: its bound is -constant.
            coefficients, constant, op = csys_lp.parse_constraint(lines[i].split(" ", 2)[2])
            turn = 1 if op == "<=" else -1 if op == ">=" else rng.choice([1, -1])
            factor = turn * rng.choice([1, 2, 0.5, 3])
            for name, coefficient in coefficients.items():
                combination[name] = combination.get(name, 0.0) + factor * coefficient
            bound += factor * -constant
        pairs = [(c, name) for name, c in combination.items() if c != 0]
    margin = rng.choice(CONFLICT_MARGINS)
    line = f"c required {lhs(pairs)} >= {number(bound + margin)}"
    at = rng.randint(max(picks) + 1, first + count)   # after the constraints it conflicts with
    lines.insert(at, line)
    lines[1] += " conflict"
    return "\n".join(lines) + "\n", at + 1, margin
